// The booking page: choose a time (a 5-minute hold with a visible countdown), fill in the form, book.
import { ApiFailure, type Hold, publicApi, type Slot } from './api.ts';
import { fieldChecked, fieldText, showFieldErrors } from './form.ts';
import {
  answersFrom,
  bookedMessage,
  countdown,
  dateOn,
  dayLabel,
  type FieldQuestion,
  type FieldValue,
  formErrors,
  serverFieldErrors,
  timeOn,
  zoneAbbreviation,
} from './logic.ts';
import { createSlotPicker } from './slotPicker.ts';

function find<T extends HTMLElement>(selector: string): T {
  const found = document.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
}

const page = find<HTMLElement>('[data-booking]');
const { shopId = '', slug = '', timezone = 'UTC' } = page.dataset;
const details = find<HTMLElement>('[data-details]');
const detailsHeading = find<HTMLElement>('[data-details-heading]');
const holdText = find<HTMLElement>('[data-hold-text]');
const timeAlert = find<HTMLElement>('[data-time-alert]');
const timeHeading = find<HTMLElement>('[data-time-heading]');
const form = find<HTMLFormElement>('[data-booking-form]');
const formAlert = find<HTMLElement>('[data-form-alert]');
const submit = find<HTMLButtonElement>('[data-submit]');
const done = find<HTMLElement>('[data-done]');
const questions: FieldQuestion[] = [...document.querySelectorAll<HTMLElement>('[data-question-id]')].map(
  (node) => ({
    id: node.dataset.questionId ?? '',
    type: node.dataset.questionType ?? 'text',
    required: node.dataset.required === 'true',
  }),
);

const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (ownZone && ownZone !== timezone)
  find('[data-own-zone]').textContent = `Your own time zone (${ownZone}) is shown beside each time.`;

let hold: Hold | null = null;
let ticker: ReturnType<typeof setInterval> | undefined;
/** Kept when a request's answer was lost, so sending again cannot book twice. */
let idempotencyKey: string | null = null;

const whenText = (iso: string) =>
  `${timeOn(iso, timezone)} ${zoneAbbreviation(iso, timezone)} on ${dayLabel(dateOn(new Date(iso), timezone))}`;

function stopHold() {
  clearInterval(ticker);
  ticker = undefined;
  hold = null;
}

function backToTimes(message: string) {
  stopHold();
  details.hidden = true;
  timeAlert.textContent = message;
  timeHeading.focus();
  void picker.reload();
}

function tick() {
  if (!hold) return;
  const left = countdown(hold.expiresAt, Date.now());
  if (left.expired) {
    backToTimes('Your hold ran out and the time was released. The times are loaded again: choose a time.');
    return;
  }
  holdText.textContent = `We are holding ${whenText(hold.start)} for you: ${left.text} left to book.`;
}

async function choose(slot: Slot) {
  timeAlert.textContent = '';
  if (hold) void publicApi.release(shopId, slug, hold.token).catch(() => undefined);
  stopHold();
  try {
    hold = await publicApi.hold(shopId, slug, slot.start);
  } catch (error) {
    backToTimes(
      error instanceof ApiFailure && error.error === 'slot_unavailable'
        ? 'That time was just taken. Choose another time.'
        : error instanceof Error
          ? error.message
          : 'The time could not be held.',
    );
    return;
  }
  idempotencyKey = null;
  details.hidden = false;
  tick();
  ticker = setInterval(tick, 1000);
  detailsHeading.focus();
}

const picker = createSlotPicker({
  root: find('[data-slot-picker]'),
  timezone,
  load: (from, to) => publicApi.slots(shopId, slug, from, to),
  onPick: choose,
});

find<HTMLButtonElement>('[data-change-time]').addEventListener('click', () => {
  if (hold) void publicApi.release(shopId, slug, hold.token).catch(() => undefined);
  backToTimes('');
});

function questionValues(): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const question of questions) {
    const name = `answers.${question.id}`;
    values[question.id] = { value: fieldText(form, name), checked: fieldChecked(form, name) };
  }
  return values;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (!hold) return;
  formAlert.textContent = '';
  const customer = {
    name: fieldText(form, 'customer.name'),
    email: fieldText(form, 'customer.email'),
    phone: fieldText(form, 'customer.phone'),
    zip: fieldText(form, 'customer.zip'),
  };
  const values = questionValues();
  if (showFieldErrors(form, formErrors(customer, questions, values))) return;
  idempotencyKey ??= crypto.randomUUID();
  submit.disabled = true;
  try {
    const booking = await publicApi.book(
      shopId,
      slug,
      {
        start: hold.start,
        seats: 1,
        holdToken: hold.token,
        customer: {
          name: customer.name.trim(),
          email: customer.email.trim(),
          ...(customer.phone.trim() ? { phone: customer.phone.trim() } : {}),
          ...(customer.zip.trim() ? { zip: customer.zip.trim() } : {}),
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        answers: answersFrom(questions, values),
      },
      idempotencyKey,
    );
    const message = bookedMessage(booking.status, customer.email.trim());
    stopHold();
    find('[data-time-step]').hidden = true;
    details.hidden = true;
    find('[data-done-heading]').textContent = message.heading;
    find('[data-done-text]').textContent = message.text;
    find('[data-done-when]').textContent = whenText(booking.start);
    find('[data-done-reference]').textContent = booking.reference;
    done.hidden = false;
    done.focus();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    if (error.status !== 0) idempotencyKey = null;
    if (error.error === 'slot_unavailable') backToTimes('That time was just taken. Choose another time.');
    else if (!showFieldErrors(form, serverFieldErrors(error.fields))) formAlert.textContent = error.message;
  } finally {
    submit.disabled = false;
  }
});
