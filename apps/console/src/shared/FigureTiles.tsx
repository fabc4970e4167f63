import { vars } from '@console/ui';
import styled from 'styled-components';

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

const Detail = styled.dd`
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 12px;
`;

export interface FigureTile {
  /** Stable per figure: the tile's `data-card`, for tests and links. */
  key: string;
  label: string;
  /** Formatted for reading ('$1,234.50', '8'). */
  value: string;
  /** What the figure is made of, in a line under it. */
  detail?: string;
}

/** Headline figures, one tile each: the label, the value and an optional line of detail. */
export function FigureTiles({ tiles }: { tiles: readonly FigureTile[] }) {
  return (
    <List>
      {tiles.map((tile) => (
        <Figure key={tile.key} data-card={tile.key}>
          <Label>{tile.label}</Label>
          <Value>{tile.value}</Value>
          {tile.detail ? <Detail>{tile.detail}</Detail> : null}
        </Figure>
      ))}
    </List>
  );
}
