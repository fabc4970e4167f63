import {
  accountEmail,
  type RegisterBody,
  type RegisterResult,
  registerBody,
  type SendCaptchaToEmailBody,
} from '@console/contract';
import { timezoneOptions, usStateOptions } from '@console/core';
import { AppLink, Button, FormField, Input, RadioGroup, Select } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { Actions, AuthResult, FormMessage, Heading, Intro, Links } from './AuthParts';
import { type FieldErrors, hasErrors, loginHref, schemaError, serverErrors } from './authForm.logic';
import { CodeField } from './CodeField';
import { EmailField } from './EmailField';
import { PasswordFields } from './PasswordFields';
import { newPasswordErrors } from './password.logic';
import { useAuthForm } from './useAuthForm';
import { useEmailCode } from './useEmailCode';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './RegisterForm.css';

const COMPANY_TYPE_REQUIRED = 'Choose the company type.';
const PHONE_RULE = 'Enter a phone number of 7 to 32 characters: digits, spaces and + ( ) . - only.';

const companyTypes = [
  { label: 'Retailer', value: '2' },
  { label: 'Brand', value: '1' },
] as const;

type Field = keyof RegisterBody | 'confirm';
const FIELDS: readonly Field[] = [
  'accountType',
  'companyName',
  'firstName',
  'lastName',
  'email',
  'code',
  'password',
  'confirm',
  'phone',
  'state',
  'timezone',
];

export interface RegisterFormProps {
  onSendCode: (body: SendCaptchaToEmailBody) => Promise<void>;
  onRegister: (body: RegisterBody) => Promise<RegisterResult>;
}

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const { shape } = registerBody;
  return {
    accountType: values.accountType === '' ? COMPANY_TYPE_REQUIRED : undefined,
    companyName: schemaError(shape.companyName, values.companyName),
    firstName: schemaError(shape.firstName, values.firstName),
    lastName: schemaError(shape.lastName, values.lastName),
    email: schemaError(shape.email, values.email),
    code: schemaError(shape.code, values.code),
    ...newPasswordErrors(values.password, values.confirm),
    phone: schemaError(shape.phone, values.phone) === undefined ? undefined : PHONE_RULE,
  };
}

/** /register: a retailer or brand company with its first user, confirmed by an e-mailed code. */
export function RegisterForm({ onSendCode, onRegister }: RegisterFormProps) {
  const form = useAuthForm<Field>(
    Object.fromEntries(FIELDS.map((key) => [key, ''])) as Record<Field, string>,
  );
  const { values, errors } = form;
  const code = useEmailCode('register', onSendCode);
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);

  const sendCode = async () => {
    const invalid = schemaError(accountEmail, values.email);
    if (invalid) return form.showErrors({ email: invalid });
    form.showErrors({ email: undefined, code: undefined });
    const failure = await code.send(values.email.trim());
    if (failure === null) return;
    // 409: the address already has an account; 429: asked too often; anything else concerns the code.
    const found = serverErrors(failure, {
      fields: ['email', 'code'],
      statusFields: { 409: 'email', 429: 'code' },
    });
    form.showErrors({ ...found.fields, code: found.fields.code ?? found.message ?? undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const found = validate(values);
    if (hasErrors(found)) return form.showErrors(found);
    const email = values.email.trim();
    const body: RegisterBody = {
      accountType: Number(values.accountType) as RegisterBody['accountType'],
      companyName: values.companyName.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email,
      code: values.code,
      password: values.password,
      phone: values.phone.trim() || undefined,
      // Both come from the selects, whose options are the contract's lists.
      state: (values.state || undefined) as RegisterBody['state'],
      timezone: (values.timezone || undefined) as RegisterBody['timezone'],
    };
    const sent = await form.send(() => onRegister(body), { fields: FIELDS, statusFields: { 409: 'email' } });
    if (sent) setRegisteredAs(email);
  };

  if (registeredAs !== null) {
    return (
      <AuthResult heading="Your account is ready" links={[['Sign in', loginHref(registeredAs)]]}>
        You can sign in now as {registeredAs}.
      </AuthResult>
    );
  }

  const text = (key: Field, label: string, autoComplete: string) => (
    <FormField label={label} required error={errors[key]}>
      {(control) => (
        <Input
          {...control}
          autoComplete={autoComplete}
          value={values[key]}
          onChange={(event) => form.setValue(key, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Heading>Register</Heading>
      <Intro>Create an account for your company. Fields marked * are required.</Intro>
      <FormField label="Company type" required error={errors.accountType}>
        {(control) => (
          <RadioGroup
            {...control}
            options={companyTypes}
            value={values.accountType}
            onValueChange={(value) => form.setValue('accountType', value)}
          />
        )}
      </FormField>
      {text('companyName', 'Company name', 'organization')}
      <div className="register-form__pair">
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
      </div>
      <EmailField
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(value) => form.setValue('email', value)}
      />
      <CodeField
        value={values.code}
        onChange={(value) => form.setValue('code', value)}
        error={errors.code}
        help={code.sentTo ? `A 6-digit code was sent to ${code.sentTo}.` : 'We e-mail you a 6-digit code.'}
        code={code}
        onSend={() => void sendCode()}
      />
      <PasswordFields
        password={values.password}
        confirm={values.confirm}
        errors={errors}
        onChange={form.setValue}
        label="Password"
        confirmLabel="Confirm password"
      />
      <FormField label="Phone" error={errors.phone}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => form.setValue('phone', event.target.value)}
          />
        )}
      </FormField>
      <div className="register-form__pair">
        <FormField label="State" error={errors.state}>
          {(control) => (
            <Select
              {...control}
              clearable
              options={usStateOptions}
              value={values.state}
              onValueChange={(value) => form.setValue('state', value)}
            />
          )}
        </FormField>
        <FormField label="Time zone" error={errors.timezone}>
          {(control) => (
            <Select
              {...control}
              clearable
              options={timezoneOptions}
              value={values.timezone}
              onValueChange={(value) => form.setValue('timezone', value)}
            />
          )}
        </FormField>
      </div>
      <Actions>
        <FormMessage message={form.message} />
        <Button type="submit" variant="primary" block loading={form.busy}>
          Create account
        </Button>
      </Actions>
      <Links>
        <AppLink to="/login">Already registered? Sign in</AppLink>
        <AppLink to="/brands">Apply as a brand</AppLink>
      </Links>
    </form>
  );
}
