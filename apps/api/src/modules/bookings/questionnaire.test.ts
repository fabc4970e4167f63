import type { BookingDetail } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { shopIdOf } from '../shops/testKit.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { act, insertBooking, insertEventType, minutesFromNow } from './testKit.ts';

let t: TestApp;
let owner: Auth;
let sign: string;
let bookingId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.authAs(DEMO_USERS.retailer);
  const shopId = await shopIdOf(t, t.ids.retailer, 'Harbor Cycles Mission');
  const fitting = await insertEventType(t, t.ids.retailer, [shopId], {
    kind: 'fitting',
    feedbackQuestions: [
      { id: 'overall', label: 'How was it?', type: 'rating', required: true },
      { id: 'again', label: 'Come again?', type: 'select', required: false, options: ['Yes', 'No'] },
      { id: 'comments', label: 'Anything else?', type: 'text', required: false },
    ],
  });
  const booking = await insertBooking(t, fitting, shopId, minutesFromNow(-20), { status: 'checked_in' });
  bookingId = booking.id;
  const done = await act(t, owner, booking.id, 'complete', {});
  expect(done.statusCode, done.body).toBe(200);
  const mail = await t.lastMail(booking.customerEmail ?? '');
  const link = mail?.text.match(/questionnaire\?sign=(\S+)/)?.[1];
  if (!link) throw new Error('no questionnaire link in the e-mail');
  sign = decodeURIComponent(link);
}, 60_000);
afterAll(() => t?.close());

const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/public/questionnaire', payload });

describe('/api/public/questionnaire', () => {
  it("shows the event's feedback questions to the link's holder, without a session", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/questionnaire?sign=${encodeURIComponent(sign)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      submittedAt: null,
      questions: [{ id: 'overall' }, { id: 'again' }, { id: 'comments' }],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/questionnaire?sign=not-a-token' });
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the answers against the questions', async () => {
    const bad = await send({ sign, answers: { overall: 9, again: 'Maybe', extra: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.fields).toEqual({
      'answers.overall': 'Choose 1 to 5.',
      'answers.again': 'Choose one of the options.',
      'answers.extra': 'No such question.',
    });
    const missing = await send({ sign, answers: { comments: 'Nice' } });
    expect(missing.json().data.fields).toEqual({ 'answers.overall': 'This field is required.' });
  });

  it('stores the answers once and shows them on the booking', async () => {
    const response = await send({ sign, answers: { overall: 5, again: 'Yes', comments: '' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.submittedAt).not.toBeNull();
    const detail: BookingDetail = (await get(t, `/api/bookings/${bookingId}`, owner)).json().data;
    expect(detail.feedback?.answers).toEqual([
      { questionId: 'overall', label: 'How was it?', answer: '5' },
      { questionId: 'again', label: 'Come again?', answer: 'Yes' },
    ]);
    const again = await send({ sign, answers: { overall: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('already_submitted');
    expect((await send({ sign: 'forged', answers: { overall: 1 } })).statusCode).toBe(404);
  });
});
