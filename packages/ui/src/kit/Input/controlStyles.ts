import styled, { css } from 'styled-components';
import { vars } from '../../theme';

/**
 * The bordered box shared by the text-like controls (input, textarea, select and date triggers), in the
 * Element look. State comes from attributes so Radix parts style the same way: `data-invalid` (red
 * border), `data-disabled` (greyed), `data-state="open"` (a popup is open: focus colour).
 */
export const controlFrame = css`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;
  border: 1px solid ${vars.border};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  color: ${vars.text};
  font-family: inherit;
  font-size: ${vars.controlFontSize};
  transition: border-color 0.2s, box-shadow 0.2s;
  &:hover {
    border-color: ${vars.info};
  }
  &:focus-within,
  &[data-state='open'] {
    outline: none;
    border-color: ${vars.primary};
    box-shadow: ${vars.focusRing};
  }
  &[data-invalid] {
    border-color: ${vars.danger};
  }
  &[data-disabled] {
    border-color: ${vars.borderLight};
    background: ${vars.disabledBackground};
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
`;

/** A small borderless icon button inside a control (clear, show password). */
export const adornmentButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius};
  background: transparent;
  color: ${vars.textSecondary};
  cursor: pointer;
  &:hover {
    color: ${vars.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

/** The × that clears a select or date picker, at the right end of its trigger. */
export const ClearAdornment = styled.button`
  ${adornmentButton}
  position: absolute;
  right: 8px;
  top: 50%;
  transform: translateY(-50%);
`;

/** Placeholder text: `textPlaceholder` (#767a80) reads at 4.31:1 on white, this grey passes 4.5:1. */
export const placeholderColor = vars.textSecondary;
