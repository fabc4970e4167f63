import { css } from 'styled-components';
import { vars } from '../../theme';

/** The clickable row of a checkbox, radio or switch: the control and its text, in the Element look. */
export const choiceLabel = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${vars.controlHeight};
  color: ${vars.textRegular};
  font-size: ${vars.controlFontSize};
  line-height: 1.4;
  cursor: pointer;
  user-select: none;
  &[data-disabled] {
    color: ${vars.disabledText};
    cursor: not-allowed;
  }
`;

/** The box of a checkbox or radio (a Radix button with data-state). */
export const choiceBox = css`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 14px;
  height: 14px;
  padding: 0;
  border: 1px solid ${vars.info};
  background: ${vars.surface};
  color: #ffffff;
  cursor: inherit;
  transition: border-color 0.2s, background-color 0.2s;
  &:hover:not(:disabled) {
    border-color: ${vars.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.primaryReadable};
    background: ${vars.primaryReadable};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.danger};
  }
  &:disabled {
    border-color: ${vars.borderLight};
    background: ${vars.disabledBackground};
    color: ${vars.disabledText};
  }
`;

/** A vertical or horizontal list of choices (checkbox and radio groups). */
export const choiceList = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: 30px;
  &[data-layout='vertical'] {
    flex-direction: column;
    align-items: flex-start;
  }
`;
