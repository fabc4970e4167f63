import type { DealerAction, DealerInitiator } from '@console/contract';
import { Dialog } from '@console/ui';
import { DealerActionForm } from './DealerActionForm';
import { actionText } from './dealer.logic';
import type { DealerActionBody } from './dealers.api';

/** The action asked for: who acts, what, and the other company's name. */
export interface DealerActionTarget {
  side: DealerInitiator;
  action: DealerAction;
  name: string;
}

export interface DealerActionDialogProps {
  /** The action to confirm; null: the dialog is closed. */
  target: DealerActionTarget | null;
  /** Sends the action; the dialog closes once it is done. */
  onConfirm: (body: DealerActionBody) => Promise<unknown>;
  onClose: () => void;
}

/** A dialog that confirms one action on a dealer relation (see DealerActionForm). */
export function DealerActionDialog({ target, onConfirm, onClose }: DealerActionDialogProps) {
  const text = target && actionText(target.side, target.action);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={text?.title(target?.name ?? '') ?? ''}
    >
      {target && text && (
        <DealerActionForm
          key={`${target.action}-${target.name}`}
          text={text}
          name={target.name}
          onConfirm={async (body) => {
            await onConfirm(body);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
