import { describe, expect, it } from 'vitest';
import { createTestShop } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';

describe('GET /api/health', () => {
  it('answers ok with security headers and no caching', async () => {
    const shop = await createCheckoutShop();
    const res = await shop.get('/api/health');
    await shop.cleanup();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, db: 'ok', storage: 'ok' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the file storage when DATA_DIR is gone', async () => {
    const shop = await createCheckoutShop();
    await shop.cleanup();
    const res = await shop.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ ok: false, db: 'ok', storage: 'down' });
  });

  it('answers 503 naming the database when it is closed', async () => {
    const shop = await createCheckoutShop();
    await shop.db.destroy();
    const res = await shop.get('/api/health');
    await shop.cleanup();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ ok: false, db: 'down', storage: 'ok' });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const shop = await createTestShop();
    const res = await shop.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'There is no such API call.' } });
  });
});
