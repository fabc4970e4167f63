import type { SideTheme } from '@console/core';
import styled, { keyframes } from 'styled-components';
import { AppLink } from '../../navigation';
import { sidebarThemes, vars } from '../../theme';

export interface SidebarLogoInfo {
  /** The product name. */
  title: string;
  /** Image address, shown at 32×32. */
  src?: string;
  /** Where the logo links (default '/'). */
  to?: string;
}

export interface SidebarLogoProps extends SidebarLogoInfo {
  collapsed?: boolean;
  sideTheme?: SideTheme;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Bar = styled.div<{ $theme: SideTheme }>`
  flex: none;
  height: ${vars.navbarHeight};
  background: ${(p) => sidebarThemes[p.$theme].background};
  overflow: hidden;
`;

const Link = styled(AppLink)<{ $theme: SideTheme; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  gap: 12px;
  height: 100%;
  padding: ${(p) => (p.$collapsed ? '0' : '0 16px')};
  color: ${(p) => sidebarThemes[p.$theme].logoText};
  text-decoration: none;
  animation: ${fadeIn} 0.6s ease;
  &:focus-visible {
    outline: none;
    box-shadow: inset ${vars.focusRing};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Image = styled.img`
  flex: none;
  width: 32px;
  height: 32px;
  object-fit: contain;
`;

const Title = styled.span`
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The product mark at the top of the sidebar, 50 px tall, linking home. Collapsed it shows the image alone
 * (or the title when there is no image).
 */
export function SidebarLogo({
  title,
  src,
  to = '/',
  collapsed = false,
  sideTheme = 'theme-dark',
}: SidebarLogoProps) {
  return (
    <Bar $theme={sideTheme}>
      {/* Keyed by mode so the new form fades in, as the template's transition did. */}
      <Link
        key={collapsed ? 'collapsed' : 'expanded'}
        to={to}
        $theme={sideTheme}
        $collapsed={collapsed}
        aria-label={title}
      >
        {src && <Image src={src} alt="" />}
        {(!collapsed || !src) && <Title>{title}</Title>}
      </Link>
    </Bar>
  );
}
