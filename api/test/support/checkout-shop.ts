// A fresh shop for checkout tests: the foundation's test shop with a real file store in a temp
// folder, plus steps a customer takes (sign up with a visitor cart, save an address, pay).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { test } from 'vitest';
import type { AppOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/types.ts';
import type { AppConfig } from '../../src/config.ts';
import type { Mailer } from '../../src/mail/mailer.ts';
import { LocalFileStorage } from '../../src/storage/local.ts';
import { cartItem, createTestShop, type TestShop } from './app.ts';

export const CHICAGO = {
  name: 'Ada Lovelace',
  streetAddress: '233 S Wacker Dr',
  streetAddress2: 'Suite 100',
  city: 'Chicago',
  state: 'Illinois',
  zip: '60606',
};

export const NEW_YORK = {
  name: 'Grace Hopper',
  streetAddress: '20 W 34th St',
  streetAddress2: '',
  city: 'New York',
  state: 'New York',
  zip: '10001',
};

/** A card a year ahead, so the expiry is never in the past. */
export const card = (cardNumber: string) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
});

export async function createCheckoutShop(
  options: { extra?: Partial<AppOptions>; config?: Partial<AppConfig>; mailer?: Mailer; db?: Kysely<Database> } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'brix-checkout-'));
  const storage = new LocalFileStorage(dataDir);
  const shop = await createTestShop({
    db: options.db,
    config: { dataDir, ...options.config },
    mailer: options.mailer,
    extra: { storage, ...options.extra },
  });

  /** A customer who built a cart as a visitor, signed up (the cart is merged) and saved an address. */
  async function customerWithCart(
    items: unknown[] = [cartItem()],
    address: typeof CHICAGO = CHICAGO,
    overrides: Record<string, unknown> = {},
  ) {
    const { token, user, res } = await shop.signUp({ cart: items, ...overrides });
    if (res.body.cartCount !== items.reduce((n: number, i) => n + ((i as { quantity?: number }).quantity ?? 1), 0)) {
      throw new Error(`cart not merged: ${res.text}`);
    }
    const saved = await shop.put(`/api/user/update/${encodeURIComponent(user.email)}`, { address: [address] }, token);
    if (saved.status !== 200) throw new Error(`address not saved: ${saved.status} ${saved.text}`);
    return { token, user };
  }

  /** Intent, then the test card: the order (throws when the payment did not succeed). */
  async function pay(token: string, choice: Record<string, unknown> = {}, cardNumber = '4242 4242 4242 4242') {
    const created = await shop.post(
      '/api/payment/create',
      { shippingIndex: 0, addressIndex: 0, gift: false, ...choice },
      token,
    );
    if (created.status !== 200) throw new Error(`create failed: ${created.status} ${created.text}`);
    const confirmed = await shop.post('/api/payment/confirm', { id: created.body.id, ...card(cardNumber) }, token);
    if (confirmed.status !== 200 || confirmed.body.status !== 'succeeded')
      throw new Error(`confirm failed: ${confirmed.status} ${confirmed.text}`);
    return { created: created.body, order: confirmed.body.order };
  }

  async function orderCount(): Promise<number> {
    const row = await shop.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The stored checkout of a payment (its `payment_intents` row). */
  async function checkout(paymentId: string) {
    return shop.db.selectFrom('payment_intents').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
  }

  async function storedFiles(folder: string): Promise<string[]> {
    try {
      return await readdir(path.join(dataDir, folder), { recursive: true });
    } catch {
      return [];
    }
  }

  return {
    ...shop,
    shop: shop as TestShop,
    storage,
    dataDir,
    customerWithCart,
    pay,
    orderCount,
    checkout,
    storedFiles,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export type CheckoutShop = Awaited<ReturnType<typeof createCheckoutShop>>;

/** Vitest's `it` with a fresh checkout shop for each test that asks for one, cleaned up after it: `it('...', async ({ shop }) => ...)`. */
export const it = test.extend<{ shop: CheckoutShop }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a function needs from its first parameter
  shop: async ({}, use) => {
    const shop = await createCheckoutShop();
    await use(shop);
    await shop.cleanup();
  },
});
