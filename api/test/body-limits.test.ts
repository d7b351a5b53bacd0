// Each call takes the body its input needs: a few KB where a form or a choice travels, the grid-sized limit only
// where grids travel, and every call whose body carries grids is rate-limited before the body is parsed.
import { describe, expect, it } from 'vitest';
import { SMALL_BODY_LIMIT } from '../src/app.ts';
import { LIMITS } from '../src/http/rate-limit.ts';
import { cartItem, createTestShop } from './support/app.ts';

const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** A JSON body of about `bytes`, valid JSON (padding as whitespace, which parsing skips quickly). */
const padded = (json: Record<string, unknown>, bytes: number) => {
  const text = JSON.stringify(json);
  return `${text.slice(0, -1)}${' '.repeat(Math.max(0, bytes - text.length))}}`;
};

describe('body limits by call', () => {
  it('refuses a body over the small limit on every call that takes no grid', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const big = SMALL_BODY_LIMIT + 1024;
    for (const [method, path, body] of [
      ['POST', '/api/validate/name', { name: 'Ada' }],
      ['POST', '/api/validate/email', { email: 'a@b.example', shouldExist: false }],
      ['POST', '/api/email/help', { firstName: 'Ada' }],
      ['POST', '/api/analytics', { type: 'pageview', path: '/' }],
      ['POST', '/api/payment/tax', { zip: '60606' }],
      ['PUT', '/api/user/update/someone%40example.com', { firstName: 'Ada' }],
      ['POST', '/api/inventory/sizes', { width: 20, height: 20 }],
    ] as const) {
      const res = await shop.call(method, path, padded(body, big), { cookie: token });
      expect(res.status, path).toBe(413);
      expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
      // The same call with its normal body is not refused for its size.
      expect((await shop.call(method, path, padded(body, 2048), { cookie: token })).status, path).not.toBe(413);
    }
    // 9.9 MB to a validation call, as the probe sent: refused before it is read.
    const huge = await shop.call('POST', '/api/validate/name', padded({ name: 'Ada' }, 9_900_000));
    expect(huge.status).toBe(413);
  });

  it('takes a whole cart of grids where grids travel', async () => {
    const shop = await createTestShop();
    const big = cartItem({ size: 'Custom', width: 80, height: 80 }, 8, 8);
    const priced = await shop.post('/api/cart/price', { items: Array.from({ length: 5 }, () => big) });
    expect(priced.status).toBe(200);
    const quoted = await shop.post('/api/shipping/options', { items: [big, big], zip: '60606' });
    expect(quoted.status).toBe(200);
  });
});

describe('calls whose body carries grids are rate-limited', () => {
  it('shipping quotes: calls per client', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const body = { items: [cartItem()], zip: '60606' };
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.shippingQuotePerClient.max; i++)
      statuses.push((await shop.call('POST', '/api/shipping/options', body, { headers: from('203.0.113.9') })).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await shop.call('POST', '/api/shipping/options', body, { headers: from('198.51.100.9') })).status).toBe(
      200,
    );
  });

  it('the cart handed over at login: bytes per client, counted before the body is parsed', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const body = padded({ email: 'nobody@example.com', password: 'Wrong-pass-1!', cart: [] }, 9_900_000);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await shop.call('POST', '/api/user/login', body, { headers: from('203.0.113.10') })).status);
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });

  it('new cart items: calls per customer', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    let status = 0;
    let calls = 0;
    while (calls <= LIMITS.gridWritesPerUser.max) {
      status = (await shop.post('/api/cart/items', cartItem(), token)).status;
      calls += 1;
      if (status !== 200) break;
    }
    expect(status).toBe(429);
    expect(calls).toBe(LIMITS.gridWritesPerUser.max + 1);
  });
});
