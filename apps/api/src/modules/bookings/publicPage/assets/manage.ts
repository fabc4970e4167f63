// The manage page (the e-mailed link): cancel with a reason, or move the booking to another time.
import { ApiFailure, publicApi, type Slot } from './api.ts';
import { dateOn, dayLabel, noticeMessage, timeOn, zoneAbbreviation } from './logic.ts';
import { createSlotPicker } from './slotPicker.ts';

const page = document.querySelector<HTMLElement>('[data-manage]');
const { sign = '', timezone = 'UTC', phone = '' } = page?.dataset ?? {};

/** The manage page again for this link (or the new booking's), with a message of what was done. */
function reopen(link: string, done: string) {
  const target = new URL(link, window.location.href);
  target.searchParams.set('done', done);
  window.location.assign(`${target.pathname}${target.search}`);
}

function failure(error: unknown, action: 'cancel' | 'reschedule'): string {
  if (error instanceof ApiFailure && error.error === 'notice_window_passed')
    return noticeMessage(action, phone);
  if (error instanceof ApiFailure && error.error === 'slot_unavailable')
    return 'That time was just taken. Choose another time.';
  return error instanceof Error ? error.message : 'Something went wrong.';
}

const cancelForm = document.querySelector<HTMLFormElement>('[data-cancel-form]');
cancelForm?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const alert = cancelForm.querySelector<HTMLElement>('[role="alert"]');
  const button = cancelForm.querySelector<HTMLButtonElement>('button[type="submit"]');
  const note = cancelForm.querySelector<HTMLTextAreaElement>('textarea')?.value.trim() ?? '';
  if (button) button.disabled = true;
  try {
    await publicApi.cancel(sign, note);
    reopen(window.location.href, 'cancelled');
  } catch (error) {
    if (alert) alert.textContent = failure(error, 'cancel');
    if (button) button.disabled = false;
  }
});

const reschedule = document.querySelector<HTMLElement>('[data-reschedule]');
if (reschedule) {
  const confirmBox = reschedule.querySelector<HTMLElement>('[data-reschedule-confirm]');
  const choice = reschedule.querySelector<HTMLElement>('[data-reschedule-choice]');
  const button = reschedule.querySelector<HTMLButtonElement>('[data-reschedule-submit]');
  const alert = reschedule.querySelector<HTMLElement>('[data-reschedule-alert]');
  let chosen: Slot | null = null;
  const picker = createSlotPicker({
    root: reschedule,
    timezone,
    load: (from, to) => publicApi.manageSlots(sign, from, to),
    onPick: (slot) => {
      chosen = slot;
      if (alert) alert.textContent = '';
      if (choice)
        choice.textContent = `New time: ${timeOn(slot.start, timezone)} ${zoneAbbreviation(slot.start, timezone)} on ${dayLabel(dateOn(new Date(slot.start), timezone))}`;
      if (confirmBox) confirmBox.hidden = false;
      button?.focus();
    },
  });
  button?.addEventListener('click', async () => {
    if (!chosen) return;
    button.disabled = true;
    try {
      const moved = await publicApi.reschedule(sign, chosen.start);
      reopen(moved.manageUrl ?? window.location.href, 'rescheduled');
    } catch (error) {
      if (alert) alert.textContent = failure(error, 'reschedule');
      if (error instanceof ApiFailure && error.error === 'slot_unavailable') {
        if (confirmBox) confirmBox.hidden = true;
        void picker.reload();
      }
      button.disabled = false;
    }
  });
}
