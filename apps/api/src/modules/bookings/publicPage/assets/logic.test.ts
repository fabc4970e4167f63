import { describe, expect, it } from 'vitest';
import {
  answersFrom,
  bookedMessage,
  countdown,
  dateOn,
  dayLabel,
  formErrors,
  noticeMessage,
  ownTime,
  serverFieldErrors,
  shiftDate,
  timeOn,
  zoneAbbreviation,
} from './logic.ts';

const questions = [
  { id: 'waiver', type: 'waiver', required: true },
  { id: 'height', type: 'height', required: true },
  { id: 'experience', type: 'experience', required: false },
  { id: 'note', type: 'text', required: false },
];

describe('dates and times on the shop clock', () => {
  it('takes the date on the shop clock, not UTC', () => {
    // 03:00 UTC on Dec 1 is still Nov 30 in Los Angeles and Honolulu.
    const at = new Date('2026-12-01T03:00:00Z');
    expect(dateOn(at, 'America/Los_Angeles')).toBe('2026-11-30');
    expect(dateOn(at, 'Pacific/Honolulu')).toBe('2026-11-30');
    expect(dateOn(at, 'America/New_York')).toBe('2026-11-30');
    expect(dateOn(at, 'America/Virgin')).toBe('2026-11-30');
  });

  it('moves dates by whole days across months and the DST change', () => {
    expect(shiftDate('2026-11-28', 6)).toBe('2026-12-04');
    expect(shiftDate('2026-03-07', 1)).toBe('2026-03-08');
    expect(shiftDate('2026-03-08', -7)).toBe('2026-03-01');
    expect(dayLabel('2026-11-30')).toBe('Mon, Nov 30');
  });

  it('writes times with the zone abbreviation of that day', () => {
    expect(timeOn('2026-03-09T14:00:00Z', 'America/New_York')).toBe('10:00 AM');
    expect(zoneAbbreviation('2026-03-09T14:00:00Z', 'America/New_York')).toBe('EDT');
    expect(zoneAbbreviation('2026-03-07T15:00:00Z', 'America/New_York')).toBe('EST');
    expect(zoneAbbreviation('2026-07-01T15:00:00Z', 'Pacific/Honolulu')).toBe('HST');
    expect(zoneAbbreviation('2026-07-01T15:00:00Z', 'America/Virgin')).toBe('AST');
  });

  it('shows the customer time only when their clock says something else', () => {
    const start = '2026-12-01T18:00:00Z';
    expect(ownTime(start, 'America/Los_Angeles', 'America/New_York')).toBe('1:00 PM EST your time');
    expect(ownTime(start, 'America/Los_Angeles', 'America/Los_Angeles')).toBeNull();
    expect(ownTime(start, 'America/Los_Angeles', null)).toBeNull();
  });
});

describe('the hold countdown', () => {
  const expiresAt = '2026-12-01T18:05:00.000Z';
  it('counts minutes and seconds down to zero', () => {
    expect(countdown(expiresAt, Date.parse('2026-12-01T18:00:00.000Z'))).toEqual({
      text: '5:00',
      expired: false,
    });
    expect(countdown(expiresAt, Date.parse('2026-12-01T18:04:50.500Z'))).toEqual({
      text: '0:10',
      expired: false,
    });
    expect(countdown(expiresAt, Date.parse('2026-12-01T18:05:00.000Z'))).toEqual({
      text: '0:00',
      expired: true,
    });
    expect(countdown(expiresAt, Date.parse('2026-12-01T18:09:00.000Z'))).toEqual({
      text: '0:00',
      expired: true,
    });
  });
});

describe('the form', () => {
  it('turns fields into answers: numbers, an accepted waiver, blanks left out', () => {
    expect(
      answersFrom(questions, {
        waiver: { value: 'true', checked: true },
        height: { value: ' 178 ' },
        experience: { value: 'some' },
        note: { value: '  ' },
      }),
    ).toEqual({ waiver: true, height: 178, experience: 'some' });
    expect(answersFrom(questions, { waiver: { value: 'true', checked: false } })).toEqual({});
  });

  it('names what is missing or wrong, by field', () => {
    const customer = { name: ' ', email: 'ada@', phone: '', zip: '941' };
    expect(formErrors(customer, questions, { height: { value: '80' } })).toEqual({
      'customer.name': 'This field is required.',
      'customer.email': 'Enter a valid e-mail address.',
      'customer.zip': 'Enter a ZIP code such as 94107 or 94107-1234.',
      'answers.waiver': 'Accept the waiver to book.',
      'answers.height': 'Enter your height in cm (100–230).',
    });
    const fine = { name: 'Ada', email: 'ada@example.com', phone: '', zip: '94107' };
    expect(
      formErrors(fine, questions, { waiver: { value: 'true', checked: true }, height: { value: '170' } }),
    ).toEqual({});
  });

  it('puts the server field errors on the form fields', () => {
    expect(
      serverFieldErrors({
        'body.customer.email': 'Enter a valid e-mail address.',
        'answers.waiver': 'Accept.',
      }),
    ).toEqual({
      'customer.email': 'Enter a valid e-mail address.',
      'answers.waiver': 'Accept.',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});

describe('messages', () => {
  it('words a pending booking as a request and a confirmed one as booked, both with the e-mailed link', () => {
    expect(bookedMessage('pending', 'ada@example.com')).toEqual({
      heading: 'Request received',
      text: 'The shop confirms your booking and lets you know by e-mail. We e-mailed the details and a link to manage your booking to ada@example.com.',
    });
    expect(bookedMessage('confirmed', 'ada@example.com').heading).toBe('You are booked');
  });

  it('says the notice window passed and whom to call', () => {
    expect(noticeMessage('cancel', '(415) 555-0100')).toBe(
      'It is too late to do this online: the notice period has passed, so this booking can no longer be cancelled here. Please call the shop at (415) 555-0100.',
    );
    expect(noticeMessage('reschedule', '')).toContain('can no longer be moved here. Please call the shop.');
  });
});
