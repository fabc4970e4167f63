// The booking pages' pure logic (no DOM): dates on the shop's clock, times in two zones, the hold's
// countdown, the answers a form gives and the messages the customer reads. Runs in the browser as served
// by ../assets.ts, and in the unit tests.

/** A question as the page's form fields describe it (data attributes written by the server). */
export interface FieldQuestion {
  id: string;
  type: string;
  required: boolean;
}

/** What one question's field holds: its value, and for a checkbox whether it is ticked. */
export interface FieldValue {
  value: string;
  checked?: boolean;
}

/** The shop's clock's date of an instant, YYYY-MM-DD. */
export function dateOn(at: Date, timezone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** A date (YYYY-MM-DD) moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A date as a day's heading: 'Mon, Nov 30'. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** An instant's time on a clock: '10:30 AM'. */
export function timeOn(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: timezone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
}

/** A zone's abbreviation at an instant: PST, EDT, HST, AST. */
export function zoneAbbreviation(iso: string, timezone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timezone;
}

/** The customer's own time beside the shop's, when their zone tells another time; null when it is the same. */
export function ownTime(iso: string, shopZone: string, ownZone: string | null): string | null {
  if (!ownZone || ownZone === shopZone) return null;
  const own = `${timeOn(iso, ownZone)} ${zoneAbbreviation(iso, ownZone)}`;
  const shop = `${timeOn(iso, shopZone)} ${zoneAbbreviation(iso, shopZone)}`;
  return own === shop ? null : `${own} your time`;
}

/** The hold's countdown: 'm:ss' left, and whether it ran out. */
export function countdown(expiresAt: string, now: number): { text: string; expired: boolean } {
  const seconds = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { text, expired: seconds === 0 };
}

const NUMERIC = new Set(['number', 'height', 'rating']);

/** The answers of the form, by question id: numbers as numbers, an accepted waiver as true; blanks left out. */
export function answersFrom(
  questions: readonly FieldQuestion[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, string | number | boolean> {
  const answers: Record<string, string | number | boolean> = {};
  for (const question of questions) {
    const field = values[question.id];
    if (!field) continue;
    if (question.type === 'waiver') {
      if (field.checked) answers[question.id] = true;
      continue;
    }
    const value = field.value.trim();
    if (value === '') continue;
    answers[question.id] =
      NUMERIC.has(question.type) && Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return answers;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;
const REQUIRED = 'This field is required.';

/** The customer's fields, by the name of their input. */
export interface CustomerFields {
  name: string;
  email: string;
  phone: string;
  zip: string;
}

/** What the form says before it is sent, by field name (`customer.email`, `answers.waiver`); empty when fine. */
export function formErrors(
  customer: CustomerFields,
  questions: readonly FieldQuestion[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!customer.name.trim()) errors['customer.name'] = REQUIRED;
  if (!customer.email.trim()) errors['customer.email'] = REQUIRED;
  else if (!EMAIL.test(customer.email.trim())) errors['customer.email'] = 'Enter a valid e-mail address.';
  if (customer.zip.trim() && !ZIP.test(customer.zip.trim()))
    errors['customer.zip'] = 'Enter a ZIP code such as 94107 or 94107-1234.';
  for (const question of questions) {
    const field = values[question.id];
    const name = `answers.${question.id}`;
    if (question.type === 'waiver') {
      if (question.required && !field?.checked) errors[name] = 'Accept the waiver to book.';
    } else if (question.required && !field?.value.trim()) errors[name] = REQUIRED;
    else if (question.type === 'height' && field?.value.trim()) {
      const cm = Number(field.value);
      if (!Number.isInteger(cm) || cm < 100 || cm > 230) errors[name] = 'Enter your height in cm (100–230).';
    }
  }
  return errors;
}

/** The server's field errors (`body.customer.email`) under the form's field names (`customer.email`). */
export function serverFieldErrors(
  fields: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) errors[key.replace(/^body\./, '')] = message;
  return errors;
}

/** The confirmation's heading and text for a new booking's status. */
export function bookedMessage(status: string, email: string): { heading: string; text: string } {
  const mailed = `We e-mailed the details and a link to manage your booking to ${email}.`;
  return status === 'pending'
    ? {
        heading: 'Request received',
        text: `The shop confirms your booking and lets you know by e-mail. ${mailed}`,
      }
    : { heading: 'You are booked', text: `Your booking is confirmed. ${mailed}` };
}

/** What a customer reads when the notice window closed (422 notice_window_passed). */
export function noticeMessage(action: 'cancel' | 'reschedule', phone: string): string {
  const what = action === 'cancel' ? 'cancelled' : 'moved';
  const call = phone ? `Please call the shop at ${phone}.` : 'Please call the shop.';
  return `It is too late to do this online: the notice period has passed, so this booking can no longer be ${what} here. ${call}`;
}
