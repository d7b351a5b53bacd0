// The Upload step's photo: the chosen file read by the editor worker, the cropper, the crop pixelated by
// the core, and the original photo's upload to /api/images (it goes up while the customer crops).
import { MAX_UPLOAD_BYTES } from '@brixilated/shop';
import { create } from 'zustand';
import { errorMessage } from '../../lib/api';
import { DEFAULT_SLIDERS, useEditor } from '../editor/client/store';
import { MESSAGES, type CropArea, type GridMessage, type Outcome, type PhotoInfo } from '../editor/shared/protocol';
import type { Plates } from './choices';
import { uploadImage, type UploadedImage } from './upload';

export type PhotoStage = 'empty' | 'reading' | 'cropping' | 'processing' | 'uploading' | 'ready';

export interface PhotoState {
  stage: PhotoStage;
  /** The chosen file, shown in the cropper. */
  sourceUrl: string | null;
  sourceInfo: PhotoInfo | null;
  /** The cropped picture, shown once ready. */
  croppedUrl: string | null;
  uploaded: UploadedImage | null;
  /** 0..1 while the chosen photo uploads to /api/images. */
  progress: number;
  error: string | null;
  /** Bumped for every new cropped photo, so the editor knows when to start afresh. */
  version: number;
  /** The size changed after a crop: the same photo waits to be cropped again for the new size. */
  recrop: boolean;
}

interface PhotoStore {
  photo: PhotoState;
  /** The first pixelation of the cropped photo, handed to the editor on entering the Edit step. */
  firstGrid: GridMessage | null;

  choosePhoto(file: File): Promise<void>;
  /** Opens the cropper again on the kept photo (after a size change). */
  recrop(): Promise<void>;
  cancelCrop(): void;
  /** Crops, pixelates at `plates` and waits for the upload; the photo becomes the order's photo. */
  confirmCrop(area: CropArea, plates: Plates): Promise<void>;
  /** Drops the crop and what was made from it; the photo itself is kept for a new crop unless `photoToo`. */
  forget(photoToo: boolean): void;
}

interface UploadJob {
  file: File;
  done: Promise<UploadedImage>;
  abort(): void;
}

export const WORKER_FAILED = 'The picture tool stopped unexpectedly. Please reload the page and try again.';

const emptyPhoto = (version = 0): PhotoState => ({
  stage: 'empty',
  sourceUrl: null,
  sourceInfo: null,
  croppedUrl: null,
  uploaded: null,
  progress: 0,
  error: null,
  version,
  recrop: false,
});

export function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

const worker = () => useEditor.getState().worker();

export const usePhoto = create<PhotoStore>((set, get) => {
  /** The photo whose crop is current (or kept across a size change) and its upload to /api/images. */
  let committed: UploadJob | null = null;
  /** A newly chosen photo in the cropper, uploading while the customer crops. */
  let pending: UploadJob | null = null;
  /** Whether the worker was ever handed a photo (only then does forgetting it need the worker). */
  let used = false;

  const setPhoto = (patch: Partial<PhotoState>) => set({ photo: { ...get().photo, ...patch } });

  function startUpload(file: File): UploadJob {
    const controller = new AbortController();
    const job: UploadJob = {
      file,
      abort: () => controller.abort(),
      done: uploadImage(
        file,
        file.name || `${Date.now()}.jpg`,
        (progress) => {
          if (pending === job || committed === job) setPhoto({ progress });
        },
        controller.signal,
      ),
    };
    job.done.catch(() => {}); // awaited in confirmCrop; a cancelled crop never awaits it
    return job;
  }

  /** Reads the photo in the worker and shows the cropper; a new photo starts uploading at once. */
  async function openCropper(file: File, reuse: boolean) {
    const { photo } = get();
    const sourceUrl = URL.createObjectURL(file);
    setPhoto({ stage: 'reading', sourceUrl, error: null });
    used = true;
    const outcome = await worker()
      .load(file)
      .catch((): Outcome<PhotoInfo> => ({ ok: false, code: 'INTERNAL', message: WORKER_FAILED }));
    if (!outcome.ok) {
      revoke(sourceUrl);
      setPhoto({ stage: photo.stage, sourceUrl: null, error: outcome.message, recrop: false });
      return;
    }
    if (pending && pending !== committed) pending.abort();
    // The photo goes up while the visitor crops, so the editor opens as soon as the crop is confirmed.
    pending = reuse && committed ? committed : startUpload(file);
    setPhoto({ stage: 'cropping', sourceInfo: outcome.value, progress: 0 });
  }

  return {
    photo: emptyPhoto(),
    firstGrid: null,

    async choosePhoto(file) {
      if (file.size > MAX_UPLOAD_BYTES) return setPhoto({ error: MESSAGES.tooLarge });
      if (file.type && !file.type.startsWith('image/')) return setPhoto({ error: MESSAGES.notAnImage });
      await openCropper(file, false);
    },

    async recrop() {
      const job = committed;
      if (!job || get().photo.stage !== 'empty') return;
      await openCropper(job.file, true);
    },

    cancelCrop() {
      const { photo } = get();
      if (pending && pending !== committed) pending.abort();
      pending = null;
      revoke(photo.sourceUrl);
      setPhoto({ stage: photo.uploaded ? 'ready' : 'empty', sourceUrl: null, sourceInfo: null, recrop: false });
    },

    async confirmCrop(area, plates) {
      const job = pending;
      if (!job) return;
      const version = get().photo.version + 1;
      revoke(get().photo.croppedUrl);
      set({ photo: { ...get().photo, stage: 'processing', croppedUrl: null, uploaded: null, error: null, version, recrop: false }, firstGrid: null });
      const current = () => get().photo.version === version;
      const fail = (message: string) => {
        if (!current()) return;
        job.abort();
        if (pending === job) pending = null;
        if (committed === job) committed = null;
        revoke(get().photo.sourceUrl);
        revoke(get().photo.croppedUrl);
        set({ photo: { ...emptyPhoto(version), error: message }, firstGrid: null });
      };
      const w = worker();
      const outcome = await w
        .crop(area, plates, DEFAULT_SLIDERS)
        .catch((): Outcome<never> => ({ ok: false, code: 'INTERNAL', message: WORKER_FAILED }));
      if (!current()) return;
      if (!outcome.ok) return fail(outcome.message);
      // The crop is made: this photo is now the order's photo.
      committed = job;
      pending = null;
      const preview = await w.croppedPreview().catch(() => null);
      if (!current()) return;
      revoke(get().photo.sourceUrl);
      set({
        firstGrid: outcome.value.grid,
        photo: { ...get().photo, stage: 'uploading', sourceUrl: null, croppedUrl: preview ? URL.createObjectURL(preview) : null },
      });
      try {
        const uploaded = await job.done;
        if (current()) setPhoto({ stage: 'ready', uploaded, progress: 1 });
      } catch (err) {
        fail(errorMessage(err));
      }
    },

    forget(photoToo) {
      if (pending && pending !== committed) pending.abort();
      pending = null;
      if (photoToo) {
        committed?.abort();
        committed = null;
      }
      const { photo } = get();
      revoke(photo.sourceUrl);
      revoke(photo.croppedUrl);
      set({ photo: { ...emptyPhoto(photo.version + 1), recrop: committed !== null }, firstGrid: null });
      if (photoToo && used) void worker().reset();
    },
  };
});
