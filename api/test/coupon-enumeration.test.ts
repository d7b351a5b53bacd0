// Coupon codes cannot be guessed by the hundred, and an inactive code looks unknown to everyone but an admin.
import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('coupon enumeration', () => {
  it('GET /api/coupon/{code}: 30 look-ups per client in 15 minutes, then 429; other clients go on', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await shop.call('GET', `/api/coupon/GUESS${i}`, undefined, from('203.0.113.5'))).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // Found codes are refused too once over the limit: the answer tells nothing.
    expect((await shop.call('GET', '/api/coupon/WELCOME10', undefined, from('203.0.113.5'))).status).toBe(429);
    expect((await shop.call('GET', '/api/coupon/WELCOME10', undefined, from('198.51.100.9'))).status).toBe(200);
    shop.clock.advance(15 * 60_000);
    expect((await shop.call('GET', '/api/coupon/WELCOME10', undefined, from('203.0.113.5'))).status).toBe(200);
  });

  it('/api/validate/code shares the budget with GET /api/coupon/{code}', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 20; i++)
      expect((await shop.post('/api/validate/code', { code: `GUESS${i}`, shouldExist: true })).body.problem).toBe(true);
    for (let i = 0; i < 10; i++) expect((await shop.get(`/api/coupon/GUESS${i}`)).status).toBe(404);
    const blocked = await shop.post('/api/validate/code', { code: 'WELCOME10', shouldExist: true });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
  });

  it('an inactive code answers like an unknown one to a visitor and a customer, not to an admin', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    for (const who of [null, token]) {
      const inactive = await shop.get('/api/coupon/SPRING5', who);
      const unknown = await shop.get('/api/coupon/NOSUCH5', who);
      expect(inactive.status).toBe(404);
      expect(inactive.body).toEqual(unknown.body);
      for (const shouldExist of [true, false]) {
        const a = await shop.post('/api/validate/code', { code: 'SPRING5', shouldExist }, who);
        const b = await shop.post('/api/validate/code', { code: 'NOSUCH5', shouldExist }, who);
        expect(a.body).toEqual(b.body);
      }
    }
    const admin = await shop.loginAdmin();
    expect((await shop.get('/api/coupon/SPRING5', admin)).body.data).toMatchObject({ code: 'SPRING5', active: false });
    expect((await shop.post('/api/validate/code', { code: 'SPRING5', shouldExist: false }, admin)).body.message).toBe(
      'A coupon with that code already exists.',
    );
    // The admin's form is never rate-limited.
    for (let i = 0; i < 40; i++)
      expect((await shop.post('/api/validate/code', { code: `NEW${i}`, shouldExist: false }, admin)).status).toBe(200);
  });
});

describe('coupon guessing through the payment calls', () => {
  const guess = (i: number) => `GUESS${i}`;

  it('discount and tax with a coupon share the look-up budget, and the limit holds for found codes too', async () => {
    const shop = await createCheckoutShop({ config: { trustProxy: true } });
    try {
      const { token } = await shop.customerWithCart();
      const call = (path: string, body: unknown) =>
        shop.call('POST', path, body, { cookie: token, headers: { 'x-forwarded-for': '203.0.113.7' } });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await call('/api/payment/discount', { coupon: guess(i) })).status);
      for (let i = 20; i < 30; i++)
        statuses.push((await call('/api/payment/tax', { zip: '60606', coupon: guess(i) })).status);
      expect(statuses.every((s) => s === 400)).toBe(true);
      for (const [path, body] of [
        ['/api/payment/discount', { coupon: 'WELCOME10' }],
        ['/api/payment/tax', { zip: '60606', coupon: 'TAKE20' }],
        ['/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false, coupon: 'WELCOME10' }],
      ] as const) {
        const limited = await call(path, body);
        expect(limited.status, path).toBe(429);
        expect(limited.body.error.code).toBe('RATE_LIMITED');
      }
      // Without a code the calls go on.
      expect((await call('/api/payment/tax', { zip: '60606' })).status).toBe(200);
      // The same account from another address: the account's own budget is spent as well.
      const elsewhere = await shop.call(
        'POST',
        '/api/payment/discount',
        { coupon: 'WELCOME10' },
        { cookie: token, headers: { 'x-forwarded-for': '198.51.100.20' } },
      );
      expect(elsewhere.status).toBe(429);
    } finally {
      await shop.cleanup();
    }
  });

  it('an update counts a new code, not the one its payment already carries', async () => {
    const shop = await createCheckoutShop();
    try {
      const { token } = await shop.customerWithCart();
      const created = await shop.post(
        '/api/payment/create',
        { shippingIndex: 0, addressIndex: 0, gift: false, coupon: 'WELCOME10' },
        token,
      );
      expect(created.status).toBe(200);
      const update = (body: Record<string, unknown>) =>
        shop.post('/api/payment/update', { id: created.body.id, addressIndex: 0, gift: false, ...body }, token);
      // Changing the shipping option 40 times with the code already applied costs no look-ups.
      for (let i = 0; i < 40; i++)
        expect((await update({ shippingIndex: i % 3, coupon: 'welcome10' })).status).toBe(200);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await update({ shippingIndex: 0, coupon: guess(i) })).status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(29);
      expect((await update({ shippingIndex: 0, coupon: 'TAKE20' })).status).toBe(429);
    } finally {
      await shop.cleanup();
    }
  });
});
