import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ADDIN_STORE_ROUTE, WEB_ROUTES } from '@arcline/shared';
import { AppRoot } from './AppRoot';
import { ErrorPage } from './pages/ErrorPage';
import { LandingPage } from './pages/LandingPage';
import { AppShell } from './modules/shell/components/AppShell';
import { RedirectIfLoggedIn } from './modules/session/components/RedirectIfLoggedIn';
import { RequireLogin } from './modules/session/components/RequireLogin';
import { RequireSuperUser } from './modules/configuration/components/RequireSuperUser';
import { RequireAdmin } from './modules/configuration/components/RequireAdmin';
import { prefetchMatrixDetail } from './modules/matrix/utils/matrixDetailQuery';

/** A route whose page is loaded on first visit, with its own error page. */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }), errorElement: <ErrorPage /> };
}

/** The app's routes: the browser's router (router.tsx) and the server's first screen (entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    // Unknown paths and errors outside a page land here: the 'Oops!' page.
    errorElement: <ErrorPage />,
    children: [
      { path: WEB_ROUTES.landing, element: <LandingPage />, errorElement: <ErrorPage /> },
      {
        element: <RedirectIfLoggedIn />,
        children: [
          lazyPage(WEB_ROUTES.login, () => import('./pages/LoginPage').then((m) => m.LoginPage)),
          lazyPage(WEB_ROUTES.signup, () => import('./pages/SignupPage').then((m) => m.SignupPage)),
          lazyPage(WEB_ROUTES.forgotPassword, () => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
        ],
      },
      lazyPage(WEB_ROUTES.resetPassword, () => import('./pages/ResetPasswordPage').then((m) => m.ResetPasswordPage)),
      {
        element: <RequireLogin redirectTo={WEB_ROUTES.login} />,
        children: [
          lazyPage(WEB_ROUTES.verifyEmail, () => import('./pages/VerifyEmailPage').then((m) => m.VerifyEmailPage)),
          lazyPage(WEB_ROUTES.changePassword, () => import('./pages/ChangePasswordPage').then((m) => m.ChangePasswordPage)),
        ],
      },
      {
        element: <RequireLogin redirectTo={WEB_ROUTES.landing} />,
        children: [
          {
            element: <AppShell />,
            errorElement: <ErrorPage />,
            children: [
              lazyPage(WEB_ROUTES.home, () => import('./pages/ArclinePage').then((m) => m.ArclinePage)),
              lazyPage(WEB_ROUTES.matrix, () => import('./pages/MatrixListPage').then((m) => m.MatrixListPage)),
              // The first rows are asked for while the page's code loads.
              { ...lazyPage(`${WEB_ROUTES.matrix}/:id`, () => import('./pages/MatrixDetailPage').then((m) => m.MatrixDetailPage)), loader: prefetchMatrixDetail },
              {
                element: <RequireAdmin />,
                children: [lazyPage(WEB_ROUTES.admin, () => import('./pages/AdminPage').then((m) => m.AdminPage))],
              },
            ],
          },
        ],
      },
      {
        element: <RequireSuperUser />,
        children: [
          lazyPage(WEB_ROUTES.tests, () => import('./pages/SelfTestsPage').then((m) => m.SelfTestsPage)),
          lazyPage(WEB_ROUTES.super, () => import('./pages/SuperUserPage').then((m) => m.SuperUserPage)),
        ],
      },
      lazyPage(WEB_ROUTES.loginSuccess, () => import('./pages/LoginSuccessPage').then((m) => m.LoginSuccessPage)),
      lazyPage(WEB_ROUTES.loginFailure, () => import('./pages/LoginFailurePage').then((m) => m.LoginFailurePage)),
      lazyPage(WEB_ROUTES.logout, () => import('./pages/LogoutPage').then((m) => m.LogoutPage)),
      lazyPage(WEB_ROUTES.tos, () => import('./pages/TermsPage').then((m) => m.TermsPage)),
      lazyPage(WEB_ROUTES.support, () => import('./pages/SupportPage').then((m) => m.SupportPage)),
      lazyPage(WEB_ROUTES.install, () => import('./pages/InstallPage').then((m) => m.InstallPage)),
      lazyPage(ADDIN_STORE_ROUTE, () => import('./pages/StoreRedirectPage').then((m) => m.StoreRedirectPage)),
    ],
  },
];


/**
 * Starts loading (and evaluating) the code of the lazy pages `pathname` shows, before the router exists: web/src/main.tsx
 * calls it while the server still renders the first screen (api/src/firstScreen.ts), so the page's modules are ready
 * when the router asks for them (the same `import()`, answered from the module map).
 */
export function loadPagesOf(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
}
