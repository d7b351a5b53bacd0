// Work this browser keeps for whoever is using it: the order wizard kept across reloads (features/order/
// persist.ts, photo included) and a visitor's "save my design once I have logged in". Both belong to one
// person: when a session ends (Logout, or the server no longer knows the session) they are forgotten, in
// memory and in the browser's storage, on every page. The save-after-login mark lasts SAVE_AFTER_LOGIN_MS
// and only while the visitor stays on the login and sign-up pages.
import { forgetKeptWizard } from '../features/order/persist';

/** How long a visitor's Save design waits for them to log in or sign up. */
export const SAVE_AFTER_LOGIN_MS = 30 * 60 * 1000;

const MARK_KEY = 'brix-save-after-login';

/** The pages of logging in or signing up (a visitor there may still come back to save their design). */
export function inLoginFlow(pathname: string): boolean {
  return /^\/(login|signup|forgot-password|reset-error|reset\/[^/]+)\/?$/.test(pathname);
}

/** The visitor pressed Save design and goes to log in or sign up. */
export function markSaveAfterLogin(now = Date.now()): void {
  try {
    localStorage.setItem(MARK_KEY, String(now));
  } catch {
    // Storage refused (private mode): the design is then not saved by itself, the customer presses Save again.
  }
}

/** Whether a Save design is waiting for the visitor's login (asked under SAVE_AFTER_LOGIN_MS ago). */
export function saveAfterLoginPending(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(MARK_KEY));
    return at > 0 && now - at >= 0 && now - at < SAVE_AFTER_LOGIN_MS;
  } catch {
    return false;
  }
}

export function dropSaveAfterLogin(): void {
  try {
    localStorage.removeItem(MARK_KEY);
  } catch {
    // nothing kept
  }
}

/** The wizard in memory, when its code is loaded (it registers how to empty itself). */
let forgetInMemory: (() => Promise<void>) | null = null;

export function onForgetKeptWork(forget: () => Promise<void>): void {
  forgetInMemory = forget;
}

/** The session ended: the wizard (in memory and kept) and a pending save-after-login are forgotten. */
export async function forgetKeptWork(): Promise<void> {
  dropSaveAfterLogin();
  const forgetting = [forgetInMemory, () => forgetKeptWizard()].map(async (forget) => {
    try {
      await forget?.();
    } catch (err) {
      console.warn('The kept order could not be forgotten.', err);
    }
  });
  await Promise.all(forgetting);
}
