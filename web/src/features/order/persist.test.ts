// The wizard kept in the browser's storage: a round trip gives back the same snapshot (the photo as a Blob,
// the grid as a typed array), the photo is written only when it changes and in the same transaction as the
// record, forgetting removes both, and a wizard kept by another customer is never opened.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WizardSnapshot } from './design';
import { forgetKeptWizard, LOAD_WAIT_MS, VISITOR, wizardKeeper, type KeyValueStore } from './persist';

/** IndexedDB's behaviour that matters here: values are kept by structured clone. */
function memoryStore() {
  const data = new Map<string, unknown>();
  const writes: string[] = [];
  /** The keys each deleting transaction named. */
  const deletes: string[][] = [];
  /** The keys each transaction wrote. */
  const transactions: string[][] = [];
  const store: KeyValueStore = {
    async get(key) {
      return data.has(key) ? structuredClone(data.get(key)) : undefined;
    },
    async setMany(entries) {
      transactions.push(entries.map(([key]) => key));
      for (const [key, value] of entries) {
        writes.push(key);
        data.set(key, structuredClone(value));
      }
    },
    async delMany(keys) {
      deletes.push(keys);
      for (const key of keys) data.delete(key);
    },
  };
  return { store, data, writes, deletes, transactions };
}

function snapshot(file: Blob, brightness = 100): WizardSnapshot {
  return {
    step: 'Edit',
    reached: 'Edit',
    choices: { shape: 'Square', sizeName: 'Small', custom: { wide: 5, high: 5 }, unit: 'cm' },
    photo: {
      file,
      uploaded: null,
      uploadedAt: null,
      crop: { area: { x: 0, y: 0, width: 800, height: 800 }, plates: { wide: 2, high: 2 } },
    },
    editor: {
      width: 64,
      height: 64,
      indices: new Uint8Array(64 * 64).fill(12),
      adjustments: { brightness, contrast: 100, saturation: 100 },
      blending: 'crisp',
      done: [{ kind: 'paint', edits: [{ x: 3, y: 4, from: 12, to: 20 }] }],
      undone: [],
    },
    design: { id: 'b1c7e0e2-1111-4000-8000-000000000000', saveAfterLogin: true },
  };
}

describe('the kept wizard', () => {
  it('comes back as it was kept, the photo a Blob with the same bytes', async () => {
    const { store } = memoryStore();
    const file = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await wizardKeeper(store).save(snapshot(file));
    // A new page: a new keeper reads it.
    const back = await wizardKeeper(store).load(VISITOR);
    expect(back).not.toBeNull();
    const { photo, ...rest } = back!;
    const { photo: keptPhoto, ...expected } = snapshot(file);
    expect(rest).toEqual(expected);
    expect(rest.editor!.indices).toBeInstanceOf(Uint8Array);
    expect(photo!.file).toBeInstanceOf(Blob);
    expect(await photo!.file.text()).toBe('jpeg bytes');
    expect({ ...photo, file: null }).toEqual({ ...keptPhoto, file: null });
  });

  it('writes the photo only when it changes, and the newest change last', async () => {
    const { store, writes } = memoryStore();
    const keeper = wizardKeeper(store);
    const file = new Blob(['one']);
    await Promise.all([
      keeper.save(snapshot(file, 110)),
      keeper.save(snapshot(file, 120)),
      keeper.save(snapshot(file, 130)),
    ]);
    expect(writes.filter((k) => k === 'brix-wizard-photo')).toHaveLength(1);
    expect((await keeper.load(VISITOR))!.editor!.adjustments.brightness).toBe(130);
    await keeper.save(snapshot(new Blob(['two'])));
    expect(writes.filter((k) => k === 'brix-wizard-photo')).toHaveLength(2);
    expect(await (await keeper.load(VISITOR))!.photo!.file.text()).toBe('two');
  });

  it('is forgotten on request, and a record without its photo is not opened', async () => {
    const { store, data } = memoryStore();
    const keeper = wizardKeeper(store);
    await keeper.save(snapshot(new Blob(['x'])));
    await keeper.save(null);
    expect(data.size).toBe(0);
    expect(await keeper.load(VISITOR)).toBeNull();

    await keeper.save(snapshot(new Blob(['y'])));
    data.delete('brix-wizard-photo');
    expect(await wizardKeeper(store).load(VISITOR)).toBeNull();
  });

  it('a wizard with no photo yet comes back without one', async () => {
    const { store } = memoryStore();
    const s: WizardSnapshot = { ...snapshot(new Blob([])), step: 'Size', reached: 'Size', photo: null, editor: null };
    await wizardKeeper(store).save(s);
    expect(await wizardKeeper(store).load(VISITOR)).toEqual(s);
  });

  it('an unreadable record starts the wizard afresh', async () => {
    const { store, data } = memoryStore();
    data.set('brix-wizard', { step: 'Edit', something: 'else' });
    expect(await wizardKeeper(store).load(VISITOR)).toBeNull();
    const failing: KeyValueStore = { ...store, get: async () => Promise.reject(new Error('blocked')) };
    expect(await wizardKeeper(failing).load(VISITOR)).toBeNull();
  });

  it('writes a new photo and the record in one transaction', async () => {
    const { store, transactions } = memoryStore();
    const keeper = wizardKeeper(store);
    const file = new Blob(['one']);
    await keeper.save(snapshot(file, 110));
    await keeper.save(snapshot(file, 120));
    expect(transactions).toEqual([['brix-wizard-photo', 'brix-wizard'], ['brix-wizard']]);
  });

  it("opens the owner's own wizard and a visitor's, never another customer's (which is deleted)", async () => {
    const { store, data } = memoryStore();
    await wizardKeeper(store).save(snapshot(new Blob(['a'])), 'customer-a');
    expect(await wizardKeeper(store).load('customer-a')).not.toBeNull();
    expect(await wizardKeeper(store).load(VISITOR)).toBeNull();
    expect(data.size).toBe(0);

    await wizardKeeper(store).save(snapshot(new Blob(['a'])), 'customer-a');
    expect(await wizardKeeper(store).load('customer-b')).toBeNull();
    expect(data.size).toBe(0);

    // A visitor who logs in or signs up keeps their wizard.
    await wizardKeeper(store).save(snapshot(new Blob(['v'])), VISITOR);
    expect(await wizardKeeper(store).load('customer-b')).not.toBeNull();
    // A record from before owners were kept is nobody's: not opened.
    const { owner: _owner, ...older } = data.get('brix-wizard') as Record<string, unknown>;
    data.set('brix-wizard', older);
    expect(await wizardKeeper(store).load(VISITOR)).toBeNull();

    await wizardKeeper(store).save(snapshot(new Blob(['v'])), VISITOR);
    await forgetKeptWizard(store);
    expect(data.size).toBe(0);
  });

  it("keeps the photo's bytes where the browser refuses a Blob in IndexedDB (Safari's private browsing)", async () => {
    const { store, data } = memoryStore();
    // As WebKit's ephemeral sessions do: the whole transaction fails when it holds a Blob.
    const refusing: KeyValueStore = {
      ...store,
      async setMany(entries) {
        if (entries.some(([, value]) => Object.values(value as object).some((v) => v instanceof Blob)))
          throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
        await store.setMany(entries);
      },
    };
    const file = new File(['jpeg bytes'], 'cat.jpg', { type: 'image/jpeg' });
    await wizardKeeper(refusing).save(snapshot(file, 120));
    expect(data.has('brix-wizard-photo')).toBe(true);
    const kept = await wizardKeeper(refusing).load(VISITOR);
    expect(kept!.editor!.adjustments.brightness).toBe(120);
    expect(kept!.photo!.file).toBeInstanceOf(File);
    expect((kept!.photo!.file as File).name).toBe('cat.jpg');
    expect(kept!.photo!.file.type).toBe('image/jpeg');
    expect(await kept!.photo!.file.text()).toBe('jpeg bytes');
  });

  it('forgets an empty wizard once, and leaves what another tab kept since', async () => {
    const { store, data, deletes } = memoryStore();
    const fresh = wizardKeeper(store);
    expect(await fresh.load(VISITOR)).toBeNull();
    // A page that found nothing and did nothing writes nothing as it goes away...
    await fresh.save(null);
    expect(deletes).toEqual([]);
    // ...so the wizard another tab kept meanwhile is still there.
    await wizardKeeper(store).save(snapshot(new Blob(['other tab'])));
    await fresh.save(null);
    expect(data.has('brix-wizard')).toBe(true);

    // Work of its own, then Start Over: forgotten once, not again on every later change.
    await fresh.save(snapshot(new Blob(['mine'])));
    await fresh.save(null);
    await fresh.save(null);
    expect(deletes).toHaveLength(1);
    expect(data.size).toBe(0);
  });

  describe('in a browser whose storage does not answer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`starts afresh after ${LOAD_WAIT_MS} ms`, async () => {
      vi.useFakeTimers();
      const { store } = memoryStore();
      const silent: KeyValueStore = { ...store, get: () => new Promise(() => {}) };
      let answer: unknown = 'waiting';
      const loading = wizardKeeper(silent)
        .load(VISITOR)
        .then((kept) => (answer = kept));
      await vi.advanceTimersByTimeAsync(LOAD_WAIT_MS - 1);
      expect(answer).toBe('waiting');
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(answer).toBeNull();
    });
  });
});
