import { describe, expect, it } from 'vitest';
import { LatestOnly } from './latest';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A request runner whose answers the test releases one by one (gates[i].resolve). */
function gated() {
  const started: number[] = [];
  const gates: ReturnType<typeof deferred<number>>[] = [];
  const run = (n: number) => {
    started.push(n);
    const d = deferred<number>();
    gates.push(d);
    return d.promise;
  };
  return { started, gates, run };
}

describe('LatestOnly (newest request wins)', () => {
  it('runs one at a time and drops the requests overtaken while waiting', async () => {
    const { started, gates, run } = gated();
    const shown: [number, boolean][] = [];
    const q = new LatestOnly<number, number>(run, (r, _n, stale) => shown.push([r, stale]));
    q.request(1);
    q.request(2);
    q.request(3);
    q.request(4);
    expect(started).toEqual([1]);
    gates[0].resolve(10);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([1, 4]);
    gates[1].resolve(40);
    await q.idle();
    expect(shown).toEqual([
      [10, true],
      [40, false],
    ]);
    expect(q.busy).toBe(false);
  });

  it('keeps going after a failed request', async () => {
    const errors: unknown[] = [];
    const shown: number[] = [];
    const q = new LatestOnly<number, number>(
      async (n) => {
        if (n === 1) throw new Error('boom');
        return n;
      },
      (r) => shown.push(r),
      (e) => errors.push(e),
    );
    q.request(1);
    await q.idle();
    q.request(2);
    await q.idle();
    expect(errors).toHaveLength(1);
    expect(shown).toEqual([2]);
  });

  it('cancel() drops the running answer and the waiting request; later requests run as usual', async () => {
    const { started, gates, run } = gated();
    const shown: number[] = [];
    const errors: unknown[] = [];
    const q = new LatestOnly<number, number>(
      run,
      (r) => shown.push(r),
      (e) => errors.push(e),
    );
    q.request(1);
    q.request(2);
    q.cancel();
    gates[0].resolve(10);
    await q.idle();
    expect(started).toEqual([1]);
    expect(shown).toEqual([]);
    q.request(3);
    gates[1].resolve(30);
    await q.idle();
    expect(shown).toEqual([30]);
    expect(errors).toEqual([]);
  });

  it('hands an error to onError with its request and whether a newer one waits', async () => {
    const seen: [unknown, number, boolean][] = [];
    const { gates, run } = gated();
    const q = new LatestOnly<number, number>(
      (n) =>
        run(n).then((answer) => {
          if (answer < 0) throw new Error(`bad ${answer}`);
          return answer;
        }),
      (r) => {
        if (r === 99) throw new Error('handler failed');
      },
      (e, n, stale) => seen.push([(e as Error).message, n, stale]),
    );
    q.request(1);
    q.request(2);
    gates[0].resolve(-1);
    await new Promise((r) => setTimeout(r, 0));
    gates[1].resolve(99);
    await q.idle();
    expect(seen).toEqual([
      ['bad -1', 1, true],
      ['handler failed', 2, false],
    ]);
  });
});
