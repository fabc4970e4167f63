import type { CompensationRule } from '@console/contract';
import styled from 'styled-components';

// A date breaks after its hyphens like any text; in a narrow column only the words around it may wrap.
const Day = styled.span`
  white-space: nowrap;
`;

/** When a rule version applies, as validityLabel words it, each date kept on one line. */
export function Validity({ rule }: { rule: Pick<CompensationRule, 'effectiveFrom' | 'effectiveTo'> }) {
  return rule.effectiveTo === null ? (
    <>
      from <Day>{rule.effectiveFrom}</Day>
    </>
  ) : (
    <>
      <Day>{rule.effectiveFrom}</Day> to <Day>{rule.effectiveTo}</Day>
    </>
  );
}
