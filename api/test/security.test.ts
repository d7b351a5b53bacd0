import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { customer, createTestShop, SHOP_URL } from './support/app.ts';

describe('state-changing calls', () => {
  it('must be JSON (415 otherwise), so a cross-site form cannot post', async () => {
    const shop = await createTestShop();
    const form = await shop.call('POST', '/api/user/login', 'email=a%40b.c&password=x', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      error: { code: 'JSON_REQUIRED', message: 'Send this request as JSON (Content-Type: application/json).' },
    });
    const plain = await shop.call('POST', '/api/email/help', '{"firstName":"A"}', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    // No body at all is fine for calls that take none.
    expect((await shop.post('/api/user/logout')).status).toBe(200);
  });

  it('refuse another Origin and cross-site fetches; accept the shop itself', async () => {
    const shop = await createTestShop();
    const evil = await shop.call('POST', '/api/user/create', customer(), {
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('BAD_ORIGIN');
    const crossSite = await shop.call('POST', '/api/user/logout', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await shop.call('POST', '/api/user/create', customer(), { headers: { origin: SHOP_URL } });
    expect(own.status).toBe(201);
    // GETs are not state-changing and are not checked.
    expect(
      (await shop.call('GET', '/api/inventory/sizes', undefined, { headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(200);
  });

  it('malformed JSON is a 400 with the error shape', async () => {
    const shop = await createTestShop();
    for (const body of ['{', '{"email": "a@b.c",}', 'null x', "{'email': 1}"]) {
      const res = await shop.call('POST', '/api/user/login', body);
      expect(res.status, body).toBe(400);
      expect(res.body.error.code).toBe('BAD_JSON');
    }
    const arrayBody = await shop.post('/api/user/login', [1, 2]);
    expect(arrayBody.status).toBe(400);
    expect(arrayBody.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('every JSON call of the accounts part answers malformed JSON and wrong types with 400', async () => {
    const shop = await createTestShop();
    const admin = await shop.loginAdmin();
    const calls: Array<[string, string]> = [
      ['POST', '/api/user/create'],
      ['POST', '/api/user/login'],
      ['PUT', '/api/user/update/admin@brixilated.example'],
      ['POST', '/api/user/reset'],
      ['POST', '/api/validate/name'],
      ['POST', '/api/validate/email'],
      ['POST', '/api/validate/phone'],
      ['POST', '/api/validate/passwords'],
      ['POST', '/api/validate/address'],
      ['POST', '/api/validate/code'],
      ['POST', '/api/validate/message'],
      ['POST', '/api/validate/state'],
      ['POST', '/api/validate/zip'],
      ['POST', '/api/validate/type'],
      ['POST', '/api/validate/number'],
      ['POST', '/api/inventory/sizes'],
      ['POST', '/api/cart/price'],
      ['POST', '/api/cart/items'],
      ['PUT', '/api/cart/items/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/coupon/create'],
      ['PUT', '/api/coupon/update/TAKE20'],
      ['POST', '/api/email/help'],
      ['POST', '/api/analytics'],
    ];
    for (const [method, path] of calls) {
      const broken = await shop.call(method, path, '{"oops": ', { cookie: admin });
      expect([broken.status, broken.body?.error?.code], `${method} ${path} malformed`).toEqual([400, 'BAD_JSON']);
      const wrongTypes = await shop.call(
        method,
        path,
        {
          name: 1,
          email: 2,
          password: 3,
          items: 4,
          quantity: 'x',
          active: 'x',
          type: 5,
          code: 6,
          zip: [],
          shape: 7,
          phone: {},
          message: 8,
          state: 9,
          streetAddress: 10,
          number: {},
          path: 11,
          firstName: 12,
          token: 13,
          address: 'x',
          favAddress: -1,
        },
        { cookie: admin },
      );
      expect([wrongTypes.status, wrongTypes.body?.error?.code], `${method} ${path} wrong types`).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('bodies over the limit get 413', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/email/help', { message: 'x'.repeat(10 * 1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'That request is too large.' });
  });

  it('a declared length over the limit gets 413 before the body is read; a GET is never judged by its length', async () => {
    const shop = await createTestShop();
    const declared = await shop.call(
      'POST',
      '/api/email/help',
      { message: 'hi' },
      { headers: { 'content-length': String(10 * 1024 * 1024 + 10) } },
    );
    expect([declared.status, declared.body.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const item = await shop.call(
      'POST',
      '/api/cart/items',
      { quantity: 1 },
      { headers: { 'content-length': String(20 * 1024 * 1024) }, cookie: (await shop.signUp()).token },
    );
    expect([item.status, item.body.error?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(
      (
        await shop.call('GET', '/api/inventory/sizes', undefined, {
          headers: { 'content-length': String(20 * 1024 * 1024) },
        })
      ).status,
    ).toBe(200);
  });

  it('SQL-looking input is data, never SQL', async () => {
    const shop = await createTestShop();
    const nasty = "'; DELETE FROM users; --";
    expect((await shop.post('/api/user/login', { email: nasty, password: nasty })).status).toBe(401);
    expect((await shop.post('/api/validate/email', { email: `a${nasty}@x.com`, shouldExist: true })).status).toBe(200);
    expect((await shop.get(`/api/coupon/${encodeURIComponent(nasty)}`)).status).toBe(404);
    expect((await shop.post('/api/analytics', { type: 'event', path: '/', label: nasty })).status).toBe(204);
    const rows = await shop.db.selectFrom('analytics_events').select('label').execute();
    expect(rows[0].label).toBe(nasty);
    expect(await shop.db.selectFrom('users').select('email').execute()).toHaveLength(1); // the admin is still there
  });
});

describe('errors', () => {
  it('an unexpected failure is a 500 with a stable code and no stack trace', async () => {
    const shop = await createTestShop();
    await shop.db.destroy(); // every query now throws inside the handler
    const res = await shop.post('/api/analytics', { type: 'pageview', path: '/' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(res.text).not.toMatch(/at .*\.ts|Error:|kysely|sqlite/i);
    expect(shop.errors).toHaveLength(1);
    // Health says which part is down instead.
    const health = await shop.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, db: 'down' });
  });

  it('every 4xx answer has the error shape', async () => {
    const shop = await createTestShop();
    const answers = await Promise.all([
      shop.get('/api/user'),
      shop.get('/api/cart'),
      shop.post('/api/validate/zip', { zip: true }),
      shop.get('/api/coupon/NONE'),
      shop.call('DELETE', '/api/health'),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
      expect(typeof res.body.error.message).toBe('string');
    }
  });

  it('sets security headers on API answers', async () => {
    const shop = await createTestShop();
    const res = await shop.post('/api/user/create', customer());
    for (const header of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(res.headers.get(header), header).toBeTruthy();
    }
    // HSTS only over https (origin-and-transport.test.ts); this shop answers over http.
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

it('the route factories are plain chained Hono apps', async () => {
  const { healthRoutes } = await import('../src/routes/health.ts');
  const shop = await createTestShop();
  expect(healthRoutes({ db: shop.db } as never)).toBeInstanceOf(Hono);
});
