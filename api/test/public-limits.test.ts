// What a visitor can make the server do: price carts (bounded per client) and load the web app (with a CSP).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWebApp, WEB_APP_CSP } from '../src/http/web-app.ts';
import { cartItem, createTestShop } from './support/app.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-web-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('POST /api/cart/price for visitors', () => {
  it('a client sending 6 MB bodies is stopped after 60 MB in 10 minutes, before the body is parsed', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const big = JSON.stringify({ items: 'x'.repeat(6_000_000) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await shop.call('POST', '/api/cart/price', big, from('203.0.113.7'))).status);
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Even a small, valid cart from that client waits; another client is served.
    expect((await shop.call('POST', '/api/cart/price', { items: [cartItem()] }, from('203.0.113.7'))).status).toBe(429);
    expect((await shop.call('POST', '/api/cart/price', { items: [cartItem()] }, from('198.51.100.8'))).status).toBe(
      200,
    );
  });

  it('allows 120 pricings per client in 10 minutes', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 120; i++) expect((await shop.post('/api/cart/price', { items: [] })).status).toBe(200);
    const blocked = await shop.post('/api/cart/price', { items: [] });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    shop.clock.advance(10 * 60_000);
    expect((await shop.post('/api/cart/price', { items: [] })).status).toBe(200);
  });
});

describe('Content-Security-Policy', () => {
  it("the web app's pages carry a CSP that allows the shop and Stripe.js and no inline script; API answers keep theirs", async () => {
    const dist = path.join(temp, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Brixilated</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-AAAAAAAA.js'), 'console.log(1)');
    const shop = await createTestShop();
    serveWebApp(shop.app, dist);
    for (const page of ['/', '/order', '/checkout', '/reset/abc']) {
      const res = await shop.app.request(`http://shop.test${page}`);
      expect(res.headers.get('content-security-policy'), page).toBe(WEB_APP_CSP);
    }
    const scriptSrc = WEB_APP_CSP.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toContain('https://js.stripe.com');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(WEB_APP_CSP).toContain("frame-ancestors 'none'");
    expect(WEB_APP_CSP).toContain("object-src 'none'");
    expect(
      (await shop.app.request('http://shop.test/assets/index-AAAAAAAA.js')).headers.get('content-security-policy'),
    ).toBeNull();
    expect((await shop.get('/api/health')).headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
