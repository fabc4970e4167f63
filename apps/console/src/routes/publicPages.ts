import { type Preloadable, preloadable } from '../shared/preloadable';

/**
 * The pages outside the console frame, each its own chunk, loaded on first visit: the public pages of spec
 * §2 "Routes needing no login" (by path) and the signed-in pages without the sidebar (`/index`, the profile).
 */
export const publicPages: Record<string, Preloadable<object>> = {
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

/** Signed-in pages without the sidebar (spec §2 "Other pages"), by path. */
export const standalonePages: Record<string, Preloadable<object>> = {
  '/index': preloadable(() => import('../screens/index/IndexPage').then((m) => m.IndexPage)),
  '/user/profile': preloadable(() => import('../screens/profile/ProfilePage').then((m) => m.ProfilePage)),
  '/onsite/kiosk': preloadable(() => import('../screens/onsiteService/KioskPage').then((m) => m.KioskPage)),
};
