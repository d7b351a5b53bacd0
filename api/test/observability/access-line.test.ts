// Access lines are pino's own: a served request's line is, character for character (its time aside), the line a
// plain pino logger writes for the same fields; and the line keeps its shape whatever it is given.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLog } from '../../src/observability/log.ts';
import { createCheckoutShop } from '../support/checkout-shop.ts';

/** Lines written to a destination, kept as written. */
function recording(): { raw: string[]; write: (text: string) => void } {
  const raw: string[] = [];
  return { raw, write: (text) => void raw.push(text) };
}

const withoutTime = (line: string) => line.replace(/"time":"[^"]*"/, '"time":"-"');

describe('a served request’s access line', () => {
  it('is what pino itself writes for the same fields', async () => {
    const base = { pid: 4121, hostname: 'web-1', worker: 2 };
    const served = recording();
    const shop = await createCheckoutShop({ extra: { log: createLog({ level: 'info', base, destination: served }) } });
    const server = serve({ fetch: shop.app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      for (const path of ['/api/inventory/sizes', '/api/orders/B-NO-SUCH', '/api/no/such/call']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        await res.text();
      }
      const access = () => served.raw.filter((line) => line.includes('"type":"access"'));
      for (let i = 0; i < 400 && access().length < 3; i += 1) await new Promise((r) => setTimeout(r, 5));
      expect(access()).toHaveLength(3);

      // Plain pino, told only the shop's documented format: the level as its word, the time in ISO 8601.
      const reference = recording();
      const plain = pino(
        {
          base,
          timestamp: pino.stdTimeFunctions.isoTime,
          formatters: { level: (label: string) => ({ level: label }) },
        },
        reference,
      );
      for (const line of access()) {
        const { requestId, type, method, route, status, ms, bytes } = JSON.parse(line) as Record<string, unknown>;
        plain.child({ requestId }).info({ type, method, route, status, ms, bytes }, `${method} ${route} ${status}`);
      }
      expect(access().map(withoutTime)).toEqual(reference.raw.map(withoutTime));
      expect(access().map((line) => JSON.parse(line).route)).toEqual([
        '/api/inventory/sizes',
        '/api/orders/:orderNumber',
        '/api/*',
      ]);
      for (const line of access()) expect(JSON.parse(line).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await shop.cleanup();
    }
  });
});

describe('access lines', () => {
  it('are pino’s lines: level, ISO time, the process, the fields and msg, in one JSON object a line', () => {
    const raw: string[] = [];
    const log = createLog({
      level: 'info',
      base: { pid: 42, hostname: 'shop-1' },
      destination: { write: (text: string) => void raw.push(text) },
    });
    const before = Date.now();
    log.access({ requestId: 'r-1', method: 'GET', route: '/api/cart', status: 200, ms: 0.4, bytes: undefined });
    log.access({ requestId: 'r-2', method: 'POST', route: '/api/cart/items', status: 201, ms: 12.5, bytes: 840 });
    log.info('Order BRX-1 placed', { orderNumber: 'BRX-1' });
    const after = Date.now();
    expect(raw).toHaveLength(3);
    const [access, second, info] = raw.map((text) => {
      expect(text.endsWith('}\n')).toBe(true);
      return JSON.parse(text) as Record<string, unknown>;
    });
    expect(access).toEqual({
      level: 'info',
      time: expect.any(String),
      pid: 42,
      hostname: 'shop-1',
      requestId: 'r-1',
      type: 'access',
      method: 'GET',
      route: '/api/cart',
      status: 200,
      ms: 0.4,
      msg: 'GET /api/cart 200',
    });
    // Each line its own method, route, status and figures, though their text is kept from line to line.
    expect(second).toMatchObject({ requestId: 'r-2', method: 'POST', route: '/api/cart/items', status: 201 });
    expect(second).toMatchObject({ ms: 12.5, bytes: 840, msg: 'POST /api/cart/items 201' });
    // The same keys, in the same order, as a line pino writes.
    expect(Object.keys(access!).slice(0, 4)).toEqual(Object.keys(info!).slice(0, 4));
    for (const line of [access!, second!, info!]) {
      const time = Date.parse(line.time as string);
      expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
  });

  it('stay JSON whatever id and byte count they are given', () => {
    const raw: string[] = [];
    const log = createLog({ level: 'info', destination: { write: (text: string) => void raw.push(text) } });
    const odd = ['r"1', 'a\\b', 'é', 'line\nbreak', '3f9a0c2b7d41e865-1z'];
    for (const requestId of odd)
      log.access({ requestId, method: 'GET', route: '/api/cart', status: 200, ms: 1, bytes: 5 });
    log.access({ requestId: 'r-9', method: 'GET', route: '/api/cart', status: 200, ms: 1, bytes: Number.NaN });
    const lines = raw.map((text) => JSON.parse(text) as { requestId: string; bytes: unknown });
    expect(lines.map((l) => l.requestId)).toEqual([...odd, 'r-9']);
    expect(lines.at(-1)!.bytes).toBeNull();
  });

  it('are not written above the info level', () => {
    const raw: string[] = [];
    const log = createLog({ level: 'warn', destination: { write: (text: string) => void raw.push(text) } });
    log.access({ requestId: 'r-1', method: 'GET', route: '/api/cart', status: 200, ms: 1, bytes: 10 });
    log.child({ requestId: 'r-2' }).info('not written');
    log.child({ requestId: 'r-3' }).warn('written');
    expect(raw.map((text) => JSON.parse(text).msg)).toEqual(['written']);
    expect(JSON.parse(raw[0]!).requestId).toBe('r-3');
  });
});
