// The wizard kept in the browser, so a page reload comes back to the same step with the same photo,
// choices and edits. IndexedDB (through idb-keyval) rather than localStorage: the photo is kept as the Blob
// it is (megabytes, never a data URL) and the grid as a typed array, both by structured clone. The photo has
// a key of its own and is written only when it changes; the rest is written shortly after each change, in the
// same transaction as the photo when both change. Each record names whose it is (a customer's id, or
// 'visitor'): a wizard kept by someone else is never opened (see `mayOpen`).
import { delMany, get, setMany } from 'idb-keyval';
import { readSnapshot, type WizardSnapshot } from './design';

/** Where the kept wizard lives (idb-keyval's own database in production; a Map in unit tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  /** Writes all entries in one transaction: all of them are written, or none. */
  setMany(entries: [string, unknown][]): Promise<void>;
  delMany(keys: string[]): Promise<void>;
}

export const browserStore: KeyValueStore = { get, setMany, delMany };

const WIZARD_KEY = 'brix-wizard';
const PHOTO_KEY = 'brix-wizard-photo';

/** Whose the kept wizard is: the customer's id, or VISITOR when nobody is logged in. */
export type Owner = string;
export const VISITOR: Owner = 'visitor';

/**
 * Whether `owner` may open a wizard kept by `keptBy`: their own, or a visitor's (a visitor who logs in or
 * signs up takes their wizard into their account); never another customer's.
 */
export const mayOpen = (keptBy: unknown, owner: Owner) => keptBy === owner || keptBy === VISITOR;

type KeptRecord = Omit<WizardSnapshot, 'photo'> & {
  photo: (Omit<NonNullable<WizardSnapshot['photo']>, 'file'> & { fileId: number }) | null;
  owner: Owner;
};

/** The kept photo: the Blob itself, or its bytes where the browser will not keep a Blob in IndexedDB. */
type KeptPhoto = { fileId: number } & ({ file: Blob } | { bytes: ArrayBuffer; type: string; name?: string });

/** The photo of a kept record, or null when it holds none. */
function keptBlob(kept: Partial<KeptPhoto>): Blob | null {
  if ('file' in kept && kept.file instanceof Blob) return kept.file;
  if (!('bytes' in kept) || !(kept.bytes instanceof ArrayBuffer)) return null;
  const type = kept.type ?? '';
  return kept.name !== undefined ? new File([kept.bytes], kept.name, { type }) : new Blob([kept.bytes], { type });
}

/**
 * How long the kept wizard is waited for. Reading it takes milliseconds; a browser whose storage does not answer
 * (WebKit can leave a transaction of a page that went away open, and then every later one waits behind it) must
 * not keep the order page, or the saved design it was asked to open, waiting.
 */
export const LOAD_WAIT_MS = 2000;

export interface WizardKeeper {
  /**
   * The wizard kept for `owner`, or null when there is none (or it is someone else's: then it is deleted, or it
   * cannot be read within `LOAD_WAIT_MS`).
   */
  load(owner: Owner): Promise<WizardSnapshot | null>;
  /** Keeps `snapshot` as `owner`'s (null: forgets the kept wizard). Writes run one after another, the newest last. */
  save(snapshot: WizardSnapshot | null, owner?: Owner): Promise<void>;
}

/** Deletes the kept wizard and its photo (a session ended). */
export function forgetKeptWizard(store: KeyValueStore = browserStore): Promise<void> {
  return store.delMany([WIZARD_KEY, PHOTO_KEY]);
}

export function wizardKeeper(store: KeyValueStore = browserStore): WizardKeeper {
  /** The photo last written, and its id (the record names the photo it goes with). */
  let keptFile: Blob | null = null;
  let fileId = 0;
  let queue: Promise<void> = Promise.resolve();
  /**
   * Whether this page knows nothing is kept (none found, or forgotten since): a wizard left empty is then not
   * forgotten again, which would write on every page hide and could delete what another tab kept meanwhile.
   */
  let keptNothing = false;

  async function write(snapshot: WizardSnapshot | null, owner: Owner) {
    if (!snapshot) {
      keptFile = null;
      if (keptNothing) return;
      await forgetKeptWizard(store);
      keptNothing = true;
      return;
    }
    keptNothing = false;
    const { photo, ...rest } = snapshot;
    const entries: [string, unknown][] = [];
    const newPhoto = photo !== null && photo.file !== keptFile;
    if (newPhoto) {
      fileId = Math.max(Date.now(), fileId + 1);
      entries.push([PHOTO_KEY, { fileId, file: photo.file } satisfies KeptPhoto]);
    }
    const record: KeptRecord = {
      ...rest,
      photo: photo ? { uploaded: photo.uploaded, uploadedAt: photo.uploadedAt, crop: photo.crop, fileId } : null,
      owner,
    };
    entries.push([WIZARD_KEY, record]);
    // One transaction: a page closed half-way keeps either the record before or both new values.
    try {
      await store.setMany(entries);
    } catch (err) {
      if (!newPhoto) throw err;
      // Safari's private browsing (and WebKit's automation) refuses a Blob in IndexedDB: the photo's bytes then.
      const { file } = photo;
      const bytes = await file.arrayBuffer();
      const name = file instanceof File ? file.name : undefined;
      entries[0] = [PHOTO_KEY, { fileId, bytes, type: file.type, name } satisfies KeptPhoto];
      await store.setMany(entries);
    }
    if (newPhoto) keptFile = photo.file;
  }

  /** The kept wizard as `load` answers it, however long the storage takes. */
  async function read(owner: Owner): Promise<WizardSnapshot | null> {
    const record = (await store.get(WIZARD_KEY)) as KeptRecord | undefined;
    if (!record || typeof record !== 'object') {
      keptNothing = record === undefined;
      return null;
    }
    if (!mayOpen(record.owner, owner)) {
      await forgetKeptWizard(store);
      keptNothing = true;
      return null;
    }
    let photo: WizardSnapshot['photo'] = null;
    if (record.photo) {
      const kept = (await store.get(PHOTO_KEY)) as Partial<KeptPhoto> | undefined;
      const file = kept && keptBlob(kept);
      // A record whose photo is not the one kept beside it (another tab wrote one of them since, say) is not
      // opened at all: the wizard starts afresh.
      if (!kept || kept.fileId !== record.photo.fileId || !file) return null;
      photo = {
        file,
        uploaded: record.photo.uploaded,
        uploadedAt: record.photo.uploadedAt ?? null,
        crop: record.photo.crop,
      };
      keptFile = file;
      fileId = kept.fileId;
    }
    const { owner: _keptBy, ...snapshot } = record;
    return readSnapshot({ ...snapshot, photo });
  }

  return {
    async load(owner) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), LOAD_WAIT_MS);
      });
      try {
        const answer = await Promise.race([read(owner), late]);
        if (answer !== 'late') return answer;
        console.warn(`The kept order did not come within ${LOAD_WAIT_MS} ms; starting afresh.`);
        return null;
      } catch (err) {
        console.warn('The kept order could not be read; starting afresh.', err);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },

    save(snapshot, owner = VISITOR) {
      queue = queue.then(
        () => write(snapshot, owner),
        () => write(snapshot, owner),
      );
      return queue.catch((err: unknown) => console.warn('The order could not be kept in this browser.', err));
    },
  };
}
