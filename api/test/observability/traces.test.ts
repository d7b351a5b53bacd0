// Traces, as an OTLP collector receives them: the real server started with OTEL_EXPORTER_OTLP_ENDPOINT pointing at
// a small OTLP/HTTP receiver on 127.0.0.1. A request's server span carries its request id, its queries are spans
// of the same trace, and the job it wrote has a span with the same request id.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startShop } from '../../../scripts/lib/server.mjs';
import { openSqlite } from '../../src/db/open.ts';
import { startTracing } from '../../src/observability/otel.ts';
import { openTestDatabaseWithEnv } from '../support/database.ts';

interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
  status?: { code?: number; message?: string };
  endTimeUnixNano?: string;
}

/** An OTLP/HTTP receiver of traces in JSON (what the shop's exporter sends). */
async function startReceiver() {
  const spans: ReceivedSpan[] = [];
  const problems: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') problems.push(`${req.method} ${req.url}`);
      else if (!/json/.test(req.headers['content-type'] ?? ''))
        problems.push(`content-type ${req.headers['content-type']}`);
      else {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            scopeSpans: Array<{
              spans: Array<Omit<ReceivedSpan, 'attributes'> & { attributes?: Array<{ key: string; value: object }> }>;
            }>;
          }>;
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans)
            for (const span of scope.spans)
              spans.push({
                ...span,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
                ),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, problems, close: () => new Promise((r) => server.close(r)) };
}

describe('traces', { timeout: 240_000 }, () => {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-traces-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('a request’s spans reach the OTLP endpoint with its request id, with its queries and its job', async () => {
    const receiver = await startReceiver();
    const { env: database } = await openTestDatabaseWithEnv({ onDisk: false });
    const admin = 'traced.admin@example.com';
    const shop = await startShop(
      {
        SMTP_URL: '',
        ADMIN_EMAIL: admin,
        ADMIN_PASSWORD: 'Traced-admin-pass-1!',
        STRIPE_SECRET_KEY: '',
        DATA_DIR: path.join(temp, 'data'),
        WEB_DIST: path.join(temp, 'no-dist'),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        ...database,
      },
      { timeoutMs: 150_000 },
    );
    try {
      expect(shop.log()).toContain('Traces go to the OTLP endpoint');
      // The admin made from ADMIN_EMAIL is announced without the address.
      expect(shop.log()).toContain('Created the admin from ADMIN_EMAIL');
      expect(shop.log()).not.toContain(admin);
      const sizes = await fetch(`${shop.url}/api/inventory/sizes`);
      expect(sizes.status).toBe(200);
      const sizesId = sizes.headers.get('x-request-id');
      const forgot = await fetch(`${shop.url}/api/user/forgot/${encodeURIComponent(admin)}`);
      expect(forgot.status).toBe(200);
      const forgotId = forgot.headers.get('x-request-id');

      const find = (test: (s: ReceivedSpan) => boolean) => receiver.spans.find(test);
      const until = async (what: string, test: () => boolean) => {
        for (let i = 0; i < 200 && !test(); i += 1) await new Promise((r) => setTimeout(r, 50));
        if (!test()) throw new Error(`${what} never arrived: ${JSON.stringify(receiver.spans.map((s) => s.name))}`);
      };
      await until('the request span', () => !!find((s) => s.attributes['brix.request_id'] === sizesId));
      const request = find((s) => s.attributes['brix.request_id'] === sizesId)!;
      expect(request).toMatchObject({
        name: 'GET /api/inventory/sizes',
        attributes: { 'http.route': '/api/inventory/sizes', 'http.request.method': 'GET' },
      });
      expect(Number(request.attributes['http.response.status_code'])).toBe(200);
      // Its query, in its trace, a child of it.
      await until('its query', () => !!find((s) => s.traceId === request.traceId && s.spanId !== request.spanId));
      const query = find((s) => s.traceId === request.traceId && s.spanId !== request.spanId)!;
      expect(query.parentSpanId).toBe(request.spanId);
      expect(query.name).toMatch(/^SELECT /);
      // The job the reset request wrote: its own span, joined by the request id.
      await until('the job span', () => !!find((s) => s.name === 'job reset-email'));
      const job = find((s) => s.name === 'job reset-email')!;
      expect(job.attributes['brix.request_id']).toBe(forgotId);
      // A trace of its own: the runner it ran on was nudged by the request, but runs outside it.
      const forgotSpan = find((s) => s.name === 'GET /api/user/forgot/:email')!;
      expect(forgotSpan.attributes['brix.request_id']).toBe(forgotId);
      expect(job.traceId).not.toBe(forgotSpan.traceId);
      // No address in a span (the forgot route's path holds one).
      expect(JSON.stringify(receiver.spans)).not.toContain(admin);
      expect(receiver.problems).toEqual([]);
    } finally {
      await shop.stop();
      await receiver.close();
    }
  });

  it('a query that fails still ends its span, with ERROR and the error', async () => {
    const receiver = await startReceiver();
    const before = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
    const tracing = startTracing();
    const db = openSqlite(':memory:', tracing.dialect);
    try {
      await expect(
        tracing.span('job failing', 'internal', {}, () =>
          sql`SELECT * FROM no_such_table WHERE email = ${'failing.query@example.com'}`.execute(db),
        ),
      ).rejects.toThrow(/no such table/);
      await db.selectNoFrom(sql<number>`1`.as('one')).execute();
      await tracing.shutdown();
      const job = receiver.spans.find((s) => s.name === 'job failing');
      expect(job?.status?.code).toBe(2);
      const [failed, ...others] = receiver.spans.filter((s) => s.traceId === job!.traceId && s !== job);
      expect(others).toEqual([]);
      expect(failed).toMatchObject({ name: 'RAW', parentSpanId: job!.spanId, status: { code: 2 } });
      expect(failed.status?.message).toMatch(/no such table: no_such_table/);
      expect(failed.endTimeUnixNano).toBeTruthy();
      // The query after it has its span too (its own trace: no span around it).
      expect(receiver.spans.filter((s) => s.name === 'SELECT')).toHaveLength(1);
      expect(receiver.problems).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
      else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = before;
      await db.destroy();
      await receiver.close();
    }
  });
});
