import { isDatabaseUnavailable } from './open.ts';

/**
 * Runs requests that arrive while the database is busy with one statement as ONE statement: the requests made in
 * one turn of the event loop go together once the turn ends (setImmediate: an idle shop waits no longer than
 * that); those that come while their statement is out are queued, and the moment it answers they all go
 * together, and so on. Under load, 200 shoppers' session look-ups or rate-limit hits cost a handful of
 * statements (each a PostgreSQL round trip: a parse, a plan and two context switches; on SQLite, whose
 * statements run synchronously so that none is ever "out", a write and its commit) instead of 200.
 *
 * Every request is sent in a statement that starts after the request was made, so it sees every write
 * committed before it (a request that changed something and then reads it back reads its change). `run` gets
 * the queued requests in the order they came and answers one result for each, in that order. `run` must be
 * all or nothing (one statement): when it throws, the requests of that batch are tried again each alone, so
 * one request that makes the statement fail fails alone, not the others that happened to share it. When the
 * database cannot be reached (`isDatabaseUnavailable`) nothing is tried again: that batch and every request
 * waiting behind it fail at once (503 DB_UNAVAILABLE), rather than each waiting out its own time-out in turn.
 * The queue holds at most one entry per request in flight, so it is bounded by the server's connections.
 */
export class Batcher<Request, Result> {
  private queue: Array<{ request: Request; resolve: (result: Result) => void; reject: (error: unknown) => void }> = [];
  private running = false;

  constructor(
    private readonly run: (requests: Request[]) => Promise<Result[]>,
    /** The most requests one statement carries (its parameters are bounded). */
    private readonly maxBatch = 200,
  ) {}

  load(request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      if (this.running) return;
      this.running = true;
      setImmediate(() => void this.drain());
    });
  }

  private async send(batch: ReadonlyArray<{ request: Request; resolve: (result: Result) => void }>): Promise<void> {
    const results = await this.run(batch.map((b) => b.request));
    if (results.length !== batch.length)
      throw new Error(`A batch of ${batch.length} answered ${results.length} results`);
    batch.forEach((b, i) => b.resolve(results[i]));
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          await this.send(batch);
        } catch (error) {
          if (isDatabaseUnavailable(error)) {
            for (const b of [...batch, ...this.queue.splice(0)]) b.reject(error);
            continue;
          }
          if (batch.length === 1) {
            batch[0].reject(error);
            continue;
          }
          // One of them made the statement fail: each alone, so only that one fails.
          for (let i = 0; i < batch.length; i += 1) {
            try {
              await this.send([batch[i]]);
            } catch (alone) {
              if (!isDatabaseUnavailable(alone)) {
                batch[i].reject(alone);
                continue;
              }
              for (const b of [...batch.slice(i), ...this.queue.splice(0)]) b.reject(alone);
              break;
            }
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
