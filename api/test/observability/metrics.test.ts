// GET /metrics as Prometheus scrapes it: refused without the bearer token, the text format with it, and the
// counters moving as customers order, payments fail, limits refuse, uploads are refused and jobs fail; and with
// WEB_CONCURRENCY=2 one scrape holding both workers' counts.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/postgres.mjs';
import { startShop } from '../../../scripts/lib/server.mjs';
import { enqueueJobs, RETRY_WINDOW_MS } from '../../src/db/jobs.ts';
import { cartItem, SHOP_URL } from '../support/app.ts';
import { card, CHICAGO, createCheckoutShop } from '../support/checkout-shop.ts';
import { openTestDatabaseWithEnv } from '../support/database.ts';

const TOKEN = 'scrape-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format (0.0.4): HELP and TYPE lines, then `name{label="value",...} number` samples. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    const value = match[3] === '+Inf' ? Infinity : Number(match[3]);
    if (Number.isNaN(value)) throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1], labels, value });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);
}

describe('GET /metrics', () => {
  it('is refused without the token, and its counters move with orders, failed payments, limits, uploads and jobs', async () => {
    let mailDown = false;
    const shop = await createCheckoutShop({
      extra: { metricsToken: TOKEN },
      mailer: {
        send: async () => {
          if (mailDown) throw new Error('mail server down');
        },
      },
    });
    const scrape = async () => {
      const res = await shop.app.request(`${SHOP_URL}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return parseMetrics(await res.text());
    };
    try {
      expect((await shop.app.request(`${SHOP_URL}/metrics`)).status).toBe(401);
      const wrong = await shop.app.request(`${SHOP_URL}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);

      const before = await scrape();
      expect(total(before, 'brix_orders_placed_total')).toBe(0);
      expect(total(before, 'brix_http_requests_in_flight')).toBe(1); // the scrape itself

      // A declined card first, then a card that pays.
      const { token } = await shop.customerWithCart([cartItem({}, 2, 2)], CHICAGO);
      const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
      expect(created.status).toBe(200);
      const declined = await shop.post(
        '/api/payment/confirm',
        { id: created.body.id, ...card('4000 0000 0000 0002') },
        token,
      );
      expect(declined.body.status).toBe('failed');
      const { order } = await shop.pay(token);
      expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).status).toBe(200);
      await shop.runJobs();
      // A limit tripped: three reset requests an hour for one address.
      for (let i = 0; i < 4; i += 1) await shop.get('/api/user/forgot/nobody%40example.com');
      // An upload that is not a picture.
      const form = new FormData();
      form.append('file', new Blob(['not a picture']), 'x.jpg');
      const upload = await shop.app.request(`${SHOP_URL}/api/images`, { method: 'POST', body: form });
      expect(upload.status).toBe(415);

      const after = await scrape();
      expect(total(after, 'brix_orders_placed_total')).toBe(1);
      expect(total(after, 'brix_payments_failed_total', { provider: 'test' })).toBe(1);
      expect(total(after, 'brix_rate_limit_refusals_total', { limit: 'forgot-address' })).toBe(1);
      expect(total(after, 'brix_uploads_refused_total', { reason: 'IMAGE_TYPE' })).toBe(1);
      expect(total(after, 'brix_emails_sent_total', { kind: 'confirmation-email' })).toBe(1);
      expect(total(after, 'brix_blueprint_render_seconds_count')).toBe(1);
      expect(
        total(after, 'brix_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/orders/:orderNumber',
          status: '200',
        }),
      ).toBe(1);
      expect(total(after, 'brix_http_request_duration_seconds_count', { route: '/api/user/forgot/:email' })).toBe(4);
      expect(after.some((s) => s.name === 'brix_event_loop_lag_seconds' && s.labels.quantile === '0.99')).toBe(true);
      // No path with its values becomes a label.
      expect(after.filter((s) => s.labels.route?.includes('@'))).toEqual([]);

      // A job that fails: a reset email while the mail server is down waits for its retry, then gives up.
      mailDown = true;
      await shop.signUp({ email: 'failing.mail@example.com' });
      expect((await shop.get('/api/user/forgot/failing.mail%40example.com')).status).toBe(200);
      shop.clock.advance(10 * 60 * 1000);
      let jobs = await scrape();
      expect(total(jobs, 'brix_jobs', { kind: 'reset-email', state: 'waiting' })).toBe(1);
      expect(total(jobs, 'brix_jobs_oldest_waiting_seconds')).toBeCloseTo(600, 0);
      await shop.runJobs();
      jobs = await scrape();
      expect(total(jobs, 'brix_emails_failed_total', { kind: 'reset-email' })).toBe(1);
      expect(total(jobs, 'brix_jobs', { kind: 'reset-email', state: 'waiting' })).toBe(1);
      // Scheduled for a retry, not yet due: nothing waits overdue.
      expect(total(jobs, 'brix_jobs_oldest_waiting_seconds')).toBe(0);
      shop.clock.advance(RETRY_WINDOW_MS);
      await shop.runJobs();
      jobs = await scrape();
      expect(total(jobs, 'brix_jobs', { kind: 'reset-email', state: 'failed' })).toBe(1);
      expect(total(jobs, 'brix_jobs', { kind: 'reset-email', state: 'waiting' })).toBe(0);

      // Another app in the same process counts apart.
      const other = await createCheckoutShop({ extra: { metricsToken: TOKEN } });
      try {
        const res = await other.app.request(`${SHOP_URL}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        const samples = parseMetrics(await res.text());
        expect(total(samples, 'brix_orders_placed_total')).toBe(0);
        expect(total(samples, 'brix_http_request_duration_seconds_count', { route: '/api/user/forgot/:email' })).toBe(
          0,
        );
      } finally {
        await other.cleanup();
      }
    } finally {
      await shop.cleanup();
    }
  });

  it('answers 404 when no METRICS_TOKEN is set', async () => {
    const shop = await createCheckoutShop();
    try {
      const res = await shop.app.request(`${SHOP_URL}/metrics`, { headers: { authorization: 'Bearer anything' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('brix_');
    } finally {
      await shop.cleanup();
    }
  });
});

describe('WEB_CONCURRENCY=2', { timeout: 240_000 }, () => {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-metrics-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** One GET on a connection of its own, so the primary hands each to the next worker. */
  const getOnce = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(url, { agent: false, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  it('one scrape, on METRICS_PORT or any worker with the token, holds every worker’s counts', async () => {
    // On disk: the test writes to the database the shop uses.
    const { db, env: database } = await openTestDatabaseWithEnv({ onDisk: true });
    const metricsPort = await freePort();
    const shop = await startShop(
      {
        SMTP_URL: '',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        STRIPE_SECRET_KEY: '',
        DATA_DIR: path.join(temp, 'data'),
        WEB_DIST: path.join(temp, 'no-dist'),
        WEB_CONCURRENCY: '2',
        METRICS_TOKEN: TOKEN,
        METRICS_PORT: String(metricsPort),
        ...database,
      },
      { timeoutMs: 150_000 },
    );
    try {
      const accessLines = () =>
        shop
          .log()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { type?: string; route?: string; worker?: number; pid: number })
          .filter((l) => l.type === 'access' && l.route === '/api/inventory/sizes');
      // Both workers listening (the first one alone may have answered the start-up's health check).
      for (let i = 0; i < 600 && [...shop.log().matchAll(/listening on [^,]+, worker \d+\)/g)].length < 2; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      // One job given up: every worker reads it from the shared table, and the sum must count it once.
      await enqueueJobs(
        db,
        [{ kind: 'cancel-email', payload: { orderNumber: 'B-GIVEN-UP' }, dedupeKey: 'given-up' }],
        new Date(),
      );
      await db.updateTable('jobs').set({ state: 'failed', last_error: 'given up' }).execute();
      const requests = 40;
      for (let i = 0; i < requests; i += 1) expect((await getOnce(`${shop.url}/api/inventory/sizes`)).status).toBe(200);
      // Both workers answered some (each access line names its worker).
      for (let i = 0; i < 100 && accessLines().length < requests; i += 1) await new Promise((r) => setTimeout(r, 50));
      const lines = accessLines();
      expect(lines).toHaveLength(requests);
      expect(new Set(lines.map((l) => l.worker)).size).toBe(2);

      const sizesCount = (text: string) =>
        total(parseMetrics(text), 'brix_http_request_duration_seconds_count', { route: '/api/inventory/sizes' });
      const loopback = await getOnce(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(loopback.status).toBe(200);
      expect(sizesCount(loopback.body)).toBe(requests);
      // The shop's port: refused without the token; with it, whichever worker answers gives the sum.
      expect((await getOnce(`${shop.url}/metrics`)).status).toBe(401);
      for (let i = 0; i < 4; i += 1) {
        const scraped = await getOnce(`${shop.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
        expect(scraped.status).toBe(200);
        expect(sizesCount(scraped.body)).toBe(requests);
        // Gauges read from the shared jobs table are not added up per worker.
        expect(total(parseMetrics(scraped.body), 'brix_jobs', { state: 'failed' })).toBe(1);
      }
    } finally {
      await shop.stop();
    }
  });
});
