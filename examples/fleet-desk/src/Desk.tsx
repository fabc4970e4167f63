import { findMatchedChain } from '@console/core';
import { AccessProvider, ConsoleLayout, Empty, useFeedback } from '@console/ui';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { Me } from './api';
import { routes } from './routes';

/** The signed-in frame: the layout over the app's routes, and the user's permissions for <HasPermi>. */
export function Desk({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const feedback = useFeedback();
  // userType 0: the app's routes name no user types; userRole is the level the routes' `permissions` compare.
  const user = useMemo(() => ({ name: me.name, avatar: '', userType: 0, userRole: me.level }), [me]);

  // The layout renders each open tab's page by its full path and keeps it alive while the tab is open.
  const renderPage = useCallback((fullPath: string): ReactNode => {
    const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
    const Page = findMatchedChain(routes, pathname).at(-1)?.element;
    return Page ? <Page fullPath={fullPath} /> : <Empty description="No such page." />;
  }, []);

  return (
    <AccessProvider permissions={me.permissions}>
      <ConsoleLayout
        routes={routes}
        user={user}
        renderPage={renderPage}
        feedback={feedback}
        onLogout={onSignOut}
        product="Fleet Desk"
        dashboardPath="/dashboard"
      />
    </AccessProvider>
  );
}
