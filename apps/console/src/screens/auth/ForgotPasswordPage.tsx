import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from '../public/PublicFrame';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useAuthApi } from './useAuthApi';

/** /forgotPassword: a new password with an e-mailed code. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const api = useAuthApi();
  return (
    <PublicFrame narrow>
      <ForgotPasswordForm onSendCode={api.sendEmailCode} onResetPassword={api.resetPassword} />
    </PublicFrame>
  );
}
