import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useSession } from '../stores/session';
import { Footer } from './Footer';
import { Loading } from './guards';
import { Header } from './Header';

/** The frame of every screen: skip link, header, the routed screen, footer. */
export function Layout() {
  useEffect(() => {
    void useSession.getState().refresh();
  }, []);

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
