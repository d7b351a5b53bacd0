// Coupon codes cannot be guessed by the hundred, and an inactive code looks unknown to everyone but an admin.
import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/app.ts';

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
