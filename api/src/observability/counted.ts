// Counters fitted around the parts that refuse or send, so the parts themselves stay as they are.
import type { Limiter } from '../http/rate-limit.ts';
import type { Counter } from 'prom-client';

/** The limit a counter key belongs to: its name before the first colon (`forgot-address:...`). */
export const limitName = (key: string): string => key.split(':', 1)[0] || 'unnamed';

/** A limiter that counts each refused hit by its limit's name. */
export function countingRefusals(limiter: Limiter, refusals: Counter<'limit'>): Limiter {
  return {
    async hit(key, limit, weight) {
      const ok = await limiter.hit(key, limit, weight);
      if (!ok) refusals.inc({ limit: limitName(key) });
      return ok;
    },
    async hitAll(hits) {
      const results = await limiter.hitAll(hits);
      results.forEach((ok, i) => {
        if (!ok) refusals.inc({ limit: limitName(hits[i].key) });
      });
      return results;
    },
    reset: (key) => limiter.reset(key),
    sweep: () => limiter.sweep(),
  };
}
