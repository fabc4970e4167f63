// The booking pages' HTML: the booking page, the manage page and the pages that say a link leads nowhere.
import type { CustomerBooking, PublicEvent } from '@console/contract';
import { zoneAbbreviation } from '@console/contract';
import { ASSET_BASE } from './assets.ts';
import { durationText, instantText, priceText, timeRange, zoneName } from './format.ts';
import { html, type SafeHtml } from './html.ts';
import { questionField } from './questionFields.ts';

function layout(title: string, body: SafeHtml, script?: string): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${ASSET_BASE}page.css">
${script ? html`<script type="module" src="${ASSET_BASE}${script}"></script>` : ''}
</head>
<body><main class="page">${body}</main></body>
</html>`.markup;
}

/** A page that says why there is nothing to show (an unknown event, an invalid link, a failure). */
export function messagePage(title: string, lines: readonly string[]): string {
  return layout(
    title,
    html`<div class="card"><h1>${title}</h1>${lines.map((line) => html`<p>${line}</p>`)}</div>`,
  );
}

type Shop = PublicEvent['shop'];

function shopBlock(shop: Shop, company?: string): SafeHtml {
  return html`<p class="shop"><strong>${shop.name}</strong>${company && company !== shop.name ? html` · ${company}` : ''}<br>
    ${shop.street}, ${shop.city}, ${shop.state} ${shop.zip}${shop.phone ? html` · <a href="tel:${shop.phone}">${shop.phone}</a>` : ''}</p>`;
}

function zoneLine(timezone: string): SafeHtml {
  const now = new Date();
  return html`Times are on the shop's clock: ${zoneName(timezone, now)} (${zoneAbbreviation(now, timezone)}).`;
}

const slotPicker = (heading: SafeHtml) => html`<div data-slot-picker>
  ${heading}
  <div class="week">
    <button type="button" data-week="prev">Previous week</button>
    <p class="week__label" data-week-label aria-live="polite"></p>
    <button type="button" data-week="next">Next week</button>
  </div>
  <p role="status" data-slots-status>Loading the times…</p>
  <div class="days" data-days></div>
</div>`;

const customerField = (
  name: string,
  label: string,
  type: string,
  autocomplete: string,
  required: boolean,
) => {
  const id = `f-${name.split('.')[1]}`;
  return html`<div class="field">
    <label for="${id}">${label}${required ? '' : ' (optional)'}</label>
    <input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" aria-describedby="${id}-error"${required ? html` required aria-required="true"` : ''}>
    <p class="field__error" id="${id}-error" data-error-for="${name}"></p>
  </div>`;
};

/** `/book/:shopId/:slug`: the event, a week of times, the form and the confirmation (filled by booking.ts). */
export function bookingPage(event: PublicEvent): string {
  const { shop, eventType } = event;
  const price = priceText(eventType.priceCents);
  const body = html`<div data-booking data-shop-id="${shop.id}" data-slug="${eventType.slug}" data-timezone="${shop.timezone}">
  ${shopBlock(shop, event.company.name)}
  <section class="card" aria-labelledby="event-title">
    <h1 id="event-title">${eventType.title}</h1>
    <p class="meta">${durationText(eventType.durationMinutes)}${price ? html` · ${price}` : ''}${eventType.requiresConfirmation ? ' · The shop confirms each booking' : ''}</p>
    ${eventType.description ? html`<p class="description">${eventType.description}</p>` : ''}
    <p class="zone">${zoneLine(shop.timezone)}</p>
    <p class="zone" data-own-zone></p>
    <noscript><p class="alert">This page needs JavaScript to show the free times. Please call the shop to book.</p></noscript>
  </section>
  <section class="card" data-time-step aria-labelledby="time-heading">
    ${slotPicker(html`<h2 id="time-heading" data-time-heading tabindex="-1">1. Choose a time</h2>
    <p class="alert" role="alert" data-time-alert></p>`)}
  </section>
  <section class="card" data-details hidden aria-labelledby="details-heading">
    <h2 id="details-heading" data-details-heading tabindex="-1">2. Your details</h2>
    <p class="hold" data-hold-text></p>
    <p><button type="button" data-change-time>Choose another time</button></p>
    <form data-booking-form novalidate>
      ${customerField('customer.name', 'Name', 'text', 'name', true)}
      ${customerField('customer.email', 'E-mail', 'email', 'email', true)}
      ${customerField('customer.phone', 'Phone', 'tel', 'tel', false)}
      ${customerField('customer.zip', 'ZIP code', 'text', 'postal-code', false)}
      ${eventType.questions.map(questionField)}
      <p class="alert" role="alert" data-form-alert></p>
      <button type="submit" class="primary" data-submit>Book</button>
    </form>
  </section>
  <section class="card" data-done hidden tabindex="-1" aria-labelledby="done-heading">
    <h2 id="done-heading" data-done-heading></h2>
    <p data-done-when></p>
    <p data-done-text></p>
    <p>Your reference: <strong data-done-reference></strong></p>
  </section>
</div>`;
  return layout(`${eventType.title} · ${shop.name}`, body, 'booking.ts');
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for the shop to confirm',
  confirmed: 'Confirmed',
  rejected: 'Declined by the shop',
  expired: 'Expired (the shop did not confirm it in time)',
  cancelled: 'Cancelled',
  rescheduled: 'Moved to another time',
  checked_in: 'Checked in',
  completed: 'Completed',
  no_show: 'Missed',
};

const DONE_TEXT: Record<string, string> = {
  cancelled: 'Your booking is cancelled.',
  rescheduled: 'Your booking was moved to the new time. We e-mailed you the new details.',
};

/** Why the customer cannot cancel or move online: the notice deadline passed, or the status does not allow it. */
function notOnline(action: 'cancel' | 'move', deadline: string | null, booking: CustomerBooking): SafeHtml {
  const call = booking.shop.phone
    ? `Please call the shop at ${booking.shop.phone}.`
    : 'Please call the shop.';
  if (deadline && Date.parse(deadline) <= Date.now()) {
    return html`<p>It is too late to ${action} this booking online: the deadline was ${instantText(deadline, booking.timezone)}. ${call}</p>`;
  }
  return html`<p>This booking cannot be ${action === 'cancel' ? 'cancelled' : 'moved'} online. ${call}</p>`;
}

/** `/book/manage?sign=`: the booking on the shop's clock and the customer's, cancel and move. */
export function managePage(sign: string, booking: CustomerBooking, done: string | undefined): string {
  const open = booking.status === 'pending' || booking.status === 'confirmed';
  const own =
    booking.customerTimezone && booking.customerTimezone !== booking.timezone
      ? timeRange(booking.start, booking.end, booking.customerTimezone)
      : null;
  const body = html`<div data-manage data-sign="${sign}" data-timezone="${booking.timezone}" data-phone="${booking.shop.phone ?? ''}">
  ${shopBlock(booking.shop)}
  <section class="card" aria-labelledby="booking-title">
    <h1 id="booking-title">${booking.eventTitle}</h1>
    ${done && DONE_TEXT[done] ? html`<p class="notice" role="status">${DONE_TEXT[done]}</p>` : ''}
    <dl class="facts">
      <dt>Reference</dt><dd>${booking.reference}</dd>
      <dt>Status</dt><dd data-status>${STATUS_TEXT[booking.status] ?? booking.status}</dd>
      <dt>When (shop's time)</dt><dd>${timeRange(booking.start, booking.end, booking.timezone)}</dd>
      ${own ? html`<dt>Your time</dt><dd>${own}</dd>` : ''}
      <dt>Seats</dt><dd>${booking.seats}</dd>
    </dl>
  </section>
  ${
    open
      ? html`<section class="card" aria-labelledby="cancel-heading">
    <h2 id="cancel-heading">Cancel the booking</h2>
    ${
      booking.canCancel
        ? html`<form data-cancel-form>
      <div class="field"><label for="cancel-note">Reason (optional)</label><textarea id="cancel-note" name="note" rows="3" maxlength="1000"></textarea></div>
      <p class="alert" role="alert"></p>
      <button type="submit" class="danger">Cancel the booking</button>
    </form>`
        : notOnline('cancel', booking.cancelDeadline, booking)
    }
  </section>
  <section class="card" aria-labelledby="reschedule-heading">
    ${
      booking.canReschedule
        ? html`<div data-reschedule>${slotPicker(html`<h2 id="reschedule-heading">Move to another time</h2>`)}
      <div data-reschedule-confirm hidden><p class="hold" data-reschedule-choice></p><button type="button" class="primary" data-reschedule-submit>Move my booking</button></div>
      <p class="alert" role="alert" data-reschedule-alert></p></div>`
        : html`<h2 id="reschedule-heading">Move to another time</h2>${notOnline('move', booking.rescheduleDeadline, booking)}`
    }
  </section>`
      : ''
  }
</div>`;
  return layout(`Your booking ${booking.reference}`, body, open ? 'manage.ts' : undefined);
}
