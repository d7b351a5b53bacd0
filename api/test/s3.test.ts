// Pictures and blueprints in an S3-compatible bucket (s3rver on loopback) through the real AWS SDK:
// the same calls as on disk, health naming the store, and a store that is down refusing uploads with
// a clear 503 and keeping nothing half-written.
import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3FileStorage, s3SettingsFromEnv } from '../src/storage/s3.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { startS3Server } from '../../scripts/lib/s3-server.mjs';
import { DEFAULT_PICTURES, forgetUploads } from './support/app.ts';

let photo: Buffer;

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3FileStorage;
let shop: CheckoutShop;

beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});
beforeEach(async () => {
  storage = new S3FileStorage(s3.settings);
  shop = await createCheckoutShop({ extra: { storage } });
});
afterEach(async () => {
  await s3.start(); // running again after a test that stopped it
  storage.close();
  await shop.cleanup();
});

async function upload(bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
  const res = await shop.app.request('http://shop.test/api/images', { method: 'POST', body: form });
  return { status: res.status, body: await res.json() };
}

describe('S3 settings', () => {
  it('are read from S3_* and absent without S3_BUCKET', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
    expect(s3SettingsFromEnv(s3.env)).toEqual({ ...s3.settings });
    expect(s3SettingsFromEnv({ S3_BUCKET: 'shop' })).toEqual({
      bucket: 'shop',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(/both/);
  });
});

describe('files in an S3 bucket', () => {
  it('stores an upload in the bucket and serves it back byte for byte, nothing on local disk', async () => {
    const res = await upload(photo);
    expect(res.status).toBe(201);
    const key = `images/${res.body.url.slice('/images/'.length)}`;
    expect(await s3.keys()).toContain(key);
    const stored = await storage.get(key);
    const served = await shop.app.request(`http://shop.test${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored!.body);
    expect(await shop.storedFiles('images')).toEqual([]);
    expect((await shop.app.request('http://shop.test/images/0123456789abcdef0123456789abcdef.jpg')).status).toBe(404);
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  it('keeps the blueprints of a paid order in the bucket and makes a deleted one again', async () => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    // Blueprints are jobs, made after the payment answers by a serving process's runner.
    await shop.runJobs();
    const item = order.suborders[0].items[0];
    const key = `blueprints/${order.orderNumber}/${item.id}.pdf`;
    expect(await s3.keys()).toContain(key);
    await storage.delete(key);
    const pdf = await shop.app.request(`http://shop.test${item.instructionsUrl}`, {
      headers: { cookie: `auth-token=${token}` },
    });
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(5);
    expect(await s3.keys()).toContain(key);
    expect(shop.errors).toEqual([]);
  });

  it('reports the store in /api/health', async () => {
    expect((await shop.get('/api/health')).body).toEqual({ ok: true, db: 'ok', storage: 'ok' });
    await s3.stop();
    const down = await shop.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ ok: false, db: 'ok', storage: 'down' });
    await s3.start();
    expect((await shop.get('/api/health')).status).toBe(200);
  });

  it('answers an upload with 503 and a clear message while the store is down, and keeps nothing', async () => {
    await forgetUploads(shop.db); // this test reads the register
    const before = await s3.keys();
    await s3.stop();
    const res = await upload(photo);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: {
        code: 'STORAGE_UNAVAILABLE',
        message: "The shop can't store or read pictures just now. Please try again in a minute.",
      },
    });
    await s3.start();
    expect(await s3.keys()).toEqual(before);
    // No record of a picture that was never stored (the daily quota and the sweep read these).
    expect(await shop.db.selectFrom('uploaded_images').selectAll().execute()).toEqual([]);
    // Back up: the same upload goes through, and is recorded once.
    const again = await upload(photo);
    expect(again.status).toBe(201);
    expect((await shop.db.selectFrom('uploaded_images').select('url').execute()).map((row) => row.url)).toEqual([
      again.body.url,
    ]);
  });

  it('answers 503 and records nothing when the endpoint is up but failing every request', async () => {
    // An S3 endpoint that accepts connections and answers each request with a server error, as a
    // storage service in trouble does (the SDK tries each call three times before giving up).
    let requests = 0;
    const failing = createServer((req, res) => {
      requests += 1;
      req.resume();
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Please reduce your request rate.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const broken = new S3FileStorage({
      ...s3.settings,
      endpoint: `http://127.0.0.1:${(failing.address() as { port: number }).port}`,
    });
    const troubled = await createCheckoutShop({ extra: { storage: broken } });
    await forgetUploads(troubled.db);
    try {
      const form = new FormData();
      form.append('file', new File([photo as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
      const res = await troubled.app.request('http://shop.test/api/images', { method: 'POST', body: form });
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('STORAGE_UNAVAILABLE');
      expect(requests).toBeGreaterThan(0);
      expect(await troubled.db.selectFrom('uploaded_images').selectAll().execute()).toEqual([]);
      const health = await troubled.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ ok: false, db: 'ok', storage: 'down' });
    } finally {
      broken.close();
      await troubled.cleanup();
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it('answers 503 within the deadline when the endpoint accepts connections and never answers, and health names the store', async () => {
    // A store that takes the connection and the request and then says nothing, as a hung server or a
    // half-dead proxy does. The deadlines are shortened (the shop's are 3 s to connect, 8 s an attempt, 10 s a call).
    const sockets = new Set<Socket>();
    const hung = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.resume();
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const deadlines = { connectMs: 500, attemptMs: 600, callMs: 1_500 };
    const stuck = new S3FileStorage({
      ...s3.settings,
      endpoint: `http://127.0.0.1:${(hung.address() as { port: number }).port}`,
      deadlines,
    });
    const silent = await createCheckoutShop({ extra: { storage: stuck } });
    try {
      const { token } = await silent.customerWithCart();
      const { order } = await silent.pay(token);
      const item = order.suborders[0].items[0];
      const form = new FormData();
      form.append('file', new File([photo as Uint8Array<ArrayBuffer>], 'photo.jpg', { type: 'image/jpeg' }));
      const started = Date.now();
      const [uploaded, blueprint, picture, health] = await Promise.all([
        silent.app.request('http://shop.test/api/images', { method: 'POST', body: form }),
        silent.app.request(`http://shop.test${item.instructionsUrl}`, { headers: { cookie: `auth-token=${token}` } }),
        silent.app.request('http://shop.test/images/0123456789abcdef0123456789abcdef.jpg'),
        silent.get('/api/health'),
      ]);
      // Every call ended by the call's deadline (with room for a loaded machine), none by the test's time-out.
      expect(Date.now() - started).toBeLessThan(deadlines.callMs + 3_500);
      for (const res of [uploaded, blueprint, picture]) {
        expect(res.status).toBe(503);
        expect((await res.json()).error.code).toBe('STORAGE_UNAVAILABLE');
      }
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ ok: false, db: 'ok', storage: 'down' });
      expect(sockets.size).toBeGreaterThan(0);
      // Nothing recorded for the picture that was never stored (the register holds the cart's pictures alone).
      expect(
        (await silent.db.selectFrom('uploaded_images').select('url').orderBy('url').execute()).map((r) => r.url),
      ).toEqual([...DEFAULT_PICTURES].sort());
    } finally {
      stuck.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
      await silent.cleanup();
    }
  }, 30_000);
});
