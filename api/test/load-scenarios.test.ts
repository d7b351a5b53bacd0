// The load benchmark's shoppers and scenarios (scripts/lib/shoppers.mjs, played by `npm run bench:load`) against
// the real shop: each scenario's request succeeds for several shoppers, each from its own address, so the
// benchmark measures answers, not refusals. Timing is the benchmark's business, not this test's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type RunningShop } from '../../scripts/lib/server.mjs';
import { createShoppers, scenarios, shopperAddress } from '../../scripts/lib/shoppers.mjs';
import { openTestDatabaseWithEnv } from './support/database.ts';

const SHOPPERS = 3;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-load-'));
let shop: RunningShop;

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
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('bench:load scenarios', { timeout: 120_000 }, () => {
  it('signs up shoppers from their own addresses, each with a Brix in the cart, and every scenario answers 200 for each', async () => {
    const shoppers = await createShoppers(shop.url, SHOPPERS);
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
});
