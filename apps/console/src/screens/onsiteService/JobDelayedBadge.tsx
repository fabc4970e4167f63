import styled from 'styled-components';
import { DELAYED_LOOK } from './jobStatus';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: 4px;
  background: ${DELAYED_LOOK.background};
  color: ${DELAYED_LOOK.text};
  font-size: 0.85em;
  font-weight: 700;
  letter-spacing: 0.06em;
  white-space: nowrap;
`;

/** The ETA has passed and the technician is not there yet. */
export function JobDelayedBadge() {
  return <Badge title="The ETA has passed and the technician is not on site yet">DELAYED</Badge>;
}
