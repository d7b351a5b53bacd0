// The load benchmark's shoppers and scenarios (scripts/lib/shoppers.mjs, played by `npm run bench:load`) against
// the real shop: each scenario's request succeeds for several shoppers, each from its own address, and each
// request of the checkout mix (scripts/lib/checkout-mix.mjs) succeeds, so the benchmark measures answers, not
// refusals. Timing is the benchmark's business, not this test's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMix, checkoutShoppers } from '../../scripts/lib/checkout-mix.mjs';
import { startShop, type RunningShop } from '../../scripts/lib/server.mjs';
import { createShoppers, scenarios, shopperAddress, type Shopper } from '../../scripts/lib/shoppers.mjs';
import { openTestDatabaseWithEnv } from './support/database.ts';

const SHOPPERS = 3;
/** The checkout mix's connections, and the visits each makes (the eighth pays). */
const CONNECTIONS = 2;
const VISITS = 8;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-load-'));
let shop: RunningShop;
/** The scenarios' shoppers, then the checkout mix's (signed up once: their emails are numbered from 0). */
let all: Shopper[];

beforeAll(async () => {
  const { env: database } = await openTestDatabaseWithEnv({ onDisk: false });
  const webDist = path.join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Brixilated</title><div id="root"></div>');
  shop = await startShop({
    DATA_DIR: path.join(dataDir, 'data'),
    TRUST_PROXY: '1',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    WEB_DIST: webDist,
    ...database,
  });
  all = await createShoppers(shop.url, SHOPPERS + CONNECTIONS);
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bench:load scenarios', { timeout: 120_000 }, () => {
  it('signs up shoppers from their own addresses, each with a Brix in the cart, and every scenario answers 200 for each', async () => {
    const shoppers = all.slice(0, SHOPPERS);
    expect(new Set(shoppers.map((s) => s.cookie)).size).toBe(SHOPPERS);
    const list = scenarios(shop.url, shoppers);
    expect(list.map((s) => s.name)).toEqual([
      'home page',
      'sizes',
      'shipping quotes',
      'cart pricing',
      'cart read',
      'sign-in',
    ]);
    for (const scenario of list) {
      for (let i = 0; i < SHOPPERS; i += 1) {
        const r = scenario.requestFor(i);
        expect(r.headers['x-forwarded-for']).toBe(shopperAddress(scenario.group, i));
        const res = await fetch(shop.url + r.path, { method: r.method, headers: r.headers, body: r.body });
        const text = await res.text();
        expect(res.status, `${scenario.name} for shopper ${i}: ${text}`).toBe(scenario.expect);
        if (scenario.name === 'home page') expect(text).toContain('<div id="root">');
        if (scenario.name === 'cart read') expect(JSON.parse(text).data).toHaveLength(1);
        if (scenario.name === 'sign-in') expect(JSON.parse(text).user.email).toBe(shoppers[i].email);
      }
    }
  });

  it('the checkout mix answers 200 to every request of its visits, and its paying visit places an order', async () => {
    const accounts = await checkoutShoppers(shop.url, all.slice(SHOPPERS));
    const mix = checkoutMix(shop.url, accounts, CONNECTIONS);
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const sent: string[] = [];
      const paid: unknown[] = [];
      // The five browsing requests of each visit, and three more for the paying one.
      for (let n = 0; n < 5 * VISITS + 3; n += 1) {
        const r = mix.requestFor(i);
        const res = await fetch(shop.url + r.path, { method: r.method, headers: r.headers, body: r.body });
        const body = await res.text();
        expect(res.status, `${r.method} ${r.path} for connection ${i}: ${body}`).toBe(mix.expect);
        sent.push(`${r.method} ${r.path}`);
        if (r.path === '/api/payment/confirm') paid.push(JSON.parse(body).status);
        if (r.path === '/api/cart/items') expect(JSON.parse(body).data).toHaveLength(1);
        mix.answered(i, { status: res.status, body });
      }
      expect(sent.slice(-3)).toEqual(['POST /api/payment/create', 'POST /api/payment/confirm', 'POST /api/cart/items']);
      expect(sent.filter((s) => s === 'GET /api/cart')).toHaveLength(VISITS);
      expect(paid).toEqual(['succeeded']);
      // The next visit starts again at the home page.
      expect(mix.requestFor(i).path).toBe('/');
    }
  });
});
