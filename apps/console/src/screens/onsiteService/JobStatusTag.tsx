import type { OnsiteJobStatus } from '@console/contract';
import { vars } from '@console/ui';
import styled from 'styled-components';
import { STATUS_LOOKS } from './jobStatus';

const Tag = styled.span<{ $large: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: ${(p) => (p.$large ? '4px 14px' : '0 9px')};
  min-height: ${(p) => (p.$large ? 'auto' : '24px')};
  border: 1px solid color-mix(in srgb, currentColor 35%, transparent);
  border-radius: ${vars.radius};
  font-size: ${(p) => (p.$large ? '1em' : '12px')};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
`;

export interface JobStatusTagProps {
  status: OnsiteJobStatus;
  /** The kiosk's size: as large as the text around it. */
  large?: boolean;
}

/** A job's status in its own colour (every one readable at WCAG AA), always with its words. */
export function JobStatusTag({ status, large = false }: JobStatusTagProps) {
  const look = STATUS_LOOKS[status];
  return (
    <Tag $large={large} data-status={status} style={{ color: look.text, background: look.background }}>
      {look.label}
    </Tag>
  );
}
