// The same calls on PostgreSQL (PGlite): migrations, seeding and every query of the accounts, cart,
// coupon, contact and analytics routes must be portable, as DECISIONS.md asks.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cartItem, createTestShop } from './support/app.ts';
import { openPglite } from './support/postgres.ts';

describe('on PostgreSQL', () => {
  it('migrates and seeds the catalogue, coupons and admin', async () => {
    const db = await openPglite();
    const shop = await createTestShop({ db });
    try {
      const { rows } = await sql<{ version: string }>`select version()`.execute(db);
      expect(rows[0].version).toMatch(/PostgreSQL/);
      expect((await shop.get('/api/inventory/sizes')).body.data).toHaveLength(9);
      expect((await shop.get('/api/coupon/welcome10')).body.data.display).toBe('10% off');
      expect((await shop.get('/api/health')).body).toEqual({ ok: true });
    } finally {
      await db.destroy();
    }
  });

  it('runs the account, cart, coupon, contact and analytics calls', async () => {
    const db = await openPglite();
    const shop = await createTestShop({ db });
    try {
      const { token } = await shop.signUp({ email: 'pg@example.com', cart: [cartItem({ quantity: 2 })] });
      expect((await shop.get('/api/cart', token)).body.data[0]).toMatchObject({ quantity: 2, priceCents: 14999 });
      const added = await shop.post('/api/cart/items', cartItem({ size: 'Medium', width: 30, height: 30, colorMap: JSON.stringify({ width: 96, height: 96, indices: new Array(96 * 96).fill(3) }) }), token);
      expect(added.body.data).toHaveLength(2);
      const id = added.body.data[0].id;
      expect((await shop.put(`/api/cart/items/${id}`, { quantity: 4 }, token)).body.data[0].quantity).toBe(4);
      expect((await shop.put(`/api/cart/items/${id}`, { quantity: 0 }, token)).body.data).toHaveLength(1);

      const updated = await shop.put(
        '/api/user/update/pg@example.com',
        { phone: '(773) 555-0100', address: [{ name: 'PG', streetAddress: '1 Main St', city: 'Springfield', state: 'Illinois', zip: '62701' }] },
        token,
      );
      expect(updated.body.data).toMatchObject({ phone: '7735550100', address: [{ zip: '62701', state: 'Illinois' }] });
      expect((await shop.post('/api/user/login', { email: 'PG@example.com', password: 'Brix-pass-1!' })).status).toBe(200);
      expect((await shop.post('/api/user/login', { email: 'pg@example.com', password: 'nope' })).status).toBe(401);

      await shop.get('/api/user/forgot/pg@example.com');
      const resetToken = /\/reset\/([A-Za-z0-9_-]+)/.exec(shop.mailer.last()!.text)![1];
      expect((await shop.get(`/api/user/reset/${resetToken}`)).body).toEqual({ id: 'pg@example.com' });
      expect((await shop.post('/api/user/reset', { token: resetToken, password: 'Pg-pass-22!', confirmation: 'Pg-pass-22!' })).status).toBe(200);
      expect((await shop.post('/api/user/reset', { token: resetToken, password: 'Pg-pass-22!', confirmation: 'Pg-pass-22!' })).status).toBe(404);
      expect((await shop.post('/api/auth/verify', undefined, token)).body.user).toBeNull();

      const admin = await shop.loginAdmin();
      expect((await shop.post('/api/coupon/create', { code: 'pgcode', type: 'Dollars', quantity: 15, active: false }, admin)).status).toBe(201);
      expect((await shop.get('/api/coupon?filter=inactive', admin)).body.data.map((c: { code: string }) => c.code)).toEqual(['PGCODE', 'SPRING5']);
      expect((await shop.put('/api/coupon/update/PGCODE', { active: true }, admin)).body.data.active).toBe(true);
      expect((await shop.get('/api/user', admin)).body.data).toHaveLength(2);
      expect((await shop.post('/api/validate/email', { email: 'pg@example.com', shouldExist: true })).body.problem).toBe(false);
      expect((await shop.post('/api/validate/code', { code: 'pgcode', shouldExist: true })).body.problem).toBe(false);

      expect((await shop.post('/api/email/help', { firstName: 'Pat', lastName: 'Gres', email: 'pat@example.com', subject: 'Hello', message: 'Testing on PostgreSQL here.' })).status).toBe(200);
      expect((await shop.post('/api/analytics', { type: 'event', path: '/order', category: 'Order Process', action: 'Next' })).status).toBe(204);
      expect(shop.errors).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
