import { type RegisterBrandsRequestBody, registerBrandsRequestBody } from '@console/contract';
import { usStateOptions } from '@console/core';
import { Button, Checkbox, FormField, Input, Select, Textarea, vars } from '@console/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { checkForm, type FieldMessages, readSubmitFailure } from '../../shared/formErrors.logic';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 16px;
`;

const Onsite = styled.div`
  margin-bottom: 18px;
`;

const FormMessage = styled.p`
  margin: 0 0 12px;
  color: ${vars.dangerText};
`;

const Done = styled.div`
  h3 {
    margin: 0 0 8px;
    color: ${vars.successText};
  }
  ol {
    padding-left: 20px;
    line-height: 1.6;
  }
`;

interface ApplicationValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  website: string;
  state: string;
  onsiteService: boolean;
  note: string;
}

const EMPTY: ApplicationValues = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  website: '',
  state: '',
  onsiteService: false,
  note: '',
};

const FIELDS = Object.keys(EMPTY);

export interface BrandApplicationFormProps {
  /** Sends the application (`POST /bee/registerBrandsRequest`); rejects with the server's refusal. */
  submit: (body: RegisterBrandsRequestBody) => Promise<unknown>;
}

/** A brand applies to join the platform; an administrator reviews the request. */
export function BrandApplicationForm({ submit }: BrandApplicationFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [checked, setChecked] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field with a message takes the focus.
  useEffect(() => {
    if (checked > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checked]);

  if (sentTo !== null) {
    return (
      <Done role="status">
        <h3>Your request has been received.</h3>
        <p>We have sent a confirmation to {sentTo}. What happens next:</p>
        <ol>
          <li>An administrator of the platform reviews your request.</li>
          <li>
            If it is approved, an invitation e-mail follows with a link to set your password and open your
            brand's account.
          </li>
          <li>If it is not approved, we write to you with the reason.</li>
        </ol>
      </Done>
    );
  }

  const set = <K extends keyof ApplicationValues>(name: K, value: ApplicationValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const text = (name: Exclude<keyof ApplicationValues, 'onsiteService'>) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    const check = checkForm(registerBrandsRequestBody, values);
    if (!check.ok) {
      setErrors(check.fields);
      setChecked((n) => n + 1);
      return;
    }
    setSending(true);
    try {
      await submit(check.data);
      setSentTo(check.data.email);
    } catch (error) {
      const failure = readSubmitFailure(error, FIELDS);
      // A 409 is about the address: it already has an account, or a request waiting for review.
      if (failure.code === 409 && failure.message !== null) setErrors({ email: failure.message });
      else {
        setErrors(failure.fields);
        setMessage(failure.message);
      }
      setChecked((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} aria-label="Brand application" noValidate onSubmit={onSubmit}>
      <FormField label="Company name" required error={errors.companyName}>
        {(control) => <Input {...control} autoComplete="organization" {...text('companyName')} />}
      </FormField>
      <Grid>
        <FormField label="First name" required error={errors.firstName}>
          {(control) => <Input {...control} autoComplete="given-name" {...text('firstName')} />}
        </FormField>
        <FormField label="Last name" required error={errors.lastName}>
          {(control) => <Input {...control} autoComplete="family-name" {...text('lastName')} />}
        </FormField>
        <FormField label="E-mail" required error={errors.email} help="The invitation is sent here.">
          {(control) => <Input {...control} type="email" autoComplete="email" {...text('email')} />}
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          {(control) => <Input {...control} type="tel" autoComplete="tel" {...text('phone')} />}
        </FormField>
        <FormField label="Website" error={errors.website}>
          {(control) => (
            <Input {...control} type="url" autoComplete="url" placeholder="https://" {...text('website')} />
          )}
        </FormField>
        <FormField label="State" error={errors.state}>
          {(control) => (
            <Select
              {...control}
              options={usStateOptions}
              placeholder="Choose a state"
              value={values.state}
              onValueChange={(value) => set('state', value)}
              clearable
            />
          )}
        </FormField>
      </Grid>
      <Onsite>
        <Checkbox
          label="We offer onsite service (our technicians come to the rider or the shop)"
          checked={values.onsiteService}
          onCheckedChange={(state) => set('onsiteService', state === true)}
        />
      </Onsite>
      <FormField label="Note for the reviewer" error={errors.note}>
        {(control) => <Textarea {...control} rows={3} maxLength={2000} {...text('note')} />}
      </FormField>
      {message !== null && <FormMessage role="alert">{message}</FormMessage>}
      <Button type="submit" variant="primary" loading={sending}>
        Send request
      </Button>
    </form>
  );
}
