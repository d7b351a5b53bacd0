// The Upload step's photo: the chosen file read by the editor worker, the cropper, and the crop pixelated by
// the core (`develop`, the one way a photo becomes the order's photo, whether chosen or opened again). The
// photo's upload to /api/images (uploadJobs.ts) starts a moment after the cropper opens (UPLOAD_AFTER_MS) and
// goes on in the background while the customer crops and edits: the editor needs only the pixels, which stay
// in the browser; the stored photo is needed when the Brix goes into the cart (`whenUploaded`, which starts
// an upload still waiting at once).
import { MAX_UPLOAD_BYTES, type UploadedImage } from '@brixilated/shop';
import { create } from 'zustand';
import { whenIdle } from '../../lib/idle';
import {
  DEFAULT_SLIDERS,
  MESSAGES,
  editorPipeline,
  type CropArea,
  type Outcome,
  type PhotoInfo,
  type ReadPhoto,
} from '../editor';
import type { Plates } from './choices';
import type { FirstGrid, KeptCrop, KeptPhoto, PhotoStage, PhotoState } from './photoState';
import { emptyPhoto, isCropped } from './photoState';
import { PhotoUploads, type UploadJob } from './uploadJobs';

export {
  isCropped,
  type FirstGrid,
  type KeptCrop,
  type KeptPhoto,
  type PhotoStage,
  type PhotoState,
} from './photoState';

interface PhotoStore {
  photo: PhotoState;
  /** The first pixelation of the cropped photo and the colors it was made with, handed to the editor on entering the Edit step. */
  firstGrid: FirstGrid | null;

  choosePhoto(file: File): Promise<void>;
  /** Opens the cropper again on the kept photo (after a size change). */
  recrop(): Promise<void>;
  cancelCrop(): void;
  /** Crops and pixelates at `plates`; the photo becomes the order's photo (its upload goes on). */
  confirmCrop(area: CropArea, plates: Plates): Promise<void>;
  /**
   * The order's photo as stored by the shop: waits for the upload under way, and sends the kept file
   * once more if the upload failed (a dropped connection does not cost the customer their photo).
   */
  whenUploaded(): Promise<UploadedImage>;
  /**
   * The shop no longer has the order's photo (its unused uploads are deleted after a while): the kept file
   * is sent again and becomes the order's photo; its new address once stored.
   */
  uploadAgain(): Promise<UploadedImage>;
  /** Drops the crop and what was made from it; the photo itself is kept for a new crop unless `photoToo`. */
  forget(photoToo: boolean): void;
  /** The order's photo file (the one cropped, else the one in the cropper), kept to open the wizard again. */
  keptFile(): Blob | null;
  /**
   * Opens a kept photo again (a saved design, or the wizard after a page reload): read by the worker and,
   * with a `crop`, cropped and pixelated at its plates at once; without one, shown in the cropper. A photo
   * the shop already stored (`uploaded`) is not sent again. False when the photo cannot be opened.
   */
  restore(kept: KeptPhoto): Promise<boolean>;
}

/**
 * How long a newly chosen photo's upload waits after the cropper opens (then for the page to be idle, at most
 * UPLOAD_IDLE_MS more). Those first moments are the editor's: the worker's full decode and the crop, and a
 * customer who crops at once the editor's first picture. Sending the photo, and the shop's decoding it,
 * would share the device's (or, where the shop runs on the same machine, the machine's) cores with them.
 */
export const UPLOAD_AFTER_MS = 1000;
const UPLOAD_IDLE_MS = 500;

/** Resolves UPLOAD_AFTER_MS from now, once the page is idle (see UPLOAD_AFTER_MS). */
function uploadCue(): Promise<void> {
  return new Promise((resolve) => setTimeout(() => whenIdle(resolve, { timeout: UPLOAD_IDLE_MS }), UPLOAD_AFTER_MS));
}

export function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

export const usePhoto = create<PhotoStore>((set, get) => {
  const setPhoto = (patch: Partial<PhotoState>) => set({ photo: { ...get().photo, ...patch } });
  // While another photo is read, cropped or processed (or none is shown), the upload's end is recorded
  // without moving the stage: the cropper stays open, and Cancel goes back to what the upload left.
  const elsewhere = () => !isCropped(get().photo.stage);
  const uploads = new PhotoUploads({
    progress: (progress) => setPhoto({ progress }),
    stored(uploaded, uploadedAt) {
      if (elsewhere()) setPhoto({ uploaded, progress: 1, uploadedAt });
      else setPhoto({ stage: 'ready', uploaded, progress: 1, error: null, uploadedAt });
    },
    failed(error) {
      if (!elsewhere()) setPhoto({ stage: 'uploadFailed', progress: 0, error });
    },
    resent: () => setPhoto({ stage: 'uploading', uploaded: null, uploadedAt: null, progress: 0, error: null }),
  });
  /** The worker's reading of the newest photo chosen for the cropper (a crop waits for it). */
  let reading: Promise<Outcome<ReadPhoto>> | null = null;

  /**
   * The one way a photo becomes the order's photo, chosen or opened again: waits for the worker's `read`,
   * crops and pixelates it at `crop` with the colours the shop has (asked when the wizard started; all of
   * them if it cannot say), makes the upload job (or `jobFor` the photo as read) the order's photo, and makes
   * the cropped picture after (the editor can open meanwhile). The photo's version must still be `version`
   * at each step (a newer photo takes over); false when it is not or the photo cannot be used (its error
   * then says why).
   */
  async function develop(
    read: Promise<Outcome<PhotoInfo>>,
    jobFor: UploadJob | ((photo: PhotoInfo) => UploadJob),
    crop: KeptCrop,
    version: number,
  ): Promise<boolean> {
    const current = () => get().photo.version === version;
    let job = typeof jobFor === 'function' ? null : jobFor;
    const fail = (message: string) => {
      if (!current()) return false;
      if (job) uploads.discard(job);
      revoke(get().photo.sourceUrl);
      revoke(get().photo.croppedUrl);
      set({ photo: { ...emptyPhoto(version), error: message }, firstGrid: null });
      return false;
    };
    const info = await read;
    if (!current()) return false;
    if (!info.ok) return fail(info.message);
    job ??= (jobFor as (photo: PhotoInfo) => UploadJob)(info.value);
    const allowed = await editorPipeline.availableColors();
    if (!current()) return false;
    const outcome = await editorPipeline.crop(crop.area, crop.plates, DEFAULT_SLIDERS, allowed);
    if (!current()) return false;
    if (!outcome.ok) return fail(outcome.message);
    revoke(get().photo.sourceUrl);
    const { stored, uploadedAt } = job;
    set({
      firstGrid: { ...outcome.value.grid, allowed },
      photo: {
        ...get().photo,
        stage: stored ? 'ready' : 'uploading',
        sourceUrl: null,
        uploaded: stored,
        uploadedAt: stored ? uploadedAt : null,
        progress: stored ? 1 : get().photo.progress,
        previewing: true,
        crop: { area: { ...crop.area }, plates: { ...crop.plates } },
      },
    });
    // The crop is made: this photo is now the order's photo (the one before stops going up).
    uploads.commit(job);
    const preview = await editorPipeline.croppedPreview();
    if (current()) setPhoto({ croppedUrl: preview ? URL.createObjectURL(preview) : null, previewing: false });
    return true;
  }

  /**
   * Reads the photo in the worker and shows the cropper on the picture the worker made (from a quick, reduced
   * decode of a JPEG; the page never decodes the full photo, whose decode for the crop goes on in the worker
   * meanwhile); a photo the worker refuses leaves the step as it was, with its message. A new photo starts
   * uploading once the cropper opens (`makeJob`).
   */
  async function openCropper(file: Blob, makeJob: () => UploadJob, reuse = false) {
    const before = get().photo.stage;
    setPhoto({ stage: 'reading', error: null });
    const read = editorPipeline.readPhoto(file);
    reading = read;
    const outcome = await read;
    // A newer photo chosen meanwhile takes over: this one's answer is dropped.
    if (reading !== read) return;
    if (!outcome.ok) {
      return setPhoto({ stage: before, sourceUrl: null, sourceInfo: null, error: outcome.message, recrop: false });
    }
    const { width, height, picture } = outcome.value;
    // The photo goes up while the visitor crops (after UPLOAD_AFTER_MS), so the editor opens as soon as the crop
    // is confirmed.
    uploads.openInCropper(makeJob, reuse);
    const sourceUrl = URL.createObjectURL(picture ?? file);
    setPhoto({ stage: 'cropping', sourceUrl, sourceInfo: { width, height }, progress: 0 });
  }

  return {
    photo: emptyPhoto(),
    firstGrid: null,

    async choosePhoto(file) {
      if (file.size > MAX_UPLOAD_BYTES) return setPhoto({ error: MESSAGES.tooLarge });
      if (file.type && !file.type.startsWith('image/')) return setPhoto({ error: MESSAGES.notAnImage });
      await openCropper(file, () => uploads.start(file, uploadCue()));
    },

    async recrop() {
      const file = uploads.hasPhoto ? uploads.keptFile() : null;
      if (!file || get().photo.stage !== 'empty') return;
      await openCropper(file, () => uploads.start(file, uploadCue()), true);
    },

    cancelCrop() {
      const { photo } = get();
      uploads.dropPending();
      revoke(photo.sourceUrl);
      // Back to the crop made before, if any, as its upload stands.
      const kept = uploads.hasPhoto && get().firstGrid !== null;
      const failed = uploads.error !== null;
      const stage: PhotoStage = !kept ? 'empty' : photo.uploaded ? 'ready' : failed ? 'uploadFailed' : 'uploading';
      setPhoto({
        stage,
        sourceUrl: null,
        sourceInfo: null,
        recrop: false,
        error: stage === 'uploadFailed' ? uploads.error : null,
      });
    },

    async confirmCrop(area, plates) {
      const job = uploads.inCropper;
      if (!job) return;
      const version = get().photo.version + 1;
      revoke(get().photo.croppedUrl);
      const photo = {
        ...get().photo,
        stage: 'processing' as const,
        croppedUrl: null,
        uploaded: null,
        uploadedAt: null,
      };
      set({ photo: { ...photo, error: null, version, recrop: false }, firstGrid: null });
      // The crop waits in the worker for the photo's full decode, which may still be under way.
      const read =
        reading ?? Promise.resolve<Outcome<PhotoInfo>>({ ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto });
      await develop(read, job, { area, plates }, version);
    },

    whenUploaded: () => uploads.whenUploaded(),
    uploadAgain: () => uploads.uploadAgain(),

    forget(photoToo) {
      uploads.forget(photoToo);
      const { photo } = get();
      revoke(photo.sourceUrl);
      revoke(photo.croppedUrl);
      set({ photo: { ...emptyPhoto(photo.version + 1), recrop: uploads.hasPhoto }, firstGrid: null });
      if (photoToo) editorPipeline.forgetPhoto();
    },

    keptFile: () => uploads.keptFile(),

    async restore({ file, uploaded, uploadedAt = null, crop }) {
      get().forget(true);
      if (!crop) {
        await openCropper(file, () => uploads.storedOrSend(file, uploaded, uploadedAt));
        return get().photo.stage === 'cropping';
      }
      const version = get().photo.version + 1;
      set({ photo: { ...emptyPhoto(version), stage: 'processing' }, firstGrid: null });
      // Stored by the shop already: its size is the photo's as read (the shop keeps photos upright, as read here).
      const jobFor = ({ width, height }: PhotoInfo) =>
        uploads.storedOrSend(file, uploaded && { url: uploaded.url, width, height }, uploadedAt);
      return develop(editorPipeline.readPhoto(file, false), jobFor, crop, version);
    },
  };
});
