// The smaller findings of the second probe: the origin check against PUBLIC_URL (DNS rebinding, look-alike
// origins), forgot-password only from the shop's own pages, HSTS only over https, source maps not public; and
// the Illinois ZIP range pinned at both ends.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isIllinoisZip } from '../src/domain/tax.ts';
import { serveWebApp } from '../src/http/web-app.ts';
import { createTestShop, customer, readAnswer, SHOP_URL } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';

describe('the origin check compares with PUBLIC_URL’s origin, whole', () => {
  it('refuses a request whose Host and Origin are both another name (DNS rebinding)', async () => {
    const shop = await createTestShop();
    const res = await shop.app.request('http://rebound.example:3000/api/user/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://rebound.example:3000' },
      body: JSON.stringify(customer()),
    });
    expect(res.status).toBe(403);
    expect((await readAnswer(res)).body.error.code).toBe('BAD_ORIGIN');
  });

  it('refuses look-alike origins: a longer name, another port, another scheme, a sub-domain, null', async () => {
    const shop = await createTestShop();
    const url = new URL(SHOP_URL);
    for (const origin of [
      `${SHOP_URL}.evil.example`,
      `${SHOP_URL}:8080`,
      `https://${url.host}`,
      `http://www.${url.host}`,
      `${SHOP_URL}evil.example`,
      'null',
    ]) {
      const res = await shop.call(
        'POST',
        '/api/user/login',
        { email: 'a@b.example', password: 'x' },
        { headers: { origin } },
      );
      expect(res.status, origin).toBe(403);
    }
    // The shop's own origin passes.
    const own = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'a@b.example', password: 'x' },
      { headers: { origin: SHOP_URL } },
    );
    expect(own.status).toBe(401);
  });
});

describe('forgot-password needs a request from the shop’s own pages', () => {
  it('refuses a same-site or cross-site page and a foreign Origin, and takes the shop’s page or a non-browser client', async () => {
    const shop = await createTestShop();
    const forgot = (headers: Record<string, string>) =>
      shop.call('GET', '/api/user/forgot/someone%40example.com', undefined, { headers });
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://other.example' },
      { 'sec-fetch-site': 'same-origin', origin: `${SHOP_URL}.evil.example` },
    ];
    for (const headers of refused) {
      const res = await forgot(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error.code).toBe('BAD_ORIGIN');
    }
    expect((await forgot({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await forgot({ 'sec-fetch-site': 'same-origin', origin: SHOP_URL })).status).toBe(200);
    expect((await forgot({})).status).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https only, directly or through a trusted proxy that says so', async () => {
    const shop = await createTestShop();
    const overHttp = await shop.app.request(`${SHOP_URL}/api/health`);
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
    const overHttps = await shop.app.request(`https://${new URL(SHOP_URL).host}/api/health`);
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    const proxied = await createTestShop({ config: { trustProxy: true } });
    const behindProxy = await proxied.app.request(`${SHOP_URL}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindProxy.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    // A client cannot claim https past a shop that does not trust a proxy.
    const claimed = await shop.app.request(`${SHOP_URL}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the web app’s source maps', () => {
  it('are not served unless the setting asks', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'brix-dist-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Brixilated</title>');
      await writeFile(
        path.join(dist, 'assets', 'index-AbCd1234.js'),
        'console.log(1);\n//# sourceMappingURL=index-AbCd1234.js.map',
      );
      await writeFile(path.join(dist, 'assets', 'index-AbCd1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
      const hidden = new Hono();
      serveWebApp(hidden, dist);
      expect((await hidden.request('/assets/index-AbCd1234.js')).status).toBe(200);
      expect((await hidden.request('/assets/index-AbCd1234.js.map')).status).toBe(404);
      const shown = new Hono();
      serveWebApp(shown, dist, { sourceMaps: true });
      const map = await shown.request('/assets/index-AbCd1234.js.map');
      expect(map.status).toBe(200);
      expect(await map.text()).toContain('secret.ts');
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('Illinois by ZIP: 600xx to 629xx, both ends', () => {
  it('taxes 60000 and 62999 and not 59999 or 63000', async () => {
    expect([isIllinoisZip('60000'), isIllinoisZip('62999'), isIllinoisZip('59999'), isIllinoisZip('63000')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const shop = await createCheckoutShop();
    try {
      const { token } = await shop.customerWithCart();
      const tax = async (zip: string) => (await shop.post('/api/payment/tax', { zip }, token)).body.taxCents;
      // 6.25% of the cart's 149.99.
      expect(await tax('60000')).toBe(937);
      expect(await tax('62999')).toBe(937);
      expect(await tax('59999')).toBe(0);
      expect(await tax('63000')).toBe(0);
    } finally {
      await shop.cleanup();
    }
  });
});
