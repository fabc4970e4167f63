import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme';

export type CardShadow = 'always' | 'hover' | 'never';

const shadows = {
  always: css`
    box-shadow: ${vars.shadow};
  `,
  hover: css`
    transition: box-shadow 0.2s;
    &:hover,
    &:focus-within {
      box-shadow: ${vars.shadow};
    }
  `,
  never: css``,
};

const Root = styled.div<{ $shadow: CardShadow }>`
  display: flex;
  flex-direction: column;
  background: ${vars.surface};
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  color: ${vars.text};
  overflow: hidden;
  ${(p) => shadows[p.$shadow]}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 18px 20px;
  border-bottom: 1px solid ${vars.borderLight};
`;

const Title = styled.div`
  margin: 0;
  font-size: 16px;
  font-weight: 500;
  color: ${vars.text};
`;

const Extra = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex: none;
`;

const Body = styled.div<{ $padded: boolean }>`
  padding: ${(p) => (p.$padded ? '20px' : '0')};
`;

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The header's title; with `extra`, the header row is shown. */
  title?: ReactNode;
  /** The heading level of the title (default h3; 'div' when the title is not a heading). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'div';
  /** Controls at the right of the header (links, buttons). */
  extra?: ReactNode;
  /** When the shadow shows (default 'always'); 'hover' also shows it while a control inside has focus. */
  shadow?: CardShadow;
  /** Padding around the body (default true); turn it off for a table or a list edge to edge. */
  padded?: boolean;
  children?: ReactNode;
}

/** A white panel with an optional header (title + extra controls) and a body. */
export function Card({
  title,
  titleAs = 'h3',
  extra,
  shadow = 'always',
  padded = true,
  children,
  ...rest
}: CardProps) {
  const hasHeader = title != null || extra != null;
  return (
    <Root $shadow={shadow} {...rest}>
      {hasHeader && (
        <Header>
          <Title as={titleAs}>{title}</Title>
          {extra != null && <Extra>{extra}</Extra>}
        </Header>
      )}
      <Body $padded={padded}>{children}</Body>
    </Root>
  );
}
