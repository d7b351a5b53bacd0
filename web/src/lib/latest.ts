// "Newest request wins": at most one request runs and at most one waits. A new request replaces the
// waiting one, so a slider dragged across 50 values runs a handful of reprocesses, never a backlog, and
// the last value is always the one that ends up on screen.

export class LatestOnly<A, R> {
  private waiting: { args: A } | null = null;
  private running = false;
  private idleWaiters: (() => void)[] = [];
  /** Bumped by cancel(): an answer to a request made before it is dropped. */
  private generation = 0;

  constructor(
    private readonly run: (args: A) => Promise<R>,
    private readonly onResult: (result: R, args: A, stale: boolean) => void,
    private readonly onError: (err: unknown, args: A, stale: boolean) => void = () => {},
  ) {}

  request(args: A): void {
    this.waiting = { args };
    if (!this.running) void this.pump();
  }

  /** Forgets the waiting request and drops the answer of the running one (its work still finishes). */
  cancel(): void {
    this.waiting = null;
    this.generation++;
  }

  /** True while a request runs or waits. */
  get busy(): boolean {
    return this.running || this.waiting !== null;
  }

  /** Resolves once nothing runs or waits. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async pump(): Promise<void> {
    this.running = true;
    while (this.waiting) {
      const { args } = this.waiting;
      this.waiting = null;
      const generation = this.generation;
      let outcome: { ok: true; result: R } | { ok: false; err: unknown };
      try {
        outcome = { ok: true, result: await this.run(args) };
      } catch (err) {
        outcome = { ok: false, err };
      }
      if (generation !== this.generation) continue;
      // An answer is still handed over when a newer request waits (the picture follows the slider), but
      // it is marked stale so callers can skip work only the final one needs.
      const stale = this.waiting !== null;
      try {
        if (outcome.ok) this.onResult(outcome.result, args, stale);
        else this.onError(outcome.err, args, stale);
      } catch (err) {
        // A failing result handler counts as a failed request (and a failing error handler is dropped).
        if (outcome.ok) this.onError(err, args, stale);
      }
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
