// A week of days with their free times, on the shop's clock (the customer's own time beside each when it
// differs). Fills the `[data-slot-picker]` skeleton the server wrote; used by the booking and manage pages.
import { ApiFailure, type Availability, type Slot } from './api.ts';
import { dateOn, dayLabel, ownTime, shiftDate, timeOn, zoneAbbreviation } from './logic.ts';

export interface SlotPickerOptions {
  root: HTMLElement;
  timezone: string;
  /** The free times of the dates from–to (on the shop's clock). */
  load: (from: string, to: string) => Promise<Availability>;
  onPick: (slot: Slot) => void;
}

export interface SlotPicker {
  /** Loads the shown week again (after a hold ran out or a time was taken). */
  reload: () => Promise<void>;
}

const WEEKS_AHEAD = 52;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function required<T extends Element>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`missing ${selector}`);
  return found;
}

export function createSlotPicker({ root, timezone, load: loadWeek, onPick }: SlotPickerOptions): SlotPicker {
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = dateOn(new Date(), timezone);
  const status = required<HTMLElement>(root, '[data-slots-status]');
  const days = required<HTMLElement>(root, '[data-days]');
  const label = required<HTMLElement>(root, '[data-week-label]');
  const previous = required<HTMLButtonElement>(root, '[data-week="prev"]');
  const next = required<HTMLButtonElement>(root, '[data-week="next"]');
  let from = today;

  const slotButton = (slot: Slot) => {
    const button = element('button', 'slot');
    button.type = 'button';
    const parts = [
      `${dayLabel(dateOn(new Date(slot.start), timezone))}, ${timeOn(slot.start, timezone)} ${zoneAbbreviation(slot.start, timezone)}`,
      ownTime(slot.start, timezone, ownZone),
      slot.capacity > 1 ? `${slot.seatsLeft} of ${slot.capacity} seats left` : null,
    ];
    // Spoken as one sentence with its day (the same time is offered on other days); shown as lines.
    button.setAttribute('aria-label', parts.filter(Boolean).join(', '));
    button.append(element('span', 'slot__time', timeOn(slot.start, timezone)));
    if (parts[1]) button.append(element('span', 'slot__own', parts[1]));
    if (parts[2]) button.append(element('span', 'slot__seats', parts[2]));
    button.addEventListener('click', () => {
      for (const other of days.querySelectorAll('[aria-pressed]'))
        other.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-pressed', 'true');
      onPick(slot);
    });
    button.setAttribute('aria-pressed', 'false');
    return button;
  };

  const load = async () => {
    const to = shiftDate(from, 6);
    label.textContent = `${dayLabel(from)} – ${dayLabel(to)} (${zoneAbbreviation(`${from}T12:00:00Z`, timezone)})`;
    previous.disabled = from <= today;
    next.disabled = from >= shiftDate(today, 7 * WEEKS_AHEAD);
    status.textContent = 'Loading the times…';
    days.replaceChildren();
    try {
      const week = await loadWeek(from, to);
      let offered = 0;
      for (const day of week.days) {
        const box = element('div', 'day');
        box.append(element('h3', 'day__name', dayLabel(day.date)));
        const open = day.slots.filter((slot) => slot.seatsLeft > 0);
        offered += open.length;
        if (open.length === 0) box.append(element('p', 'day__none', 'No free times'));
        else {
          const list = element('ul', 'day__slots');
          for (const slot of open) {
            const item = element('li', '');
            item.append(slotButton(slot));
            list.append(item);
          }
          box.append(list);
        }
        days.append(box);
      }
      status.textContent = offered === 0 ? 'No free times this week. Try the next week.' : '';
    } catch (error) {
      status.textContent =
        error instanceof ApiFailure ? error.message : 'The times could not be loaded. Try again later.';
    }
  };

  previous.addEventListener('click', () => {
    from = shiftDate(from, -7);
    if (from < today) from = today;
    void load();
  });
  next.addEventListener('click', () => {
    from = shiftDate(from, 7);
    void load();
  });
  void load();
  return { reload: load };
}
