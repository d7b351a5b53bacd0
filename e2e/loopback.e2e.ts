// `npm start` with nothing set (no PUBLIC_URL, no mail server, no Stripe keys), opened at
// http://127.0.0.1:PORT rather than the localhost it prints: a customer signs up, fills the cart and pays
// through the pages; a request from another Origin is still refused.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startShop as startShopProcess } from '../scripts/lib/server.mjs';
import { customerPage, newCustomer, smallSquare } from './support/accounts';
import { snap } from './support/browser';
import { checkoutToPayment, payWith, placedOrderNumber } from './support/checkout';
import type { ShopServer } from './support/server';
import { useShopAndBrowser, WEB_DIST } from './support/setup';

/** `npm start` as a newcomer runs it: only a fresh DATA_DIR, so the test leaves nothing behind. */
async function npmStart(): Promise<ShopServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-e2e-loopback-'));
  const shop = await startShopProcess(
    // Whatever the test run has set is unset here; HOST unset listens as `npm start` does and prints localhost.
    {
      DATA_DIR: dataDir,
      HOST: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ...(WEB_DIST ? { WEB_DIST } : {}),
    },
    { npmStart: true },
  );
  return {
    url: `http://127.0.0.1:${shop.port}`,
    dataDir,
    log: shop.log,
    stop: async () => {
      await shop.stop({ graceMs: 5000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const e2e = useShopAndBrowser({ start: npmStart, photo: true });

describe('npm start opened at 127.0.0.1', () => {
  it('takes an order through the pages, and still refuses another Origin', async () => {
    expect(e2e.shop.log()).toContain('localhost');
    const { context, page } = await customerPage(e2e, newCustomer('loopback'));
    expect(
      (await context.request.post(`${e2e.shop.url}/api/cart/items`, { data: smallSquare(e2e.photo) })).status(),
    ).toBe(200);
    await page.goto(`${e2e.shop.url}/cart`);
    await checkoutToPayment(page, e2e.shop.url);
    await payWith(page, '4242 4242 4242 4242');
    expect(await placedOrderNumber(page)).toMatch(/^\d{8}$/);
    await snap(page, 'loopback-order-placed');

    // The same call from a page of another site is refused.
    const foreign = await context.request.post(`${e2e.shop.url}/api/cart/items`, {
      data: smallSquare(e2e.photo),
      headers: { origin: 'http://shop.example' },
    });
    expect(foreign.status()).toBe(403);
    await context.close();
  });
});
