import { vars } from '@console/ui';
import styled from 'styled-components';
import { dollars } from '../money.logic';

type Tone = 'gain' | 'loss' | 'none';

const colours: Record<Tone, string> = {
  gain: vars.successText,
  loss: vars.dangerText,
  none: vars.textRegular,
};

const Cell = styled.span<{ $tone: Tone }>`
  display: block;
  text-align: right;
  color: ${(p) => colours[p.$tone]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Integer cents as a table cell: '$1,234.50', right-aligned; `signed` writes '+' on gains and colours both ways. */
export function MoneyCell({ cents, signed = false }: { cents: number | null; signed?: boolean }) {
  if (cents === null) return <Cell $tone="none">—</Cell>;
  const tone: Tone = !signed || cents === 0 ? 'none' : cents > 0 ? 'gain' : 'loss';
  const text = dollars(cents);
  return <Cell $tone={tone}>{signed && cents > 0 ? `+${text}` : text}</Cell>;
}
