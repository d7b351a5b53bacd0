import type { ChildProcess } from 'node:child_process';

export const SERVER_ENTRY: string;
export function serverCommand(): { command: string; args: string[] };

export interface OutputOptions {
  /** Called with each chunk the server prints, as it comes. */
  onOutput?: (text: string, stream: 'stdout' | 'stderr') => void;
  /** Run `npm start` (scripts/start.mjs: install and build what is missing, then the server) instead of the server alone. */
  npmStart?: boolean;
}

export interface ShopProcess {
  child: ChildProcess;
  pid: number;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything the server printed so far. */
  log: () => string;
}

export interface RunningShop extends ShopProcess {
  url: string;
  port: number;
  /** SIGTERM, then the exit code; -1 when it had to be killed after graceMs (default 15 s). */
  stop: (options?: { graceMs?: number }) => Promise<number | null>;
}

export function spawnShop(env?: Record<string, string>, options?: OutputOptions): ShopProcess;
export function startShop(
  env?: Record<string, string>,
  options?: OutputOptions & { timeoutMs?: number },
): Promise<RunningShop>;
