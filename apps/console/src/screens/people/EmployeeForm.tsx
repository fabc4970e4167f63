import {
  type EmployeeRow,
  type EmployeeSaveBody,
  type EmployeeSaveInput,
  type EmployeeShopOption,
  employeePosition,
  employeeSaveBody,
} from '@console/contract';
import { Button, Checkbox, FormField, Input, Switch } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { COMPANY_ROLE_NAMES } from '../../shared/auditTrail.logic';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { TagsInput } from '../../shared/form/TagsInput';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { formValues, fullName, type PeopleViewer, POSITION_NAMES, roleRefusal } from './people.logic';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'position',
  'shopIds',
  'skills',
  'companyRole',
  'invite',
] as const;

const positionOptions = employeePosition.options.map((value) => ({ value, label: POSITION_NAMES[value] }));
const roleOptions = [1, 2, 3].map((role) => ({ value: String(role), label: COMPANY_ROLE_NAMES[role] ?? '' }));

const ShopChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 6px 16px;
  margin-bottom: 12px;
`;

const Invite = styled.div`
  margin-bottom: 18px;
`;

export interface EmployeeFormProps {
  /** The person edited, or null for a new one. */
  editing: EmployeeRow | null;
  viewer: PeopleViewer;
  /** The company's shops (inactive ones only while the person is assigned to them). */
  shops: readonly EmployeeShopOption[];
  onSave: (body: EmployeeSaveBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A person of the company: position, shops, skills and, for a console login, its company role (only an
 * owner chooses it; the form says why it is locked otherwise). A person without a login may be invited.
 */
export function EmployeeForm({ editing, viewer, shops, onSave, onDone }: EmployeeFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    EmployeeSaveInput,
    EmployeeSaveBody
  >({
    resolver: zodResolver(employeeSaveBody, { error: plainIssue }),
    defaultValues: formValues(editing),
    fields: FIELDS,
    success: editing ? 'Employee saved.' : 'Employee added.',
  });
  const errors = formState.errors;
  const inviting = useWatch({ control, name: 'invite' });
  const hasLogin = editing?.userId != null;
  const lockedRole = roleRefusal(viewer, editing);
  const assigned = new Set(editing?.shops.map((shop) => shop.id));
  const shopChoices = shops.filter((shop) => shop.active || assigned.has(shop.id));
  const submit = submitWith(async (body) => {
    await onSave(body);
    onDone();
  });
  return (
    <form noValidate aria-label={editing ? `Edit ${fullName(editing)}` : 'New employee'} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="First name" required error={errors.firstName?.message}>
          {(field) => <Input {...field} {...register('firstName')} />}
        </FormField>
        <FormField label="Last name" required error={errors.lastName?.message}>
          {(field) => <Input {...field} {...register('lastName')} />}
        </FormField>
        <FormField
          label="E-mail"
          required={inviting}
          error={errors.email?.message}
          help={hasLogin ? 'The sign-in e-mail of a console login.' : 'Needed to invite them to the console.'}
        >
          {(field) => <Input {...field} {...register('email')} type="email" readOnly={hasLogin} />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(field) => <Input {...field} {...register('phone')} type="tel" />}
        </FormField>
        <FormSelect
          control={control}
          name="position"
          label="Position"
          required
          error={errors.position?.message}
          options={positionOptions}
        />
      </FormGrid>
      <FieldGroup>
        <legend>Shops</legend>
        {shopChoices.length === 0 ? (
          <p>The company has no shops yet.</p>
        ) : (
          <Controller
            control={control}
            name="shopIds"
            render={({ field: { value, onChange } }) => (
              <ShopChoices>
                {shopChoices.map((shop) => (
                  <Checkbox
                    key={shop.id}
                    label={shop.active ? shop.name : `${shop.name} (inactive)`}
                    checked={value.includes(shop.id)}
                    onCheckedChange={(checked) =>
                      onChange(checked === true ? [...value, shop.id] : value.filter((id) => id !== shop.id))
                    }
                  />
                ))}
              </ShopChoices>
            )}
          />
        )}
      </FieldGroup>
      <FormField
        label="Skills"
        error={errors.skills?.message ?? errors.skills?.find?.((issue) => issue)?.message}
        help="Press Enter or a comma after each skill."
      >
        {(field) => (
          <Controller
            control={control}
            name="skills"
            render={({ field: { value, onChange } }) => (
              <TagsInput {...field} value={value} onChange={onChange} placeholder="e.g. Bosch diagnostics" />
            )}
          />
        )}
      </FormField>
      {!hasLogin && (
        <Invite>
          <Controller
            control={control}
            name="invite"
            render={({ field: { value, onChange } }) => (
              <Switch
                label="Invite to the console (e-mails a link to set a password)"
                checked={value}
                onCheckedChange={onChange}
              />
            )}
          />
        </Invite>
      )}
      {(hasLogin || inviting) && (
        <FormSelect
          control={control}
          name="companyRole"
          label="Company role"
          required
          numeric
          disabled={lockedRole !== null}
          error={errors.companyRole?.message}
          help={lockedRole ?? 'Owners change roles and people; managers change people; staff read.'}
          options={roleOptions}
        />
      )}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {editing ? 'Save' : inviting ? 'Add and invite' : 'Add employee'}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}
