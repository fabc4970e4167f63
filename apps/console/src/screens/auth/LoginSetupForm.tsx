import type { UrlTimeoutVerifyResult } from '@console/contract';
import type { LinkPasswordBody } from './auth.api';
import { SignedLinkPassword } from './SignedLinkPassword';

export interface LoginSetupFormProps {
  /** `?sign=` of the invitation link; null when the address has none. */
  sign: string | null;
  onVerifyLink: (sign: string) => Promise<UrlTimeoutVerifyResult>;
  onSetPassword: (body: LinkPasswordBody) => Promise<void>;
}

/** /login_setup: an invited user chooses the first password of the account. */
export function LoginSetupForm({ sign, onVerifyLink, onSetPassword }: LoginSetupFormProps) {
  return (
    <SignedLinkPassword
      sign={sign}
      heading="Set up your account"
      intro={(email) => `Choose a password for ${email}. You will sign in with this e-mail and password.`}
      successHeading="Your password is set"
      invalidLink={['Sign in', '/login']}
      passwordLabel="Password"
      confirmLabel="Confirm password"
      onVerify={onVerifyLink}
      onSetPassword={onSetPassword}
    />
  );
}
