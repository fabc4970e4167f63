import { type CSSProperties, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';

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

const Field = styled.div<{ $labelWidth?: string }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$labelWidth ? `${p.$labelWidth} minmax(0, 1fr)` : 'minmax(0, 1fr)')};
  align-items: start;
  margin-bottom: 18px;
`;

const Label = styled.label<{ $inline: boolean }>`
  display: block;
  padding: ${(p) => (p.$inline ? '0 12px 0 0' : '0 0 6px')};
  color: ${vars.textRegular};
  font-size: ${vars.controlFontSize};
  line-height: ${(p) => (p.$inline ? vars.controlHeight : '1.5')};
  text-align: ${(p) => (p.$inline ? 'right' : 'left')};
`;

const Required = styled.span`
  margin-right: 4px;
  color: ${vars.dangerText};
`;

const Help = styled.div`
  margin-top: 4px;
  color: ${vars.textSecondary};
  font-size: 12px;
  line-height: 1.5;
`;

const ErrorText = styled.div`
  color: ${vars.dangerText};
  font-size: 12px;
  line-height: 1.5;
  &:not(:empty) {
    margin-top: 4px;
  }
`;

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
    <Field className={className} style={style} $labelWidth={labelWidth}>
      <Label id={labelId} htmlFor={controlId} $inline={labelWidth !== undefined}>
        {required && <Required aria-hidden="true">*</Required>}
        {label}
      </Label>
      <div>
        {children({
          id: controlId,
          'aria-labelledby': labelId,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': hasError || undefined,
          'aria-required': required || undefined,
          invalid: hasError,
        })}
        <ErrorText id={errorId} aria-live="polite">
          {hasError ? error : null}
        </ErrorText>
        {hasHelp && <Help id={helpId}>{help}</Help>}
      </div>
    </Field>
  );
}
