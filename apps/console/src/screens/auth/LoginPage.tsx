import { applyLogin } from '@console/core';
import { useNavigation } from '@console/ui';
import { useServices } from '../../app/ServicesContext';
import { preloadSignedInParts } from '../../app/signedInParts';
import { usePageTitle } from '../../app/usePageTitle';
import { PublicFrame } from '../public/PublicFrame';
import { LoginForm } from './LoginForm';
import { useAuthApi } from './useAuthApi';
import { useQuery } from './useQuery';

/** /login: signs in, then goes back to `?redirect=` (onsite users always to the flight board). */
export function LoginPage() {
  usePageTitle('Sign in');
  const { store } = useServices();
  const api = useAuthApi();
  const { navigate } = useNavigation();
  const params = useQuery();
  return (
    <PublicFrame narrow>
      <LoginForm
        initialEmail={params.get('email') ?? ''}
        onLogin={api.login}
        onCaptcha={api.captcha}
        onVerifyAccount={api.verifyAccount}
        onTyping={preloadSignedInParts}
        onSignedIn={({ token, userInfo }) =>
          navigate(applyLogin(store, { token, userInfo, redirect: params.get('redirect') }), {
            replace: true,
          })
        }
      />
    </PublicFrame>
  );
}
