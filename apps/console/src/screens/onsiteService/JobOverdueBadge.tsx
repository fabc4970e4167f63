import { vars } from '@console/ui';
import styled from 'styled-components';

// Shaped like the DELAYED badge, outlined so the two read apart (on the kiosk's dark ground too).
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 1px 7px;
  border: 1px solid currentColor;
  border-radius: 4px;
  color: ${vars.dangerText};
  font-size: 0.85em;
  font-weight: 700;
  white-space: nowrap;
`;

/** The job's SLA due time has passed and it is not completed. */
export function JobOverdueBadge({ dueBy }: { dueBy: string }) {
  return (
    <Badge data-tone="alert" title={`Due by ${new Date(dueBy).toLocaleString('en-US')}`}>
      Overdue
    </Badge>
  );
}
