import { Dialog } from '@console/ui';
import { PayLogForm, type PayLogFormProps } from './PayLogForm';
import { type CorrectedLog, correctionDescription, type PayLogFormStart } from './payLogs.logic';

export interface AddPayLogDialogProps extends Omit<PayLogFormProps, 'start' | 'onCancel'> {
  /** Open with these values; null: closed. */
  start: PayLogFormStart | null;
  /** The log a correction corrects, for its description. */
  corrects: CorrectedLog | null;
  onClose: () => void;
}

/** Entering a payment log, or the correction of an approved one (the form opens anew each time). */
export function AddPayLogDialog({ start, corrects, onClose, ...form }: AddPayLogDialogProps) {
  return (
    <Dialog
      open={start !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={corrects ? `Correct payment log #${corrects.id}` : 'Add payment log'}
      description={
        corrects
          ? correctionDescription(corrects)
          : 'Another administrator audits it before it moves the company’s balance.'
      }
      width="560px"
    >
      {start && <PayLogForm {...form} start={start} onCancel={onClose} />}
    </Dialog>
  );
}
