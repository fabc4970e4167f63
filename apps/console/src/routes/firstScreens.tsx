// What the first page may need, kept apart from the signed-in screens (routes/pages.tsx) so they stay out of
// the main script: the public pages and the way into the console frame.
import { type ComponentProps, Suspense } from 'react';
import { type Preloadable, preloadable } from '../shared/preloadable';
import type { ConsoleShell as Shell } from '../shell/ConsoleShell';
import { LoadingScreen } from '../shell/LoadingScreen';

/** Public pages (spec §2 "Routes needing no login"), each its own chunk, loaded on first use. */
export const publicScreens: Record<string, Preloadable<object>> = {
  '/login': preloadable(() => import('../screens/auth/LoginPage').then((m) => m.LoginPage)),
  '/register': preloadable(() => import('../screens/auth/RegisterPage').then((m) => m.RegisterPage)),
  '/forgotPassword': preloadable(() =>
    import('../screens/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  ),
  '/changePassword': preloadable(() =>
    import('../screens/auth/ChangePasswordPage').then((m) => m.ChangePasswordPage),
  ),
  '/login_setup': preloadable(() => import('../screens/auth/LoginSetupPage').then((m) => m.LoginSetupPage)),
  '/home': preloadable(() => import('../screens/home/HomeRoute').then((m) => m.HomeRoute)),
  '/brands': preloadable(() => import('../screens/public/BrandsPage').then((m) => m.BrandsPage)),
  '/retailers': preloadable(() => import('../screens/public/RetailersPage').then((m) => m.RetailersPage)),
  '/questionnaire': preloadable(() =>
    import('../screens/public/QuestionnairePage').then((m) => m.QuestionnairePage),
  ),
  '/serviceOrderPdf': preloadable(() =>
    import('../screens/public/ServiceOrderPdfPage').then((m) => m.ServiceOrderPdfPage),
  ),
  '/404': preloadable(() => import('../screens/errors/NotFoundPage').then((m) => m.NotFoundPage)),
  '/401': preloadable(() => import('../screens/errors/ForbiddenPage').then((m) => m.ForbiddenPage)),
};

/** The public page at `path` (404 for an unknown one). */
export function PublicScreen({ path }: { path: string }) {
  const Screen = publicScreens[path] ?? publicScreens['/404'];
  if (!Screen) return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

/** The signed-in part of the app (guard, then the console frame), loaded once a login is stored. */
export const SignedInRoutes = preloadable(() =>
  import('../app/SignedInRoutes').then((m) => m.SignedInRoutes),
);
export const ConsoleShell = preloadable<ComponentProps<typeof Shell>>(() =>
  import('../shell/ConsoleShell').then((m) => m.ConsoleShell),
);
