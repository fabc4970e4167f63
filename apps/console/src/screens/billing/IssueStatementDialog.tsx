import type { NamedCompany, StatementPreview } from '@console/contract';
import { Button, Dialog, FormField, Select, Skeleton, vars } from '@console/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { dollars } from '../../shared/money.logic';

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  p {
    margin: 0;
  }
`;

const Warning = styled.p`
  color: ${vars.warningText};
`;

export interface IssueStatementDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brands: readonly NamedCompany[];
  /** What the brand owes that is on no statement yet. */
  loadPreview: (brandId: number) => Promise<StatementPreview>;
  /** Issues and charges the statement; resolves once done (the dialog then closes). */
  onIssue: (brandId: number) => Promise<void>;
}

/** An admin's "Issue a statement now": the brand, what it would be billed, then issue and charge. */
export function IssueStatementDialog({
  open,
  onOpenChange,
  brands,
  loadPreview,
  onIssue,
}: IssueStatementDialogProps) {
  const [brandId, setBrandId] = useState('');
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const [issuing, setIssuing] = useState(false);

  useEffect(() => {
    if (!open) {
      setBrandId('');
      setPreview(null);
    }
  }, [open]);

  useEffect(() => {
    setPreview(null);
    setPreviewFailed(false);
    if (!brandId) return;
    let current = true;
    loadPreview(Number(brandId)).then(
      (answer) => current && setPreview(answer),
      () => current && setPreviewFailed(true),
    );
    return () => {
      current = false;
    };
  }, [brandId, loadPreview]);

  const issue = async () => {
    setIssuing(true);
    try {
      await onIssue(Number(brandId));
      onOpenChange(false);
    } catch {
      // The page has said why; the dialog stays open to try again.
    } finally {
      setIssuing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Issue a statement now"
      description="Bills the brand for the compensation not on a statement yet, and charges its default card."
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button
            variant="primary"
            onClick={() => void issue()}
            loading={issuing}
            disabled={!preview || preview.unbilledClaims === 0}
          >
            Issue and charge
          </Button>
        </>
      }
    >
      <FormField label="Brand">
        {(control) => (
          <Select
            {...control}
            options={brands.map((brand) => ({ value: String(brand.id), label: brand.name }))}
            value={brandId}
            placeholder="Choose a brand"
            onValueChange={setBrandId}
          />
        )}
      </FormField>
      {brandId &&
        (previewFailed ? (
          <p>What the brand owes could not be loaded.</p>
        ) : !preview ? (
          <Skeleton rows={1} />
        ) : (
          <Preview aria-live="polite">
            {preview.unbilledClaims === 0 ? (
              <p>{preview.brandName} owes nothing that is not on a statement already.</p>
            ) : (
              <p>
                {preview.brandName} owes {dollars(preview.unbilledCents)} for {preview.unbilledClaims}{' '}
                {preview.unbilledClaims === 1 ? 'claim' : 'claims'} not on a statement yet.
              </p>
            )}
            {!preview.hasCard && preview.unbilledClaims > 0 && (
              <Warning>It has no card on file: the statement will wait for one.</Warning>
            )}
          </Preview>
        ))}
    </Dialog>
  );
}
