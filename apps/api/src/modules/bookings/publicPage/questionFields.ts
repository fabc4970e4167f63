// The form fields of an event's booking questions (waiver, rider height, experience, choice, text, number).
import { type Question, RIDING_EXPERIENCE } from '@console/contract';
import { html, type SafeHtml } from './html.ts';

const EXPERIENCE_LABELS: Record<(typeof RIDING_EXPERIENCE)[number], string> = {
  none: 'None: I have not ridden an e-bike',
  some: 'Some: a few rides',
  regular: 'Regular: I ride often',
  expert: 'Expert',
};

const errorSlot = (name: string, id: string) =>
  html`<p class="field__error" id="${id}-error" data-error-for="${name}"></p>`;

function options(choices: readonly { value: string; label: string }[]): SafeHtml {
  return html`<option value="">Choose…</option>${choices.map(
    (choice) => html`<option value="${choice.value}">${choice.label}</option>`,
  )}`;
}

function control(question: Question, name: string, id: string, required: boolean): SafeHtml {
  const described = `${id}-error`;
  const req = required ? html` required aria-required="true"` : '';
  switch (question.type) {
    case 'select':
      return html`<select id="${id}" name="${name}" aria-describedby="${described}"${req}>${options(
        (question.options ?? []).map((option) => ({ value: option, label: option })),
      )}</select>`;
    case 'experience':
      return html`<select id="${id}" name="${name}" aria-describedby="${described}"${req}>${options(
        RIDING_EXPERIENCE.map((value) => ({ value, label: EXPERIENCE_LABELS[value] })),
      )}</select>`;
    case 'rating':
      return html`<select id="${id}" name="${name}" aria-describedby="${described}"${req}>${options(
        [1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value) })),
      )}</select>`;
    case 'height':
      return html`<input id="${id}" name="${name}" type="number" inputmode="numeric" min="100" max="230" step="1" aria-describedby="${id}-hint ${described}"${req}>`;
    case 'number':
      return html`<input id="${id}" name="${name}" type="number" aria-describedby="${described}"${req}>`;
    default:
      return html`<input id="${id}" name="${name}" type="text" maxlength="2000" aria-describedby="${described}"${req}>`;
  }
}

/** One question's field, with its label, hint and error slot; the data attributes tell the script its type. */
export function questionField(question: Question): SafeHtml {
  const name = `answers.${question.id}`;
  const id = `q-${question.id}`;
  const data = html`data-question-id="${question.id}" data-question-type="${question.type}" data-required="${String(question.required)}"`;
  const optional = question.required ? '' : ' (optional)';
  if (question.type === 'waiver') {
    return html`<div class="field" ${data}>
      <h3 id="${id}-title">${question.label}</h3>
      <div class="waiver__text" id="${id}-text" tabindex="0" role="document" aria-labelledby="${id}-title">${question.waiverText ?? ''}</div>
      <label class="check" for="${id}"><input id="${id}" name="${name}" type="checkbox" value="true" aria-describedby="${id}-text ${id}-error"${question.required ? html` required aria-required="true"` : ''}> I have read and accept the ${question.label}${optional}</label>
      ${errorSlot(name, id)}
    </div>`;
  }
  return html`<div class="field" ${data}>
    <label for="${id}">${question.label}${optional}</label>
    ${question.type === 'height' ? html`<p class="field__hint" id="${id}-hint">Your height in centimetres (100–230 cm).</p>` : ''}
    ${control(question, name, id, question.required)}
    ${errorSlot(name, id)}
  </div>`;
}
