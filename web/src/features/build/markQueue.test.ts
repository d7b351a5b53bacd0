import { describe, expect, it } from 'vitest';
import { PendingMarks, queued, sendPending, withPending, type MarkChange } from './markQueue';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const offline = new Error('offline');

describe('marks on their way to the server', () => {
  it('shows the server’s marks with the changes not yet sent laid over them', () => {
    const shown = withPending(
      [
        { plate: 0, step: 'c1' },
        { plate: 0, step: 'c2' },
      ],
      [
        { plate: 0, step: 'c2', done: false },
        { plate: 1, step: 'r0', done: true },
      ],
    );
    expect(shown).toEqual([
      { plate: 0, step: 'c1' },
      { plate: 1, step: 'r0' },
    ]);
  });

  it('keeps one change a mark: the later one', () => {
    const first = queued([], { plate: 0, step: 'c1', done: true });
    const second = queued(first, { plate: 0, step: 'c4', done: true });
    expect(queued(second, { plate: 0, step: 'c1', done: false })).toEqual([
      { plate: 0, step: 'c4', done: true },
      { plate: 0, step: 'c1', done: false },
    ]);
  });

  it('keeps the changes in the browser’s storage, and reads nothing from damaged storage', () => {
    const storage = new MemoryStorage();
    const pending = new PendingMarks(storage, 'brix-build:1:1');
    pending.write([{ plate: 2, step: 'r3', done: true }]);
    expect(new PendingMarks(storage, 'brix-build:1:1').read()).toEqual([{ plate: 2, step: 'r3', done: true }]);
    pending.write([]);
    expect(storage.items.size).toBe(0);
    storage.setItem('brix-build:1:1', '{not json');
    expect(pending.read()).toEqual([]);
    storage.setItem('brix-build:1:1', JSON.stringify([{ plate: 'x' }, { plate: 1, step: 'c1', done: true }]));
    expect(pending.read()).toEqual([{ plate: 1, step: 'c1', done: true }]);
  });

  it('sends in order, keeps what could not reach the server, and drops what the server refuses', async () => {
    const changes: MarkChange[] = [
      { plate: 0, step: 'c1', done: true },
      { plate: 9, step: 'c2', done: true },
      { plate: 0, step: 'c3', done: true },
      { plate: 0, step: 'c4', done: true },
    ];
    const sent: string[] = [];
    let online = true;
    const send = async (change: MarkChange) => {
      if (change.step === 'c3' && !online) throw offline;
      if (change.plate === 9) throw new Error('refused');
      sent.push(change.step);
      return sent.map((step) => ({ plate: 0, step }));
    };
    online = false;
    const first = await sendPending(changes, send, (error) => error === offline);
    expect(first.left).toEqual(changes.slice(2));
    expect(first.marks).toEqual([{ plate: 0, step: 'c1' }]);
    online = true;
    const second = await sendPending(first.left, send, (error) => error === offline);
    expect(second.left).toEqual([]);
    expect(sent).toEqual(['c1', 'c3', 'c4']);
  });
});
