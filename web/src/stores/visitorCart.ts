// The visitor cart in this browser: the raw NewCartItems the wizard made, in localStorage under
// `order-info`. Only storage here; the cart store prices them, and logging in hands them to the server.
import type { NewCartItem } from '../lib/api';

export const VISITOR_CART_KEY = 'order-info';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The visitor cart as stored; anything unreadable counts as empty. */
export function readVisitorCart(): NewCartItem[] {
  const raw = storage()?.getItem(VISITOR_CART_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as NewCartItem[]) : [];
  } catch {
    return [];
  }
}

export const VISITOR_CART_FULL =
  'Your cart is too big to keep in this browser. Log in or create an account to keep adding Brixes.';

export function writeVisitorCart(items: NewCartItem[]): void {
  const store = storage();
  if (!store) return;
  if (items.length === 0) {
    store.removeItem(VISITOR_CART_KEY);
    return;
  }
  try {
    store.setItem(VISITOR_CART_KEY, JSON.stringify(items));
  } catch {
    // Browser storage is small (about 5 MB) and each mosaic's grid is large.
    throw new Error(VISITOR_CART_FULL);
  }
}

export function clearVisitorCart(): void {
  storage()?.removeItem(VISITOR_CART_KEY);
}
