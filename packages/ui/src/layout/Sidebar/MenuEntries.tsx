import styled from 'styled-components';
import { MenuItem, MenuSub, MenuSubContent, MenuSubTrigger } from '../../kit/Menu';
import { AppLink, useNavigationActions } from '../../navigation';
import { vars } from '../../theme';
import type { SidebarNode } from './sidebar.logic';

const EntryLink = styled(AppLink)`
  text-decoration: none;
  &[aria-current='page'] {
    color: ${vars.primaryReadable};
    font-weight: 600;
  }
`;

export interface MenuEntriesProps {
  nodes: readonly SidebarNode[];
  /** Key of the highlighted link. */
  activeKey?: string;
  onNavigate?: (to: string) => void;
}

/**
 * Menu nodes inside a dropdown (the collapsed sidebar's fly-outs, the top menu): links are menu items that
 * navigate, groups open a sub-menu and never navigate themselves.
 */
export function MenuEntries({ nodes, activeKey, onNavigate }: MenuEntriesProps) {
  const { prefetch } = useNavigationActions();
  return nodes.map((node) =>
    node.kind === 'link' ? (
      <MenuItem key={node.key} asChild>
        <EntryLink
          to={node.to}
          aria-current={node.key === activeKey ? 'page' : undefined}
          onClick={() => onNavigate?.(node.to)}
          onPointerEnter={() => prefetch?.(node.to, 'intent')}
          onFocus={() => prefetch?.(node.to, 'intent')}
        >
          {node.title}
        </EntryLink>
      </MenuItem>
    ) : (
      <MenuSub key={node.key}>
        <MenuSubTrigger>{node.title}</MenuSubTrigger>
        <MenuSubContent>
          <MenuEntries nodes={node.children} activeKey={activeKey} onNavigate={onNavigate} />
        </MenuSubContent>
      </MenuSub>
    ),
  );
}
