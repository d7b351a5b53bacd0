// One scrape for a whole WEB_CONCURRENCY instance. Each worker keeps its own registry; the primary asks every
// worker for its metrics over the cluster's IPC channel and adds them up with prom-client's AggregatorRegistry
// (counters and histograms summed, gauges by their `aggregator`). A worker that is scraped on the shop's port
// (GET /metrics) asks the primary for that sum, so whichever worker the connection lands on answers for all.
// A live worker that does not answer fails the whole scrape (as prom-client's clusterMetrics does).
// Also the loopback-only METRICS_PORT listener, served by the primary (or the single process).
import type { Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type Registry } from 'prom-client';

const COLLECT = 'brix:metrics:collect';
const COLLECTED = 'brix:metrics:collected';
const ASK = 'brix:metrics:ask';
const ANSWER = 'brix:metrics:answer';
/**
 * A live worker that does not answer within this long fails the scrape: a sum without it would make every
 * counter drop, which Prometheus reads as a reset (and a rate that jumps when the worker is back).
 */
const WORKER_WAIT_MS = 3_000;

type Message = { type?: string; id?: number; metrics?: unknown; text?: string; error?: string };

/** Prometheus's text format (what AggregatorRegistry answers in). */
export const METRICS_CONTENT_TYPE = AggregatorRegistry.PROMETHEUS_CONTENT_TYPE;

/**
 * In a worker: answers the primary's requests for this registry, and gives the function that asks the primary
 * for the whole instance's text. `stop` removes the listener.
 */
export function workerMetrics(registry: Registry): { scrape: () => Promise<string>; stop: () => void } {
  let next = 0;
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  const onMessage = (message: Message) => {
    if (message?.type === COLLECT) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: COLLECTED, id: message.id, metrics }),
        (error: unknown) => process.send?.({ type: COLLECTED, id: message.id, error: String(error) }),
      );
    } else if (message?.type === ANSWER && message.id !== undefined) {
      const asked = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) asked?.reject(new Error(message.error));
      else asked?.resolve(message.text ?? '');
    }
  };
  process.on('message', onMessage);
  const scrape = () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('The primary process did not answer for the metrics'));
      }, WORKER_WAIT_MS * 2);
      waiting.set(id, {
        resolve: (text) => (clearTimeout(timer), resolve(text)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      process.send?.({ type: ASK, id });
    });
  return { scrape, stop: () => process.off('message', onMessage) };
}

type WorkerMetrics = Parameters<typeof AggregatorRegistry.aggregate>[0][number];

/** What a failed scrape says (a worker of the instance did not give its metrics). */
export class MetricsUnavailable extends Error {}

/**
 * In the primary: the sum of every live worker's metrics, and the answering of workers that ask for it.
 * `workers()` lists the workers now. The scrape fails (MetricsUnavailable) when a live worker does not answer
 * within `waitMs`, or answers with an error.
 */
export function primaryMetrics(
  workers: () => Worker[],
  options: { waitMs?: number } = {},
): {
  scrape: () => Promise<string>;
  listen: (worker: Worker) => void;
} {
  const waitMs = options.waitMs ?? WORKER_WAIT_MS;
  let next = 0;
  const collecting = new Map<number, (metrics: unknown) => void>();

  const collectFrom = (worker: Worker): Promise<WorkerMetrics> =>
    new Promise((resolve, reject) => {
      const id = next++;
      const fail = (why: string) => {
        clearTimeout(timer);
        collecting.delete(id);
        reject(new MetricsUnavailable(`worker ${worker.id} ${why}`));
      };
      const timer = setTimeout(() => fail(`did not answer within ${waitMs} ms`), waitMs);
      collecting.set(id, (metrics) => {
        if (metrics === null) return fail('could not read its metrics');
        clearTimeout(timer);
        collecting.delete(id);
        resolve(metrics as WorkerMetrics);
      });
      try {
        worker.send({ type: COLLECT, id });
      } catch {
        fail('could not be asked');
      }
    });

  const scrape = async (): Promise<string> => {
    const all = await Promise.all(
      workers()
        .filter((w) => w.isConnected())
        .map(collectFrom),
    );
    return AggregatorRegistry.aggregate(all).metrics();
  };

  const listen = (worker: Worker) => {
    worker.on('message', (message: Message) => {
      if (message?.type === COLLECTED && message.id !== undefined)
        collecting.get(message.id)?.(message.error === undefined ? message.metrics : null);
      else if (message?.type === ASK && message.id !== undefined) {
        scrape().then(
          (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
          (error: unknown) =>
            worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: String(error) }),
        );
      }
    });
  };
  return { scrape, listen };
}

/** METRICS_PORT: the metrics on 127.0.0.1 only, without a token (only this machine can reach it). */
export function serveMetricsOnLoopback(port: number, scrape: () => Promise<string>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '/').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    scrape().then(
      (text) => res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) =>
        res
          .writeHead(503, { 'Content-Type': 'text/plain' })
          .end(`The metrics could not be collected: ${error instanceof Error ? error.message : 'no answer'}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** METRICS_PORT, checked: a port number, or undefined when unset. */
export function metricsPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number from 1 to 65535, not "${value}"`);
  return port;
}
