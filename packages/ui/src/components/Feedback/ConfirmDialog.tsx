import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { useMessages } from '../../messages';
import type { PendingConfirm } from './feedback.logic';

/** The confirmation at the head of the queue (spec §8: title '系统提示', buttons 确定 and 取消 by default). */
export function ConfirmDialog({
  pending,
  onAnswer,
}: {
  pending: PendingConfirm;
  onAnswer: (id: number, confirmed: boolean) => void;
}) {
  const text = useMessages();
  const { request } = pending;
  // `||`, not `??`: an empty title or button text also falls back to the catalogue.
  return (
    <Dialog
      open
      role="alertdialog"
      width="420px"
      title={request.title || text.confirmTitle}
      description={request.message}
      onOpenChange={(open) => {
        if (!open) onAnswer(pending.id, false);
      }}
      footer={
        <>
          <Button onClick={() => onAnswer(pending.id, false)}>
            {request.cancelText || text.confirmCancel}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(pending.id, true)}>
            {request.confirmText || text.confirmOk}
          </Button>
        </>
      }
    />
  );
}
