import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

const shimmer = keyframes`
  from { background-position: 100% 50%; }
  to { background-position: 0 50%; }
`;

const block = css<{ $animated: boolean }>`
  background: ${vars.fill};
  ${(p) =>
    p.$animated &&
    css`
      background: linear-gradient(90deg, ${vars.fill} 25%, ${vars.borderLight} 37%, ${vars.fill} 63%);
      background-size: 400% 100%;
      animation: ${shimmer} 1.4s ease infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

const Root = styled.div`
  display: flex;
  gap: 16px;
`;

const Avatar = styled.div<{ $animated: boolean }>`
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  ${block}
`;

const Lines = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Line = styled.div<{ $animated: boolean; $width: string }>`
  height: 16px;
  width: ${(p) => p.$width};
  border-radius: ${vars.radius};
  ${block}
`;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Lines of text under the title line (default 3). */
  rows?: number;
  /** A round avatar placeholder on the left. */
  avatar?: boolean;
  /** Shimmer (default true; always still when the user prefers reduced motion). */
  animated?: boolean;
  /** While true the placeholder shows; once false, `children` replace it (default true). */
  loading?: boolean;
  children?: ReactNode;
}

/** A grey outline of content still loading. The region is aria-busy and reads "Loading". */
export function Skeleton({
  rows = 3,
  avatar = false,
  animated = true,
  loading = true,
  children,
  ...rest
}: SkeletonProps) {
  const text = useMessages();
  if (!loading) return <>{children}</>;
  // A title line at 40%, full text lines, and a shorter last line, as text usually ends.
  const widths = ['40%', ...Array.from({ length: rows }, (_, i) => (i === rows - 1 ? '60%' : '100%'))];
  return (
    <Root aria-busy="true" {...rest}>
      <VisuallyHidden>{text.loading}</VisuallyHidden>
      {avatar && <Avatar $animated={animated} aria-hidden="true" data-skeleton="avatar" />}
      <Lines aria-hidden="true">
        {widths.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <Line key={index} $animated={animated} $width={width} data-skeleton="line" />
        ))}
      </Lines>
    </Root>
  );
}
