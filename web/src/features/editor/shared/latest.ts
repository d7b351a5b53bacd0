// "Newest request wins": at most one request runs and at most one waits. A new request replaces the
// waiting one, so a slider dragged across 50 values runs a handful of reprocesses, never a backlog, and
// the last value is always the one that ends up on screen.

export class LatestOnly<A, R> {
  private waiting: { args: A } | null = null;
  private running = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly run: (args: A) => Promise<R>,
    private readonly onResult: (result: R, args: A, stale: boolean) => void,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  request(args: A): void {
    this.waiting = { args };
    if (!this.running) void this.pump();
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
      try {
        const result = await this.run(args);
        // A result is still shown when a newer request waits (the picture follows the slider), but it is
        // marked stale so callers can skip work only the final one needs.
        this.onResult(result, args, this.waiting !== null);
      } catch (err) {
        this.onError(err);
      }
    }
    this.running = false;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }
}
