/** Thrown when every slot stayed taken for the whole wait, or too many callers already wait. */
export class SlotsBusy extends Error {
  constructor() {
    super('Every slot is busy');
    this.name = 'SlotsBusy';
  }
}

/**
 * Bounds how many heavy pieces of work of one kind run at once, each in a slot; the rest wait in arrival order.
 * An app has one for decoding uploaded pictures (a 50-megapixel photo takes about 200 MB while it is decoded, so
 * without a bound a burst of uploads takes the server's memory) and one for hashing passwords (each hash takes a
 * core for tens of milliseconds; auth/passwords.ts). A caller waits up to `waitMs` for a free slot (and at most
 * `maxWaiting` callers wait), then is refused as busy.
 */
export class WorkSlots {
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
      throw new SlotsBusy();
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new SlotsBusy());
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new SlotsBusy());
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
        const index = this.waiting.indexOf(granted);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new SlotsBusy());
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
    // The slot passes straight to the next caller in line.
    if (next) next();
    else this.active -= 1;
  }
}
