import type { ComponentSize } from '@console/core';
import styled from 'styled-components';
import { Tag } from '../../kit/Tag';
import { type DictTagOption, dictTagParts } from './dictTag.logic';

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  vertical-align: middle;
`;

export interface DictTagProps {
  /** Dictionary entries (core's DictEntry) or any `{ label, value, raw? }` list. */
  options: readonly DictTagOption[];
  /** One value, an array, or a separated string; null, undefined and '' show nothing. */
  value: unknown;
  separator?: string;
  /** Append the values no option matches (default true). */
  showValue?: boolean;
  /** Size of the tags (default medium, the console's default size). */
  size?: ComponentSize;
  className?: string;
}

/**
 * The labels of dictionary values: plain text for rows styled 'default' (or unstyled), a coloured tag
 * for the others (listClass primary, success, info, warning or danger; cssClass added as a class).
 */
export function DictTag({
  options,
  value,
  separator = ',',
  showValue = true,
  size = 'medium',
  className,
}: DictTagProps) {
  const { items, unmatched } = dictTagParts(options, value, separator);
  const extra = showValue ? unmatched : [];
  if (items.length === 0 && extra.length === 0) return null;
  return (
    <Root className={className}>
      {items.map((item) =>
        item.kind === 'text' ? (
          <span key={item.key}>{item.label}</span>
        ) : (
          <Tag key={item.key} type={item.type} size={size} className={item.className}>
            {item.label}
          </Tag>
        ),
      )}
      {extra.length > 0 ? <span>{extra.join(' ')}</span> : null}
    </Root>
  );
}
