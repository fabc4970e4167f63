import styled, { css } from 'styled-components';
import { vars } from '../../theme';

/** The flat look of every top-bar tool: no border or fill until hovered, the focus ring on keyboard focus. */
export const toolButtonBase = css`
  display: inline-flex;
  align-items: center;
  border: 0;
  border-radius: ${vars.radius};
  background: transparent;
  cursor: pointer;
  &:hover {
    background: ${vars.fill};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

/** The square icon button of the top bar (search, fullscreen, size); give it an aria-label. */
export const ToolButton = styled.button`
  ${toolButtonBase}
  justify-content: center;
  width: 36px;
  height: 36px;
  color: ${vars.textRegular};
`;
