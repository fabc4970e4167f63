import type { UrlTimeoutVerifyResult } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { type FormEvent, useState } from 'react';
import { Actions, AuthResult, FormMessage, Heading } from './AuthParts';
import type { LinkPasswordBody, OldPasswordBody } from './auth.api';
import { type FieldErrors, hasErrors } from './authForm.logic';
import { PasswordFields } from './PasswordFields';
import { newPasswordErrors } from './password.logic';
import { SignedLinkPassword } from './SignedLinkPassword';
import { useAuthForm } from './useAuthForm';

const OLD_PASSWORD_REQUIRED = 'Enter your current password.';

type Field = 'oldPassword' | 'password' | 'confirm';

export interface ChangePasswordFormProps {
  onChangePassword: (body: OldPasswordBody) => Promise<void>;
}

/** A signed-in user's password change: the current password, then the new one twice. */
export function ChangePasswordForm({ onChangePassword }: ChangePasswordFormProps) {
  const form = useAuthForm<Field>({ oldPassword: '', password: '', confirm: '' });
  const { values, errors } = form;
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const found: FieldErrors<Field> = {
      oldPassword: values.oldPassword === '' ? OLD_PASSWORD_REQUIRED : undefined,
      ...newPasswordErrors(values.password, values.confirm),
    };
    if (hasErrors(found)) return form.showErrors(found);
    const body = { oldPassword: values.oldPassword, password: values.password };
    // 422 names the field: a wrong current password, or a new one equal to it.
    const sent = await form.send(() => onChangePassword(body), { fields: ['oldPassword', 'password'] });
    if (sent) setDone(true);
  };

  if (done) {
    return (
      <AuthResult heading="Your password has been changed" links={[['Back to the dashboard', '/dashboard']]}>
        Other devices signed in to your account have been signed out.
      </AuthResult>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Heading>Change password</Heading>
      <FormField label="Current password" required error={errors.oldPassword}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={(event) => form.setValue('oldPassword', event.target.value)}
          />
        )}
      </FormField>
      <PasswordFields
        password={values.password}
        confirm={values.confirm}
        errors={errors}
        onChange={form.setValue}
      />
      <Actions>
        <FormMessage message={form.message} />
        <Button type="submit" variant="primary" block loading={form.busy}>
          Change password
        </Button>
      </Actions>
    </form>
  );
}

export interface ChangePasswordViewProps extends ChangePasswordFormProps {
  /** `?sign=` of an e-mailed link, if any. */
  sign: string | null;
  signedIn: boolean;
  onVerifyLink: (sign: string) => Promise<UrlTimeoutVerifyResult>;
  onSetPassword: (body: LinkPasswordBody) => Promise<void>;
}

/** /changePassword: through a signed link when the address has one, else the signed-in user's change. */
export function ChangePasswordView({
  sign,
  signedIn,
  onVerifyLink,
  onSetPassword,
  onChangePassword,
}: ChangePasswordViewProps) {
  if (sign !== null) {
    return (
      <SignedLinkPassword
        sign={sign}
        heading="Set a new password"
        intro={(email) => `Choose a new password for ${email}.`}
        successHeading="Your password has been changed"
        invalidLink={['Request a new code', '/forgotPassword']}
        onVerify={onVerifyLink}
        onSetPassword={onSetPassword}
      />
    );
  }
  if (signedIn) return <ChangePasswordForm onChangePassword={onChangePassword} />;
  return (
    <AuthResult
      heading="Change password"
      links={[
        ['Sign in', '/login'],
        ['Forgot password?', '/forgotPassword'],
      ]}
    >
      Sign in first to change your password. If you have forgotten it, set a new one with a code sent to your
      e-mail.
    </AuthResult>
  );
}
