// What the app asks of tracing, without naming OpenTelemetry: main.ts loads the SDK (otel.ts) only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set, so a shop without it never loads a line of it.
import type { Dialect } from 'kysely';

export type SpanAttributes = Record<string, string | number | boolean>;

/** A span being recorded: attributes and a better name may be given as they become known. */
export interface SpanScope {
  set(attributes: SpanAttributes): void;
  rename(name: string): void;
  /** Marks the span as failed (a 5xx answer, a job that threw). */
  fail(message: string): void;
}

export interface Tracing {
  /**
   * Runs `fn` in a span (a child of the span running now, if any): `server` for a request the shop answers,
   * `internal` for its own work (a job). Lines and spans of the same request share `brix.request_id`.
   */
  span<T>(
    name: string,
    kind: 'server' | 'internal',
    attributes: SpanAttributes,
    fn: (span: SpanScope) => Promise<T>,
  ): Promise<T>;
  /** Runs `fn` with no span running, so the spans it starts begin traces of their own (the job runner). */
  outside<T>(fn: () => T): T;
  /**
   * The same database dialect, its queries recorded as spans (children of the request's or job's span), each
   * ended when the query returns or throws.
   */
  dialect(dialect: Dialect): Dialect;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

/** The attribute that joins a request's spans, its jobs' spans and its log lines. */
export const REQUEST_ID_ATTRIBUTE = 'brix.request_id';
