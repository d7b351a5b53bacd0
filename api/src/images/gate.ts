/** Thrown when every slot stayed taken for the whole wait, or too many callers already wait. */
export class GateBusy extends Error {
  constructor() {
    super('Every slot is busy');
    this.name = 'GateBusy';
  }
}

/**
 * Bounds how many pictures are decoded at once: a 50-megapixel photo takes about 200 MB while it is
 * decoded, so without a bound a burst of uploads takes the server's memory. An upload waits up to
 * `waitMs` for a free slot (and at most `maxWaiting` uploads wait), then is refused as busy. Password hashing
 * is bounded by one too (auth/passwords.ts).
 */
export class DecodeGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots = 2,
    readonly waitMs = 3_000,
    readonly maxWaiting = 8,
  ) {}

  /**
   * Runs `work` in a slot. With `signal` (the request's: it aborts when the client goes away), a caller that
   * left while waiting gives up its place, and one whose turn comes after it left is refused, so a burst of
   * callers who gave up does not keep the slots busy.
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    if (signal?.aborted) {
      this.release();
      throw new GateBusy();
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new GateBusy());
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new GateBusy());
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        const index = this.waiting.indexOf(granted);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new GateBusy());
      };
      const granted = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const timer = setTimeout(leave, this.waitMs);
      signal?.addEventListener('abort', leave, { once: true });
      this.waiting.push(granted);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next upload in line.
    if (next) next();
    else this.active -= 1;
  }
}
