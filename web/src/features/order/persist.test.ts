// The wizard kept in the browser's storage: a round trip gives back the same snapshot (the photo as a Blob,
// the grid as a typed array), the photo is written only when it changes, and forgetting removes both.
import { describe, expect, it } from 'vitest';
import type { WizardSnapshot } from './design';
import { wizardKeeper, type KeyValueStore } from './persist';

/** IndexedDB's behaviour that matters here: values are kept by structured clone. */
function memoryStore() {
  const data = new Map<string, unknown>();
  const writes: string[] = [];
  const store: KeyValueStore = {
    async get(key) {
      return data.has(key) ? structuredClone(data.get(key)) : undefined;
    },
    async set(key, value) {
      writes.push(key);
      data.set(key, structuredClone(value));
    },
    async del(key) {
      data.delete(key);
    },
  };
  return { store, data, writes };
}

function snapshot(file: Blob, brightness = 100): WizardSnapshot {
  return {
    step: 'Edit',
    reached: 'Edit',
    choices: { shape: 'Square', sizeName: 'Small', custom: { wide: 5, high: 5 }, unit: 'cm' },
    photo: { file, uploaded: null, crop: { area: { x: 0, y: 0, width: 800, height: 800 }, plates: { wide: 2, high: 2 } } },
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
    const back = await wizardKeeper(store).load();
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
    await Promise.all([keeper.save(snapshot(file, 110)), keeper.save(snapshot(file, 120)), keeper.save(snapshot(file, 130))]);
    expect(writes.filter((k) => k === 'brix-wizard-photo')).toHaveLength(1);
    expect((await keeper.load())!.editor!.adjustments.brightness).toBe(130);
    await keeper.save(snapshot(new Blob(['two'])));
    expect(writes.filter((k) => k === 'brix-wizard-photo')).toHaveLength(2);
    expect(await (await keeper.load())!.photo!.file.text()).toBe('two');
  });

  it('is forgotten on request, and a record without its photo is not opened', async () => {
    const { store, data } = memoryStore();
    const keeper = wizardKeeper(store);
    await keeper.save(snapshot(new Blob(['x'])));
    await keeper.save(null);
    expect(data.size).toBe(0);
    expect(await keeper.load()).toBeNull();

    await keeper.save(snapshot(new Blob(['y'])));
    data.delete('brix-wizard-photo');
    expect(await wizardKeeper(store).load()).toBeNull();
  });

  it('a wizard with no photo yet comes back without one', async () => {
    const { store } = memoryStore();
    const s: WizardSnapshot = { ...snapshot(new Blob([])), step: 'Size', reached: 'Size', photo: null, editor: null };
    await wizardKeeper(store).save(s);
    expect(await wizardKeeper(store).load()).toEqual(s);
  });

  it('an unreadable record starts the wizard afresh', async () => {
    const { store, data } = memoryStore();
    data.set('brix-wizard', { step: 'Edit', something: 'else' });
    expect(await wizardKeeper(store).load()).toBeNull();
    const failing: KeyValueStore = { ...store, get: async () => Promise.reject(new Error('blocked')) };
    expect(await wizardKeeper(failing).load()).toBeNull();
  });
});
