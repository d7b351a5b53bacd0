// Route guards: who may open which route. Every guard waits while the session is being checked.
import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../stores/session';
import { useCart } from '../stores/cart';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page route-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * /account: login required, otherwise /login. With `note`, the login page says it and the customer comes
 * back to this very address after logging in (an order page opened from an email).
 */
export function RequireLogin({ children, note }: { children: ReactNode; note?: string }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'anonymous') {
    // `{ returnTo, note }` is the return state the login form reads (the auth feature's `returnState`).
    const back = note ? { returnTo: location.pathname, note } : { from: location.pathname };
    return <Navigate to="/login" replace state={back} />;
  }
  return <>{children}</>;
}

/** /admin: not logged in goes to /login, logged in non-admin goes to /. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const isAdmin = useSession((s) => s.isAdmin);
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/**
 * Authentication screens: logged-in users are redirected to /. Only the state found on arrival counts,
 * so a login or sign-up made on the screen itself can send the customer on (to /checkout or /account).
 */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const arrival = useRef<'anonymous' | 'authenticated' | null>(null);
  if (arrival.current === null && status !== 'loading') arrival.current = status;
  if (arrival.current === null) return <Loading />;
  if (arrival.current === 'authenticated') return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** /checkout: a non-empty cart is required, otherwise /cart. */
export function RequireCart({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const cartStatus = useCart((s) => s.status);
  const count = useCart((s) => s.count);
  const seenItems = useRef(false);
  if (count > 0) seenItems.current = true;
  if (status === 'loading' || ((cartStatus === 'idle' || cartStatus === 'loading') && !seenItems.current)) {
    return <Loading />;
  }
  // Once checkout has started, an order emptying the cart must not bounce the success panel to /cart.
  if (count === 0 && !seenItems.current) return <Navigate to="/cart" replace />;
  return <>{children}</>;
}
