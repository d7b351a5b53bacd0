// Password hashing is bounded: a burst of sign-ins waits for a few hashing slots instead of taking every core,
// and a caller who left while waiting is not hashed for.
import { describe, expect, it } from 'vitest';
import { PasswordHasher, passwordHashingSlots } from '../src/auth/passwords.ts';
import { DEFAULT_PASSWORD_HASHING } from '../src/config.ts';
import { SlotsBusy, WorkSlots } from '../src/work-slots.ts';

describe('password hashing', () => {
  it("keeps OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane)", () => {
    expect(DEFAULT_PASSWORD_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('hashes on as many slots as the cores give each serving process, at least one', () => {
    // [cores, processes] -> slots a process
    const cases: Array<[number, number]> = [
      [2, 1],
      [2, 2],
      [2, 4],
      [8, 2],
    ];
    expect(cases.map(([cores, processes]) => passwordHashingSlots(cores, processes))).toEqual([2, 1, 1, 4]);
  });
});

describe('the decoy hash (verified when an email has no account)', () => {
  it('is made once for a cost and kept', async () => {
    const cost = { memoryCost: 4_096, timeCost: 2, parallelism: 1 };
    let made = 0;
    const hasher = new PasswordHasher(cost, undefined, async () => `hash-${++made}`);
    expect(await hasher.decoyHash()).toBe('hash-1');
    expect(await hasher.decoyHash()).toBe('hash-1');
    expect(made).toBe(1);
  });

  it('is made again after a failure, so one busy moment does not answer every unknown email as busy', async () => {
    const cost = { memoryCost: 8_192, timeCost: 2, parallelism: 1 };
    let tries = 0;
    const hasher = new PasswordHasher(cost, undefined, async () =>
      ++tries === 1 ? Promise.reject(new SlotsBusy()) : 'made on the second try',
    );
    await expect(hasher.decoyHash()).rejects.toBeInstanceOf(SlotsBusy);
    expect(await hasher.decoyHash()).toBe('made on the second try');
  });
});

describe('a gate with callers who leave', () => {
  it('drops a waiting caller whose request was aborted, and runs the next one in its place', async () => {
    const gate = new WorkSlots(1, 10_000, 10);
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    const ran: string[] = [];
    const leaving = gate.run(async () => void ran.push('gone'), gone.signal);
    const staying = gate.run(async () => void ran.push('staying'), new AbortController().signal);
    gone.abort();
    await expect(leaving).rejects.toBeInstanceOf(SlotsBusy);
    release();
    await first;
    await staying;
    expect(ran).toEqual(['staying']);
  });

  it('refuses a caller whose request ended before its turn came, and frees the slot', async () => {
    const gate = new WorkSlots(1, 10_000, 10);
    const gone = new AbortController();
    gone.abort();
    await expect(gate.run(async () => 'hashed', gone.signal)).rejects.toBeInstanceOf(SlotsBusy);
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
