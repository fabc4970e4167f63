import { Dialog } from '@console/ui';
import { InviteForm, type InviteFormProps } from './InviteForm';

export interface InviteDialogProps extends Omit<InviteFormProps, 'onCancel'> {
  open: boolean;
  onClose: () => void;
}

/** The brand's invitation of a retailer, in a dialog that closes once the invitation is sent. */
export function InviteDialog({ open, onClose, onInvite, ...form }: InviteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Invite a retailer" width="560px">
      <InviteForm
        {...form}
        onInvite={async (body) => {
          await onInvite(body);
          onClose();
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}
