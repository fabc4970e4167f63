import { humanise } from '../../shared/display.logic';

/** Names of the records a ledger transaction can point at. */
const REFERENCE_NAMES: Record<string, string> = { pay_log: 'Payment log' };

/** Where an entry comes from: ('pay_log', '15') → 'Payment log #15'; other types as words. */
export function referenceLabel(referenceType: string, referenceId: string): string {
  const name = REFERENCE_NAMES[referenceType] ?? humanise(referenceType);
  if (referenceId === '') return name;
  return /^\d+$/.test(referenceId) ? `${name} #${referenceId}` : `${name} ${referenceId}`;
}
