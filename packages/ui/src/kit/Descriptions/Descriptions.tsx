import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme';
import { descriptionSpans } from './descriptions.logic';

export interface DescriptionsItem {
  label: ReactNode;
  value: ReactNode;
  /** Columns the item covers (default 1). */
  span?: number;
  /** A stable React key; defaults to the position. */
  key?: string;
}

export type DescriptionsColumns = 1 | 2 | 3 | 4;

/** Below this width of the component itself, every item takes a full row. */
const SINGLE_COLUMN_BELOW = '768px';

const Root = styled.div`
  container-type: inline-size;
  color: ${vars.text};
  font-size: ${vars.fontSize};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Title = styled.div`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  color: ${vars.text};
`;

// Each item is a <div> (allowed in a <dl>) with `display: contents`, so its dt and dd sit directly on
// the grid: a label track and a value track per column, aligned across rows like Element's table. A
// value spanning n columns covers 2n - 1 tracks (its own and the n - 1 label/value pairs after it).
const List = styled.dl<{ $columns: number; $bordered: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.$columns}, auto 1fr);
  margin: 0;
  ${(p) =>
    p.$bordered &&
    css`
      border-top: 1px solid ${vars.borderLight};
      border-left: 1px solid ${vars.borderLight};
    `}
  @container (max-width: ${SINGLE_COLUMN_BELOW}) {
    grid-template-columns: auto 1fr;
  }
`;

const Item = styled.div`
  display: contents;
`;

const cell = css<{ $bordered: boolean }>`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
  ${(p) =>
    p.$bordered
      ? css`
          padding: 12px 10px;
          border-right: 1px solid ${vars.borderLight};
          border-bottom: 1px solid ${vars.borderLight};
        `
      : css`
          padding: 0 0 12px;
        `}
`;

const Label = styled.dt<{ $bordered: boolean }>`
  ${cell}
  color: ${vars.textSecondary};
  white-space: nowrap;
  ${(p) =>
    p.$bordered
      ? css`
          background: ${vars.fill};
          font-weight: 500;
        `
      : css`
          padding-right: 8px;
          &::after {
            content: ':';
          }
        `}
`;

const Value = styled.dd<{ $bordered: boolean }>`
  ${cell}
  grid-column: span var(--descriptions-value-tracks);
  color: ${vars.textRegular};
  ${(p) => !p.$bordered && 'padding-right: 16px;'}
  @container (max-width: ${SINGLE_COLUMN_BELOW}) {
    grid-column: auto;
  }
`;

export interface DescriptionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  items: readonly DescriptionsItem[];
  /** Items per row, 1 to 4 (default 3); one per row when the component is narrower than 768px. */
  columns?: DescriptionsColumns;
  bordered?: boolean;
  title?: ReactNode;
  /** Heading level of the title (default h3; 'div' when it is not a heading). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'div';
  /** Controls at the right of the title. */
  extra?: ReactNode;
}

/** Read-only details as label/value pairs in a grid (a <dl>), e.g. the fields of an order. */
export function Descriptions({
  items,
  columns = 3,
  bordered = false,
  title,
  titleAs = 'h3',
  extra,
  ...rest
}: DescriptionsProps) {
  const spans = descriptionSpans(
    items.map((item) => item.span),
    columns,
  );
  return (
    <Root {...rest}>
      {(title != null || extra != null) && (
        <Header>
          <Title as={titleAs}>{title}</Title>
          {extra}
        </Header>
      )}
      <List $columns={columns} $bordered={bordered}>
        {items.map((item, index) => (
          <Item key={item.key ?? index}>
            <Label $bordered={bordered}>{item.label}</Label>
            <Value
              $bordered={bordered}
              style={{ '--descriptions-value-tracks': (spans[index] ?? 1) * 2 - 1 } as CSSProperties}
            >
              {item.value}
            </Value>
          </Item>
        ))}
      </List>
    </Root>
  );
}
