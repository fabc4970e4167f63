import type { UrlTimeoutVerifyResult } from '@console/contract';
import { Button, Spinner } from '@console/ui';
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Actions, AuthResult, FormMessage, Heading, Intro } from './AuthParts';
import type { LinkPasswordBody } from './auth.api';
import { hasErrors, loginHref, serverErrors } from './authForm.logic';
import { PasswordFields } from './PasswordFields';
import { newPasswordErrors } from './password.logic';
import { useAuthForm } from './useAuthForm';

/** The API's words for a link that cannot be used, also shown when the check says so. */
export const LINK_INVALID = 'This link is invalid, has already been used or has expired.';
export const LINK_MISSING = 'This address has no link signature. Open the link from your e-mail again.';
const LINK_UNUSABLE = 'This link cannot be used';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'failed'; message: string }
  | { kind: 'invalid' }
  | { kind: 'ready'; email: string }
  | { kind: 'done'; email: string };

export interface SignedLinkPasswordProps {
  /** `?sign=` of the e-mailed link; null when the address has none. */
  sign: string | null;
  heading: string;
  /** What the form is for, naming the account. */
  intro: (email: string) => ReactNode;
  successHeading: string;
  /** Where to go when the link cannot be used. */
  invalidLink: readonly [label: string, to: string];
  passwordLabel?: string;
  confirmLabel?: string;
  onVerify: (sign: string) => Promise<UrlTimeoutVerifyResult>;
  onSetPassword: (body: LinkPasswordBody) => Promise<void>;
}

/**
 * Setting a password through a signed link: the link is checked first (urlTimeoutVerify), then the new
 * password is sent with it. A link that stops working meanwhile ends in the same "cannot be used" state.
 */
export function SignedLinkPassword({
  sign,
  heading,
  intro,
  successHeading,
  invalidLink,
  passwordLabel,
  confirmLabel,
  onVerify,
  onSetPassword,
}: SignedLinkPasswordProps) {
  const form = useAuthForm<'password' | 'confirm'>({ password: '', confirm: '' });
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });

  const verify = useCallback(() => {
    if (!sign) return;
    let current = true;
    setLink({ kind: 'checking' });
    onVerify(sign).then(
      (result) => {
        if (!current) return;
        setLink(result.valid ? { kind: 'ready', email: result.email ?? '' } : { kind: 'invalid' });
      },
      (error: unknown) => {
        if (current) setLink({ kind: 'failed', message: serverErrors(error, { fields: [] }).message ?? '' });
      },
    );
    return () => {
      current = false;
    };
  }, [sign, onVerify]);

  useEffect(() => verify(), [verify]);

  if (!sign) {
    return (
      <AuthResult heading={LINK_UNUSABLE} links={[invalidLink]}>
        {LINK_MISSING}
      </AuthResult>
    );
  }
  if (link.kind === 'invalid') {
    return (
      <AuthResult heading={LINK_UNUSABLE} links={[invalidLink]}>
        {LINK_INVALID}
      </AuthResult>
    );
  }
  if (link.kind === 'done') {
    return <AuthResult heading={successHeading} links={[['Sign in', loginHref(link.email)]]} />;
  }
  if (link.kind === 'checking') {
    return (
      <div aria-busy="true">
        <Heading>{heading}</Heading>
        <Intro>
          <Spinner /> Checking the link…
        </Intro>
      </div>
    );
  }
  if (link.kind === 'failed') {
    return (
      <div>
        <Heading>{heading}</Heading>
        <FormMessage message={link.message} />
        <Button variant="primary" onClick={() => verify()}>
          Try again
        </Button>
      </div>
    );
  }

  const { email } = link;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const found = newPasswordErrors(form.values.password, form.values.confirm);
    if (hasErrors(found)) return form.showErrors(found);
    const sent = await form.send(() => onSetPassword({ sign, password: form.values.password }), {
      fields: ['password'],
      onFailure: (error) => {
        if (serverErrors(error, { fields: ['sign'] }).fields.sign !== undefined) setLink({ kind: 'invalid' });
      },
    });
    if (sent) setLink({ kind: 'done', email });
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit}>
      <Heading>{heading}</Heading>
      <Intro>{intro(email)}</Intro>
      <PasswordFields
        password={form.values.password}
        confirm={form.values.confirm}
        errors={form.errors}
        onChange={form.setValue}
        label={passwordLabel}
        confirmLabel={confirmLabel}
      />
      <Actions>
        <FormMessage message={form.message} />
        <Button type="submit" variant="primary" block loading={form.busy}>
          Set password
        </Button>
      </Actions>
    </form>
  );
}
