import type { DashboardCard } from '@console/contract';
import { vars } from '@console/ui';
import styled from 'styled-components';
import { cardValue } from './display.logic';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 18px 20px;
  border: 1px solid ${vars.borderLight};
  border-radius: ${vars.radius};
  background: ${vars.surface};
  box-shadow: ${vars.shadowLight};
`;

const Label = styled.dt`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

const Value = styled.dd`
  margin: 0;
  color: ${vars.text};
  font-size: 24px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** The role's headline figures, one tile each. */
export function SummaryFigures({ cards }: { cards: readonly DashboardCard[] }) {
  return (
    <List>
      {cards.map((card) => (
        <Figure key={card.key} data-card={card.key}>
          <Label>{card.label}</Label>
          <Value>{cardValue(card)}</Value>
        </Figure>
      ))}
    </List>
  );
}
