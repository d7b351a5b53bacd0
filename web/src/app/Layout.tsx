import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { dropSaveAfterLogin, inLoginFlow } from '../stores/keptWork';
import { useSession } from '../stores/session';
import { Footer } from './Footer';
import { Loading } from './guards';
import { Header } from './Header';

/** The frame of every screen: skip link, header, the routed screen, footer. */
export function Layout() {
  useEffect(() => {
    void useSession.getState().refresh();
  }, []);

  // A visitor who pressed Save design and then left the login and sign-up pages without logging in: the
  // design is no longer saved by itself (not into whoever logs in here next).
  const { pathname } = useLocation();
  const status = useSession((s) => s.status);
  useEffect(() => {
    if (status === 'anonymous' && !inLoginFlow(pathname)) dropSaveAfterLogin();
  }, [status, pathname]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
