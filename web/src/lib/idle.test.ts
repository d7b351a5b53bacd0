// whenIdle: through requestIdleCallback with its time-out where the browser has it; where it does not, in the
// first task after the next frame (or after the time-out when no frame comes); cancelled by what it returns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser without requestIdleCallback whose frames come every 16 ms, or never (a tab in the background). */
function withoutIdleCallback(frames: 'drawn' | 'none') {
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.useFakeTimers();
  const order: string[] = [];
  vi.stubGlobal('requestAnimationFrame', (fn: (t: number) => void) =>
    frames === 'drawn'
      ? setTimeout(() => {
          order.push('frame');
          fn(performance.now());
        }, 16)
      : 0,
  );
  vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
  return order;
}

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

  it('without requestIdleCallback, runs in a task of its own after the next frame, once', () => {
    const order = withoutIdleCallback('drawn');
    whenIdle(() => order.push('run'));
    // Work the page queued before the frame goes first.
    setTimeout(() => order.push('queued before'), 0);
    vi.advanceTimersByTime(15);
    expect(order).toEqual(['queued before']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['queued before', 'frame']);
    vi.advanceTimersToNextTimer();
    expect(order).toEqual(['queued before', 'frame', 'run']);
    // Not again at its time-out.
    vi.advanceTimersByTime(2000);
    expect(order).toEqual(['queued before', 'frame', 'run']);
  });

  it('without requestIdleCallback and without frames, runs at its time-out', () => {
    withoutIdleCallback('none');
    const run = vi.fn();
    whenIdle(run, { timeout: 500 });
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('where there are no frames at all (no page), runs in the next task', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, does not run once cancelled', () => {
    withoutIdleCallback('drawn');
    const run = vi.fn();
    const kept = vi.fn();
    whenIdle(kept);
    const cancel = whenIdle(run);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(run).not.toHaveBeenCalled();
  });
});
