// Where the shop is opened: without PUBLIC_URL the shop is being tried on one machine, so a page opened at any
// loopback name of its port (localhost, 127.0.0.1, [::1]) may call it; any other Origin is still refused, and
// the server's log names the refused Origin and PUBLIC_URL, at most once a minute. With PUBLIC_URL set, only
// its origin passes.
import { describe, expect, it } from 'vitest';
import { configFromEnv, loopbackOrigins } from '../src/config.ts';
import { REFUSED_ORIGIN_WARNING_MS } from '../src/http/guards.ts';
import { createTestShop } from './support/app.ts';

/** A shop configured from `env` as main.ts configures it, whose warnings the test reads. */
async function shopFrom(env: NodeJS.ProcessEnv) {
  const { allowedOrigins, publicUrl } = configFromEnv(env);
  return createTestShop({ config: { allowedOrigins, publicUrl } });
}

const priceFrom = (shop: Awaited<ReturnType<typeof shopFrom>>, origin: string) =>
  shop.call('POST', '/api/cart/price', { items: [] }, { headers: { origin } });

describe('the Origin check without PUBLIC_URL', () => {
  it('accepts every loopback name of the shop port, and only those', async () => {
    expect(configFromEnv({ PORT: '3456' }).allowedOrigins).toEqual([
      'http://localhost:3456',
      'http://127.0.0.1:3456',
      'http://[::1]:3456',
    ]);
    expect(loopbackOrigins(3456)).toEqual(configFromEnv({ PORT: '3456' }).allowedOrigins);
    const shop = await shopFrom({ PORT: '3456' });
    for (const origin of loopbackOrigins(3456)) expect((await priceFrom(shop, origin)).status, origin).toBe(200);
    for (const origin of ['http://127.0.0.1:3457', 'http://shop.example:3456', 'https://127.0.0.1:3456']) {
      const refused = await priceFrom(shop, origin);
      expect([origin, refused.status, refused.body.error.code]).toEqual([origin, 403, 'BAD_ORIGIN']);
    }
  });

  it('names a refused Origin and PUBLIC_URL in the log, once a minute', async () => {
    const shop = await shopFrom({ PORT: '3456' });
    await priceFrom(shop, 'http://192.168.1.20:3456');
    await priceFrom(shop, 'http://192.168.1.20:3456');
    const warned = shop.problems.filter((line) => line.startsWith('Refused a request from Origin'));
    expect(warned).toEqual([
      'Refused a request from Origin http://192.168.1.20:3456: the shop accepts http://localhost:3456, ' +
        'http://127.0.0.1:3456, http://[::1]:3456. If customers open the shop at http://192.168.1.20:3456, ' +
        'set PUBLIC_URL to that address.',
    ]);
    shop.clock.advance(REFUSED_ORIGIN_WARNING_MS);
    await priceFrom(shop, 'http://evil.example');
    expect(shop.problems.filter((line) => line.startsWith('Refused a request from Origin'))).toHaveLength(2);
  });
});

describe('the Origin check with PUBLIC_URL', () => {
  it('accepts only its origin, loopback names included', async () => {
    const config = configFromEnv({ PORT: '3456', PUBLIC_URL: 'https://shop.example/' });
    expect(config.allowedOrigins).toEqual(['https://shop.example']);
    const shop = await shopFrom({ PORT: '3456', PUBLIC_URL: 'https://shop.example/' });
    expect((await priceFrom(shop, 'https://shop.example')).status).toBe(200);
    for (const origin of loopbackOrigins(3456)) expect((await priceFrom(shop, origin)).status, origin).toBe(403);
  });
});
