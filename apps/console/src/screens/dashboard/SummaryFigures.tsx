import type { DashboardCard } from '@console/contract';
import { FigureTiles } from '../../shared/FigureTiles';
import { cardValue } from './display.logic';

/** The role's headline figures, one tile each. */
export function SummaryFigures({ cards }: { cards: readonly DashboardCard[] }) {
  return (
    <FigureTiles
      tiles={cards.map((card) => ({ key: card.key, label: card.label, value: cardValue(card) }))}
    />
  );
}
