// Who is using the shop. The session token itself is an HttpOnly cookie the server sets; page scripts
// never see it, so "am I logged in?" is always asked of the server (POST /api/auth/verify). The cart store
// follows this one (it reloads when the session changes); this store never calls it.
import { create } from 'zustand';
import type { AuthAnswer, LoginRequest, PasswordResetRequest, SignUpRequest, SkippedCart } from '@brixilated/shop';
import { api, type NewCartItem, type PublicUser } from '../lib/api';
import { forgetKeptWork } from './keptWork';
import { clearVisitorCart, readVisitorCart } from './visitorCart';
import { forgetVisitorPictures, restoreSweptPictures } from './visitorPictures';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  /** Digits only. */
  phone: string;
  password: string;
  confirmation: string;
}

/**
 * Where a page goes after login or sign-up: /cart when visitor items could not be kept (it says which and
 * why), else /checkout when the visitor had a cart, else /account.
 */
export interface AuthResult {
  user: PublicUser;
  cartCount: number;
  hadVisitorItems: boolean;
  next: '/cart' | '/checkout' | '/account';
}

interface SessionState {
  status: SessionStatus;
  user: PublicUser | null;
  isAdmin: boolean;
  /** The visitor-cart items the last login or sign-up could not keep, by reason, until the cart page said so. */
  skippedCart: SkippedCart | null;
  /** The cart page has told the shopper. */
  clearSkippedCart: () => void;
  /** Asks the server who the cookie belongs to; a failure means logged out. */
  refresh: () => Promise<void>;
  login: (email: string, password: string) => Promise<AuthResult>;
  signup: (fields: SignupFields) => Promise<AuthResult>;
  /** Completes a password reset (the server logs the user in). */
  resetPassword: (token: string, password: string, confirmation: string) => Promise<PublicUser>;
  /** Replaces the user after an account update. */
  setUser: (user: PublicUser) => void;
  /** Ends the session on the server; the caller then navigates to '/'. */
  logout: () => Promise<void>;
}

function signedIn(user: PublicUser) {
  return { status: 'authenticated' as const, user, isAdmin: Boolean(user.isAdmin) };
}
const signedOut = { status: 'anonymous' as const, user: null, isAdmin: false, skippedCart: null };

let refreshing: Promise<void> | null = null;

export const useSession = create<SessionState>((set, get) => {
  // The visitor cart goes with the login/sign-up request and is cleared once the server holds it.
  async function authenticate(call: (cart: NewCartItem[]) => Promise<AuthAnswer>): Promise<AuthResult> {
    // Pictures the shop swept meanwhile are sent again from this browser's copies first.
    const visitorCart = await restoreSweptPictures(readVisitorCart());
    const answer = await call(visitorCart);
    clearVisitorCart();
    void forgetVisitorPictures();
    const skipped = answer.skippedCartItems > 0 ? answer.skippedCart : null;
    set({ ...signedIn(answer.user), skippedCart: skipped });
    const hadVisitorItems = visitorCart.length > 0;
    return {
      user: answer.user,
      cartCount: answer.cartCount,
      hadVisitorItems,
      next: skipped ? '/cart' : hadVisitorItems ? '/checkout' : '/account',
    };
  }

  return {
    status: 'loading',
    user: null,
    isAdmin: false,
    skippedCart: null,
    clearSkippedCart: () => set({ skippedCart: null }),

    refresh() {
      refreshing ??= (async () => {
        const before = get().status;
        let ended = false;
        try {
          const { user } = await api.post<{ user: PublicUser | null }>('/auth/verify');
          ended = before === 'authenticated' && !user;
          set(user ? signedIn(user) : signedOut);
        } catch (err) {
          console.warn('Session check failed; continuing as a visitor.', err);
          set(signedOut);
        } finally {
          // The shop says the session ended (expired, or logged out in another tab): what this browser kept
          // for it goes. A failed check (no connection) forgets nothing.
          if (ended) await forgetKeptWork();
          refreshing = null;
        }
      })();
      return refreshing;
    },

    login: (email, password) =>
      authenticate((cart) => api.post<AuthAnswer>('/user/login', { email, password, cart } satisfies LoginRequest)),

    signup: (fields) =>
      authenticate((cart) => api.post<AuthAnswer>('/user/create', { ...fields, cart } satisfies SignUpRequest)),

    async resetPassword(token, password, confirmation) {
      const { user } = await api.post<{ user: PublicUser }>('/user/reset', {
        token,
        password,
        confirmation,
      } satisfies PasswordResetRequest);
      set(signedIn(user));
      return user;
    },

    setUser: (user) => set(signedIn(user)),

    async logout() {
      try {
        await api.post('/user/logout');
      } finally {
        set(signedOut);
        // The next person on this browser gets neither the wizard (photo included) nor a pending save.
        await forgetKeptWork();
      }
    },
  };
});
