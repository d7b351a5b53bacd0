import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_MESSAGE, type NewCartItem } from '../lib/api';
import { useCart, VISITOR_CART_FULL, VISITOR_CART_KEY } from './cart';
import { useSession } from './session';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const item = (quantity = 1, size: NewCartItem['size'] = 'Small'): NewCartItem => ({
  shape: 'Square',
  size,
  width: 20,
  height: 20,
  quantity,
  origImageUrl: '/images/a.png',
  pixImageUrl: '/images/a.png',
  colorMap: '{}',
});

/** Prices like the server: $149.99 a Small, ids are positions ("0", "1", ...). */
function priced(items: NewCartItem[]) {
  return items.map((it, i) => ({ ...it, id: String(i), price: 149.99, priceCents: 14999, colorCounts: [] }));
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/cart/price') return json(200, { data: priced(JSON.parse(String(init.body)).items) });
    return json(404, { error: { code: 'NOT_FOUND', message: 'No such route.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ status: 'anonymous', user: null, isAdmin: false });
  useCart.setState({ items: [], count: 0, subtotalCents: 0, status: 'idle', error: null, notice: null });
});

const stored = () => JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? '[]') as NewCartItem[];

describe('visitor cart', () => {
  it('adds to localStorage `order-info` and prices through the server', async () => {
    await useCart.getState().add({ ...item(2), price: 1 } as NewCartItem);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).not.toHaveProperty('price');
    // The colour blending goes with the item ('off' for an item made without one).
    expect(stored()[0].blending).toBe('off');
    await useCart.getState().add({ ...item(1, 'Medium'), blending: 'smooth' });
    expect(stored()[1].blending).toBe('smooth');
    await useCart.getState().setQuantity('1', 0);
    const s = useCart.getState();
    expect(s.count).toBe(2);
    expect(s.subtotalCents).toBe(29998);
    expect(s.status).toBe('ready');
  });

  it('sets quantities and removes at 0', async () => {
    await useCart.getState().add(item(1));
    await useCart.getState().add(item(1, 'Medium'));
    await useCart.getState().setQuantity('0', 3);
    expect(stored().map((i) => i.quantity)).toEqual([3, 1]);
    expect(useCart.getState().count).toBe(4);
    await useCart.getState().setQuantity('0', 0);
    expect(stored().map((i) => i.size)).toEqual(['Medium']);
    await useCart.getState().remove('0');
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
    expect(useCart.getState().items).toEqual([]);
  });

  it('keeps an item the server refuses out of localStorage', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(400, { error: { code: 'VALIDATION_FAILED', message: 'The mosaic data is damaged.' } }),
    );
    await expect(useCart.getState().add(item())).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
    expect(useCart.getState().status).toBe('error');
    expect(useCart.getState().error).toBe('The mosaic data is damaged.');
  });

  it('drops stored items the server can no longer price and tells the visitor', async () => {
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([item(1), { ...item(2), size: 'Huge' }]));
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const items = JSON.parse(String(init.body)).items as NewCartItem[];
      // One raw entry of the visitor cart has a size no shop sells.
      if (items.some((i) => (i.size as string) === 'Huge'))
        return json(400, { error: { code: 'VALIDATION_FAILED', message: 'Pick Small, Medium, Large or Custom.' } });
      return json(200, { data: priced(items) });
    });
    await useCart.getState().load();
    expect(stored().map((i) => i.size)).toEqual(['Small']);
    expect(useCart.getState().count).toBe(1);
    expect(useCart.getState().status).toBe('ready');
    expect(useCart.getState().notice).toMatch(/removed an item/);
  });

  it('says so when browser storage is full, keeping the cart as it was', async () => {
    await useCart.getState().add(item(1));
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(useCart.getState().add(item(1, 'Medium'))).rejects.toThrow(VISITOR_CART_FULL);
    full.mockRestore();
    expect(stored().map((i) => i.size)).toEqual(['Small']);
    expect(useCart.getState().error).toBe(VISITOR_CART_FULL);
  });

  it('lets the newest call win when answers arrive out of order', async () => {
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([item(1)]));
    let releaseSlow!: () => void;
    fetchMock.mockImplementationOnce(async (_url: string, init: RequestInit) => {
      await new Promise<void>((r) => (releaseSlow = r));
      return json(200, { data: priced(JSON.parse(String(init.body)).items) });
    });
    const shown: number[] = [];
    const unsubscribe = useCart.subscribe((s) => shown.push(s.count));
    const slow = useCart.getState().load();
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([item(5)]));
    const newer = useCart.getState().load();
    await new Promise((r) => setTimeout(r, 0));
    releaseSlow();
    await Promise.all([slow, newer]);
    unsubscribe();
    expect(useCart.getState().count).toBe(5);
    // The slow answer (a count of 1) was never shown: only the newest lands.
    expect(shown).not.toContain(1);
  });
});

describe('customer cart', () => {
  it('uses the server cart', async () => {
    useSession.setState({ status: 'authenticated' });
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      expect(init.credentials).toBe('same-origin');
      if (url === '/api/cart/items' && init.method === 'POST')
        return json(200, { data: priced([JSON.parse(String(init.body))]) });
      if (url === '/api/cart/items/0' && init.method === 'PUT')
        return json(200, { data: priced([item(JSON.parse(String(init.body)).quantity)]) });
      return json(404, {});
    });
    await useCart.getState().add(item());
    await useCart.getState().setQuantity('0', 4);
    expect(useCart.getState().count).toBe(4);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
  });
});

describe('api client', () => {
  it('turns a dropped connection into an ApiError with a short message', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await useCart
      .getState()
      .load()
      .catch(() => undefined);
    localStorage.setItem(VISITOR_CART_KEY, JSON.stringify([item()]));
    await useCart.getState().load();
    expect(useCart.getState().status).toBe('error');
    expect(useCart.getState().error).toBe(NETWORK_MESSAGE);
  });
});
