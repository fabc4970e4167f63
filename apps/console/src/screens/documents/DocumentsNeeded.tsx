import type { DocumentsNeeded as Needed } from '@console/contract';
import { Card, Tag, vars } from '@console/ui';
import styled from 'styled-components';
import { neededItems } from './documents.logic';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  align-items: baseline;
  gap: 8px;
`;

const Verified = styled.p`
  margin: 0 0 8px;
  color: ${vars.successText};
`;

const TONE_LABELS = { danger: 'Action needed', warning: 'Soon', info: 'In review' } as const;

export interface DocumentsNeededProps {
  needed: Needed;
}

/**
 * What the company still has to do about its documents, the most urgent first (after Stripe's requirement
 * lists): required kinds missing, rejected, expired, expiring within 30 days, and those waiting for review.
 */
export function DocumentsNeeded({ needed }: DocumentsNeededProps) {
  const items = neededItems(needed);
  return (
    <Card role="region" aria-label="Documents needed" title="Documents needed" titleAs="h3">
      {needed.verified && <Verified>Every required document is approved and in date.</Verified>}
      {items.length === 0 ? (
        !needed.verified && <p>Nothing to do for now.</p>
      ) : (
        <Items>
          {items.map((item) => (
            <Item key={item.text}>
              <Tag type={item.tone} size="small">
                {TONE_LABELS[item.tone]}
              </Tag>
              <span>{item.text}</span>
            </Item>
          ))}
        </Items>
      )}
    </Card>
  );
}
