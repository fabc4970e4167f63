import styled from 'styled-components';
import { adornmentButton } from '../Input/controlStyles';

/** The × that clears a select or date picker, at the right end of its trigger. */
export const ClearAdornment = styled.button`
  ${adornmentButton}
  position: absolute;
  right: 8px;
  top: 50%;
  transform: translateY(-50%);
`;
