import {
  type ClaimApproveBody,
  type ClaimDetail,
  claimApproveBody,
  claimReasonCode,
} from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { dollars } from '../../shared/money.logic';
import { LINE_KIND_NAMES, REASON_NAMES } from './claim.logic';

type FormInput = z.input<typeof claimApproveBody>;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 2fr) 110px 130px minmax(180px, 2fr);
  gap: 0 12px;
  align-items: start;
  > span {
    margin-top: 34px;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const reasonOptions = claimReasonCode.options.map((value) => ({ value, label: REASON_NAMES[value] }));

/**
 * The approval form's check: the contract's, and what only the claim knows — each line at most its claimed
 * amount, and a reason for any line cut below it (the server refuses the same).
 */
export function approveSchema(claim: Pick<ClaimDetail, 'lines'>) {
  const claimed = new Map(claim.lines.map((line) => [line.id, line.claimedCents]));
  return claimApproveBody.superRefine((body, context) => {
    body.lines.forEach((line, index) => {
      const most = claimed.get(line.lineId) ?? 0;
      if (line.approvedCents > most) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'approvedCents'],
          message: `At most ${dollars(most)} (the claimed amount).`,
        });
      } else if (line.approvedCents < most && !line.reasonCode) {
        context.addIssue({
          code: 'custom',
          path: ['lines', index, 'reasonCode'],
          message: 'Say why the line is cut.',
        });
      }
    });
  });
}

export interface ApproveFormProps {
  claim: ClaimDetail;
  onApprove: (body: ClaimApproveBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * Approve in full or in part: each line starts at the amount the rule in force suggests (else as claimed);
 * a cut line needs a reason code.
 */
export function ApproveForm({ claim, onApprove, onDone }: ApproveFormProps) {
  const suggested = new Map(claim.suggestedLines.map((line) => [line.lineId, line]));
  const { control, register, watch, submitWith, refusal, formState } = useContractForm<
    FormInput,
    ClaimApproveBody
  >({
    resolver: zodResolver(approveSchema(claim), { error: plainIssue }),
    defaultValues: {
      lines: claim.lines.map((line) => {
        const suggestion = suggested.get(line.id);
        return {
          lineId: line.id,
          approvedCents: suggestion?.approvedCents ?? line.claimedCents,
          ...(suggestion?.reasonCode ? { reasonCode: suggestion.reasonCode } : {}),
        };
      }),
    },
    fields: ['lines', 'note'],
    success: 'Claim approved.',
  });
  const errors = formState.errors;
  const approved = watch('lines').reduce((sum, line) => sum + (Number(line.approvedCents) || 0), 0);
  const submit = submitWith(async (body) => {
    await onApprove(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Approve ${claim.number}`} onSubmit={submit}>
      {claim.lines.map((line, index) => (
        <Row key={line.id}>
          <span>
            {line.lineNo}. {LINE_KIND_NAMES[line.kind]}: {line.description}
          </span>
          <span>{dollars(line.claimedCents)} claimed</span>
          <FormMoney
            control={control}
            name={`lines.${index}.approvedCents`}
            label={`Line ${line.lineNo} approved`}
            required
            error={errors.lines?.[index]?.approvedCents?.message}
          />
          <FormSelect
            control={control}
            name={`lines.${index}.reasonCode`}
            label={`Line ${line.lineNo} reason`}
            clearable
            placeholder="Only when cut"
            error={errors.lines?.[index]?.reasonCode?.message}
            options={reasonOptions}
          />
        </Row>
      ))}
      <Total>
        Approved: <output aria-label="Approved total">{dollars(approved)}</output> of{' '}
        {dollars(claim.claimedTotalCents)} claimed
      </Total>
      <FormField label="Note to the retailer" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal ?? errors.lines?.message} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Approve {dollars(approved)}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}
