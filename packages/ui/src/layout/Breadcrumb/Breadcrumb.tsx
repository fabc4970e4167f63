import type { BreadcrumbItem } from '@console/core';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { AppLink } from '../../navigation';
import { vars } from '../../theme';

export interface BreadcrumbProps {
  /** The trail from core's `breadcrumbTrail`: items with `to` are links, the others plain text. */
  items: readonly BreadcrumbItem[];
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  line-height: ${vars.navbarHeight};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
`;

const Separator = styled.span`
  margin: 0 9px;
  color: ${vars.textPlaceholder};
  font-weight: 700;
`;

const Link = styled(AppLink)`
  color: ${vars.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${vars.primaryReadable};
  }
  &:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: ${vars.focusRing};
  }
`;

const Text = styled.span`
  color: ${vars.textSecondary};
  cursor: text;
`;

/** Where the page sits: links to its ancestors, '/' between items, the current page last. */
export function Breadcrumb({ items }: BreadcrumbProps) {
  const text = useMessages();
  return (
    <nav aria-label={text.breadcrumb}>
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Item key={item.path}>
              {index > 0 && <Separator aria-hidden="true">/</Separator>}
              {item.to && !last ? (
                <Link to={item.to}>{item.title}</Link>
              ) : (
                <Text aria-current={last ? 'page' : undefined}>{item.title}</Text>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
