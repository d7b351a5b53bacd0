// Save design: the wizard's design kept on the customer's account (POST /api/designs), or saved over the
// saved design it was opened from (PUT /api/designs/{id}). A visitor is first sent to log in or sign up;
// `saveAfterLogin` remembers that the design is to be saved once they are back (for a while, and only while
// they stay on the login and sign-up pages: stores/keptWork.ts).
import type { Design, DesignInput } from '@brixilated/shop';
import { create } from 'zustand';
import { api, ApiError, errorMessage } from '../../lib/api';
import { photoNotStored } from './upload';
import { dropSaveAfterLogin, markSaveAfterLogin, saveAfterLoginPending } from '../../stores/keptWork';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

interface SaveDesignState {
  /** The saved design this one is: saving again updates it. */
  id: string | null;
  status: SaveStatus;
  error: string | null;
  /** The shop's code for the refusal (DESIGN_LIMIT: the customer keeps the most designs there may be). */
  errorCode: string | null;
  /** What was saved last (see `designKey`), so the page can tell when the design changed since. */
  savedKey: string | null;
  /** The visitor pressed Save design and went to log in or sign up: save once they are a customer. */
  saveAfterLogin: boolean;
  /**
   * Which design the store speaks for: Start Over and opening a design (reset, restore) move it on, so a
   * save that answers after that is dropped rather than taken as the new design's.
   */
  generation: number;

  /**
   * Saves the design `prepare` makes (it may wait, for the photo's upload say; null: not ready to save),
   * whose state `key` names; true when the shop has it. When the shop no longer has the design's photo,
   * `prepare(true)` makes it again with the photo sent once more, and that is saved (once).
   */
  save(prepare: (photoAgain: boolean) => Promise<DesignInput | null>, key: string): Promise<boolean>;
  /** The visitor goes to log in or sign up first. */
  askLogin(): void;
  /** Takes a kept design's saved id back (a saved design opened, or the wizard after a page reload). */
  restore(kept: { id: string | null; saveAfterLogin: boolean }): void;
  /** The design just opened (by `restore`) is the saved one as it is, whose state `key` now names. */
  keepSaved(key: string): void;
  /** A new design (Start Over): nothing saved yet. */
  reset(): void;
}

/** The shop's code when a customer already keeps the most designs there may be. */
export const DESIGN_LIMIT = 'DESIGN_LIMIT';

/** A customer-readable reason the shop refused the design: its message, and each field's when it names them. */
export function saveError(err: unknown): string {
  if (err instanceof ApiError && err.fields) {
    const fields = [...new Set(Object.values(err.fields))];
    if (fields.length > 0) return fields.join(' ');
  }
  return errorMessage(err);
}

const notFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export const useSaveDesign = create<SaveDesignState>((set, get) => ({
  id: null,
  status: 'idle',
  error: null,
  errorCode: null,
  savedKey: null,
  saveAfterLogin: false,
  generation: 0,

  async save(prepare, key) {
    if (get().status === 'saving') return false;
    dropSaveAfterLogin();
    set({ status: 'saving', error: null, errorCode: null, saveAfterLogin: false });
    const { id, generation } = get();
    /** The wizard moved on to another design meanwhile: this answer is not its. */
    const stale = () => get().generation !== generation;
    /** Saves `design` over the saved one, or as a new one (also when the saved one was deleted meanwhile). */
    async function send(design: DesignInput): Promise<Design> {
      try {
        return id
          ? (await api.put<{ data: Design }>(`/designs/${id}`, design)).data
          : (await api.post<{ data: Design }>('/designs', design)).data;
      } catch (err) {
        // Deleted meanwhile (in another tab, say): the design is saved as a new one rather than lost.
        if (!id || !notFound(err) || stale()) throw err;
        return (await api.post<{ data: Design }>('/designs', design)).data;
      }
    }
    try {
      const design = await prepare(false);
      if (stale()) return false;
      if (!design) {
        set({ status: 'idle' });
        return false;
      }
      let saved: Design;
      try {
        saved = await send(design);
      } catch (err) {
        // The shop deleted the photo (unused uploads go after a while): sent again from this browser, once.
        if (!photoNotStored(err) || stale()) throw err;
        const again = await prepare(true);
        if (stale()) return false;
        if (!again) throw err;
        saved = await send(again);
      }
      if (stale()) return false;
      set({ id: saved.id, status: 'saved', savedKey: key });
      return true;
    } catch (err) {
      if (stale()) return false;
      set({ status: 'error', error: saveError(err), errorCode: err instanceof ApiError ? err.code : null });
      return false;
    }
  },

  askLogin() {
    markSaveAfterLogin();
    set({ saveAfterLogin: true, status: 'idle', error: null, errorCode: null });
  },

  restore({ id, saveAfterLogin }) {
    set({
      id,
      saveAfterLogin: saveAfterLogin && saveAfterLoginPending(),
      status: 'idle',
      error: null,
      errorCode: null,
      savedKey: null,
      generation: get().generation + 1,
    });
  },

  keepSaved(key) {
    if (get().id) set({ status: 'saved', savedKey: key });
  },

  reset() {
    dropSaveAfterLogin();
    set({
      id: null,
      status: 'idle',
      error: null,
      errorCode: null,
      savedKey: null,
      saveAfterLogin: false,
      generation: get().generation + 1,
    });
  },
}));
