import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from '../public/PublicFrame';
import { LoginSetupForm } from './LoginSetupForm';
import { useAuthApi } from './useAuthApi';
import { useQuery } from './useQuery';

/** /login_setup: an invited user sets the account's password through the e-mailed link. */
export function LoginSetupPage() {
  usePageTitle('Set up your account');
  const api = useAuthApi();
  const params = useQuery();
  return (
    <PublicFrame narrow>
      <LoginSetupForm
        sign={params.get('sign')}
        onVerifyLink={api.verifyLink}
        onSetPassword={api.setPasswordWithLink}
      />
    </PublicFrame>
  );
}
