import {
  inspectionResult,
  type ReturnCancelBody,
  type ReturnCloseBody,
  type ReturnInspectBody,
  type ReturnLabelBody,
  type ReturnReceiveBody,
  type ReturnShipBody,
  type ReturnUpdateBody,
  type ReverseShipmentDetail,
  returnCancelBody,
  returnCloseBody,
  returnInspectBody,
  returnLabelBody,
  returnReceiveBody,
  returnShipBody,
  returnUpdateBody,
} from '@console/contract';
import { Button, FileUpload, type FileUploadProps, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormDate } from '../../shared/form/FormDate';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { typedNumber } from '../../shared/form/typedNumber';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { INSPECTION_RESULTS, inspectionEffect } from './return.logic';

type Shipment = ReverseShipmentDetail;

/** What a cancellation does to the claim (the server settles it in the same step). */
export const CANCEL_EFFECT =
  'Cancelling waives the return: the part is not sent back, and the claim is settled without it.';

const Note = styled.p`
  margin: 0 0 12px;
  color: var(--console-text-regular);
`;

const ItemRow = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 2fr) minmax(120px, 1fr);
  gap: 0 12px;
  align-items: start;
  > span {
    margin-top: 34px;
  }
`;

/** The submit button, with Back beside it. */
function Submit({
  label,
  busy,
  danger,
  onBack,
}: {
  label: string;
  busy: boolean;
  danger?: boolean;
  onBack: () => void;
}) {
  return (
    <>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
        {label}
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </>
  );
}

interface FormProps<Body> {
  shipment: Shipment;
  onSend: (body: Body) => Promise<unknown>;
  onDone: () => void;
}

/** PUT /returns/:id: the addresses and the return-by date, while the goods have not left. */
export function UpdateForm({ shipment, onSend, onDone }: FormProps<ReturnUpdateBody>) {
  const { control, register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnUpdateBody>,
    ReturnUpdateBody
  >({
    resolver: zodResolver(returnUpdateBody, { error: plainIssue }),
    defaultValues: { shipFrom: shipment.shipFrom, shipTo: shipment.shipTo, returnBy: shipment.returnBy },
    fields: ['shipFrom', 'shipTo', 'returnBy'],
    success: 'Return saved.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Edit ${shipment.rmaNumber}`} onSubmit={submit}>
      <FormGrid $min="240px">
        <FormField label="Ship from" required error={errors.shipFrom?.message}>
          {(field) => <Textarea {...field} {...register('shipFrom')} rows={3} />}
        </FormField>
        <FormField label="Ship to" required error={errors.shipTo?.message}>
          {(field) => <Textarea {...field} {...register('shipTo')} rows={3} />}
        </FormField>
        <FormDate
          control={control}
          name="returnBy"
          label="Return by"
          required
          error={errors.returnBy?.message}
        />
      </FormGrid>
      <FormRefusal message={refusal} />
      <Submit label="Save" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** POST /returns/:id/label: the carrier, a tracking number if known, and the label file if there is one. */
export function LabelForm({
  shipment,
  upload,
  onSend,
  onDone,
}: FormProps<ReturnLabelBody> & { upload: FileUploadProps['upload'] }) {
  const { control, register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnLabelBody>,
    ReturnLabelBody
  >({
    resolver: zodResolver(returnLabelBody, { error: plainIssue }),
    defaultValues: { carrier: shipment.carrier ?? '', trackingNumber: shipment.trackingNumber ?? '' },
    fields: ['carrier', 'trackingNumber', 'labelFileId'],
    success: 'Return label issued.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Issue a label for ${shipment.rmaNumber}`} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="Carrier" required error={errors.carrier?.message}>
          {(field) => <Input {...field} {...register('carrier')} autoComplete="off" />}
        </FormField>
        <FormField label="Tracking number" error={errors.trackingNumber?.message}>
          {(field) => <Input {...field} {...register('trackingNumber')} autoComplete="off" />}
        </FormField>
      </FormGrid>
      <FormField label="Label file" error={errors.labelFileId?.message} help="One PDF, PNG or JPG.">
        {(field) => (
          <Controller
            control={control}
            name="labelFileId"
            render={({ field: { value, onChange } }) => (
              <FileUpload
                aria-label="Label file"
                aria-describedby={field['aria-describedby']}
                limit={1}
                fileType={['pdf', 'png', 'jpg', 'jpeg']}
                upload={upload}
                value={typeof value === 'string' && value ? [value] : []}
                onChange={(files) => onChange(files[0] ?? undefined)}
              />
            )}
          />
        )}
      </FormField>
      <FormRefusal message={refusal} />
      <Submit label="Issue label" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** POST /returns/:id/ship: the retailer hands the parts to a carrier. */
export function ShipForm({ shipment, onSend, onDone }: FormProps<ReturnShipBody>) {
  const { register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnShipBody>,
    ReturnShipBody
  >({
    resolver: zodResolver(returnShipBody, { error: plainIssue }),
    defaultValues: { carrier: shipment.carrier ?? '', trackingNumber: shipment.trackingNumber ?? '' },
    fields: ['carrier', 'trackingNumber'],
    success: 'Return marked shipped.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Ship ${shipment.rmaNumber}`} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="Carrier" required error={errors.carrier?.message}>
          {(field) => <Input {...field} {...register('carrier')} autoComplete="off" />}
        </FormField>
        <FormField label="Tracking number" required error={errors.trackingNumber?.message}>
          {(field) => <Input {...field} {...register('trackingNumber')} autoComplete="off" />}
        </FormField>
      </FormGrid>
      <FormRefusal message={refusal} />
      <Submit label="Mark shipped" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** The receipt's check: the contract's, and at most the quantity sent of each item (the server's rule). */
export function receiveSchema(shipment: Pick<Shipment, 'items'>) {
  const sent = new Map(shipment.items.map((item) => [item.id, item.quantity]));
  return returnReceiveBody.superRefine((body, context) => {
    body.items.forEach((entry, index) => {
      const most = sent.get(entry.itemId) ?? 0;
      if (entry.receivedQuantity > most) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'receivedQuantity'],
          message: `At most ${most}.`,
        });
      }
    });
  });
}

/** POST /returns/:id/receive: how many of each item arrived, each starting at the quantity sent. */
export function ReceiveForm({ shipment, onSend, onDone }: FormProps<ReturnReceiveBody>) {
  const { register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnReceiveBody>,
    ReturnReceiveBody
  >({
    resolver: zodResolver(receiveSchema(shipment), { error: plainIssue }),
    defaultValues: {
      items: shipment.items.map((item) => ({ itemId: item.id, receivedQuantity: item.quantity })),
    },
    fields: ['items'],
    success: 'Receipt recorded.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Receive ${shipment.rmaNumber}`} onSubmit={submit}>
      {shipment.items.map((item, index) => (
        <ItemRow key={item.id}>
          <span>
            {item.partNumber}
            {item.serialNumber ? ` (${item.serialNumber})` : ''}: {item.description}
          </span>
          <FormField
            label={`Received of ${item.partNumber}`}
            required
            error={errors.items?.[index]?.receivedQuantity?.message}
            help={`${item.quantity} sent`}
          >
            {(field) => (
              <Input
                {...field}
                {...register(`items.${index}.receivedQuantity`, { setValueAs: typedNumber })}
                inputMode="numeric"
              />
            )}
          </FormField>
        </ItemRow>
      ))}
      <FormRefusal message={refusal ?? errors.items?.message} />
      <Submit label="Record receipt" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** POST /returns/:id/inspect: the result decides the claim; notes unless the defect is confirmed. */
export function InspectForm({ shipment, onSend, onDone }: FormProps<ReturnInspectBody>) {
  const { control, register, watch, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnInspectBody>,
    ReturnInspectBody
  >({
    resolver: zodResolver(returnInspectBody, { error: plainIssue }),
    defaultValues: { notes: '' },
    fields: ['result', 'notes'],
    success: 'Inspection recorded.',
  });
  const errors = formState.errors;
  const result = watch('result');
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Inspect ${shipment.rmaNumber}`} onSubmit={submit}>
      <FormSelect
        control={control}
        name="result"
        label="Result"
        required
        error={errors.result?.message}
        options={inspectionResult.options.map((value) => ({ value, label: INSPECTION_RESULTS[value].label }))}
        placeholder="Choose the result"
      />
      {result && <Note role="status">{inspectionEffect(result)}</Note>}
      <FormField label="Notes" required={result !== 'confirmed_defect'} error={errors.notes?.message}>
        {(field) => <Textarea {...field} {...register('notes')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Submit label="Record inspection" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** POST /returns/:id/close: an optional note. */
export function CloseForm({ shipment, onSend, onDone }: FormProps<ReturnCloseBody>) {
  const { register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnCloseBody>,
    ReturnCloseBody
  >({
    resolver: zodResolver(returnCloseBody, { error: plainIssue }),
    defaultValues: { note: '' },
    fields: ['note'],
    success: 'Return closed.',
  });
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Close ${shipment.rmaNumber}`} onSubmit={submit}>
      <FormField label="Note" error={formState.errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Submit label="Close return" busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}

/** POST /returns/:id/cancel: the return is waived and the claim settled without the part. */
export function CancelForm({ shipment, onSend, onDone }: FormProps<ReturnCancelBody>) {
  const { register, submitWith, refusal, formState } = useContractForm<
    z.input<typeof returnCancelBody>,
    ReturnCancelBody
  >({
    resolver: zodResolver(returnCancelBody, { error: plainIssue }),
    defaultValues: { reason: '' },
    fields: ['reason'],
    success: 'Return cancelled.',
  });
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Cancel ${shipment.rmaNumber}`} onSubmit={submit}>
      <Note>{CANCEL_EFFECT}</Note>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Submit label="Cancel return" danger busy={formState.isSubmitting} onBack={onDone} />
    </form>
  );
}
