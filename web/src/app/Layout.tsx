import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useSession } from '../stores/session';
import { trackPageView } from './analytics';
import { Footer } from './Footer';
import { Loading } from './guards';
import { Header } from './Header';

/** The frame of every screen: skip link, header, the routed screen, footer; page views on each route change. */
export function Layout() {
  const location = useLocation();

  useEffect(() => {
    void useSession.getState().refresh();
  }, []);

  useEffect(() => {
    trackPageView(location.pathname);
  }, [location.pathname]);

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
