// The builder's marks on their way to the server. A mark is shown at once; it waits in the browser's storage
// until the server has it, so a mark made without a connection is sent when the connection is back, after a
// reload too. Each mark is sent on its own and means the same twice, so a retry never does harm.
import type { BuildMark, BuildMarkChange } from '@brixilated/shop';

export type MarkChange = BuildMarkChange;

const sameMark = (a: BuildMark, b: BuildMark) => a.plate === b.plate && a.step === b.step;

/** The marks to show: the server's, with the changes not yet sent laid over them. */
export function withPending(marks: readonly BuildMark[], pending: readonly MarkChange[]): BuildMark[] {
  const shown = marks.filter((m) => !pending.some((p) => sameMark(p, m)));
  for (const change of pending) if (change.done) shown.push({ plate: change.plate, step: change.step });
  return shown;
}

/** The queue with `change` added: a later change to the same mark replaces the earlier one. */
export const queued = (pending: readonly MarkChange[], change: MarkChange): MarkChange[] => [
  ...pending.filter((p) => !sameMark(p, change)),
  change,
];

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The changes not yet sent for one Brix, kept in the browser's storage under `key`. */
export class PendingMarks {
  constructor(
    private readonly storage: KeyValueStore | null,
    private readonly key: string,
  ) {}

  read(): MarkChange[] {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(value) ? value.filter(isChange) : [];
    } catch {
      return [];
    }
  }

  write(pending: readonly MarkChange[]): void {
    try {
      if (pending.length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(pending));
    } catch {
      // Storage full or blocked: the marks still go to the server while the page is open.
    }
  }
}

function isChange(value: unknown): value is MarkChange {
  const v = value as MarkChange;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.plate) &&
    typeof v.step === 'string' &&
    typeof v.done === 'boolean'
  );
}

/**
 * Sends the pending changes in order. Stops at the first that cannot reach the server (kept for later);
 * one the server refuses (a plate or step that is not there any more) is dropped. Answers the server's
 * marks after the last change it took, and the changes still to send.
 */
export async function sendPending(
  pending: readonly MarkChange[],
  send: (change: MarkChange) => Promise<BuildMark[]>,
  unreachable: (error: unknown) => boolean,
): Promise<{ marks: BuildMark[] | null; left: MarkChange[] }> {
  let marks: BuildMark[] | null = null;
  for (let i = 0; i < pending.length; i++) {
    try {
      marks = await send(pending[i]);
    } catch (error) {
      if (unreachable(error)) return { marks, left: pending.slice(i) };
    }
  }
  return { marks, left: [] };
}
