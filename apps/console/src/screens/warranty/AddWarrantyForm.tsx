import {
  type NamedCompany,
  type Product,
  type SerialCheckResult,
  todayIso,
  type WarrantyDetail,
  type WarrantyRegisterBody,
  type WarrantyRegisterInput,
  warrantyRegisterBody,
} from '@console/contract';
import { Button, FileUpload, type FileUploadProps, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { FormDate } from '../../shared/form/FormDate';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

export const SERIAL_TAKEN = 'This serial already has a live warranty with this brand.';

/** The fields the server may name in a refusal, as the form names them. */
const FIELDS = [
  'serialNumber',
  'productId',
  'purchaseDate',
  'sellingRetailerCompanyId',
  'owner.name',
  'owner.email',
  'owner.phone',
  'proofOfPurchaseFileId',
  'batterySerial',
  'motorSerial',
] as const;

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 0 24px;
  /* The fields of a row line up at the top, whatever error or help text a neighbour shows. */
  align-items: start;
  max-width: 920px;
`;

const Section = styled.h3`
  grid-column: 1 / -1;
  margin: 8px 0 12px;
  font-size: 16px;
  font-weight: 600;
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export interface AddWarrantyFormProps {
  products: readonly Product[];
  /** Brands and admins name the selling retailer; a retailer is always the seller itself. */
  chooseRetailer: boolean;
  /** The retailers that may be named for a brand's unit. */
  loadRetailers: (brandId: number) => Promise<NamedCompany[]>;
  onCheckSerial: (brandId: number, serial: string) => Promise<SerialCheckResult>;
  upload: FileUploadProps['upload'];
  onRegister: (body: WarrantyRegisterBody) => Promise<WarrantyDetail>;
  onRegistered: (warranty: WarrantyDetail) => void;
}

/**
 * /warranty/addwar: one unit's registration. Checked with the contract's schema as the server checks it;
 * the serial is checked against the brand's live warranties when the field is left; a refusal lands on
 * the field the server names, and nothing typed is lost.
 */
export function AddWarrantyForm({
  products,
  chooseRetailer,
  loadRetailers,
  onCheckSerial,
  upload,
  onRegister,
  onRegistered,
}: AddWarrantyFormProps) {
  const { register, control, submitWith, refusal, setError, formState, watch, getValues } = useContractForm<
    WarrantyRegisterInput,
    WarrantyRegisterBody
  >({
    resolver: zodResolver(warrantyRegisterBody, { error: plainIssue }),
    defaultValues: { serialNumber: '', owner: { name: '', email: '', phone: '' } },
    fields: FIELDS,
    success: 'Warranty registered.',
  });
  const errors = formState.errors;
  const [retailers, setRetailers] = useState<NamedCompany[]>([]);
  const productId = watch('productId');
  const brandId = products.find((p) => p.id === productId)?.brandCompanyId;

  useEffect(() => {
    if (!chooseRetailer || brandId === undefined) return;
    let current = true;
    loadRetailers(brandId).then(
      (list) => current && setRetailers(list),
      () => current && setRetailers([]),
    );
    return () => {
      current = false;
    };
  }, [brandId, chooseRetailer, loadRetailers]);

  const checkSerial = async () => {
    const serial = getValues('serialNumber');
    if (brandId === undefined || !serial?.trim()) return;
    try {
      const { available } = await onCheckSerial(brandId, serial);
      if (!available) setError('serialNumber', { type: 'taken', message: SERIAL_TAKEN });
    } catch {
      // Only a hint: the registration itself refuses a taken serial.
    }
  };

  const submit = submitWith(async (body) => onRegistered(await onRegister(body)));

  const productOptions = products.map((p) => ({
    value: String(p.id),
    label: `${p.name} (${p.modelYear}) · ${p.brandName}`,
  }));

  return (
    <Form noValidate aria-label="Register a warranty" onSubmit={submit}>
      <Section>Unit</Section>
      <FormSelect
        control={control}
        name="productId"
        label="Model"
        required
        error={errors.productId?.message}
        options={productOptions}
        placeholder="Choose the model"
        numeric
      />
      <FormField
        label="Serial number"
        required
        error={errors.serialNumber?.message}
        help="Spaces are dropped and letters upper-cased."
      >
        {(field) => (
          <Input
            {...field}
            {...register('serialNumber', { onBlur: () => void checkSerial() })}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label="Battery serial" error={errors.batterySerial?.message}>
        {(field) => <Input {...field} {...register('batterySerial')} autoComplete="off" />}
      </FormField>
      <FormField label="Motor serial" error={errors.motorSerial?.message}>
        {(field) => <Input {...field} {...register('motorSerial')} autoComplete="off" />}
      </FormField>

      <Section>Sale</Section>
      <FormDate
        control={control}
        name="purchaseDate"
        label="Purchase date"
        required
        max={todayIso()}
        error={errors.purchaseDate?.message}
      />
      {chooseRetailer && (
        <FormSelect
          control={control}
          name="sellingRetailerCompanyId"
          label="Selling retailer"
          required
          error={errors.sellingRetailerCompanyId?.message}
          options={retailers.map((r) => ({ value: String(r.id), label: r.name }))}
          placeholder={brandId === undefined ? 'Choose the model first' : 'Choose the retailer'}
          disabled={brandId === undefined}
          numeric
        />
      )}
      <Wide>
        <FormField label="Proof of purchase" error={errors.proofOfPurchaseFileId?.message}>
          {(field) => (
            <Controller
              control={control}
              name="proofOfPurchaseFileId"
              render={({ field: { value, onChange } }) => (
                <FileUpload
                  aria-label="Proof of purchase"
                  aria-describedby={field['aria-describedby']}
                  limit={1}
                  fileType={['pdf', 'jpg', 'jpeg', 'png']}
                  upload={upload}
                  value={typeof value === 'string' && value ? [value] : []}
                  onChange={(files) => onChange(files[0] ?? undefined)}
                />
              )}
            />
          )}
        </FormField>
      </Wide>

      <Section>Owner</Section>
      <FormField label="Name" required error={errors.owner?.name?.message}>
        {(field) => <Input {...field} {...register('owner.name')} autoComplete="off" />}
      </FormField>
      <FormField label="E-mail" required error={errors.owner?.email?.message}>
        {(field) => <Input {...field} {...register('owner.email')} type="email" autoComplete="off" />}
      </FormField>
      <FormField label="Phone" error={errors.owner?.phone?.message}>
        {(field) => <Input {...field} {...register('owner.phone')} type="tel" autoComplete="off" />}
      </FormField>

      <FormRefusal message={refusal} />
      <Wide>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Register warranty
        </Button>
      </Wide>
    </Form>
  );
}
