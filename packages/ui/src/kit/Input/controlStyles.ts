/**
 * The bordered box shared by the text-like controls (input, textarea, select and date triggers), in the
 * Element look, as CSS declarations with nested `&` rules: the input's static stylesheet and the
 * styled-components of the other controls both take them. State comes from attributes so Radix parts
 * style the same way: `data-invalid` (red border), `data-disabled` (greyed), `data-state="open"` (a popup
 * is open: focus colour).
 */
export const controlFrame = `
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  border: 1px solid var(--console-border);
  border-radius: var(--console-radius);
  background: var(--console-surface);
  color: var(--console-text);
  font-family: inherit;
  font-size: var(--console-control-font-size);
  transition: border-color 0.2s, box-shadow 0.2s;
  &:hover {
    border-color: var(--console-info);
  }
  &:focus-within,
  &[data-state='open'] {
    outline: none;
    border-color: var(--console-primary);
    box-shadow: var(--console-focus-ring);
  }
  &[data-invalid] {
    border-color: var(--console-danger);
  }
  &[data-disabled] {
    border-color: var(--console-border-light);
    background: var(--console-disabled-background);
    color: var(--console-disabled-text);
    cursor: not-allowed;
  }
`;

/** A small borderless icon button inside a control (clear, show password). */
export const adornmentButton = `
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: var(--console-radius);
  background: transparent;
  color: var(--console-text-secondary);
  cursor: pointer;
  &:hover {
    color: var(--console-text);
  }
  &:focus-visible {
    outline: none;
    box-shadow: var(--console-focus-ring);
  }
`;

/** Placeholder text: `textPlaceholder` (#767a80) reads at 4.31:1 on white, this grey passes 4.5:1. */
export const placeholderColor = 'var(--console-text-secondary)';
