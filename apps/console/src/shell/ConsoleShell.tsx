import {
  clearSession,
  findMatchedChain,
  isOnsiteUser,
  resolveAvatarUrl,
  type UserInfo,
  userDisplayName,
  userInfoAtom,
} from '@console/core';
import { ConsoleLayout } from '@console/ui';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useNavigation as useRouterNavigation } from 'react-router-dom';
import { useServices } from '../app/ServicesContext';
import { useStoreValue } from '../app/useStoreValue';
import { PRODUCT_NAME } from '../product';
import { routeTable, SHELL_PATHS } from '../routes/routeTable';
import { setFrameShown } from '../routes/screenLoader';
import { shellScreens } from '../routes/shellScreens';
import { CodeBoundary } from '../shared/CodeBoundary';
import { preloadable } from '../shared/preloadable';
import { BalanceFigure } from './BalanceFigure';
import { consoleCommands } from './commands';
import { LoadingScreen } from './LoadingScreen';
import { PageLocation } from './PageLocation';
import { ShowAhead } from './ShowAhead';

// The "Report a problem" dialog's code (its form, the upload) loads when it is first opened.
const ReportProblem = preloadable(() => import('../screens/bugs/ReportProblem').then((m) => m.ReportProblem));

/**
 * The signed-in frame of spec §2 (the route of every page with the sidebar): ConsoleLayout over the route
 * table, with the user's top bar. Its pages are kept alive per tab, so the frame renders them itself by full
 * path, each under its own location; the route's loader starts the code of the page being opened (and waits for it on the first one).
 */
export function ConsoleShell() {
  const { store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  // Between signing out and leaving, the user's details are gone already.
  if (!userInfo) return <LoadingScreen />;
  return <SignedInFrame userInfo={userInfo} />;
}

function SignedInFrame({ userInfo }: { userInfo: UserInfo }) {
  const { store, feedback, http, api } = useServices();
  const navigate = useNavigate();
  // The progress bar runs while the guard decides on the next page.
  const loading = useRouterNavigation().state === 'loading';
  useEffect(() => {
    setFrameShown(true);
    return () => setFrameShown(false);
  }, []);
  const userType = userInfo.user_type ?? 0;
  const user = useMemo(
    () => ({
      name: userDisplayName(userInfo),
      avatar: resolveAvatarUrl(userInfo.avatar),
      userType,
      userRole: userInfo.user_role ?? 0,
      permissions: userInfo.permissions,
    }),
    [userInfo, userType],
  );

  const renderPage = useCallback((fullPath: string): ReactNode => {
    const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
    const route = findMatchedChain(routeTable, pathname).at(-1);
    if (!route?.element) return null;
    const Screen = shellScreens[route.element];
    // The page in the frame's loading state until its code is in, then at once.
    return (
      <PageLocation fullPath={fullPath}>
        <CodeBoundary component={Screen} fallback={<LoadingScreen inline />}>
          <Screen title={route.meta?.title ?? ''} fullPath={fullPath} />
        </CodeBoundary>
      </PageLocation>
    );
  }, []);

  // The same element from one render to the next, so the top bar does not re-render with the progress bar.
  const balance = useMemo(
    () => (userType === 1 ? <BalanceFigure http={http} /> : undefined),
    [userType, http],
  );

  // Brand and retailer users report a problem from the user menu on every page (issue 17), and from the
  // header search's palette, which offers the user menu's entries.
  const [reporting, setReporting] = useState(false);
  const userMenuItems = useMemo(
    () =>
      userType === 1 || userType === 2
        ? [{ key: 'reportProblem', label: 'Report a problem', onSelect: () => setReporting(true) }]
        : undefined,
    [userType],
  );

  const logout = useCallback(async () => {
    // The server ends the session too; the browser forgets it whatever the answer.
    await api.logout().catch(() => {});
    clearSession(store);
    void navigate('/home', { replace: true });
  }, [api, navigate, store]);

  return (
    <ShowAhead>
      <ConsoleLayout
        routes={routeTable}
        user={user}
        renderPage={renderPage}
        feedback={feedback.feedback}
        onLogout={logout}
        product={PRODUCT_NAME}
        balance={balance}
        showOnsiteService={isOnsiteUser(userInfo)}
        onsiteServicePath={SHELL_PATHS.onsiteService}
        showCompanyDetails={userType === 1}
        companyDetailsPath={SHELL_PATHS.companyDetails}
        profilePath={SHELL_PATHS.profile}
        userMenuItems={userMenuItems}
        commands={consoleCommands}
        dashboardPath={SHELL_PATHS.dashboard}
        store={store}
        loading={loading}
      />
      {reporting && (
        <CodeBoundary component={ReportProblem} fallback={null}>
          <ReportProblem onClose={() => setReporting(false)} />
        </CodeBoundary>
      )}
    </ShowAhead>
  );
}
