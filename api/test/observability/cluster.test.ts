// The primary's sum of its workers' metrics: every live worker's counts, or no answer at all when one of them
// does not answer (a sum without it would drop, and Prometheus would read the drop as a counter reset).
import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { MetricsUnavailable, primaryMetrics } from '../../src/observability/cluster.ts';
import { createTestShop } from '../support/app.ts';

/** A worker on the other end of the IPC channel: answers the primary with `count` orders placed, or stays silent. */
function fakeWorker(id: number, count: number | 'silent'): Worker {
  const registry = new Registry();
  const orders = new Counter({ name: 'brix_orders_placed_total', help: 'Orders placed', registers: [registry] });
  if (count !== 'silent') orders.inc(count);
  const worker = new EventEmitter() as EventEmitter & { id: number; isConnected: () => boolean; send: unknown };
  worker.id = id;
  worker.isConnected = () => true;
  worker.send = (message: { type: string; id: number }) => {
    if (count === 'silent') return true;
    void registry
      .getMetricsAsJSON()
      .then((metrics) => worker.emit('message', { type: 'brix:metrics:collected', id: message.id, metrics }));
    return true;
  };
  return worker as unknown as Worker;
}

function instance(workers: Worker[]) {
  const primary = primaryMetrics(() => workers, { waitMs: 200 });
  for (const worker of workers) primary.listen(worker);
  return primary;
}

describe('the primary’s sum of its workers’ metrics', () => {
  it('adds up every live worker', async () => {
    const text = await instance([fakeWorker(1, 3), fakeWorker(2, 4)]).scrape();
    expect(text).toMatch(/^brix_orders_placed_total 7$/m);
  });

  it('fails the scrape when a live worker does not answer, rather than sum the others', async () => {
    const scrape = instance([fakeWorker(1, 3), fakeWorker(2, 'silent')]).scrape();
    await expect(scrape).rejects.toBeInstanceOf(MetricsUnavailable);
    await expect(scrape).rejects.toThrow(/worker 2 did not answer/);
  });

  it('fails the scrape when a worker answers with an error', async () => {
    const broken = fakeWorker(2, 4);
    (broken as unknown as { send: (m: { id: number }) => boolean }).send = (message) =>
      broken.emit('message', { type: 'brix:metrics:collected', id: message.id, error: 'Error: boom' });
    await expect(instance([fakeWorker(1, 3), broken]).scrape()).rejects.toThrow(/worker 2 could not read/);
  });

  it('GET /metrics answers 503 when the instance’s sum fails', async () => {
    const shop = await createTestShop({
      extra: {
        metricsToken: 'cluster-token-0123456789',
        metricsScrape: () => Promise.reject(new MetricsUnavailable('worker 2 did not answer within 3000 ms')),
      },
    });
    const res = await shop.app.request('http://127.0.0.1/metrics', {
      headers: { authorization: 'Bearer cluster-token-0123456789' },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'METRICS_UNAVAILABLE' } });
  });
});
