import { css } from 'styled-components';
import { vars } from './tokens';

/** The floating panel look of menus, select lists, the calendar and search results, above the page. */
export const popupSurface = css`
  background: ${vars.surface};
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  box-shadow: ${vars.shadow};
  z-index: ${vars.zPopover};
`;
