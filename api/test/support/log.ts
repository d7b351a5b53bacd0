// A Log for tests that keeps what the shop reports as a problem (warn and error lines) as it was given: the
// message and the error object itself, so a test can look at both.
import type { Log } from '../../src/log.ts';

export function problemLog(onProblem: (message: string, error: unknown) => void = () => {}): Log {
  const log: Log = {
    error: (message, error) => onProblem(message, error),
    warn: (message, error) => onProblem(message, error),
    info: () => {},
    access: () => {},
    debug: () => {},
    child: () => log,
    requestId: undefined,
    flush: () => {},
  };
  return log;
}
