// The request metrics are prom-client's own Histogram and Gauge, registered on the app's registry: what a scrape
// reads of them is what a scraper knows (names, help, labels, buckets), in one process and added up across workers.
import { AggregatorRegistry, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/observability/metrics.ts';

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

/** The same metrics made by hand with prom-client's classes, as a scraper knows them. */
function reference(registry: Registry, requests: Request[], inFlight: number) {
  const histogram = new Histogram({
    name: 'brix_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
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

const REQUEST_METRICS = ['brix_http_request_duration_seconds', 'brix_http_requests_in_flight'];

/** The shop's metrics after `requests` ended and `inFlight` more began (no database: the request metrics read none). */
function counted(requests: Request[], inFlight: number): Metrics {
  const metrics = new Metrics({ db: undefined as never, clock: () => new Date() });
  for (let i = 0; i < requests.length + inFlight; i += 1) metrics.requestStarted();
  for (const [method, route, status, seconds] of requests) metrics.requestEnded({ method, route, status, seconds });
  metrics.close();
  return metrics;
}

/** The request metrics of `registry` in the text format. */
async function requestText(registry: Registry): Promise<string> {
  const texts = await Promise.all(REQUEST_METRICS.map((name) => registry.getSingleMetricAsString(name)));
  return texts.join('\n');
}

describe('request metrics', () => {
  it('are prom-client’s Histogram and Gauge, and scrape as a scraper knows them', async () => {
    const theirs = new Registry();
    reference(theirs, REQUESTS, 2);
    const metrics = counted(REQUESTS, 2);
    expect(metrics.requestDuration).toBeInstanceOf(Histogram);
    expect(metrics.requestsInFlight).toBeInstanceOf(Gauge);
    expect(metrics.registry.getSingleMetric('brix_http_request_duration_seconds')).toBe(metrics.requestDuration);
    const ours = metrics.registry;
    expect(await requestText(ours)).toBe(await requestText(theirs));
    expect(await requestText(ours)).toContain(
      'brix_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/inventory/sizes",status="200"} 2',
    );
  });

  it('add up across workers as prom-client’s own do', async () => {
    const theirs = [new Registry(), new Registry()];
    reference(theirs[0]!, REQUESTS.slice(0, 4), 1);
    reference(theirs[1]!, REQUESTS.slice(2), 3);
    const ours = [counted(REQUESTS.slice(0, 4), 1).registry, counted(REQUESTS.slice(2), 3).registry];
    const added = async (registries: Registry[]) =>
      AggregatorRegistry.aggregate(
        await Promise.all(
          registries.map(async (r) =>
            (await r.getMetricsAsJSON()).filter((metric) => REQUEST_METRICS.includes(metric.name)),
          ),
        ),
      ).metrics();
    expect(await added(ours)).toBe(await added(theirs));
  });

  it('start again from nothing when the registry is reset', async () => {
    const { registry } = counted(REQUESTS, 0);
    registry.resetMetrics();
    expect(await requestText(registry)).not.toContain('brix_http_request_duration_seconds_count');
  });
});
