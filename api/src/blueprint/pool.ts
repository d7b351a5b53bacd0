import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Grid } from 'mosaic-core';
import type { BlueprintDetails } from './pdf.ts';
import type { RenderReply, RenderRequest } from './pdf-worker.ts';

/**
 * The worker thread's entry. From source (tsx, Vitest) worker.mjs loads pdf-worker.ts through tsx; in the
 * compiled server (scripts/build-server.mjs) this code is in api/dist and pdf-worker.js is built beside it.
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker.mjs', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

/**
 * Makes one blueprint PDF from a grid. `urgent` puts it ahead of those waiting for a thread; `drawn` is told how
 * long the drawing itself took, in seconds (not the wait for a thread before it).
 */
export type BlueprintRenderer = (
  grid: Grid,
  details: BlueprintDetails,
  options?: { urgent?: boolean; drawn?: (seconds: number) => void },
) => Promise<Uint8Array>;

interface Job {
  request: Omit<RenderRequest, 'id'>;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  drawn?: (seconds: number) => void;
}

interface Slot {
  worker: Worker;
  /** The job on the thread, and when it was handed to it. */
  job: (Job & { id: number; started: number }) | null;
}

/** Threads by default: one less than the cores (the event loop keeps one), at least one, at most four. */
export const defaultBlueprintThreads = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Blueprint PDFs made on worker threads, never on the event loop: a pool of at most `size` threads, each
 * making one PDF at a time; further jobs wait in line (a customer's download goes to the front). Threads
 * start on first use and do not keep the process alive when idle.
 */
export class BlueprintPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = defaultBlueprintThreads()) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError('A blueprint pool needs at least one thread');
  }

  readonly render: BlueprintRenderer = (grid, details, options = {}) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (this.closed) return reject(new Error('The blueprint pool is closed'));
      const job: Job = {
        request: { width: grid.width, height: grid.height, indices: grid.indices, details },
        resolve,
        reject,
        drawn: options.drawn,
      };
      if (options.urgent) this.waiting.unshift(job);
      else this.waiting.push(job);
      this.dispatch();
    });

  /** Jobs waiting for a thread (not counting those being made). */
  get queued(): number {
    return this.waiting.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('The blueprint pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = { ...this.waiting.shift()!, id: this.nextId++, started: performance.now() };
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, ...job.request } satisfies RenderRequest);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_ENTRY);
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: RenderReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      worker.unref();
      if ('pdf' in reply) {
        job.drawn?.((performance.now() - job.started) / 1000);
        job.resolve(reply.pdf);
      } else job.reject(new Error(reply.error));
      this.dispatch();
    });
    const fail = (error: Error) => {
      // A thread that died (out of memory, a crash) fails its job and is replaced on the next dispatch.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.job?.reject(error);
      slot.job = null;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A blueprint thread stopped (exit code ${code})`)));
    worker.unref();
    this.slots.push(slot);
    return slot;
  }
}
