import type { CaptchaResult, LoginBody, LoginResult } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Button, FormField, Input } from '@console/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Actions, FormMessage, Heading, Links, Notice } from './AuthParts';
import { emailError, type FieldErrors, hasErrors } from './authForm.logic';
import { EmailField } from './EmailField';
import { useAuthForm } from './useAuthForm';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './LoginForm.css';

export const NEEDS_SETUP_NOTICE =
  'This account has no password yet. Use the link in your invitation e-mail to set one.';
const PASSWORD_REQUIRED = 'Enter your password.';
const CAPTCHA_REQUIRED = 'Enter the characters shown in the image.';
const CAPTCHA_FAILED = 'The verification image could not be loaded.';

type Field = 'email' | 'password' | 'code';
const FIELDS: readonly Field[] = ['email', 'password', 'code'];

export interface LoginFormProps {
  /** From `?email=` (after registration or a password reset). */
  initialEmail?: string;
  onLogin: (body: LoginBody) => Promise<LoginResult>;
  onCaptcha: () => Promise<CaptchaResult>;
  /** Whether the account exists and still has to set its password (an invited user). */
  onVerifyAccount: (email: string) => Promise<{ needsSetup: boolean }>;
  /** Called with the login result; the page stores the session and moves on. */
  onSignedIn: (result: LoginResult) => void;
  /** Called as the user types (a sign-in is likely): the page may fetch what it opens. */
  onTyping?: () => void;
}

function captchaRequiredBy(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const data = (error.data as { data?: { captchaRequired?: unknown } } | null | undefined)?.data;
  return data?.captchaRequired === true;
}

/** /login: e-mail and password, and an image captcha once the server asks for one. */
export function LoginForm({
  initialEmail = '',
  onTyping,
  onLogin,
  onCaptcha,
  onVerifyAccount,
  onSignedIn,
}: LoginFormProps) {
  const form = useAuthForm<Field>({ email: initialEmail, password: '', code: '' });
  const { values, errors } = form;
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const [needsSetup, setNeedsSetup] = useState(false);
  const checkedEmail = useRef<string | null>(null);

  const loadCaptcha = async () => {
    setCaptchaShown(true);
    setCaptchaFailed(false);
    form.setValue('code', '');
    try {
      setCaptcha(await onCaptcha());
    } catch {
      setCaptcha(null);
      setCaptchaFailed(true);
    }
  };

  // Tells an invited user, before they try a password, that the account has none yet.
  const checkAccount = async () => {
    const email = values.email.trim();
    if (email === checkedEmail.current || emailError(email)) return;
    checkedEmail.current = email;
    try {
      const { needsSetup: pending } = await onVerifyAccount(email);
      if (checkedEmail.current === email) setNeedsSetup(pending);
    } catch {
      // Only a hint: without it the login itself still answers.
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const found: FieldErrors<Field> = {
      email: emailError(values.email),
      password: values.password === '' ? PASSWORD_REQUIRED : undefined,
      code: captchaShown && values.code.trim() === '' ? CAPTCHA_REQUIRED : undefined,
    };
    if (hasErrors(found)) return form.showErrors(found);
    const body: LoginBody = { email: values.email.trim(), password: values.password };
    if (captchaShown) Object.assign(body, { code: values.code.trim(), uuid: captcha?.uuid ?? '' });
    const sent = await form.send(() => onLogin(body), {
      fields: FIELDS,
      // A captcha is used up by any attempt: a failed one needs a new image.
      onFailure: (error) => {
        if (captchaShown || captchaRequiredBy(error)) void loadCaptcha();
      },
    });
    if (sent) onSignedIn(sent.result);
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} onInput={onTyping}>
      <Heading>Sign in</Heading>
      <EmailField
        autoComplete="username"
        value={values.email}
        error={errors.email}
        onChange={(value) => {
          form.setValue('email', value);
          setNeedsSetup(false);
          checkedEmail.current = null;
        }}
        onBlur={() => void checkAccount()}
      />
      {/* Always there, so the notice is announced when it appears. */}
      <div role="status">{needsSetup && <Notice>{NEEDS_SETUP_NOTICE}</Notice>}</div>
      <FormField label="Password" required error={errors.password}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
          />
        )}
      </FormField>
      {captchaShown && (
        <>
          <div className="login-form__captcha">
            {captcha && (
              // biome-ignore lint/a11y/noRedundantAlt: the agreed name, telling it from the code field beside it.
              <img src={captcha.img} alt="Verification code image" />
            )}
            {captchaFailed && <span className="login-form__captcha-problem">{CAPTCHA_FAILED}</span>}
            <Button variant="text" onClick={() => void loadCaptcha()}>
              Refresh
            </Button>
          </div>
          <FormField
            label="Verification code"
            required
            error={errors.code}
            help="The characters in the image."
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={16}
                value={values.code}
                onChange={(event) => form.setValue('code', event.target.value)}
              />
            )}
          </FormField>
        </>
      )}
      <Actions>
        <FormMessage message={form.message} />
        <Button type="submit" variant="primary" block loading={form.busy}>
          Sign in
        </Button>
      </Actions>
      <Links>
        <AppLink to="/forgotPassword">Forgot password?</AppLink>
        <AppLink to="/register">Register</AppLink>
        <AppLink to="/brands">Apply as a brand</AppLink>
      </Links>
    </form>
  );
}
