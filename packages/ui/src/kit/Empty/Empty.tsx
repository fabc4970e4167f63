import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { useMessages } from '../../messages';
import { vars } from '../../theme';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 32px 0;
  text-align: center;
`;

const Picture = styled.div<{ $size: number }>`
  display: flex;
  width: ${(p) => p.$size}px;
  color: ${vars.border};
  svg {
    width: 100%;
    height: auto;
  }
`;

const Description = styled.p`
  margin: 0;
  font-size: ${vars.fontSize};
  color: ${vars.textSecondary};
`;

/** An empty tray drawn in the border colour: decoration only, the description carries the meaning. */
function EmptyTray() {
  return (
    <svg viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.4" />
      <path
        d="M55 13.3 44.9 1.9A2.6 2.6 0 0 0 43 1H21a2.6 2.6 0 0 0-1.9.9L9 13.3V22h46z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="M41.6 16.4c0-1.6 1-2.9 2.2-2.9H55v18c0 2.1-1.3 3.8-2.9 3.8H11.9C10.3 35.3 9 33.6 9 31.5v-18h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
        fill="currentColor"
        opacity="0.6"
      />
    </svg>
  );
}

export interface EmptyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The text under the picture; defaults to the catalogue's `noData`. */
  description?: ReactNode;
  /** Replaces the default picture (an icon or an <img>; give an <img> alt="" when it is decorative). */
  image?: ReactNode;
  /** Width of the picture in px (default 100). */
  imageSize?: number;
  /** A call to action under the text, e.g. a button. */
  action?: ReactNode;
}

/** The empty state of a list, table or page: a picture, a short text and an optional action. */
export function Empty({ description, image, imageSize = 100, action, ...rest }: EmptyProps) {
  const text = useMessages();
  return (
    <Root {...rest}>
      <Picture $size={imageSize}>{image ?? <EmptyTray />}</Picture>
      <Description>{description ?? text.noData}</Description>
      {action}
    </Root>
  );
}
