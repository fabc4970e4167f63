import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { classNames, Stylesheet } from '../../theme/Stylesheet';

const closeButtonCss = `
.console-close-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: var(--console-radius);
  background: transparent;
  color: var(--console-text-secondary);
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
}
.console-close-button:hover { color: var(--console-primary-readable); background: var(--console-fill); }
.console-close-button:focus-visible { outline: none; box-shadow: var(--console-focus-ring); }`;

/** The × button of dialogs, drawers, toasts and notices (free of Radix and of a styling runtime). */
export const CloseButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function CloseButton({ className, ...rest }, ref) {
    return (
      <>
        <Stylesheet name="close-button" css={closeButtonCss} />
        <button ref={ref} className={classNames('console-close-button', className)} {...rest} />
      </>
    );
  },
);
