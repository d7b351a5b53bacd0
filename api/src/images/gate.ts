/** Thrown when every decode slot stayed taken for the whole wait, or too many uploads already wait. */
export class GateBusy extends Error {
  constructor() {
    super('Every picture slot is busy');
    this.name = 'GateBusy';
  }
}

/**
 * Bounds how many pictures are decoded at once: a 50-megapixel photo takes about 200 MB while it is
 * decoded, so without a bound a burst of uploads takes the server's memory. An upload waits up to
 * `waitMs` for a free slot (and at most `maxWaiting` uploads wait), then is refused as busy.
 */
export class DecodeGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly slots = 2,
    readonly waitMs = 3_000,
    readonly maxWaiting = 8,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new GateBusy());
    return new Promise<void>((resolve, reject) => {
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(granted);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(new GateBusy());
      }, this.waitMs);
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
