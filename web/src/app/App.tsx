import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactNode } from 'react';
import { BLUEPRINT_PAGE_ROUTE, BUILD_PAGE_ROUTE, ORDER_PAGE_ROUTE } from '@brixilated/shop';
import { trackPageView } from './analytics';
import { setDefaultTitle } from '../lib/usePageTitle';
import { BladeRoute } from './BladeNavigator';
import { RedirectIfLoggedIn, RequireAdmin, RequireCart, RequireLogin } from './guards';
import { Layout } from './Layout';
import NotFound from './NotFound';
import { RouteError } from './RouteError';
import * as Pages from './pages';

/** Authentication screens, keyed by path so each visit judges the session afresh. */
function AuthScreen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RedirectIfLoggedIn key={pathname}>{children}</RedirectIfLoggedIn>;
}

/** The shop's routes, each with its guard (guards.tsx). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <BladeRoute blade="home" /> },
      // The landing page under its other name.
      { path: '/what-is-brix', element: <BladeRoute blade="home" /> },
      { path: '/how-to-brix', element: <BladeRoute blade="how-to-brix" /> },
      { path: '/pricing', element: <BladeRoute blade="pricing" /> },
      { path: '/gallery', element: <BladeRoute blade="gallery" /> },
      { path: '/start-order', element: <BladeRoute blade="start-order" /> },
      { path: '/order', element: <Pages.OrderPage /> },
      {
        path: '/signup',
        element: (
          <AuthScreen>
            <Pages.SignupPage />
          </AuthScreen>
        ),
      },
      {
        path: '/login',
        element: (
          <AuthScreen>
            <Pages.LoginPage />
          </AuthScreen>
        ),
      },
      {
        path: '/forgot-password',
        element: (
          <AuthScreen>
            <Pages.ForgotPasswordPage />
          </AuthScreen>
        ),
      },
      {
        path: '/reset/:token',
        element: (
          <AuthScreen>
            <Pages.ResetPasswordPage />
          </AuthScreen>
        ),
      },
      {
        path: '/reset-error',
        element: (
          <AuthScreen>
            <Pages.ResetErrorPage />
          </AuthScreen>
        ),
      },
      {
        path: '/account',
        element: (
          <RequireLogin>
            <Pages.AccountPage />
          </RequireLogin>
        ),
      },
      {
        path: ORDER_PAGE_ROUTE,
        element: (
          <RequireLogin note="Log in to see your order.">
            <Pages.AccountPage />
          </RequireLogin>
        ),
      },
      {
        path: BLUEPRINT_PAGE_ROUTE,
        element: (
          <RequireLogin note="Log in to open your blueprint.">
            <Pages.OpenBlueprintPage />
          </RequireLogin>
        ),
      },
      {
        path: BUILD_PAGE_ROUTE,
        element: (
          <RequireLogin note="Log in to build your Brix.">
            <Pages.BuildPage />
          </RequireLogin>
        ),
      },
      { path: '/cart', element: <Pages.CartPage /> },
      {
        path: '/checkout',
        element: (
          <RequireCart>
            <Pages.CheckoutPage />
          </RequireCart>
        ),
      },
      { path: '/contact', element: <Pages.ContactPage /> },
      { path: '/terms-and-conditions', element: <Pages.TermsPage /> },
      { path: '/privacy-policy', element: <Pages.PrivacyPage /> },
      { path: '/faq', element: <Pages.FaqPage /> },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <Pages.AdminPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

const router = createBrowserRouter(routes);

// Page views: one per route change, counted from the router itself so a screen that is still loading
// when the visitor moves on is counted too.
// Each route also gets a default document title, which a screen may refine with usePageTitle().
let trackedPath = router.state.location.pathname;
trackPageView(trackedPath);
setDefaultTitle(trackedPath);
router.subscribe(({ location }) => {
  if (location.pathname === trackedPath) return;
  trackedPath = location.pathname;
  trackPageView(trackedPath);
  setDefaultTitle(trackedPath);
});

export function App() {
  return <RouterProvider router={router} />;
}
