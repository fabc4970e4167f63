import { type ChangeEvent, forwardRef, type TextareaHTMLAttributes, useId, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme';
import { isInvalidControl } from '../Input/controlProps';
import { controlFrame, placeholderColor } from '../Input/controlStyles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Red border and `aria-invalid` (a truthy `aria-invalid` does the same). */
  invalid?: boolean;
}

const Frame = styled.span`
  ${controlFrame}
  align-items: stretch;
`;

const Field = styled.textarea<{ $counted: boolean }>`
  flex: 1;
  min-width: 0;
  min-height: ${vars.controlHeight};
  padding: 5px ${vars.controlPaddingX} ${(p) => (p.$counted ? '22px' : '5px')};
  border: 0;
  border-radius: inherit;
  outline: none;
  background: transparent;
  color: inherit;
  font: inherit;
  line-height: 1.5;
  resize: vertical;
  &::placeholder {
    color: ${placeholderColor};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    resize: none;
  }
`;

const Counter = styled.span`
  position: absolute;
  right: 10px;
  bottom: 4px;
  color: ${vars.textSecondary};
  font-size: 12px;
  line-height: 1.5;
  background: inherit;
  pointer-events: none;
`;

/** A multi-line text field; with `maxLength` it shows a live "n/max" counter under the text. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  {
    invalid,
    rows = 3,
    maxLength,
    value,
    defaultValue,
    onChange,
    disabled,
    className,
    style,
    'aria-invalid': ariaInvalid,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const counterId = useId();
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typedLength;
  const isInvalid = isInvalidControl(invalid, ariaInvalid);
  const counted = maxLength !== undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <Frame
      className={className}
      style={style}
      data-invalid={isInvalid || undefined}
      data-disabled={disabled || undefined}
    >
      <Field
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={
          [describedBy, counted ? counterId : undefined].filter(Boolean).join(' ') || undefined
        }
        $counted={counted}
        {...rest}
      />
      {counted && (
        <Counter id={counterId}>
          {length}/{maxLength}
        </Counter>
      )}
    </Frame>
  );
});
