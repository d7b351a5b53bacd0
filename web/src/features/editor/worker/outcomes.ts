// How the worker answers the page: an Outcome (a value, or a problem code with the customer's message), and
// grids handed over rather than copied.
import * as Comlink from 'comlink';
import type { GridMessage, Outcome, ProblemCode } from '../common/protocol';

export function problem(code: ProblemCode, message: string): Outcome<never> {
  return { ok: false, code, message };
}

/** MosaicError (or anything else thrown) as an Outcome; TOO_SMALL carries the core's customer message. */
export function fromError(err: unknown): Outcome<never> {
  const e = err as { name?: string; code?: string; message?: string };
  if (e && e.name === 'MosaicError' && typeof e.code === 'string') {
    return problem(e.code as ProblemCode, e.message || 'The photo could not be processed.');
  }
  return problem('INTERNAL', e?.message || 'The photo could not be processed.');
}

/** Hands a grid's typed arrays over to the page (transferred, not copied). */
export function transferred<T extends GridMessage & { under?: Uint8Array }>(msg: T): T {
  const arrays = msg.under ? [msg.indices, msg.counts, msg.under] : [msg.indices, msg.counts];
  return Comlink.transfer(
    msg,
    arrays.map((a) => a.buffer as ArrayBuffer),
  );
}
