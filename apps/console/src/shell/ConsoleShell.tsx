import {
  clearSession,
  findMatchedChain,
  isOnsiteUser,
  resolveAvatarUrl,
  type UserInfo,
  userDisplayName,
} from '@console/core';
import { ConsoleLayout } from '@console/ui';
import { type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { useNavigate } from '../app/router';
import { useServices } from '../app/ServicesContext';
import { PRODUCT_NAME } from '../product';
import { shellScreens } from '../routes/pages';
import { routeTable, SHELL_PATHS } from '../routes/routeTable';
import { BalanceFigure } from './BalanceFigure';
import { LoadingScreen } from './LoadingScreen';

/** The signed-in frame of spec §2: ConsoleLayout over the route table, with the user's top bar. */
export function ConsoleShell({ userInfo }: { userInfo: UserInfo }) {
  const { store, feedback, http, api } = useServices();
  const navigate = useNavigate();
  const userType = userInfo.user_type ?? 0;
  const user = useMemo(
    () => ({
      name: userDisplayName(userInfo),
      avatar: resolveAvatarUrl(userInfo.avatar),
      userType,
      userRole: userInfo.user_role ?? 0,
    }),
    [userInfo, userType],
  );

  const renderPage = useCallback((fullPath: string): ReactNode => {
    const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
    const route = findMatchedChain(routeTable, pathname).at(-1);
    if (!route?.element) return null;
    const Screen = shellScreens[route.element];
    return (
      <Suspense fallback={<LoadingScreen inline />}>
        <Screen title={route.meta?.title ?? ''} fullPath={fullPath} />
      </Suspense>
    );
  }, []);

  const logout = useCallback(async () => {
    // The server ends the session too; the browser forgets it whatever the answer.
    await api.logout().catch(() => {});
    clearSession(store);
    navigate('/home', { replace: true });
  }, [api, navigate, store]);

  return (
    <ConsoleLayout
      routes={routeTable}
      user={user}
      renderPage={renderPage}
      feedback={feedback.feedback}
      onLogout={logout}
      product={PRODUCT_NAME}
      balance={userType === 1 ? <BalanceFigure http={http} /> : undefined}
      showOnsiteService={isOnsiteUser(userInfo)}
      onsiteServicePath={SHELL_PATHS.onsiteService}
      showCompanyDetails={userType === 1}
      companyDetailsPath={SHELL_PATHS.companyDetails}
      profilePath={SHELL_PATHS.profile}
      dashboardPath={SHELL_PATHS.dashboard}
      store={store}
    />
  );
}
