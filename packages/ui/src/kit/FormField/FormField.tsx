import { type CSSProperties, type ReactNode, useId } from 'react';
import { classNames, Stylesheet } from '../../theme/Stylesheet';

/** What FormField hands its control: spread it onto any control of the kit. */
export interface FormFieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  invalid: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Shows the red asterisk and sets `aria-required` on the control. */
  required?: boolean;
  /** A hint under the control. */
  help?: ReactNode;
  /** The validation message; while set, the control is invalid. */
  error?: ReactNode;
  /** The control's id (default: a generated one). */
  id?: string;
  /** With a CSS width, the label sits left of the control in a column of that width (Element's label-width). */
  labelWidth?: string;
  className?: string;
  style?: CSSProperties;
  /** Renders the control with the props that tie it to the label, help and error. */
  children: (control: FormFieldControlProps) => ReactNode;
}

const formFieldCss = `
.console-form-field {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  /* Stretched by a grid row taller than itself (a neighbour with an error or help), it keeps the label
     and control at its top instead of spreading them apart, so the controls of a row stay in line. */
  align-content: start;
  margin-bottom: 18px;
}
.console-form-field__label {
  display: block;
  padding: 0 0 6px;
  color: var(--console-text-regular);
  font-size: var(--console-control-font-size);
  line-height: 1.5;
  text-align: left;
}
.console-form-field--inline .console-form-field__label {
  padding: 0 12px 0 0;
  line-height: var(--console-control-height);
  text-align: right;
}
.console-form-field__required {
  margin-right: 4px;
  color: var(--console-danger-text);
}
.console-form-field__help {
  margin-top: 4px;
  color: var(--console-text-secondary);
  font-size: 12px;
  line-height: 1.5;
}
.console-form-field__error {
  color: var(--console-danger-text);
  font-size: 12px;
  line-height: 1.5;
}
.console-form-field__error:not(:empty) {
  margin-top: 4px;
}`;

/**
 * A labelled form row: label (with a required asterisk), the control, its error and help text. The
 * control comes from a render prop receiving `id`, `aria-labelledby`, `aria-describedby` (error, then
 * help), `aria-invalid`, `aria-required` and `invalid`. The error sits in a polite live region, so a
 * new message is read out without moving the focus.
 */
export function FormField({
  label,
  required = false,
  help,
  error,
  id,
  labelWidth,
  className,
  style,
  children,
}: FormFieldProps) {
  const ownId = useId();
  const controlId = id ?? `${ownId}control`;
  const labelId = `${ownId}label`;
  const helpId = `${ownId}help`;
  const errorId = `${ownId}error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHelp = help !== undefined && help !== null && help !== false && help !== '';
  const describedBy = [hasError ? errorId : undefined, hasHelp ? helpId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <Stylesheet name="form-field" css={formFieldCss} />
      <div
        className={classNames(
          'console-form-field',
          labelWidth !== undefined && 'console-form-field--inline',
          className,
        )}
        style={
          labelWidth === undefined ? style : { gridTemplateColumns: `${labelWidth} minmax(0, 1fr)`, ...style }
        }
      >
        <label id={labelId} htmlFor={controlId} className="console-form-field__label">
          {required && (
            <span className="console-form-field__required" aria-hidden="true">
              *
            </span>
          )}
          {label}
        </label>
        <div>
          {children({
            id: controlId,
            'aria-labelledby': labelId,
            'aria-describedby': describedBy || undefined,
            'aria-invalid': hasError || undefined,
            'aria-required': required || undefined,
            invalid: hasError,
          })}
          <div id={errorId} className="console-form-field__error" aria-live="polite">
            {hasError ? error : null}
          </div>
          {hasHelp && (
            <div id={helpId} className="console-form-field__help">
              {help}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
