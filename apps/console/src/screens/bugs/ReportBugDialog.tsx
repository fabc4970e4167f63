import { Dialog } from '@console/ui';
import type { BugContext } from './bugs.logic';
import { ReportBugForm, type ReportBugFormProps } from './ReportBugForm';

export interface ReportBugDialogProps extends Omit<ReportBugFormProps, 'context' | 'onCancel'> {
  /** The context captured when it was opened; null: closed. */
  context: BugContext | null;
  onClose: () => void;
}

/** The "Report a problem" dialog (from the user menu on any page, or from /bugs/index); a new form each time. */
export function ReportBugDialog({ context, onClose, ...form }: ReportBugDialogProps) {
  return (
    <Dialog
      open={context !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Report a problem"
      description="Tell us what went wrong. Our support team reads every report and answers on its page."
      width="640px"
    >
      {context && <ReportBugForm {...form} context={context} onCancel={onClose} />}
    </Dialog>
  );
}
