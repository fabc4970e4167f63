import styled from 'styled-components';
import { vars } from '../../theme';

/** The × button of dialogs, drawers, toasts and notices (free of Radix, so light parts can use it). */
export const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${vars.radius};
  background: transparent;
  color: ${vars.textSecondary};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${vars.primaryReadable};
    background: ${vars.fill};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;
