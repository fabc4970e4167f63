import { vars } from '@console/ui';
import styled from 'styled-components';
import { dollars } from '../../shared/money.logic';
import type { KpiCard } from './financial.logic';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px 18px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.surface};
`;

const Label = styled.dt`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

const Value = styled.dd`
  margin: 0;
  color: ${vars.text};
  font-size: 22px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Detail = styled.dd`
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 12px;
`;

/** The period's headline figures, one tile each: the amount, and what it is made of. */
export function KpiCards({ cards }: { cards: readonly KpiCard[] }) {
  return (
    <List>
      {cards.map((card) => (
        <Figure key={card.key} data-kpi={card.key}>
          <Label>{card.label}</Label>
          <Value>{dollars(card.cents)}</Value>
          <Detail>{card.detail}</Detail>
        </Figure>
      ))}
    </List>
  );
}
