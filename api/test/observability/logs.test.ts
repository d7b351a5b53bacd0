// The shop's log lines, as an on-call engineer reads them: one JSON line per event, one access line per request
// with its route's pattern, the request's id on every line it caused (its jobs' too), and no secret or personal
// value anywhere, through a whole purchase and a password reset.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { enqueueJobs } from '../../src/db/jobs.ts';
import type { AppEnv } from '../../src/http/env.ts';
import type { Log } from '../../src/log.ts';
import { createLog } from '../../src/observability/log.ts';
import { CLIENT_CLOSED, observeRequests, type RequestEnd } from '../../src/observability/requests.ts';
import { cartItem, createTestShop } from '../support/app.ts';
import { card, CHICAGO, createCheckoutShop } from '../support/checkout-shop.ts';

/** An id the shop made: its app's random prefix, then the request's count. */
const MADE_ID = /^[0-9a-f]{16}-[0-9a-z]+$/;

interface Line {
  level: string;
  time: string;
  pid: number;
  msg: string;
  requestId?: string;
  type?: string;
  [key: string]: unknown;
}

/** A real log (pino, JSON lines) whose lines are kept as written. */
function recordingLog(level: 'info' | 'debug' = 'debug'): { log: Log; raw: string[]; lines: () => Line[] } {
  const raw: string[] = [];
  const log = createLog({ level, destination: { write: (text: string) => void raw.push(text) } });
  return {
    log,
    raw,
    lines: () =>
      raw
        .join('')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Line),
  };
}

describe('log lines', () => {
  it('a purchase and a password reset: one access line per request, its id on what it caused, nothing secret', async () => {
    const recorded = recordingLog();
    const shop = await createCheckoutShop({ extra: { log: recorded.log } });
    try {
      // Every answer the shop gives, with the request id it returned.
      const answered: Array<{ method: string; path: string; status: number; requestId: string | null }> = [];
      const request = shop.app.request.bind(shop.app);
      shop.app.request = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await request(input, init);
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        answered.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          status: res.status,
          requestId: res.headers.get('x-request-id'),
        });
        return res;
      }) as typeof shop.app.request;

      const email = 'logged.customer@example.com';
      const password = 'Purchase-pass-7!';
      const { token } = await shop.customerWithCart([cartItem({}, 2, 2)], CHICAGO, {
        email,
        password,
        confirmation: password,
      });
      const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
      expect(created.status).toBe(200);
      const cardNumber = '4242 4242 4242 4242';
      const confirmed = await shop.post('/api/payment/confirm', { id: created.body.id, ...card(cardNumber) }, token);
      expect(confirmed.body.status).toBe('succeeded');
      const orderNumber: string = confirmed.body.order.orderNumber;
      expect(await shop.get(`/api/orders/${orderNumber}`, token)).toMatchObject({ status: 200 });
      await shop.runJobs();

      expect((await shop.get(`/api/user/forgot/${encodeURIComponent(email)}`)).status).toBe(200);
      await shop.runJobs();
      const resetMail = shop.mailer.last();
      const resetLink = /https?:\/\/\S+\/reset\/[A-Za-z0-9_-]+/.exec(resetMail?.text ?? '')?.[0];
      const resetToken = resetLink?.split('/').at(-1);
      expect(resetToken).toBeTruthy();
      const newPassword = 'Fresh-reset-pass-9!';
      const reset = await shop.post('/api/user/reset', {
        token: resetToken,
        password: newPassword,
        confirmation: newPassword,
      });
      expect(reset.status).toBe(200);
      const login = await shop.post('/api/user/login', { email, password: newPassword });
      expect(login.status).toBe(200);

      const lines = recorded.lines();
      // Every line is one JSON object with a level, an ISO time and the process.
      for (const line of lines) {
        expect(typeof line.level).toBe('string');
        expect(Number.isNaN(Date.parse(line.time))).toBe(false);
        expect(line.pid).toBe(process.pid);
        expect(typeof line.msg).toBe('string');
      }

      // One access line per request, with the route's pattern, the status, the time taken and the id it returned.
      const access = lines.filter((l) => l.type === 'access');
      expect(answered.length).toBeGreaterThanOrEqual(8);
      expect(access).toHaveLength(answered.length);
      const ids = answered.map((a) => a.requestId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [i, a] of answered.entries()) {
        expect(a.requestId).toMatch(MADE_ID);
        expect(a.requestId!.split('-')[0]).toBe(ids[0]!.split('-')[0]);
        expect(access[i]).toMatchObject({ requestId: a.requestId, method: a.method, status: a.status });
        expect(typeof access[i].ms).toBe('number');
        // An access line holds the access fields only (none of the lines logged before it in the request).
        expect(Object.keys(access[i]).sort()).toEqual(
          ['hostname', 'level', 'method', 'ms', 'msg', 'pid', 'requestId', 'route', 'status', 'time', 'type'].sort(),
        );
      }
      const routes = access.map((l) => `${String(l.method)} ${String(l.route)}`);
      expect(routes).toContain('GET /api/orders/:orderNumber');
      expect(routes).toContain('GET /api/user/forgot/:email');
      expect(routes).toContain('PUT /api/user/update/:email');

      // The order's lines name it, and carry the id of the request that placed it; its jobs carry that id too.
      const confirmId = answered.find((a) => a.path === '/api/payment/confirm')!.requestId;
      const placed = lines.find((l) => l.orderNumber === orderNumber && /placed/i.test(l.msg));
      expect(placed).toMatchObject({ requestId: confirmId });
      const orderJobs = lines.filter((l) => l.jobKind === 'confirmation-email' || l.jobKind === 'blueprint');
      expect(orderJobs.length).toBeGreaterThan(0);
      for (const line of orderJobs) expect(line.requestId).toBe(confirmId);
      const forgotId = answered.find((a) => a.path.startsWith('/api/user/forgot/'))!.requestId;
      const resetJob = lines.filter((l) => l.jobKind === 'reset-email');
      expect(resetJob.length).toBeGreaterThan(0);
      for (const line of resetJob) expect(line.requestId).toBe(forgotId);
      // Every line that names a request names one of these.
      for (const line of lines) if (line.requestId) expect(ids).toContain(line.requestId);

      // Nothing secret or personal, in any form, on any line.
      const text = recorded.raw.join('');
      const secrets = [
        email,
        encodeURIComponent(email),
        password,
        newPassword,
        cardNumber,
        cardNumber.replaceAll(' ', ''),
        resetToken!,
        resetLink!,
        token,
        login.cookie!,
        created.body.clientSecret,
        CHICAGO.name,
        CHICAGO.streetAddress,
        CHICAGO.streetAddress2,
      ];
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(5);
        expect(text, `a line holds ${secret}`).not.toContain(secret);
      }
      expect(shop.errors).toEqual([]);
    } finally {
      await shop.cleanup();
    }
  });

  it('takes X-Request-Id from a trusted proxy only, and counts the bytes a served answer sent', async () => {
    for (const trustProxy of [true, false]) {
      const recorded = recordingLog('info');
      const shop = await createCheckoutShop({ extra: { log: recorded.log }, config: { trustProxy } });
      const server = serve({ fetch: shop.app.fetch, hostname: '127.0.0.1', port: 0 });
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as AddressInfo;
        const res = await fetch(`http://127.0.0.1:${port}/api/inventory/sizes`, {
          headers: { 'X-Request-Id': 'proxy-id-1234' },
        });
        const body = await res.text();
        const returned = res.headers.get('x-request-id');
        expect(returned === 'proxy-id-1234').toBe(trustProxy);
        // An id the proxy cannot be trusted with (or a malformed one) is replaced.
        const odd = await fetch(`http://127.0.0.1:${port}/api/inventory/sizes`, {
          headers: { 'X-Request-Id': 'an id with spaces, <html> and "quotes" in it' },
        });
        await odd.text();
        expect(odd.headers.get('x-request-id')).toMatch(MADE_ID);
        // A served answer's access line is written once its last byte is out (after the client may have read it).
        const accessLines = () => (recorded.raw.length ? recorded.lines() : []).filter((l) => l.type === 'access');
        for (let i = 0; i < 400 && accessLines().length < 2; i += 1) await new Promise((r) => setTimeout(r, 5));
        expect(accessLines()).toHaveLength(2);
        const [line] = accessLines();
        expect(line).toMatchObject({ requestId: returned, route: '/api/inventory/sizes', status: 200 });
        expect(line.bytes).toBeGreaterThan(Buffer.byteLength(body));
        // Each answer carries the id once, whoever set it.
        expect(returned).not.toContain(',');
      } finally {
        await new Promise((resolve) => server.close(resolve));
        await shop.cleanup();
      }
    }
  });

  it('logs a request whose caller went away before its answer as 499, with its route, once', async () => {
    const recorded = recordingLog('info');
    const ended: RequestEnd[] = [];
    let release = () => {};
    const handlerDone = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono<AppEnv>();
    app.use('*', observeRequests({ log: recorded.log, trustProxy: false, onEnd: (end) => ended.push(end) }));
    app.get('/slow/:id', async (c) => {
      await handlerDone;
      return c.json({ done: true });
    });
    app.get('/quick', (c) => c.json({ quick: true }));
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const quick = await fetch(`http://127.0.0.1:${port}/quick`);
      expect(quick.headers.get('x-request-id')).toMatch(MADE_ID);
      await quick.text();
      const aborted = new AbortController();
      const slow = fetch(`http://127.0.0.1:${port}/slow/42`, { signal: aborted.signal });
      for (let i = 0; i < 400 && ended.length < 1; i += 1) await new Promise((r) => setTimeout(r, 5));
      await new Promise((r) => setTimeout(r, 50));
      aborted.abort();
      await expect(slow).rejects.toThrow();
      for (let i = 0; i < 400 && ended.length < 2; i += 1) await new Promise((r) => setTimeout(r, 5));
      release();
      await new Promise((r) => setTimeout(r, 50));
      const access = recorded.lines().filter((l) => l.type === 'access');
      expect(access.map((l) => [l.route, l.status])).toEqual([
        ['/quick', 200],
        ['/slow/:id', CLIENT_CLOSED],
      ]);
      expect(ended.map((e) => e.status)).toEqual([200, 499]);
    } finally {
      release();
      // The quick request's connection is kept alive by the client: closed here rather than waited for.
      (server as Server).closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a job the shop wrote by itself logs without the id of the request that nudged the runner', async () => {
    const recorded = recordingLog('info');
    // A slow poll: the nudge after the request is what starts both jobs.
    const shop = await createTestShop({ extra: { log: recorded.log, jobs: { pollMs: 60_000 } } });
    try {
      const { user } = await shop.signUp({ email: 'nudged.runner@example.com' });
      shop.app.jobs.start();
      // Written outside any request, as housekeeping or a reconciliation writes its jobs.
      await enqueueJobs(
        shop.db,
        [{ kind: 'reset-email', payload: { userId: user.id }, dedupeKey: 'by-itself' }],
        shop.clock.now(),
      );
      const forgot = await shop.get('/api/user/forgot/nudged.runner@example.com');
      expect(forgot.status).toBe(200);
      const forgotId = forgot.headers.get('x-request-id');
      expect(forgotId).toMatch(MADE_ID);
      const done = () => recorded.lines().filter((l) => l.jobKind === 'reset-email' && / done$/.test(l.msg));
      for (let i = 0; i < 400 && done().length < 2; i += 1) await new Promise((r) => setTimeout(r, 25));
      await shop.app.jobs.stop();
      const rows = await shop.db.selectFrom('jobs').select(['id', 'request_id', 'state']).execute();
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => r.state)).toEqual(['done', 'done']);
      for (const row of rows) {
        const lines = recorded.lines().filter((l) => l.job === row.id);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          if (row.request_id === null) expect(line.requestId, line.msg).toBeUndefined();
          else expect(line.requestId, line.msg).toBe(forgotId);
        }
      }
      expect(rows.filter((r) => r.request_id === forgotId)).toHaveLength(1);
    } finally {
      await shop.app.jobs.stop();
    }
  });

  it('an app made without a log ends the output it opened when it closes', async () => {
    const destination = vi.spyOn(pino, 'destination');
    try {
      const shop = await createTestShop({ extra: { log: undefined } });
      expect(destination).toHaveBeenCalledTimes(1);
      // SonicBoom's own flag (not in its types): set once the stream is ended.
      const opened = destination.mock.results[0].value as unknown as { destroyed: boolean };
      expect(opened.destroyed).toBe(false);
      await shop.app.close();
      expect(opened.destroyed).toBe(true);
    } finally {
      destination.mockRestore();
    }
  });
});
