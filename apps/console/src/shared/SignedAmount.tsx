import { vars } from '@console/ui';
import styled from 'styled-components';
import { type AmountTone, amountTone, signedMoney } from './display.logic';

const colours: Record<AmountTone, string> = {
  gain: vars.successText,
  loss: vars.dangerText,
  none: vars.textRegular,
};

const Amount = styled.span<{ $tone: AmountTone }>`
  color: ${(p) => colours[p.$tone]};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** An amount with its sign written out (the colour repeats it, never carries it alone). */
export function SignedAmount({ amount }: { amount: number }) {
  return <Amount $tone={amountTone(amount)}>{signedMoney(amount)}</Amount>;
}
