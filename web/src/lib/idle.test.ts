// whenIdle: through requestIdleCallback with its time-out where the browser has it, after a fixed delay where it
// does not, and cancelled by what it returns either way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks requestIdleCallback with its time-out, and cancels through cancelIdleCallback', () => {
    const asked: Array<{ run: () => void; timeout: number | undefined }> = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      asked.push({ run, timeout: options?.timeout });
      return asked.length;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => void cancelled.push(id));
    const run = vi.fn();
    whenIdle(run, { timeout: 500 });
    const cancel = whenIdle(run);
    expect(asked.map((a) => a.timeout)).toEqual([500, 1500]);
    asked[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([2]);
  });

  it('waits its fallback delay without requestIdleCallback, and not at all once cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    const kept = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(run, { fallback: 0 });
    cancel();
    vi.advanceTimersByTime(199);
    expect(kept).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });
});
