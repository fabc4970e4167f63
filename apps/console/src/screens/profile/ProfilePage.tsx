import type { ProfileUpdateBody } from '@console/contract';
import { applyUserInfo, userInfoAtom } from '@console/core';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { usePageTitle } from '../../app/usePageTitle';
import { useStoreValue } from '../../app/useStoreValue';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { ProfileView } from './ProfileView';
import { createProfileApi } from './profile.api';

/** /user/profile for the signed-in user; a saved profile updates the session's user info everywhere. */
export function ProfilePage() {
  usePageTitle('Profile');
  const { http, store } = useServices();
  const user = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => {
    const calls = createProfileApi(http);
    return {
      ...calls,
      saveProfile: async (body: ProfileUpdateBody) => {
        const info = await calls.saveProfile(body);
        applyUserInfo(store, info);
        return info;
      },
    };
  }, [http, store]);
  // The guard renders this page only once the user info is loaded; a sign-out clears it on the way out.
  if (!user) return <LoadingScreen />;
  return (
    <ProfileView
      user={user}
      saveProfile={api.saveProfile}
      uploadImage={api.uploadImage}
      changePassword={api.changePassword}
    />
  );
}
