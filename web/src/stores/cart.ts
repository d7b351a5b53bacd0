// The cart. A visitor's lives in this browser (visitorCart.ts; priced for display by POST /api/cart/price);
// a customer's lives on the server (/api/cart...). Prices always come from the server. The cart follows
// the session: when who is using the shop changes, the cart notes whose it is and loads it (neither store
// calls the other; the cart listens).
import type { CartPriceRequest, CartQuantityUpdate } from '@brixilated/shop';
import { create } from 'zustand';
import { LatestOnly } from '../lib/latest';
import { api, ApiError, errorMessage, type CartItem, type NewCartItem } from '../lib/api';
import { useSession } from './session';
import { readVisitorCart, writeVisitorCart } from './visitorCart';
import { keepVisitorPictures } from './visitorPictures';

export {
  VISITOR_CART_FULL,
  VISITOR_CART_KEY,
  clearVisitorCart,
  readVisitorCart,
  writeVisitorCart,
} from './visitorCart';

export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

interface CartState {
  /** A logged-in customer's cart (on the server), else a visitor's (in this browser). */
  customer: boolean;
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
  /**
   * The item `id` made again: `item` takes its place with its quantity (a design opened from the cart and
   * changed). When `id` is no longer in the cart, `item` is added.
   */
  replace: (id: CartItem['id'], item: NewCartItem) => Promise<void>;
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
  const {
    shape,
    size,
    width,
    height,
    quantity,
    origImageUrl,
    pixImageUrl,
    colorMap,
    blending,
    colorCap,
    tidy,
    recipe,
  } = item;
  return {
    shape,
    size,
    width,
    height,
    quantity: quantity || 1,
    origImageUrl,
    pixImageUrl,
    colorMap,
    blending: blending ?? 'off',
    colorCap: colorCap ?? 'all',
    tidy: tidy ?? false,
    recipe: recipe ?? null,
  };
}

/** What a cart call answers: the priced items, and something the visitor should know about them. */
interface CartAnswer {
  items: CartItem[];
  notice?: string;
}

async function priceItems(raw: NewCartItem[]): Promise<CartAnswer> {
  if (raw.length === 0) return { items: [] };
  return {
    items: (await api.post<{ data: CartItem[] }>('/cart/price', { items: raw } satisfies CartPriceRequest)).data,
  };
}

// Prices the given visitor items and only then stores them, so an item the server refuses never lingers
// in localStorage.
async function priceVisitorCart(raw: NewCartItem[]): Promise<CartAnswer> {
  const answer = await priceItems(raw);
  writeVisitorCart(raw);
  void keepVisitorPictures(raw);
  return answer;
}

// A stored visitor cart the server refuses as a whole (say, one item saved by an older version of the
// shop) would block the cart for good: price the items one by one and keep those that still price.
async function salvageVisitorCart(raw: NewCartItem[]): Promise<CartAnswer> {
  const kept: NewCartItem[] = [];
  for (const entry of raw) {
    try {
      await api.post('/cart/price', { items: [entry] } satisfies CartPriceRequest);
      kept.push(entry);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
    }
  }
  const dropped = raw.length - kept.length;
  const answer = await priceVisitorCart(kept);
  if (dropped === 0) return answer;
  const notice = `We removed ${dropped === 1 ? 'an item' : `${dropped} items`} from your cart that could no longer be ordered. Please make ${dropped === 1 ? 'it' : 'them'} again.`;
  return { ...answer, notice };
}

async function loadCart(customer: boolean): Promise<CartAnswer> {
  if (customer) return { items: (await api.get<{ data: CartItem[] }>('/cart')).data };
  const raw = readVisitorCart();
  try {
    // Only priced: the stored items stay as they are (another tab may be changing them meanwhile).
    const answer = await priceItems(raw);
    void keepVisitorPictures(raw);
    return answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 400 && raw.length > 0) return salvageVisitorCart(raw);
    throw err;
  }
}

/** A visitor's item (its id is its position) set to `quantity` in localStorage, 0 removing it; then priced again. */
async function setVisitorQuantity(id: CartItem['id'], quantity: number): Promise<CartAnswer> {
  const raw = readVisitorCart();
  const index = Number(id);
  if (!Number.isInteger(index) || index < 0 || index >= raw.length) return loadCart(false);
  if (quantity === 0) raw.splice(index, 1);
  else raw[index] = { ...raw[index], quantity };
  return priceVisitorCart(raw);
}

const itemPath = (id: CartItem['id']) => `/cart/items/${encodeURIComponent(String(id))}`;

export const useCart = create<CartState>((set, get) => {
  // Every answer goes through one "newest request wins" queue, so an older answer (a slow visitor
  // pricing, say) never overwrites a newer one (the customer's cart loaded after login). A change is made
  // first and its answer then queued; a load is queued as it is.
  const answers = new LatestOnly<() => Promise<CartAnswer>, CartAnswer>(
    (answer) => answer(),
    ({ items, notice }, _call, stale) => {
      if (!stale) set({ items, ...cartTotals(items), status: 'ready', error: null, notice: notice ?? null });
    },
    (err, _call, stale) => {
      if (!stale) set({ status: 'error', error: errorMessage(err) });
    },
  );

  /** Makes a change and shows its answer; a failure is shown and thrown to the caller. */
  async function change(make: () => Promise<CartAnswer>): Promise<void> {
    if (get().items.length === 0) set({ status: 'loading' });
    let answer: CartAnswer;
    try {
      answer = await make();
    } catch (err) {
      set({ status: 'error', error: errorMessage(err) });
      throw err;
    }
    answers.request(async () => answer);
    await answers.idle();
  }

  return {
    customer: false,
    items: [],
    count: 0,
    subtotalCents: 0,
    status: 'idle',
    error: null,
    notice: null,

    load() {
      if (get().items.length === 0) set({ status: 'loading' });
      answers.request(() => loadCart(get().customer));
      return answers.idle();
    },

    add: (item) =>
      change(async () => {
        const clean = toNewItem(item);
        if (get().customer) return { items: (await api.post<{ data: CartItem[] }>('/cart/items', clean)).data };
        return priceVisitorCart([...readVisitorCart(), clean]);
      }),

    setQuantity: (id, quantity) =>
      change(async () => {
        const q = Math.max(0, Math.floor(quantity));
        if (get().customer)
          return {
            items: (await api.put<{ data: CartItem[] }>(itemPath(id), { quantity: q } satisfies CartQuantityUpdate))
              .data,
          };
        return setVisitorQuantity(id, q);
      }),

    remove: (id) =>
      change(async () => {
        if (get().customer) return { items: (await api.del<{ data: CartItem[] }>(itemPath(id))).data };
        return setVisitorQuantity(id, 0);
      }),

    replace: (id, item) =>
      change(async () => {
        const old = get().items.find((i) => i.id === id);
        const clean = { ...toNewItem(item), quantity: old?.quantity ?? 1 };
        if (!get().customer) {
          const raw = readVisitorCart();
          const index = Number(id);
          if (old && Number.isInteger(index) && index >= 0 && index < raw.length) raw[index] = clean;
          else raw.push(clean);
          return priceVisitorCart(raw);
        }
        // Added first, so a refusal leaves the old line as it was; then the old line goes.
        const added = (await api.post<{ data: CartItem[] }>('/cart/items', clean)).data;
        const kept = old && added.find((i) => i.id === id);
        if (!old || !kept) return { items: added };
        // Nothing changed: the Brix joined its own line, whose quantity goes back to what it was.
        if (kept.quantity !== old.quantity)
          return {
            items: (
              await api.put<{ data: CartItem[] }>(itemPath(id), {
                quantity: old.quantity,
              } satisfies CartQuantityUpdate)
            ).data,
          };
        return { items: (await api.del<{ data: CartItem[] }>(itemPath(id))).data };
      }),
  };
});

// Whoever is using the shop, their cart is shown: a change of session (checked on arrival, a login, a
// sign-up, a password reset, a logout) sets whose cart it is and loads it again. The session is still being
// asked for when this module loads (the header imports the cart before the first check), so following its
// changes is enough.
useSession.subscribe((now, before) => {
  if (now.status === 'loading') return;
  useCart.setState({ customer: now.status === 'authenticated' });
  if (now.status !== before.status || now.user?._id !== before.user?._id) void useCart.getState().load();
});
