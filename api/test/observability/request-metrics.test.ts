// The request metrics are kept outside prom-client's Histogram and Gauge for speed: what a scrape reads of them must
// be exactly what prom-client's own would have written for the same requests, in one process and added up across
// workers.
import { AggregatorRegistry, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createLog } from '../../src/log.ts';
import { REQUEST_DURATION_BUCKETS, RequestMetrics } from '../../src/observability/request-metrics.ts';

type Request = [method: string, route: string, status: number, seconds: number];

const REQUESTS: Request[] = [
  ['GET', '/api/inventory/sizes', 200, 0.0004],
  ['GET', '/api/inventory/sizes', 200, 0.005], // on a bound: counted in it (le means at most)
  ['GET', '/api/inventory/sizes', 200, 0.0051],
  ['POST', '/api/cart', 400, 0.03],
  ['GET', '/api/orders/:orderNumber', 404, 12], // over every bound: only +Inf
  ['GET', '/api/inventory/sizes', 500, 0.2],
  ['GET', '/api/inventory/sizes', 200, 1],
];

/** The same metrics made with prom-client's own classes, as the shop made them before. */
function reference(registry: Registry, requests: Request[], inFlight: number) {
  const histogram = new Histogram({
    name: 'brix_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [...REQUEST_DURATION_BUCKETS],
    registers: [registry],
  });
  const gauge = new Gauge({
    name: 'brix_http_requests_in_flight',
    help: 'HTTP requests being answered now.',
    registers: [registry],
  });
  for (const [method, route, status, seconds] of requests)
    histogram.observe({ method, route, status: String(status) }, seconds);
  gauge.set(inFlight);
}

function counted(registry: Registry, requests: Request[], inFlight: number) {
  const metrics = new RequestMetrics(registry);
  for (let i = 0; i < requests.length + inFlight; i += 1) metrics.started();
  for (const [method, route, status, seconds] of requests) metrics.ended(method, route, status, seconds);
  return metrics;
}

describe('request metrics', () => {
  it('scrape as prom-client’s own Histogram and Gauge would', async () => {
    const theirs = new Registry();
    reference(theirs, REQUESTS, 2);
    const ours = new Registry();
    counted(ours, REQUESTS, 2);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(
      'brix_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/inventory/sizes",status="200"} 2',
    );
  });

  it('add up across workers as prom-client’s own do', async () => {
    const theirs = [new Registry(), new Registry()];
    reference(theirs[0]!, REQUESTS.slice(0, 4), 1);
    reference(theirs[1]!, REQUESTS.slice(2), 3);
    const ours = [new Registry(), new Registry()];
    counted(ours[0]!, REQUESTS.slice(0, 4), 1);
    counted(ours[1]!, REQUESTS.slice(2), 3);
    const added = async (registries: Registry[]) =>
      AggregatorRegistry.aggregate(await Promise.all(registries.map((r) => r.getMetricsAsJSON()))).metrics();
    expect(await added(ours)).toBe(await added(theirs));
  });

  it('start again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    counted(registry, REQUESTS, 0);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('brix_http_request_duration_seconds_count');
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
