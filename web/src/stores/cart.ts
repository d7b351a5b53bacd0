// The cart. A visitor's lives in localStorage under `order-info` (the raw NewCartItems the wizard made,
// priced for display by POST /api/cart/price); a customer's lives on the server (/api/cart...).
// Prices always come from the server.
import { create } from 'zustand';
import { api, ApiError, errorMessage, type CartItem, type NewCartItem } from '../lib/api';
import { useSession } from './session';

export const VISITOR_CART_KEY = 'order-info';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

interface CartState {
  items: CartItem[];
  /** Sum of quantities. */
  count: number;
  /** Sum of price x quantity, in cents. */
  subtotalCents: number;
  status: CartStatus;
  /** A customer-readable message when the last cart call failed. */
  error: string | null;
  /** Something the visitor should know about their cart (items dropped because they could not be priced). */
  notice: string | null;
  load: () => Promise<void>;
  add: (item: NewCartItem) => Promise<void>;
  /** 0 removes the item. */
  setQuantity: (id: CartItem['id'], quantity: number) => Promise<void>;
  remove: (id: CartItem['id']) => Promise<void>;
}

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

export function cartTotals(items: CartItem[]): { count: number; subtotalCents: number } {
  let count = 0;
  let subtotalCents = 0;
  for (const item of items) {
    count += item.quantity;
    subtotalCents += item.priceCents * item.quantity;
  }
  return { count, subtotalCents };
}

/** Only the fields the API accepts for a new item (never a price). */
function toNewItem(item: NewCartItem): NewCartItem {
  const { shape, size, width, height, quantity, origImageUrl, pixImageUrl, colorMap } = item;
  return { shape, size, width, height, quantity: quantity || 1, origImageUrl, pixImageUrl, colorMap };
}

const isCustomer = () => useSession.getState().status === 'authenticated';

export const useCart = create<CartState>((set, get) => {
  // Each call takes a ticket and only the newest call's answer lands, so a slow visitor pricing cannot
  // overwrite the customer's cart loaded after login.
  let latest = 0;
  type Settle = (items: CartItem[]) => void;

  // Prices the given visitor items and only then stores them, so an item the server refuses never
  // lingers in localStorage.
  async function priceVisitorCart(settle: Settle, raw: NewCartItem[] = readVisitorCart()): Promise<void> {
    if (raw.length === 0) {
      writeVisitorCart(raw);
      return settle([]);
    }
    const { data } = await api.post<{ data: CartItem[] }>('/cart/price', { items: raw });
    writeVisitorCart(raw);
    settle(data);
  }

  // A stored visitor cart the server refuses as a whole (say, one item saved by an older version of the
  // shop) would block the cart for good: price the items one by one and keep those that still price.
  async function salvageVisitorCart(settle: Settle, raw: NewCartItem[]): Promise<void> {
    const kept: NewCartItem[] = [];
    for (const entry of raw) {
      try {
        await api.post('/cart/price', { items: [entry] });
        kept.push(entry);
      } catch (err) {
        if (!(err instanceof ApiError) || err.status !== 400) throw err;
      }
    }
    const dropped = raw.length - kept.length;
    await priceVisitorCart(settle, kept);
    if (dropped > 0) {
      set({
        notice: `We removed ${dropped === 1 ? 'an item' : `${dropped} items`} from your cart that could no longer be ordered. Please make ${dropped === 1 ? 'it' : 'them'} again.`,
      });
    }
  }

  async function run(work: (settle: Settle) => Promise<void>, rethrow: boolean): Promise<void> {
    const mine = ++latest;
    const settle: Settle = (items) => {
      if (mine === latest) set({ items, ...cartTotals(items), status: 'ready', error: null, notice: null });
    };
    if (get().items.length === 0) set({ status: 'loading' });
    try {
      await work(settle);
    } catch (err) {
      if (mine === latest) set({ status: 'error', error: errorMessage(err) });
      if (rethrow) throw err;
    }
  }

  /** A visitor's item (its id is its position) set to `quantity` in localStorage, 0 removing it; then priced again. */
  async function setVisitorQuantity(settle: Settle, id: CartItem['id'], quantity: number): Promise<void> {
    const raw = readVisitorCart();
    const index = Number(id);
    if (!Number.isInteger(index) || index < 0 || index >= raw.length) return;
    if (quantity === 0) raw.splice(index, 1);
    else raw[index] = { ...raw[index], quantity };
    await priceVisitorCart(settle, raw);
  }

  return {
    items: [],
    count: 0,
    subtotalCents: 0,
    status: 'idle',
    error: null,
    notice: null,

    load: () =>
      run(async (settle) => {
        if (isCustomer()) {
          settle((await api.get<{ data: CartItem[] }>('/cart')).data);
          return;
        }
        const raw = readVisitorCart();
        try {
          await priceVisitorCart(settle, raw);
        } catch (err) {
          if (err instanceof ApiError && err.status === 400 && raw.length > 0) await salvageVisitorCart(settle, raw);
          else throw err;
        }
      }, false),

    add: (item) =>
      run(async (settle) => {
        const clean = toNewItem(item);
        if (isCustomer()) settle((await api.post<{ data: CartItem[] }>('/cart/items', clean)).data);
        else await priceVisitorCart(settle, [...readVisitorCart(), clean]);
      }, true),

    setQuantity: (id, quantity) =>
      run(async (settle) => {
        const q = Math.max(0, Math.floor(quantity));
        if (isCustomer()) {
          const path = `/cart/items/${encodeURIComponent(String(id))}`;
          settle((await api.put<{ data: CartItem[] }>(path, { quantity: q })).data);
          return;
        }
        await setVisitorQuantity(settle, id, q);
      }, true),

    remove: (id) =>
      run(async (settle) => {
        if (isCustomer()) {
          settle((await api.del<{ data: CartItem[] }>(`/cart/items/${encodeURIComponent(String(id))}`)).data);
          return;
        }
        await setVisitorQuantity(settle, id, 0);
      }, true),
  };
});
