import { Button, Dialog } from '@console/ui';
import styled from 'styled-components';

const Code = styled.output`
  display: block;
  margin: 12px 0;
  font-family: ui-monospace, monospace;
  font-size: 32px;
  font-weight: 600;
  letter-spacing: 0.2em;
  text-align: center;
`;

export interface PickupCodeDialogProps {
  open: boolean;
  /** The code issued at check-in. */
  code: string;
  /** The demo bike handed out, if any. */
  unitSerial: string | null;
  onClose: () => void;
}

/** Shown once check-in has issued the pickup code: the shop gives it to the customer for the hand-back. */
export function PickupCodeDialog({ open, code, unitSerial, onClose }: PickupCodeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Pickup code"
      description="Give this code to the customer. It is asked for when the bike is handed back."
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Code aria-label="Pickup code" data-testid="pickup-code">
        {code}
      </Code>
      {unitSerial && <p>Bike: {unitSerial}</p>}
    </Dialog>
  );
}
