import { vars } from '@console/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  margin-bottom: 18px;
`;

const Label = styled.p`
  margin: 0 0 6px;
  color: ${vars.textRegular};
  font-size: ${vars.controlFontSize};
`;

const Note = styled.p`
  margin: 4px 0 0;
  color: ${vars.textSecondary};
  font-size: 12px;
`;

const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${vars.dangerText};
  font-size: 12px;
`;

export interface ImageFieldProps {
  label: string;
  /** What the image may be and where it shows. */
  note: ReactNode;
  /** The form's or the server's refusal of the image. */
  error?: string;
  /** The ImageUpload, named after the label. */
  children: ReactNode;
}

/** A form's image (an avatar, a logo): its label, the upload control, a note and the refusal, announced. */
export function ImageField({ label, note, error, children }: ImageFieldProps) {
  return (
    <Field>
      <Label>{label}</Label>
      {children}
      <Note>{note}</Note>
      <FieldError aria-live="polite">{error}</FieldError>
    </Field>
  );
}
