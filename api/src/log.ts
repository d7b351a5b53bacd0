// What the shop's code logs through: the app's log, or a request's or job's (the app's with their ids on every
// line), handed down to the code working for them. The lines themselves are pino's (observability/log.ts).

export type LogFields = Record<string, unknown>;

export interface Log {
  /** Something failed that someone should look into; `error` is its cause. */
  error(message: string, error?: unknown, fields?: LogFields): void;
  /** Something went wrong that the shop handles by itself (a retry, a refusal worth seeing). */
  warn(message: string, error?: unknown, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  /**
   * A request's access line (info): `METHOD route status` with the line's fields and the request's id, none of the
   * fields of this log's other lines. Written once a request, by the middleware that observes requests.
   */
  access(line: AccessLine): void;
  debug(message: string, fields?: LogFields): void;
  /**
   * A log whose every line also carries `fields`. A request's log is the app's with `{ requestId }`, a job's with
   * its id, kind and the id of the request that wrote it; code working for either is handed that log.
   */
  child(fields: LogFields): Log;
  /** The id of the request (or of the request that wrote the job) this log's lines belong to, if any. */
  readonly requestId: string | undefined;
  /** Writes out what is buffered: before the process exits. */
  flush(): void;
}

/** What a request's access line says. */
export interface AccessLine {
  requestId: string;
  method: string;
  /** The pattern of the route that answered (`/api/orders/:orderNumber`), never the path with its values. */
  route: string;
  status: number;
  /** Milliseconds from the request's start to its answer's end (written to a tenth). */
  ms: number;
  /** The bytes that went out, when known. */
  bytes: number | undefined;
}
