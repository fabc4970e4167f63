import type { ShopDeactivationImpact } from '@console/contract';
import { Button, Dialog, Spinner } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { LoadFailed } from '../../shared/LoadFailed';

const List = styled.ul`
  margin: 4px 0 12px;
  padding-left: 20px;
`;

export interface DeactivateShopDialogProps {
  open: boolean;
  shopName: string;
  /** What deactivating would affect; undefined while it is being worked out. */
  impact: ShopDeactivationImpact | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Deactivates, acknowledging the impact shown; a refusal is shown in the dialog. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

function Affected({ impact }: { impact: ShopDeactivationImpact }) {
  if (!impact.affected)
    return (
      <p>
        Nothing depends on this shop alone: no service is offered only here, nobody works only here and it has
        no future bookings.
      </p>
    );
  return (
    <>
      <p>Deactivating this shop affects:</p>
      {impact.services.length > 0 && (
        <section aria-label="Services offered only here">
          <strong>Services offered at no other shop ({impact.services.length})</strong>
          <List>
            {impact.services.map((service) => (
              <li key={service.id}>{service.name}</li>
            ))}
          </List>
        </section>
      )}
      {impact.employees.length > 0 && (
        <section aria-label="Employees who work only here">
          <strong>Employees who work at no other shop ({impact.employees.length})</strong>
          <List>
            {impact.employees.map((employee) => (
              <li key={employee.id}>{employee.name}</li>
            ))}
          </List>
        </section>
      )}
      {impact.futureBookings > 0 && (
        <p>
          <strong>Future bookings at this shop: {impact.futureBookings}</strong>
        </p>
      )}
    </>
  );
}

/**
 * Deactivating a shop, never silently: what it would leave without a place (services offered nowhere else,
 * people who work only there, future bookings) is shown first, and the user confirms having seen it.
 */
export function DeactivateShopDialog({
  open,
  shopName,
  impact,
  failed,
  onRetry,
  onConfirm,
  onClose,
}: DeactivateShopDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      title={`Deactivate ${shopName}?`}
      width="560px"
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="danger" disabled={!impact} loading={busy} onClick={() => void confirm()}>
            Deactivate shop
          </Button>
        </>
      }
    >
      <p>
        An inactive shop is kept with its history but no longer offered for bookings. You can reactivate it.
      </p>
      {failed && !impact ? (
        <LoadFailed
          message="What this shop's deactivation affects could not be worked out."
          onRetry={onRetry}
        />
      ) : impact ? (
        <Affected impact={impact} />
      ) : (
        <p>
          <Spinner /> Checking what depends on this shop…
        </p>
      )}
      <FormRefusal message={refusal} />
    </Dialog>
  );
}
