// The Review step's picture: the edited mosaic rendered with shaded studs by the core in the worker, then
// uploaded to /api/images (the cart item's pixImageUrl). The order is ready once the photo is stored too; the
// wizard's flow hands both in, so this store reads no other.
import type { UploadedImage } from '@brixilated/shop';
import { create } from 'zustand';
import { errorMessage } from '../../lib/api';
import { LatestOnly } from '../../lib/latest';
import { MESSAGES, editorPipeline, type GridMessage } from '../editor';
import { revoke } from './photo';
import { uploadImage } from './upload';

export type FinalStatus = 'idle' | 'rendering' | 'ready' | 'error';

export interface FinalState {
  status: FinalStatus;
  previewUrl: string | null;
  uploaded: UploadedImage | null;
  error: string | null;
}

interface FinalStore {
  final: FinalState;
  /**
   * Renders and uploads `grid` (the editor's, copied here; a newer call wins over one still running), ready
   * once `photoStored` resolves too.
   */
  render(grid: Snapshot | null, photoStored: () => Promise<unknown>): void;
  /** Drops the picture. */
  reset(): void;
}

const emptyFinal = (): FinalState => ({ status: 'idle', previewUrl: null, uploaded: null, error: null });

type Snapshot = Pick<GridMessage, 'width' | 'height' | 'indices'>;

interface Request {
  grid: Snapshot;
  photoStored: () => Promise<unknown>;
}

export const useFinal = create<FinalStore>((set, get) => {
  const renders = new LatestOnly<Request, { blob: Blob; uploaded: UploadedImage }>(
    async ({ grid: { width, height, indices }, photoStored }) => {
      const picture = (async () => {
        const outcome = await editorPipeline.renderFinal(width, height, indices);
        if (!outcome.ok) throw new Error(outcome.message);
        return { blob: outcome.value, uploaded: await uploadImage(outcome.value, `${Date.now()}.png`, () => {}) };
      })();
      // The photo may still be going up (it does so in the background while the customer edits): the order
      // is prepared once both pictures are stored.
      const [made] = await Promise.all([picture, photoStored()]);
      return made;
    },
    ({ blob, uploaded }, _grid, stale) => {
      if (!stale) set({ final: { status: 'ready', previewUrl: URL.createObjectURL(blob), uploaded, error: null } });
    },
    (err, _grid, stale) => {
      if (!stale) set({ final: { ...emptyFinal(), status: 'error', error: errorMessage(err) } });
    },
  );

  return {
    final: emptyFinal(),

    render(doc, photoStored) {
      revoke(get().final.previewUrl);
      if (!doc) {
        renders.cancel();
        set({ final: { ...emptyFinal(), status: 'error', error: MESSAGES.noPhoto } });
        return;
      }
      set({ final: { status: 'rendering', previewUrl: null, uploaded: null, error: null } });
      // A copy: the editor goes on changing its grid in place.
      renders.request({ grid: { width: doc.width, height: doc.height, indices: doc.indices.slice() }, photoStored });
    },

    reset() {
      renders.cancel();
      revoke(get().final.previewUrl);
      set({ final: emptyFinal() });
    },
  };
});
