import { describe, expect, it } from 'vitest';
import { findActiveCoupon } from '../src/coupons/queries.ts';
import { createTestShop } from './support/app.ts';

describe('GET /api/coupon/{code}', () => {
  it('gives an active coupon, case-insensitively, with its display text', async () => {
    const shop = await createTestShop();
    const res = await shop.get('/api/coupon/welcome10');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { code: 'WELCOME10', type: 'Percent', quantity: 10, active: true, display: '10% off' },
    });
    expect((await shop.get('/api/coupon/Take20')).body.data.display).toBe('$20 off');
  });

  it('404s for an inactive, unknown or SQL-looking code', async () => {
    const shop = await createTestShop();
    const inactive = await shop.get('/api/coupon/SPRING5');
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.message).toBe("That coupon code isn't valid.");
    expect((await shop.get('/api/coupon/NOPE')).status).toBe(404);
    expect((await shop.get(`/api/coupon/${encodeURIComponent("x' OR active=0 --")}`)).status).toBe(404);
  });

  it('findActiveCoupon is what the checkout uses', async () => {
    const shop = await createTestShop();
    expect(await findActiveCoupon(shop.db, ' take20 ')).toMatchObject({
      code: 'TAKE20',
      type: 'Dollars',
      quantity: 20,
    });
    expect(await findActiveCoupon(shop.db, 'spring5')).toBeNull();
  });
});

describe('admin coupon calls', () => {
  it('visitors and customers are refused', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    for (const cookie of [undefined, token]) {
      const expected = cookie ? 403 : 401;
      expect((await shop.get('/api/coupon', cookie)).status).toBe(expected);
      expect(
        (await shop.post('/api/coupon/create', { code: 'HACK', type: 'Percent', quantity: 100, active: true }, cookie))
          .status,
      ).toBe(expected);
      expect((await shop.put('/api/coupon/update/SPRING5', { active: true }, cookie)).status).toBe(expected);
    }
    expect((await shop.get('/api/coupon/HACK')).status).toBe(404);
    expect((await shop.get('/api/coupon/SPRING5')).status).toBe(404);
  });

  it('lists with each filter', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const codes = async (filter?: string) =>
      (await shop.get(`/api/coupon${filter ? `?filter=${filter}` : ''}`, admin)).body.data.map(
        (c: { code: string }) => c.code,
      );
    expect(await codes()).toEqual(['SPRING5', 'TAKE20', 'WELCOME10']);
    expect(await codes('all')).toEqual(['SPRING5', 'TAKE20', 'WELCOME10']);
    expect(await codes('active')).toEqual(['TAKE20', 'WELCOME10']);
    expect(await codes('inactive')).toEqual(['SPRING5']);
    expect(await codes('percent')).toEqual(['SPRING5', 'WELCOME10']);
    expect(await codes('dollars')).toEqual(['TAKE20']);
    expect((await shop.get('/api/coupon?filter=everything', admin)).status).toBe(400);
  });

  it('creates a coupon with a whole-number quantity, upper-cased, unique', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const res = await shop.post(
      '/api/coupon/create',
      { code: 'summer15', type: 'Percent', quantity: '15', active: true, _id: 'ignored' },
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      data: { code: 'SUMMER15', type: 'Percent', quantity: 15, active: true, display: '15% off' },
    });
    expect((await shop.get('/api/coupon/Summer15')).status).toBe(200);
    const dup = await shop.post(
      '/api/coupon/create',
      { code: 'SUMMER15', type: 'Dollars', quantity: 5, active: true },
      admin,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields.code).toBe('A coupon with that code already exists.');
  });

  it('two creates racing for one code make one coupon and one 409', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const body = { code: 'RACE1', type: 'Dollars', quantity: 5, active: true };
    const answers = await Promise.all([
      shop.post('/api/coupon/create', body, admin),
      shop.post('/api/coupon/create', body, admin),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(shop.errors).toEqual([]);
  });

  it('refuses bad codes, types and quantities', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const create = (body: Record<string, unknown>) =>
      shop.post('/api/coupon/create', { code: 'GOOD1', type: 'Percent', quantity: 10, active: true, ...body }, admin);
    expect((await create({ quantity: 101 })).body.error.fields.quantity).toBe('A percent coupon is 1 to 100 percent.');
    expect((await create({ quantity: 0 })).body.error.fields.quantity).toBe('The amount must be at least 1.');
    expect((await create({ quantity: 2.5 })).body.error.fields.quantity).toBe('The amount must be a whole number.');
    expect((await create({ quantity: 'ten' })).status).toBe(400);
    expect((await create({ type: 'Euros' })).body.error.fields.type).toBe('The type must be Percent or Dollars.');
    expect((await create({ code: "X'; DROP TABLE coupons; --" })).body.error.fields.code).toBe(
      'A code has 3 to 20 letters and numbers.',
    );
    expect((await create({ active: 'yes' })).status).toBe(400);
    expect((await create({ type: 'Dollars', quantity: 150 })).status).toBe(201);
  });

  it('activates and deactivates', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const on = await shop.put('/api/coupon/update/spring5', { active: true }, admin);
    expect(on.body.data).toMatchObject({ code: 'SPRING5', active: true });
    expect((await shop.get('/api/coupon/SPRING5')).status).toBe(200);
    await shop.put('/api/coupon/update/SPRING5', { active: false }, admin);
    expect((await shop.get('/api/coupon/SPRING5')).status).toBe(404);
    expect((await shop.put('/api/coupon/update/NOPE', { active: true }, admin)).status).toBe(404);
    expect((await shop.put('/api/coupon/update/SPRING5', { active: 'true' }, admin)).status).toBe(400);
  });
});
