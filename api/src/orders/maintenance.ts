import type { Log } from '../log.ts';
import type { PaymentEvents } from './payment-events.ts';

/** One task of a run: its name and the work. A failing task is logged and the others still run. */
export type MaintenanceTask = [name: string, run: () => Promise<unknown>];

/**
 * The shop's housekeeping, run at start and then periodically: paid checkouts without an order are
 * placed (reconcile), checkouts never paid are closed and their cart snapshots deleted, and any other
 * registered sweeps (pictures no cart or order refers to) run. Each run is safe to repeat and safe to
 * run in several processes at once (every step is a guarded update).
 */
export class Maintenance {
  private readonly tasks: MaintenanceTask[] = [];
  private running: Promise<Record<string, unknown>> | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    payments: PaymentEvents,
    private readonly log: Log,
  ) {
    this.tasks.push(['reconcile', () => payments.reconcile()], ['prune checkouts', () => payments.pruneAbandoned()]);
  }

  add(task: MaintenanceTask): void {
    this.tasks.push(task);
  }

  /** One run of every task (a run already under way is joined, not doubled). */
  runOnce(): Promise<Record<string, unknown>> {
    this.running ??= (async () => {
      const results: Record<string, unknown> = {};
      for (const [name, run] of this.tasks) {
        try {
          results[name] = await run();
        } catch (error) {
          this.log.error(`Maintenance: ${name} failed`, error);
        }
      }
      return results;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Runs every `intervalMs` until the returned stop (or `stop()`) is called; never keeps the process alive. */
  start(intervalMs: number): () => void {
    const timer = setInterval(() => void this.runOnce(), intervalMs);
    timer.unref();
    this.timers.add(timer);
    return () => {
      clearInterval(timer);
      this.timers.delete(timer);
    };
  }

  /** Stops every periodic run; resolves when a run under way has finished. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.running;
  }
}
