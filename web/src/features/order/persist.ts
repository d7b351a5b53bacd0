// The wizard kept in the browser, so a page reload comes back to the same step with the same photo,
// choices and edits. IndexedDB (through idb-keyval) rather than localStorage: the photo is kept as the Blob
// it is (megabytes, never a data URL) and the grid as a typed array, both by structured clone. The photo has
// a key of its own and is written only when it changes; the rest is written shortly after each change.
import { del, get, set } from 'idb-keyval';
import { readSnapshot, type WizardSnapshot } from './design';

/** Where the kept wizard lives (idb-keyval's own database in production; a Map in unit tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export const browserStore: KeyValueStore = { get, set, del };

const WIZARD_KEY = 'brix-wizard';
const PHOTO_KEY = 'brix-wizard-photo';

type KeptRecord = Omit<WizardSnapshot, 'photo'> & { photo: (Omit<NonNullable<WizardSnapshot['photo']>, 'file'> & { fileId: number }) | null };

export interface WizardKeeper {
  /** The kept wizard, or null when there is none (or it cannot be read). */
  load(): Promise<WizardSnapshot | null>;
  /** Keeps `snapshot` (null: forgets the kept wizard). Writes run one after another, the newest last. */
  save(snapshot: WizardSnapshot | null): Promise<void>;
}

export function wizardKeeper(store: KeyValueStore = browserStore): WizardKeeper {
  /** The photo last written, and its id (the record names the photo it goes with). */
  let keptFile: Blob | null = null;
  let fileId = 0;
  let queue: Promise<void> = Promise.resolve();

  async function write(snapshot: WizardSnapshot | null) {
    if (!snapshot) {
      keptFile = null;
      await store.del(WIZARD_KEY);
      await store.del(PHOTO_KEY);
      return;
    }
    const { photo, ...rest } = snapshot;
    if (photo && photo.file !== keptFile) {
      fileId = Math.max(Date.now(), fileId + 1);
      await store.set(PHOTO_KEY, { fileId, file: photo.file });
      keptFile = photo.file;
    }
    const record: KeptRecord = { ...rest, photo: photo ? { uploaded: photo.uploaded, crop: photo.crop, fileId } : null };
    await store.set(WIZARD_KEY, record);
  }

  return {
    async load() {
      try {
        const record = (await store.get(WIZARD_KEY)) as KeptRecord | undefined;
        if (!record || typeof record !== 'object') return null;
        let photo: WizardSnapshot['photo'] = null;
        if (record.photo) {
          const kept = (await store.get(PHOTO_KEY)) as { fileId?: number; file?: Blob } | undefined;
          // A record whose photo did not get written cannot be opened with it: start without the photo's steps.
          if (!kept || kept.fileId !== record.photo.fileId || !(kept.file instanceof Blob)) return null;
          photo = { file: kept.file, uploaded: record.photo.uploaded, crop: record.photo.crop };
          keptFile = kept.file;
          fileId = kept.fileId;
        }
        return readSnapshot({ ...record, photo });
      } catch (err) {
        console.warn('The kept order could not be read; starting afresh.', err);
        return null;
      }
    },

    save(snapshot) {
      queue = queue.then(
        () => write(snapshot),
        () => write(snapshot),
      );
      return queue.catch((err: unknown) => console.warn('The order could not be kept in this browser.', err));
    },
  };
}
