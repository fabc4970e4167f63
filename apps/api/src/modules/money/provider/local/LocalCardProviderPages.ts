// The local card provider's card form: the page a real provider hosts (Stripe's set-up page), served by the
// API outside /ec/ and /api/ with no script at all and a strict policy. The typed card is posted to the sim's
// own endpoint, which keeps its brand, last 4 and expiry and sends the browser back to the console; the
// number is never stored, logged or written back into a page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { html, type SafeHtml } from '../../../bookings/publicPage/html.ts';
import {
  LOCAL_CARD_FORM_PATH,
  type LocalCardProvider,
  type SetupConfirmation,
  type SetupFormState,
} from './LocalCardProvider.ts';
import { type CardEntry, TEST_CARDS } from './LocalCardProviderCards.ts';

export const CARD_FORM_POLICY = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLESHEET_PATH = '/sim/card/card.css';
const stylesheet = readFileSync(path.join(import.meta.dirname, 'LocalCardProviderPages.css'), 'utf8');

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', CARD_FORM_POLICY)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);
}

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Card simulator</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body><main class="page">
<p class="sim">Card simulator: this page stands in for the card provider's own form. Only the test cards below are accepted, and nothing is really charged.</p>
${body}
</main></body>
</html>`.markup;
}

const EXPIRED_FORM = layout(
  'This card form has expired',
  html`<div class="card"><h1>This card form has expired</h1><p>Go back to the console's billing page and choose "Add a card" again.</p></div>`,
);

const cardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const testCards = html`<section class="card" aria-labelledby="test-cards">
  <h2 id="test-cards">Test cards</h2>
  <p>Use any future expiry date and any three digits as the security code.</p>
  <table>
    <thead><tr><th scope="col">Number</th><th scope="col">What happens</th></tr></thead>
    <tbody>${TEST_CARDS.map((card) => html`<tr><td class="number">${cardNumber(card.number)}</td><td>${card.says}</td></tr>`)}</tbody>
  </table>
</section>`;

interface FieldSpec {
  name: keyof CardEntry;
  label: string;
  autocomplete: string;
  placeholder: string;
  hint?: string;
}

const FIELDS: FieldSpec[] = [
  { name: 'number', label: 'Card number', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { name: 'expiry', label: 'Expiry (MM / YY)', autocomplete: 'cc-exp', placeholder: 'MM / YY' },
  { name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', placeholder: '123', hint: '3 or 4 digits' },
];

function field(spec: FieldSpec, error: { field: string | null; message: string } | null, value: string) {
  const id = `card-${spec.name}`;
  const invalid = error?.field === spec.name;
  const described = [spec.hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
    <label for="${id}">${spec.label}</label>
    ${spec.hint ? html`<p class="hint" id="${id}-hint">${spec.hint}</p>` : ''}
    <input id="${id}" name="${spec.name}" inputmode="numeric" autocomplete="${spec.autocomplete}" placeholder="${spec.placeholder}" value="${value}" required aria-required="true"${invalid ? html` aria-invalid="true"` : ''}${described ? html` aria-describedby="${described}"` : ''}>
    ${invalid ? html`<p class="error" id="${id}-error">${error.message}</p>` : ''}
  </div>`;
}

/** The form, empty or with the refusal of the last card typed (only its expiry is written back). */
export function cardFormPage(
  form: SetupFormState,
  error: { field: string | null; message: string } | null = null,
  expiry = '',
): string {
  const shown = error ?? (form.lastError ? { field: 'number', message: form.lastError.message } : null);
  const back = new URL(form.returnUrl, 'http://sim.invalid');
  return layout(
    'Add a card',
    html`<section class="card" aria-labelledby="title">
  <h1 id="title">Add a card</h1>
  <p>The platform charges your brand's statements to this card.</p>
  ${shown ? html`<div class="alert" role="alert"><strong>The card was not saved.</strong> ${shown.message}</div>` : ''}
  <form method="post" action="${LOCAL_CARD_FORM_PATH}" novalidate>
    <input type="hidden" name="client_secret" value="${form.clientSecret}">
    ${FIELDS.map((spec) => field(spec, shown, spec.name === 'expiry' ? expiry : ''))}
    <div class="actions">
      <button type="submit" class="primary">Save card</button>
      <a href="${back.pathname}${back.search}">Cancel and go back</a>
    </div>
  </form>
</section>
${testCards}`,
  );
}

/** A form already completed: the way back (a second submission saves nothing more). */
function savedPage(redirectTo: string): string {
  return layout(
    'Card saved',
    html`<div class="card"><h1>Card saved</h1><p><a href="${redirectTo}">Back to the console</a></p></div>`,
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

/** `/sim/card/setup`: the form (GET) and its submission (POST, form-encoded). */
export async function localCardPageRoutes(app: FastifyInstance, provider: LocalCardProvider): Promise<void> {
  // Pages, not API calls: kept out of the OpenAPI document.
  const page = { schema: { hide: true } };

  app.get(STYLESHEET_PATH, page, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/css; charset=utf-8').send(stylesheet),
  );

  app.get(LOCAL_CARD_FORM_PATH, page, async (request, reply) => {
    const secret = text((request.query as { client_secret?: unknown }).client_secret);
    const form = secret ? await provider.setupForm(secret) : null;
    if (!form || form.status === 'canceled') return sendPage(reply, 404, EXPIRED_FORM);
    if (form.status === 'succeeded') return sendPage(reply, 200, savedPage(form.doneUrl));
    return sendPage(reply, 200, cardFormPage(form));
  });

  await app.register(async (scope) => {
    // The form posts form-encoded fields; parsed here only, into strings, and never logged.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(LOCAL_CARD_FORM_PATH, page, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const secret = text(body.client_secret);
      const form = secret ? await provider.setupForm(secret) : null;
      if (!form || form.status === 'canceled') return sendPage(reply, 404, EXPIRED_FORM);
      const entry: CardEntry = { number: text(body.number), expiry: text(body.expiry), cvc: text(body.cvc) };
      const confirmation: SetupConfirmation = await provider.confirmSetup(secret, entry);
      if (confirmation.saved) return reply.code(303).header('location', confirmation.redirectTo).send();
      return sendPage(reply, 422, cardFormPage(form, confirmation, entry.expiry));
    });
  });
}
