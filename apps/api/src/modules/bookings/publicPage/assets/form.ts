// Field errors on the booking pages' forms: a message under each field, aria-invalid, focus on the first.

/** Shows the errors by field name (the `name` of an input); clears the others. Focuses the first wrong field. */
export function showFieldErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>): boolean {
  let first: HTMLElement | null = null;
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor ?? '';
    const message = errors[name] ?? '';
    slot.textContent = message;
    const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (input) {
      if (message) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (message && !first) first = input;
    }
  }
  first?.focus();
  return first !== null;
}

/** The text of a named input, select or textarea of the form ('' when missing). */
export function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ||
    field instanceof HTMLSelectElement ||
    field instanceof HTMLTextAreaElement
    ? field.value
    : '';
}

/** Whether a named checkbox is ticked. */
export function fieldChecked(form: HTMLFormElement, name: string): boolean {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.checked;
}
