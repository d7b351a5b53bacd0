import { describe, expect, it } from 'vitest';
import { deleteStaleResets } from '../src/accounts/resets.ts';
import { deleteExpiredSessions } from '../src/accounts/sessions.ts';
import { hashToken } from '../src/auth/tokens.ts';
import { cartItem, createTestShop, customer, registerUploads, TEST_ADMIN } from './support/app.ts';

const HOUR = 60 * 60 * 1000;

describe('POST /api/user/create', () => {
  it('creates the account, stores the phone as digits and a hash only, sets the HttpOnly cookie', async () => {
    const shop = await createTestShop();
    const body = customer({ email: 'Grace@Example.com' });
    const res = await shop.post('/api/user/create', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({
      _id: 'grace@example.com',
      email: 'grace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '3125550147',
      isAdmin: false,
      favAddress: 0,
      address: [],
    });
    expect(res.body.cartCount).toBe(0);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/auth-token=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    const row = await shop.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    // Only the token's hash is stored.
    const session = await shop.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(res.cookie!));
    expect(session.token_hash).not.toBe(res.cookie);
  });

  it('sets the Secure flag when the shop is served over https', async () => {
    const shop = await createTestShop({ config: { publicUrl: 'https://shop.test' } });
    const res = await shop.post('/api/user/create', customer());
    expect(res.headers.getSetCookie().join('\n')).toContain('Secure');
  });

  it('merges the visitor cart, re-priced by the server, and skips broken items', async () => {
    const shop = await createTestShop();
    const cart = [cartItem({ price: 0.01, quantity: 2 }), cartItem({ colorMap: '{"width":1}' })];
    const res = await shop.post('/api/user/create', customer({ cart }));
    expect(res.status).toBe(201);
    expect(res.body.cartCount).toBe(2);
    expect(res.body.skippedCartItems).toBe(1);
    const saved = await shop.get('/api/cart', res.cookie);
    expect(saved.body.data).toHaveLength(1);
    expect(saved.body.data[0].priceCents).toBe(14999);
  });

  it('refuses a taken email (any case) with 409', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'taken@example.com' });
    const res = await shop.post('/api/user/create', customer({ email: 'TAKEN@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
    expect(res.body.error.fields.email).toMatch(/already exists/);
  });

  it('two sign-ups racing for one address make one account and one 409', async () => {
    const shop = await createTestShop();
    const body = customer({ email: 'race@example.com' });
    const answers = await Promise.all([shop.post('/api/user/create', body), shop.post('/api/user/create', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error.code).toBe('EMAIL_TAKEN');
    expect(
      await shop.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute(),
    ).toHaveLength(1);
    expect(shop.errors).toEqual([]);
  });

  it('checks every field with a message per field', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/user/create', {
      firstName: '',
      lastName: 'L0vel@ce',
      email: 'not-an-email',
      phone: '555-CALL-NOW',
      password: 'short',
      confirmation: 'other',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([
      'confirmation',
      'email',
      'firstName',
      'lastName',
      'password',
      'phone',
    ]);
    expect(res.body.error.fields.password).toBe('Your password needs at least 8 characters.');
  });

  it('needs a strong password and a matching confirmation', async () => {
    const shop = await createTestShop();
    const weak = await shop.post(
      '/api/user/create',
      customer({ password: 'password123', confirmation: 'password123' }),
    );
    expect(weak.body.error.fields.password).toMatch(/special character/);
    const mismatch = await shop.post('/api/user/create', customer({ confirmation: 'Brix-pass-2!' }));
    expect(mismatch.body.error.fields.confirmation).toBe("The passwords don't match.");
  });

  it('refuses wrong types, missing and oversized fields', async () => {
    const shop = await createTestShop();
    expect(
      (await shop.post('/api/user/create', { ...customer(), firstName: 42 })).body.error.fields.firstName,
    ).toBeTruthy();
    const { email: _omit, ...noEmail } = customer();
    expect((await shop.post('/api/user/create', noEmail)).body.error.fields.email).toBeTruthy();
    const long = await shop.post('/api/user/create', customer({ lastName: 'x'.repeat(5000) }));
    expect(long.status).toBe(400);
    expect(long.body.error.fields.lastName).toBeTruthy();
    expect((await shop.post('/api/user/create', customer({ cart: 'nope' }))).status).toBe(400);
  });

  it('stores SQL-looking text as plain text', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/user/create', customer({ lastName: "O'Brien-Drop'; DROP TABLE users; --" }));
    expect(res.status).toBe(400); // semicolons are not name characters
    const ok = await shop.post('/api/user/create', customer({ email: "robert'--@example.com", lastName: "O'Brien" }));
    expect(ok.status).toBe(201);
    expect(ok.body.user.email).toBe("robert'--@example.com");
    expect(ok.body.user.lastName).toBe("O'Brien");
    expect(await shop.db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('limits sign-up attempts for one address', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    await shop.signUp({ email: 'probe@example.com' });
    for (let i = 0; i < 4; i++) {
      const res = await shop.call('POST', '/api/user/create', customer({ email: 'probe@example.com' }), {
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      expect(res.status).toBe(409);
    }
    const res = await shop.call('POST', '/api/user/create', customer({ email: 'PROBE@example.com' }), {
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/Too many sign-up attempts for this email/);
  });

  it('limits sign-ups from one client', async () => {
    const shop = await createTestShop();
    for (let i = 0; i < 10; i++) await shop.signUp();
    const res = await shop.post('/api/user/create', customer());
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    expect(res.body.error.message).toMatch(/Too many new accounts/);
    shop.clock.advance(HOUR);
    expect((await shop.post('/api/user/create', customer())).status).toBe(201);
  });
});

describe('POST /api/user/login and /logout', () => {
  it('logs in with any-case email and merges the visitor cart into the account', async () => {
    const shop = await createTestShop();
    await registerUploads(shop.db, shop.clock.now(), '/images/other.png');
    const { token } = await shop.signUp({ email: 'lin@example.com' });
    await shop.post('/api/cart/items', cartItem(), token);
    const res = await shop.post('/api/user/login', {
      email: 'LIN@example.com',
      password: 'Brix-pass-1!',
      cart: [cartItem({ pixImageUrl: '/images/other.png' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('lin@example.com');
    expect(res.body.cartCount).toBe(2);
    expect(res.cookie).toBeTruthy();
    expect(res.cookie).not.toBe(token);
  });

  it('a full cart never blocks a login: the extra visitor items are skipped and counted', async () => {
    const shop = await createTestShop();
    await registerUploads(
      shop.db,
      shop.clock.now(),
      ...Array.from({ length: 50 }, (_, i) => `/images/m${i}.png`),
      '/images/one-more.png',
      '/images/visitor.png',
    );
    const { token } = await shop.signUp({ email: 'full@example.com' });
    for (let i = 0; i < 50; i++)
      await shop.post('/api/cart/items', cartItem({ pixImageUrl: `/images/m${i}.png` }), token);
    const more = await shop.post('/api/cart/items', cartItem({ pixImageUrl: '/images/one-more.png' }), token);
    expect(more.status).toBe(400);
    expect(more.body.error.code).toBe('CART_FULL');
    const res = await shop.post('/api/user/login', {
      email: 'full@example.com',
      password: 'Brix-pass-1!',
      cart: [cartItem({ pixImageUrl: '/images/visitor.png' }), cartItem({ pixImageUrl: '/images/m0.png' })],
    });
    expect(res.status).toBe(200);
    expect(res.body.skippedCartItems).toBe(1);
    expect(res.body.cartCount).toBe(51); // m0 went up to quantity 2
  });

  it('logging in again ends the session the browser held before', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'again@example.com' });
    const res = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'again@example.com', password: 'Brix-pass-1!' },
      { cookie: token },
    );
    expect(res.status).toBe(200);
    expect((await shop.post('/api/auth/verify', undefined, token)).body.user).toBeNull();
    expect(await shop.db.selectFrom('sessions').select('token_hash').execute()).toEqual([
      { token_hash: hashToken(res.cookie!) },
    ]);
  });

  it('merging the same visitor cart twice adds quantities instead of duplicates', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'twice@example.com', cart: [cartItem()] });
    const res = await shop.post('/api/user/login', {
      email: 'twice@example.com',
      password: 'Brix-pass-1!',
      cart: [cartItem()],
    });
    const cart = await shop.get('/api/cart', res.cookie);
    expect(cart.body.data).toHaveLength(1);
    expect(cart.body.data[0].quantity).toBe(2);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'pw@example.com' });
    const wrong = await shop.post('/api/user/login', { email: 'pw@example.com', password: 'Wrong-pass-1!' });
    const unknown = await shop.post('/api/user/login', { email: 'nobody@example.com', password: 'Wrong-pass-1!' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.cookie).toBeNull();
  });

  it('blocks an address after 10 wrong passwords, even with the right one, until the window passes', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'brute@example.com' });
    for (let i = 0; i < 10; i++) {
      expect(
        (await shop.post('/api/user/login', { email: 'brute@example.com', password: `Guess-${i}!x` })).status,
      ).toBe(401);
    }
    const blocked = await shop.post('/api/user/login', { email: 'brute@example.com', password: 'Brix-pass-1!' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(/Too many wrong passwords/);
    shop.clock.advance(16 * 60 * 1000);
    expect((await shop.post('/api/user/login', { email: 'brute@example.com', password: 'Brix-pass-1!' })).status).toBe(
      200,
    );
  });

  it('limits login attempts per client across addresses', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 50; i++) {
      await shop.call(
        'POST',
        '/api/user/login',
        { email: `x${i}@example.com`, password: 'Nope-123!' },
        from('203.0.113.9'),
      );
    }
    const res = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'x@example.com', password: 'Nope-123!' },
      from('203.0.113.9'),
    );
    expect(res.status).toBe(429);
    const other = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'x@example.com', password: 'Nope-123!' },
      from('198.51.100.7'),
    );
    expect(other.status).toBe(401);
  });

  it('counts a client by the address its proxy saw, whatever X-Forwarded-For entries the caller made up', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    // The proxy appends the address it saw; anything before it is the caller's own text.
    const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}, 203.0.113.9` } });
    for (let i = 0; i < 50; i++) {
      await shop.call('POST', '/api/user/login', { email: `x${i}@example.com`, password: 'Nope-123!' }, spoofed(i));
    }
    expect(
      (await shop.call('POST', '/api/user/login', { email: 'x@example.com', password: 'Nope-123!' }, spoofed(999)))
        .status,
    ).toBe(429);
    const other = await shop.call(
      'POST',
      '/api/user/login',
      { email: 'x@example.com', password: 'Nope-123!' },
      { headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' } },
    );
    expect(other.status).toBe(401);
  });

  it('refuses a login body with wrong types', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/user/login', { email: ['a@b.c'], password: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('email');
    expect(res.body.error.fields).toHaveProperty('password');
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const res = await shop.post('/api/user/logout', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.cookie).toBe('');
    expect(
      await shop.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).execute(),
    ).toEqual([]);
    expect((await shop.post('/api/auth/verify', undefined, token)).body).toEqual({ user: null });
    expect((await shop.post('/api/user/logout')).status).toBe(200);
  });

  it('an expired session is a visitor', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    shop.clock.advance(31 * 24 * HOUR);
    expect((await shop.post('/api/auth/verify', undefined, token)).body).toEqual({ user: null });
    expect((await shop.get('/api/cart', token)).status).toBe(401);
  });
});

describe('GET /api/user/{email} and GET /api/user', () => {
  it('gives a user their own record, never the hash', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'own@example.com' });
    const res = await shop.get('/api/user/OWN@example.com', token);
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe('own@example.com');
    expect(res.text).not.toMatch(/password|argon/i);
  });

  it("refuses another user's email, and visitors", async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'victim@example.com' });
    const { token } = await shop.signUp({ email: 'mallory@example.com' });
    const res = await shop.get('/api/user/victim@example.com', token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect((await shop.get('/api/user/victim@example.com')).status).toBe(401);
    const sqlish = await shop.get(`/api/user/${encodeURIComponent("' OR '1'='1")}`, token);
    expect(sqlish.status).toBe(403);
  });

  it('lists users for an admin only', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'c@example.com' });
    expect((await shop.get('/api/user')).status).toBe(401);
    expect((await shop.get('/api/user', token)).status).toBe(403);
    const admin = await shop.loginAdmin();
    const res = await shop.get('/api/user', admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((u: { email: string }) => u.email).sort()).toEqual([
      'admin@brixilated.example',
      'c@example.com',
    ]);
    expect(res.text).not.toMatch(/argon/);
  });
});

describe('PUT /api/user/update/{email}', () => {
  const address = {
    name: 'Ada Lovelace',
    streetAddress: '233 S Wacker Dr',
    streetAddress2: 'Suite 100',
    city: 'Chicago',
    state: 'illinois',
    zip: 60606,
  };

  it('updates own profile fields and replaces the address list', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'edit@example.com' });
    const res = await shop.put(
      '/api/user/update/edit@example.com',
      { firstName: 'Augusta', lastName: '', phone: '312 555 0199', address: [address] },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phone: '3125550199',
      favAddress: 0,
    });
    expect(res.body.data.address).toEqual([{ ...address, state: 'Illinois', zip: '60606' }]);
    const again = await shop.put(
      '/api/user/update/edit@example.com',
      { address: [{ ...address, city: 'Evanston', zip: '60201' }] },
      token,
    );
    expect(again.body.data.address).toHaveLength(1);
    expect(again.body.data.address[0].city).toBe('Evanston');
  });

  it('ignores isAdmin, email, orders and cart in the body', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'sneaky@example.com' });
    const res = await shop.put(
      '/api/user/update/sneaky@example.com',
      { isAdmin: true, email: 'admin@brixilated.example', orders: [{}], cart: [{}], firstName: 'Sneak' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isAdmin: false, email: 'sneaky@example.com', firstName: 'Sneak' });
    expect((await shop.get('/api/auth/admin/sneaky@example.com', token)).body).toEqual({ isAdmin: false });
  });

  it('needs the old password to set a new one', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'pwchange@example.com' });
    const none = await shop.put(
      '/api/user/update/pwchange@example.com',
      { newPassword: 'New-pass-2!', confirmation: 'New-pass-2!' },
      token,
    );
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('You have to enter your old password if you want to change to a new password');
    expect(none.body.error.fields.currentPassword).toBe(
      'You have to enter your old password if you want to change to a new password',
    );
    const wrong = await shop.put(
      '/api/user/update/pwchange@example.com',
      { currentPassword: 'Wrong-1!x', newPassword: 'New-pass-2!', confirmation: 'New-pass-2!' },
      token,
    );
    expect(wrong.body.error.fields.currentPassword).toBe("That isn't your current password.");
    const weak = await shop.put(
      '/api/user/update/pwchange@example.com',
      { currentPassword: 'Brix-pass-1!', newPassword: 'weak', confirmation: 'weak' },
      token,
    );
    expect(weak.body.error.fields.newPassword).toMatch(/8 characters/);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'rotate@example.com' });
    const other = (await shop.post('/api/user/login', { email: 'rotate@example.com', password: 'Brix-pass-1!' }))
      .cookie;
    const res = await shop.put(
      '/api/user/update/rotate@example.com',
      { currentPassword: 'Brix-pass-1!', newPassword: 'New-pass-2!', confirmation: 'New-pass-2!' },
      token,
    );
    expect(res.status).toBe(200);
    expect((await shop.post('/api/auth/verify', undefined, token)).body.user.email).toBe('rotate@example.com');
    expect((await shop.post('/api/auth/verify', undefined, other)).body.user).toBeNull();
    expect((await shop.post('/api/user/login', { email: 'rotate@example.com', password: 'Brix-pass-1!' })).status).toBe(
      401,
    );
    expect((await shop.post('/api/user/login', { email: 'rotate@example.com', password: 'New-pass-2!' })).status).toBe(
      200,
    );
  });

  it("refuses another user's email, a visitor, bad fields and a favourite address that does not exist", async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'other@example.com' });
    const { token } = await shop.signUp({ email: 'me@example.com' });
    expect((await shop.put('/api/user/update/other@example.com', { firstName: 'X' }, token)).status).toBe(403);
    expect((await shop.put('/api/user/update/me@example.com', { firstName: 'X' })).status).toBe(401);
    const bad = await shop.put(
      '/api/user/update/me@example.com',
      { phone: '12ab', address: [{ ...address, zip: '123', state: 'Ontario' }] },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['address.0.zip']);
    expect(bad.body.error.fields).toHaveProperty(['address.0.state']);
    const fav = await shop.put('/api/user/update/me@example.com', { favAddress: 3 }, token);
    expect(fav.body.error.fields.favAddress).toBe('Pick one of your addresses.');
    expect((await shop.put('/api/user/update/me@example.com', { firstName: 7 }, token)).status).toBe(400);
  });
});

describe('password reset', () => {
  async function forgot(shop: Awaited<ReturnType<typeof createTestShop>>, email: string) {
    const res = await shop.get(`/api/user/forgot/${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    // The email is a job; a serving process's runner sends it moments later.
    await shop.runJobs();
    const mail = shop.mailer.last();
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    return { mail, token };
  }

  it('mails a one-hour link to /reset/{token}; the token is stored only as a hash', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'forgetful@example.com', firstName: 'Fern' });
    const { mail, token } = await forgot(shop, 'Forgetful@example.com');
    expect(mail?.to).toBe('forgetful@example.com');
    expect(mail?.subject).toBe('Reset your Brixilated password');
    expect(mail?.text).toContain(`http://shop.test/reset/${token}`);
    expect(mail?.text).toContain('Hi Fern');
    const rows = await shop.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token!));
    expect((await shop.get(`/api/user/reset/${token}`)).body).toEqual({ id: 'forgetful@example.com' });
  });

  it('refuses a reset request fired by another site', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'target@example.com' });
    const res = await shop.call('GET', '/api/user/forgot/target@example.com', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(0);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const shop = await createTestShop();
    const res = await shop.get('/api/user/forgot/ghost@example.com');
    expect(res.body).toEqual({ ok: true });
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(0);
    expect((await shop.get('/api/user/forgot/not-an-email')).status).toBe(400);
  });

  it('sets the password, ends the other sessions, logs in, and cannot be used twice', async () => {
    const shop = await createTestShop();
    const { token: oldSession } = await shop.signUp({ email: 'reset@example.com' });
    const { token } = await forgot(shop, 'reset@example.com');
    const res = await shop.post('/api/user/reset', { token, password: 'Fresh-pass-3!', confirmation: 'Fresh-pass-3!' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('reset@example.com');
    expect(res.cookie).toBeTruthy();
    expect((await shop.post('/api/auth/verify', undefined, res.cookie)).body.user.email).toBe('reset@example.com');
    expect((await shop.post('/api/auth/verify', undefined, oldSession)).body.user).toBeNull();
    expect((await shop.post('/api/user/login', { email: 'reset@example.com', password: 'Fresh-pass-3!' })).status).toBe(
      200,
    );

    const reused = await shop.post('/api/user/reset', {
      token,
      password: 'Other-pass-4!',
      confirmation: 'Other-pass-4!',
    });
    expect(reused.status).toBe(404);
    expect(reused.body.error).toEqual({
      code: 'RESET_LINK_INVALID',
      message: 'Looks like there was an error with your reset link!',
    });
    expect((await shop.get(`/api/user/reset/${token}`)).status).toBe(404);
  });

  it('expires after one hour', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'late@example.com' });
    const { token } = await forgot(shop, 'late@example.com');
    shop.clock.advance(HOUR - 1000);
    expect((await shop.get(`/api/user/reset/${token}`)).status).toBe(200);
    shop.clock.advance(2000);
    expect((await shop.get(`/api/user/reset/${token}`)).status).toBe(404);
    const res = await shop.post('/api/user/reset', { token, password: 'Fresh-pass-3!', confirmation: 'Fresh-pass-3!' });
    expect(res.status).toBe(404);
  });

  it('sweeping removes expired sessions and reset tokens only', async () => {
    const shop = await createTestShop();
    const first = await shop.signUp({ email: 'sweep@example.com' });
    await forgot(shop, 'sweep@example.com');
    shop.clock.advance(2 * HOUR);
    const second = await shop.post('/api/user/login', { email: 'sweep@example.com', password: 'Brix-pass-1!' });
    shop.clock.advance(30 * 24 * HOUR - HOUR); // the first session is now past its 30 days, the second is not
    const { token: liveReset } = await forgot(shop, 'sweep@example.com');
    await deleteExpiredSessions(shop.db, shop.clock.now());
    await deleteStaleResets(shop.db, shop.clock.now());
    const sessions = await shop.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(second.cookie!)]);
    expect(sessions.map((s) => s.token_hash)).not.toContain(hashToken(first.token));
    const resets = await shop.db.selectFrom('password_resets').select('token_hash').execute();
    expect(resets.map((r) => r.token_hash)).toEqual([hashToken(liveReset!)]);
  });

  it('checks the new password and refuses made-up tokens', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'strength@example.com' });
    const { token } = await forgot(shop, 'strength@example.com');
    const weak = await shop.post('/api/user/reset', { token, password: 'abcdefgh', confirmation: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.error.fields.password).toMatch(/number/);
    // The weak attempt did not use the token up.
    expect((await shop.get(`/api/user/reset/${token}`)).status).toBe(200);
    expect((await shop.get('/api/user/reset/made-up-token')).status).toBe(404);
    expect(
      (
        await shop.post('/api/user/reset', {
          token: "' OR 1=1 --",
          password: 'Fresh-pass-3!',
          confirmation: 'Fresh-pass-3!',
        })
      ).status,
    ).toBe(404);
  });

  it('limits reset emails per address', async () => {
    const shop = await createTestShop();
    await shop.signUp({ email: 'spam@example.com' });
    for (let i = 0; i < 3; i++) await forgot(shop, 'spam@example.com');
    const res = await shop.get('/api/user/forgot/spam@example.com');
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/Too many reset requests/);
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(3);
  });

  it('limits reset requests per client across addresses, without blocking other clients', async () => {
    const shop = await createTestShop({ config: { trustProxy: true } });
    await shop.signUp({ email: 'real@example.com' });
    const from = (ip: string, email: string) =>
      shop.call('GET', `/api/user/forgot/${encodeURIComponent(email)}`, undefined, {
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.5', `guess${i}@example.com`)).status).toBe(200);
    const blocked = await from('203.0.113.5', 'real@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many reset requests/),
    });
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(0);
    expect((await from('203.0.113.6', 'real@example.com')).status).toBe(200);
    await shop.runJobs();
    expect(shop.mailer.sent).toHaveLength(1);
  });
});

describe('POST /api/auth/verify and GET /api/auth/admin/{userId}', () => {
  it('verify gives the user for a session and null for a visitor or a forged cookie', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'v@example.com' });
    expect((await shop.post('/api/auth/verify', undefined, token)).body.user._id).toBe('v@example.com');
    expect((await shop.post('/api/auth/verify')).body).toEqual({ user: null });
    expect((await shop.post('/api/auth/verify', undefined, 'forged')).body).toEqual({ user: null });
  });

  it('answers isAdmin for oneself or for an admin, not for others', async () => {
    const shop = await createTestShop();
    const { token } = await shop.signUp({ email: 'who@example.com' });
    expect((await shop.get('/api/auth/admin/who@example.com', token)).body).toEqual({ isAdmin: false });
    expect((await shop.get(`/api/auth/admin/${TEST_ADMIN.email}`, token)).status).toBe(403);
    expect((await shop.get('/api/auth/admin/who@example.com')).status).toBe(401);
    const admin = await shop.loginAdmin();
    expect((await shop.get(`/api/auth/admin/${TEST_ADMIN.email}`, admin)).body).toEqual({ isAdmin: true });
    expect((await shop.get('/api/auth/admin/who@example.com', admin)).body).toEqual({ isAdmin: false });
    expect((await shop.get('/api/auth/admin/nobody@example.com', admin)).status).toBe(404);
  });
});
