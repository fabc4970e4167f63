import {
  accountEmail,
  type ResetPasswordEmailBody,
  resetPasswordEmailBody,
  type SendCaptchaToEmailBody,
} from '@console/contract';
import { AppLink, Button } from '@console/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { Actions, AuthResult, FormMessage, Heading, Intro, Links, Notice } from './AuthParts';
import { type FieldErrors, hasErrors, loginHref, schemaError, serverErrors } from './authForm.logic';
import { CodeField } from './CodeField';
import { EmailField } from './EmailField';
import { PasswordFields } from './PasswordFields';
import { newPasswordErrors } from './password.logic';
import { useAuthForm } from './useAuthForm';
import { useEmailCode } from './useEmailCode';

type Field = 'email' | 'code' | 'password' | 'confirm';

export interface ForgotPasswordFormProps {
  onSendCode: (body: SendCaptchaToEmailBody) => Promise<void>;
  onResetPassword: (body: ResetPasswordEmailBody) => Promise<void>;
}

/** /forgotPassword: an e-mailed code, then the new password. */
export function ForgotPasswordForm({ onSendCode, onResetPassword }: ForgotPasswordFormProps) {
  const form = useAuthForm<Field>({ email: '', code: '', password: '', confirm: '' });
  const { values, errors } = form;
  const code = useEmailCode('reset', onSendCode);
  const [step, setStep] = useState<'email' | 'reset' | 'done'>('email');
  const [moved, setMoved] = useState(false);

  const goTo = (next: 'email' | 'reset') => {
    setStep(next);
    setMoved(true);
  };

  // A new step starts at its first field (the focus was on a button that is gone).
  useEffect(() => {
    if (moved && step !== 'done') form.formRef.current?.querySelector('input')?.focus();
  }, [moved, step, form.formRef]);

  const sendCode = async () => {
    const email = values.email.trim();
    const failure = await code.send(email);
    if (failure === null) {
      if (step === 'email') goTo('reset');
      return;
    }
    // Shown on the field in view: the e-mail on the first step, the code when asking again.
    const { message } = serverErrors(failure, { fields: [] });
    form.showErrors({ [step === 'email' ? 'email' : 'code']: message ?? undefined });
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (code.sending) return;
    const invalid = schemaError(accountEmail, values.email);
    if (invalid) return form.showErrors({ email: invalid });
    await sendCode();
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const found: FieldErrors<Field> = {
      code: schemaError(resetPasswordEmailBody.shape.code, values.code),
      ...newPasswordErrors(values.password, values.confirm),
    };
    if (hasErrors(found)) return form.showErrors(found);
    const body = { email: values.email.trim(), code: values.code, password: values.password };
    const sent = await form.send(() => onResetPassword(body), { fields: ['code', 'password'] });
    if (sent) setStep('done');
  };

  if (step === 'done') {
    return (
      <AuthResult
        heading="Your password has been reset"
        links={[['Sign in', loginHref(values.email.trim())]]}
      >
        Sign in with your new password.
      </AuthResult>
    );
  }

  if (step === 'email') {
    return (
      <form ref={form.formRef} noValidate onSubmit={submitEmail}>
        <Heading>Forgot password</Heading>
        <Intro>
          Enter the e-mail address of your account. We will send you a 6-digit code to set a new password.
        </Intro>
        <EmailField
          autoComplete="username"
          value={values.email}
          error={errors.email}
          onChange={(value) => form.setValue('email', value)}
        />
        <Actions>
          <Button type="submit" variant="primary" block loading={code.sending}>
            Send code
          </Button>
        </Actions>
        <Links>
          <AppLink to="/login">Back to sign in</AppLink>
        </Links>
      </form>
    );
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submitReset}>
      <Heading>Forgot password</Heading>
      <Notice role="status">
        If an account exists for {values.email.trim()}, a 6-digit code was sent to it.
      </Notice>
      <CodeField
        value={values.code}
        onChange={(value) => form.setValue('code', value)}
        error={errors.code}
        code={code}
        onSend={() => void sendCode()}
      />
      <PasswordFields
        password={values.password}
        confirm={values.confirm}
        errors={errors}
        onChange={form.setValue}
      />
      <Actions>
        <FormMessage message={form.message} />
        <Button type="submit" variant="primary" block loading={form.busy}>
          Reset password
        </Button>
        <Button variant="text" onClick={() => goTo('email')}>
          Use another e-mail
        </Button>
      </Actions>
    </form>
  );
}
