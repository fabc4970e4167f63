// The strings of the form controls the sign-in form uses (the input's clear and show-password buttons), apart
// from the catalogue: those controls read only these, so the sign-in page does not load every string of the UI.
export const controlMessages = {
  clear: 'Clear',
  showPassword: 'Show password',
} as const;
