import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { classNames, Stylesheet } from '../../theme/Stylesheet';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, sets aria-busy and blocks clicks while true. */
  loading?: boolean;
  /** Square button for a single icon; give it an aria-label. */
  iconOnly?: boolean;
  block?: boolean;
}

const buttonCss = `
.console-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: var(--console-control-height);
  min-width: 0;
  padding: 0 var(--console-control-padding-x);
  border: 1px solid;
  border-radius: var(--console-radius);
  font: inherit;
  font-size: var(--console-control-font-size);
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
}
.console-button--block { display: flex; width: 100%; }
.console-button--icon { min-width: var(--console-control-height); padding: 0; }
.console-button--default {
  background: var(--console-surface);
  border-color: var(--console-border);
  color: var(--console-text-regular);
}
.console-button--default:hover:not(:disabled) {
  color: var(--console-primary-readable);
  border-color: var(--console-primary-light-7);
  background: var(--console-primary-light-9);
}
.console-button--primary {
  background: var(--console-primary-readable);
  border-color: var(--console-primary-readable);
  color: #ffffff;
}
.console-button--primary:hover:not(:disabled) {
  background: var(--console-primary-dark-2);
  border-color: var(--console-primary-dark-2);
}
.console-button--danger {
  background: var(--console-danger-text);
  border-color: var(--console-danger-text);
  color: #ffffff;
}
.console-button--danger:hover:not(:disabled) { filter: brightness(0.9); }
.console-button--text {
  background: transparent;
  border-color: transparent;
  color: var(--console-primary-readable);
  padding-left: 4px;
  padding-right: 4px;
}
.console-button--text:hover:not(:disabled) { background: var(--console-primary-light-9); }
.console-button:focus-visible { outline: none; box-shadow: var(--console-focus-ring); }
.console-button:disabled { cursor: not-allowed; opacity: 0.6; }`;

/** The button of the kit. Variants: default, primary (the theme colour), danger, text. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    loading = false,
    iconOnly = false,
    block = false,
    type = 'button',
    disabled,
    className,
    children,
    ...rest
  },
  ref,
) {
  return (
    <>
      <Stylesheet name="button" css={buttonCss} />
      <button
        ref={ref}
        type={type}
        className={classNames(
          'console-button',
          `console-button--${variant}`,
          block && 'console-button--block',
          iconOnly && 'console-button--icon',
          className,
        )}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        {...rest}
      >
        {loading && <Spinner />}
        {children}
      </button>
    </>
  );
});
