import { tokenAtom } from '@console/core';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreValue } from '../../app/useStoreValue';
import { PublicFrame } from '../public/PublicFrame';
import { ChangePasswordView } from './ChangePasswordForm';
import { useAuthApi } from './useAuthApi';
import { useQuery } from './useQuery';

/** /changePassword: by a signed link (`?sign=`), or with the current password when signed in. */
export function ChangePasswordPage() {
  usePageTitle('Change password');
  const { store } = useServices();
  const signedIn = useStoreValue(store, tokenAtom) !== null;
  const api = useAuthApi();
  const params = useQuery();
  return (
    <PublicFrame narrow>
      <ChangePasswordView
        sign={params.get('sign')}
        signedIn={signedIn}
        onVerifyLink={api.verifyLink}
        onSetPassword={api.setPasswordWithLink}
        onChangePassword={api.changePassword}
      />
    </PublicFrame>
  );
}
