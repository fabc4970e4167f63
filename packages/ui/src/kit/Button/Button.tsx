import { type ButtonHTMLAttributes, forwardRef } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme';
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

const variants = {
  default: css`
    background: ${vars.surface};
    border-color: ${vars.border};
    color: ${vars.textRegular};
    &:hover:not(:disabled) {
      color: ${vars.primaryReadable};
      border-color: ${vars.primaryLight7};
      background: ${vars.primaryLight9};
    }
  `,
  primary: css`
    background: ${vars.primaryReadable};
    border-color: ${vars.primaryReadable};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: ${vars.primaryDark2};
      border-color: ${vars.primaryDark2};
    }
  `,
  danger: css`
    background: ${vars.dangerText};
    border-color: ${vars.dangerText};
    color: #ffffff;
    &:hover:not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  text: css`
    background: transparent;
    border-color: transparent;
    color: ${vars.primaryReadable};
    padding-left: 4px;
    padding-right: 4px;
    &:hover:not(:disabled) {
      background: ${vars.primaryLight9};
    }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $iconOnly: boolean; $block: boolean }>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${vars.controlHeight};
  min-width: ${(p) => (p.$iconOnly ? vars.controlHeight : '0')};
  padding: 0 ${(p) => (p.$iconOnly ? '0' : vars.controlPaddingX)};
  border: 1px solid;
  border-radius: ${vars.radius};
  font: inherit;
  font-size: ${vars.controlFontSize};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  ${(p) => variants[p.$variant]}
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The button of the kit. Variants: default, primary (the theme colour), danger, text. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'default',
    loading = false,
    iconOnly = false,
    block = false,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $iconOnly={iconOnly}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </StyledButton>
  );
});
