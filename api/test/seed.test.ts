// Start-up data: the catalogue and demo coupons once, and an admin the operator controls.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, seedDemoData } from '../src/seed.ts';
import { createTestShop, TEST_ADMIN } from './support/app.ts';

type Shop = Awaited<ReturnType<typeof createTestShop>>;
const login = (shop: Shop, email: string, password: string) => shop.post('/api/user/login', { email, password });
const seedAgain = (shop: Shop, adminEmail?: string, adminPassword?: string) =>
  seedDemoData(shop.db, {
    adminEmail,
    adminPassword,
    passwordHashing: shop.config.passwordHashing,
    now: shop.clock.now(),
  });

describe('start-up data', () => {
  it('adds sizes and coupons only on the first start, and leaves an existing admin alone', async () => {
    const shop = await createTestShop(); // seeded once with ADMIN_EMAIL / ADMIN_PASSWORD
    expect(await seedAgain(shop, TEST_ADMIN.email, 'Another-pass-2!')).toEqual({ firstStart: false });
    expect(await shop.db.selectFrom('coupons').select('code').orderBy('code').execute()).toEqual([
      { code: 'SPRING5' },
      { code: 'TAKE20' },
      { code: 'WELCOME10' },
    ]);
    expect(await shop.db.selectFrom('sizes').select('code').execute()).toHaveLength(9);
    expect((await login(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.user.isAdmin).toBe(true);
    // Without ADMIN_EMAIL and with an admin present, nobody is added.
    expect(await seedAgain(shop)).toEqual({ firstStart: false });
    expect(
      (await shop.db.selectFrom('users').select('email').where('is_admin', '=', 1).execute()).map((u) => u.email),
    ).toEqual([TEST_ADMIN.email]);
  });

  it('a customer account made before the operator named it admin gets the operator’s password, not its own', async () => {
    const shop = await createTestShop();
    const squatter = await shop.signUp({
      email: 'boss@brixilated.example',
      password: 'Squatter-1!',
      confirmation: 'Squatter-1!',
    });
    const result = await seedAgain(shop, 'Boss@brixilated.example', 'Operator-pass-9!');
    expect(result).toEqual({ firstStart: false, createdAdmin: 'boss@brixilated.example' });
    expect((await login(shop, 'boss@brixilated.example', 'Squatter-1!')).status).toBe(401);
    expect((await shop.post('/api/auth/verify', undefined, squatter.token)).body.user).toBeNull();
    const operator = await login(shop, 'boss@brixilated.example', 'Operator-pass-9!');
    expect(operator.status).toBe(200);
    expect(operator.body.user.isAdmin).toBe(true);
  });

  it('without ADMIN_PASSWORD such an account gets a generated password, reported once', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'owner@brixilated.example', password: 'Squatter-1!', confirmation: 'Squatter-1!' });
    const result = await seedAgain(shop, 'owner@brixilated.example');
    expect(result.generatedAdmin?.email).toBe('owner@brixilated.example');
    expect((await login(shop, 'owner@brixilated.example', 'Squatter-1!')).status).toBe(401);
    expect((await login(shop, 'owner@brixilated.example', result.generatedAdmin!.password)).body.user.isAdmin).toBe(
      true,
    );
    expect(await seedAgain(shop, 'owner@brixilated.example')).toEqual({ firstStart: false });
  });

  it('with no admin and no ADMIN_EMAIL, makes the demo admin, even over a customer account with its address', async () => {
    const shop = await createTestShop();
    await shop.db.updateTable('users').set({ is_admin: 0 }).execute(); // the test admin, now a customer
    const result = await seedAgain(shop, '');
    expect(result.createdAdmin).toBe(DEFAULT_ADMIN_EMAIL);
    expect(result.generatedAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect((await login(shop, DEFAULT_ADMIN_EMAIL, TEST_ADMIN.password)).status).toBe(401);
    expect((await login(shop, DEFAULT_ADMIN_EMAIL, result.generatedAdmin!.password)).body.user.isAdmin).toBe(true);
  });
});
