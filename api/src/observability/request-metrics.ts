// The two metrics every request touches, kept in plain numbers and handed to the registry when it is scraped.
// prom-client's own Histogram and Gauge check and hash their labels at every observation (about a microsecond a
// request, a few per cent of the cheapest routes' CPU); here a request costs a Map lookup and a few additions, and
// the registry sees ordinary `histogram` and `gauge` metrics (the same text, the same cluster aggregation).
import type { Registry } from 'prom-client';
import { OutcomeTable } from './outcomes.ts';

/** The buckets (upper bounds, seconds) of the request duration histogram. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative; the last counts those over every bound). */
  counts: number[];
  sum: number;
  count: number;
}

/** One value of a metric as the registry formats it (a histogram's values name their `_bucket`, `_sum`, `_count`). */
interface Value {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** What the registry asks of a metric: prom-client calls `get()` when scraped and `reset()` on resetMetrics(). */
interface CollectedMetric {
  name: string;
  help: string;
  type: 'histogram' | 'gauge';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Value[] }>;
  reset(): void;
}

const fields = ({ name, help, type, aggregator }: CollectedMetric) => ({ name, help, type, aggregator });

export class RequestMetrics {
  private readonly series = new OutcomeTable<Series>((method, route, status) => ({
    labels: { method, route, status: String(status) },
    counts: new Array<number>(REQUEST_DURATION_BUCKETS.length + 1).fill(0),
    sum: 0,
    count: 0,
  }));
  private inFlight = 0;

  /** Registers `brix_http_request_duration_seconds` and `brix_http_requests_in_flight` on `registry`. */
  constructor(registry: Registry) {
    const durations: CollectedMetric = {
      name: 'brix_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status.',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => ({ ...fields(durations), values: this.durationValues() }),
      reset: () => this.series.clear(),
    };
    const inFlight: CollectedMetric = {
      name: 'brix_http_requests_in_flight',
      help: 'HTTP requests being answered now.',
      type: 'gauge',
      aggregator: 'sum',
      get: async () => ({ ...fields(inFlight), values: [{ labels: {}, value: this.inFlight }] }),
      reset: () => {},
    };
    // The registry takes any object with this shape (its own metrics are such objects too); its TypeScript type
    // names only prom-client's classes.
    for (const metric of [durations, inFlight]) registry.registerMetric(metric as never);
  }

  /** A request began. */
  started(): void {
    this.inFlight += 1;
  }

  /** A request ended, answered with `status` after `seconds`. */
  ended(method: string, route: string, status: number, seconds: number): void {
    this.inFlight -= 1;
    const series = this.series.get(method, route, status);
    let bucket = 0;
    while (bucket < REQUEST_DURATION_BUCKETS.length && seconds > REQUEST_DURATION_BUCKETS[bucket]!) bucket += 1;
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The histogram as Prometheus has it: cumulative `_bucket` counts up to `+Inf`, then `_sum` and `_count`. */
  private durationValues(): Value[] {
    const name = 'brix_http_request_duration_seconds';
    const values: Value[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      REQUEST_DURATION_BUCKETS.forEach((bound, i) => {
        cumulative += counts[i]!;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${name}_bucket` });
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return values;
  }
}
