// The Review step's picture: the edited mosaic rendered with shaded studs by the core in the worker, then
// uploaded to /api/images (the cart item's pixImageUrl). The order is ready once the photo is stored too.
import { create } from 'zustand';
import { errorMessage } from '../../lib/api';
import { LatestOnly } from '../../lib/latest';
import { MESSAGES, editorPipeline, useEditor, type GridMessage } from '../editor';
import { revoke, usePhoto } from './photo';
import { uploadImage, type UploadedImage } from './upload';

export type FinalStatus = 'idle' | 'rendering' | 'ready' | 'error';

export interface FinalState {
  status: FinalStatus;
  previewUrl: string | null;
  uploaded: UploadedImage | null;
  error: string | null;
}

interface FinalStore {
  final: FinalState;
  /** Renders and uploads the editor's current grid (a newer call wins over one still running). */
  render(): void;
  /** Drops the picture. */
  reset(): void;
}

const emptyFinal = (): FinalState => ({ status: 'idle', previewUrl: null, uploaded: null, error: null });

type Snapshot = Pick<GridMessage, 'width' | 'height' | 'indices'>;

export const useFinal = create<FinalStore>((set, get) => {
  const renders = new LatestOnly<Snapshot, { blob: Blob; uploaded: UploadedImage }>(
    async ({ width, height, indices }) => {
      const picture = (async () => {
        const outcome = await editorPipeline.renderFinal(width, height, indices);
        if (!outcome.ok) throw new Error(outcome.message);
        return { blob: outcome.value, uploaded: await uploadImage(outcome.value, `${Date.now()}.png`, () => {}) };
      })();
      // The photo may still be going up (it does so in the background while the customer edits): the order
      // is prepared once both pictures are stored.
      const [made] = await Promise.all([picture, usePhoto.getState().whenUploaded()]);
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

    render() {
      const doc = useEditor.getState().doc;
      revoke(get().final.previewUrl);
      if (!doc) {
        renders.cancel();
        set({ final: { ...emptyFinal(), status: 'error', error: MESSAGES.noPhoto } });
        return;
      }
      set({ final: { status: 'rendering', previewUrl: null, uploaded: null, error: null } });
      // A copy: the editor goes on changing its grid in place.
      renders.request({ width: doc.width, height: doc.height, indices: doc.indices.slice() });
    },

    reset() {
      renders.cancel();
      revoke(get().final.previewUrl);
      set({ final: emptyFinal() });
    },
  };
});
