import {
  type CompanyDetails,
  type CompanyDetailsBody,
  type CompanyDetailsInput,
  companyDetailsBody,
  companyLogoUrl,
} from '@console/contract';
import { Button, FormField, ImageUpload, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { AddressFields } from '../../shared/company/AddressFields';
import { TimezoneField } from '../../shared/company/TimezoneField';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { ImageField } from '../../shared/form/ImageField';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { type UploadImage, useImagePreviews } from '../../shared/useImagePreviews';
import { detailsFormValues } from './companyDetails.logic';

/** The fields the server may name in a refusal, as the form names them. */
const FIELDS = [
  'legalName',
  'displayName',
  'ein',
  'website',
  'phone',
  'logo',
  'address.street',
  'address.street2',
  'address.city',
  'address.state',
  'address.zip',
  'timezone',
] as const;

const Form = styled.form`
  max-width: 920px;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
`;

export interface CompanyDetailsFormProps {
  details: CompanyDetails;
  /** `PUT /company/details`: the saved details, or the server's refusal. */
  onSave: (body: CompanyDetailsBody) => Promise<CompanyDetails>;
  uploadImage: UploadImage;
  onSaved: (details: CompanyDetails) => void;
  onCancel: () => void;
}

/**
 * /company/details/edit: the company's names, identifiers, logo, address and time zone, checked with the
 * contract as the server checks them; a refusal lands on the field the server names.
 */
export function CompanyDetailsForm({
  details,
  onSave,
  uploadImage,
  onSaved,
  onCancel,
}: CompanyDetailsFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    CompanyDetailsInput,
    CompanyDetailsBody
  >({
    resolver: zodResolver(companyDetailsBody, { error: plainIssue }),
    defaultValues: detailsFormValues(details),
    fields: FIELDS,
    success: 'Company details saved.',
  });
  const errors = formState.errors;
  // A new logo is shown from the picked file until it is saved: its public address only serves saved logos.
  const logoUpload = useImagePreviews(uploadImage, companyLogoUrl);
  const submit = submitWith(async (body) => onSaved(await onSave(body)));

  return (
    <Form noValidate aria-label="Company details" onSubmit={submit}>
      <FieldGroup>
        <legend>Company</legend>
        <FormGrid $min="260px">
          <FormField label="Display name" required error={errors.displayName?.message}>
            {(field) => <Input {...field} {...register('displayName')} autoComplete="organization" />}
          </FormField>
          <FormField label="Legal name" required error={errors.legalName?.message}>
            {(field) => <Input {...field} {...register('legalName')} autoComplete="off" />}
          </FormField>
          <FormField label="EIN" error={errors.ein?.message} help="9 digits, e.g. 12-3456789.">
            {(field) => <Input {...field} {...register('ein')} autoComplete="off" inputMode="numeric" />}
          </FormField>
          <FormField label="Website" error={errors.website?.message} help="e.g. https://example.com">
            {(field) => <Input {...field} {...register('website')} type="url" autoComplete="url" />}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" />}
          </FormField>
        </FormGrid>
        <ImageField
          label="Logo"
          note="A PNG or JPEG image of at most 5 MB, shown on your company's pages once you save."
          error={errors.logo?.message}
        >
          <Controller
            control={control}
            name="logo"
            render={({ field: { value, onChange } }) => (
              <ImageUpload
                aria-label="Logo"
                value={value ? [value] : []}
                onChange={(next) => onChange(next[0] ?? null)}
                upload={logoUpload.upload}
                resolveUrl={logoUpload.resolveUrl}
                limit={1}
                isShowTip={false}
              />
            )}
          />
        </ImageField>
      </FieldGroup>
      <AddressFields control={control} />
      <TimezoneField control={control} help="The clock your company's dates and reports are on." />
      <FormRefusal message={refusal} />
      <Buttons>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Save
        </Button>
        <Button type="button" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </Form>
  );
}
