// The Upload step's photo: the chosen file read by the editor worker, the cropper, the crop pixelated by
// the core, and the original photo's upload to /api/images. The upload starts when the photo is chosen and
// goes on in the background while the customer crops and edits: the editor needs only the pixels, which
// stay in the browser; the stored photo is needed when the Brix goes into the cart (`whenUploaded`).
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@brixilated/shop';
import { create } from 'zustand';
import { ApiError, errorMessage } from '../../lib/api';
import {
  DEFAULT_SLIDERS,
  MESSAGES,
  editorPipeline,
  type CropArea,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
} from '../editor';
import type { Plates } from './choices';
import { mayBeSwept, uploadImage, type UploadedImage } from './upload';

/**
 * `uploading`: cropped (the editor can open) and still going up; `ready`: cropped and stored;
 * `uploadFailed`: cropped, but the upload failed (the kept file is sent again by `whenUploaded`).
 */
export type PhotoStage = 'empty' | 'reading' | 'cropping' | 'processing' | 'uploading' | 'uploadFailed' | 'ready';

/** Whether the photo is cropped, so the editor can open on it (its upload may still be under way). */
export const isCropped = (stage: PhotoStage) => stage === 'uploading' || stage === 'uploadFailed' || stage === 'ready';

export interface PhotoState {
  stage: PhotoStage;
  /** The chosen file, shown in the cropper. */
  sourceUrl: string | null;
  sourceInfo: PhotoInfo | null;
  /** The cropped picture, shown once ready. */
  croppedUrl: string | null;
  /** The cropped picture is being made (it follows the crop: the editor can open meanwhile). */
  previewing: boolean;
  uploaded: UploadedImage | null;
  /** 0..1 while the chosen photo uploads to /api/images. */
  progress: number;
  error: string | null;
  /** Bumped for every new cropped photo, so the editor knows when to start afresh. */
  version: number;
  /** The size changed after a crop: the same photo waits to be cropped again for the new size. */
  recrop: boolean;
  /** The crop made of the photo and the plates it was made for (kept with a saved design and across a reload). */
  crop: KeptCrop | null;
  /** When the shop stored the photo (ms since 1970; null: not stored yet, or not known). */
  uploadedAt: number | null;
}

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

/** A crop: the area of the photo, in its pixels, and the plates it was pixelated at. */
export interface KeptCrop {
  area: CropArea;
  plates: Plates;
}

/** A photo as kept to open again: the file, where the shop stored it (if it did) and the crop made of it. */
export interface KeptPhoto {
  file: Blob;
  uploaded: UploadedImage | null;
  /** When the shop stored it (ms since 1970; null: not known, a saved design's photo say). */
  uploadedAt?: number | null;
  crop: KeptCrop | null;
}

export interface FirstGrid extends GridMessage {
  /** The palette indices the grid was quantised with (the shop's available colors at the crop). */
  allowed: readonly number[];
}

interface UploadJob {
  file: Blob;
  done: Promise<UploadedImage>;
  abort(): void;
  /** When the shop stored it, once known. */
  uploadedAt: number | null;
}

const emptyPhoto = (version = 0): PhotoState => ({
  stage: 'empty',
  sourceUrl: null,
  sourceInfo: null,
  croppedUrl: null,
  previewing: false,
  uploaded: null,
  progress: 0,
  error: null,
  version,
  recrop: false,
  crop: null,
  uploadedAt: null,
});

export function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

/** The picture's size as the browser shows it (EXIF orientation applied, as the worker reads it); null if it cannot. */
function pictureSize(url: string): Promise<PhotoInfo | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () =>
      resolve(
        img.naturalWidth > 0 && img.naturalHeight > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null,
      );
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

const cancelled = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** A lost connection or a server in trouble is worth a second try; a photo the shop refused is not. */
const worthRetrying = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500);

export const usePhoto = create<PhotoStore>((set, get) => {
  /** The photo whose crop is current (or kept across a size change) and its upload to /api/images. */
  let committed: UploadJob | null = null;
  /** A newly chosen photo in the cropper, uploading while the customer crops. */
  let pending: UploadJob | null = null;
  /** Why the committed photo's upload failed, while it stands failed. */
  let uploadError: string | null = null;
  /** Whether the worker was ever handed a photo (only then does forgetting it need the worker). */
  let used = false;
  /** The worker's reading of the newest photo chosen for the cropper (a crop waits for it). */
  let reading: Promise<Outcome<PhotoInfo>> | null = null;

  const setPhoto = (patch: Partial<PhotoState>) => set({ photo: { ...get().photo, ...patch } });

  /** A photo the shop already stored: nothing to send. */
  function storedJob(file: Blob, uploaded: UploadedImage, uploadedAt: number | null): UploadJob {
    return { file, done: Promise.resolve(uploaded), abort: () => {}, uploadedAt };
  }

  function startUpload(file: Blob): UploadJob {
    const controller = new AbortController();
    const job: UploadJob = {
      file,
      uploadedAt: null,
      abort: () => controller.abort(),
      done: uploadImage(
        file,
        (file instanceof File && file.name) || `${Date.now()}.jpg`,
        (progress) => {
          if (pending === job || committed === job) setPhoto({ progress });
        },
        controller.signal,
      ),
    };
    job.done.then(
      () => (job.uploadedAt = Date.now()),
      () => {}, // followed once the crop is made; a cancelled crop never awaits it
    );
    return job;
  }

  /** Follows the committed photo's upload: `ready` when it is stored, or why it failed (the crop is kept). */
  function follow(job: UploadJob) {
    uploadError = null;
    // While another photo is read, cropped or processed (or none is shown), the upload's end is recorded
    // without moving the stage: the cropper stays open, and Cancel goes back to what the upload left.
    const elsewhere = () => !isCropped(get().photo.stage);
    job.done.then(
      (uploaded) => {
        if (committed !== job) return;
        if (elsewhere()) setPhoto({ uploaded, progress: 1, uploadedAt: job.uploadedAt });
        else setPhoto({ stage: 'ready', uploaded, progress: 1, error: null, uploadedAt: job.uploadedAt });
      },
      (err: unknown) => {
        if (committed !== job || cancelled(err)) return;
        uploadError = errorMessage(err);
        if (!elsewhere()) setPhoto({ stage: 'uploadFailed', progress: 0, error: uploadError });
      },
    );
  }

  /**
   * The photo the worker holds cropped to `area` and pixelated at `plates`, with only the colours the shop has
   * (asked when the wizard started; all of them if it cannot say); null once `current()` says a newer request
   * took over.
   */
  async function cropInWorker(area: CropArea, plates: Plates, current: () => boolean) {
    const allowed = await editorPipeline.availableColors();
    if (!current()) return null;
    const outcome = await editorPipeline.crop(area, plates, DEFAULT_SLIDERS, allowed);
    return current() ? { allowed, outcome } : null;
  }

  /** Sends the committed photo's file again as the order's photo. */
  function sendAgain(job: UploadJob): Promise<UploadedImage> {
    const again = startUpload(job.file);
    committed = again;
    setPhoto({ stage: 'uploading', uploaded: null, uploadedAt: null, progress: 0, error: null });
    follow(again);
    return again.done;
  }

  /**
   * Reads the photo in the worker and shows the cropper; a new photo starts uploading at once. The cropper
   * opens as soon as the browser knows the picture's size (within the pixel limit) while the worker still
   * decodes it (a crop waits for that); a file the browser cannot show waits for the worker's answer, whose
   * message is the one shown, and a photo the worker refuses after all closes the cropper with its message.
   */
  async function openCropper(
    file: Blob,
    reuse: boolean,
    stored: UploadedImage | null = null,
    uploadedAt: number | null = null,
  ) {
    const before = get().photo.stage;
    const sourceUrl = URL.createObjectURL(file);
    setPhoto({ stage: 'reading', sourceUrl, error: null });
    used = true;
    const read = editorPipeline.readPhoto(file);
    reading = read;
    // A newer photo chosen meanwhile takes over: this one's answers are dropped.
    const overtaken = () => {
      if (reading === read) return false;
      revoke(sourceUrl);
      return true;
    };
    const size = await pictureSize(sourceUrl);
    if (overtaken()) return;
    const outcome: Outcome<PhotoInfo> =
      size && size.width * size.height <= MAX_UPLOAD_PIXELS ? { ok: true, value: size } : await read;
    if (overtaken()) return;
    const refuse = (message: string) => {
      revoke(sourceUrl);
      setPhoto({ stage: before, sourceUrl: null, sourceInfo: null, error: message, recrop: false });
    };
    if (!outcome.ok) return refuse(outcome.message);
    if (pending && pending !== committed) pending.abort();
    // The photo goes up while the visitor crops, so the editor opens as soon as the crop is confirmed.
    const job = reuse && committed ? committed : stored ? storedJob(file, stored, uploadedAt) : startUpload(file);
    pending = job;
    setPhoto({ stage: 'cropping', sourceInfo: outcome.value, progress: 0 });
    void read.then((decoded) => {
      if (decoded.ok || reading !== read || pending !== job || get().photo.stage !== 'cropping') return;
      if (job !== committed) job.abort();
      pending = null;
      refuse(decoded.message);
    });
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
      // Back to the crop made before, if any, as its upload stands.
      const kept = committed !== null && get().firstGrid !== null;
      const stage: PhotoStage = !kept
        ? 'empty'
        : photo.uploaded
          ? 'ready'
          : uploadError !== null
            ? 'uploadFailed'
            : 'uploading';
      setPhoto({
        stage,
        sourceUrl: null,
        sourceInfo: null,
        recrop: false,
        error: stage === 'uploadFailed' ? uploadError : null,
      });
    },

    async confirmCrop(area, plates) {
      const job = pending;
      if (!job) return;
      const version = get().photo.version + 1;
      revoke(get().photo.croppedUrl);
      set({
        photo: {
          ...get().photo,
          stage: 'processing',
          croppedUrl: null,
          uploaded: null,
          uploadedAt: null,
          error: null,
          version,
          recrop: false,
        },
        firstGrid: null,
      });
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
      // The cropper may open before the worker has decoded the photo.
      const read = await (reading ??
        Promise.resolve<Outcome<PhotoInfo>>({ ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto }));
      if (!current()) return;
      if (!read.ok) return fail(read.message);
      const cropped = await cropInWorker(area, plates, current);
      if (!cropped) return;
      const { allowed, outcome } = cropped;
      if (!outcome.ok) return fail(outcome.message);
      // The crop is made: this photo is now the order's photo (the one before stops going up).
      if (committed && committed !== job) committed.abort();
      committed = job;
      pending = null;
      revoke(get().photo.sourceUrl);
      set({
        firstGrid: { ...outcome.value.grid, allowed },
        photo: {
          ...get().photo,
          stage: 'uploading',
          sourceUrl: null,
          previewing: true,
          crop: { area: { ...area }, plates: { ...plates } },
        },
      });
      follow(job);
      // The worker makes the cropped picture after answering the grid, so the editor can open meanwhile.
      const preview = await editorPipeline.croppedPreview();
      if (current()) setPhoto({ croppedUrl: preview ? URL.createObjectURL(preview) : null, previewing: false });
    },

    async whenUploaded() {
      const job = committed;
      if (!job) throw new ApiError(0, 'NO_PHOTO', MESSAGES.noPhoto);
      try {
        return await job.done;
      } catch (err) {
        if (committed !== job || !worthRetrying(err)) throw err;
        return sendAgain(job);
      }
    },

    async uploadAgain() {
      const job = committed;
      if (!job) throw new ApiError(0, 'NO_PHOTO', MESSAGES.noPhoto);
      return sendAgain(job);
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
      if (photoToo && used) editorPipeline.forgetPhoto();
    },

    keptFile() {
      return committed?.file ?? pending?.file ?? null;
    },

    async restore({ file, uploaded: kept, uploadedAt = null, crop }) {
      get().forget(true);
      // Stored so long ago that the shop may have deleted it by now: sent again rather than trusted.
      const uploaded = mayBeSwept(uploadedAt) ? null : kept;
      if (!crop) {
        await openCropper(file, false, uploaded, uploadedAt);
        return get().photo.stage === 'cropping';
      }
      const version = get().photo.version + 1;
      set({ photo: { ...emptyPhoto(version), stage: 'processing' }, firstGrid: null });
      const current = () => get().photo.version === version;
      const fail = (message: string) => {
        if (current()) set({ photo: { ...emptyPhoto(version), error: message }, firstGrid: null });
        return false;
      };
      used = true;
      const read = await editorPipeline.readPhoto(file);
      if (!current()) return false;
      if (!read.ok) return fail(read.message);
      const cropped = await cropInWorker(crop.area, crop.plates, current);
      if (!cropped) return false;
      const { allowed, outcome } = cropped;
      if (!outcome.ok) return fail(outcome.message);
      // Stored by the shop already: its size is the photo's as read (the shop keeps photos upright, as read here).
      const stored = uploaded ? { url: uploaded.url, width: read.value.width, height: read.value.height } : null;
      const job = stored ? storedJob(file, stored, uploadedAt) : startUpload(file);
      committed = job;
      const preview = await editorPipeline.croppedPreview();
      if (!current()) return false;
      set({
        firstGrid: { ...outcome.value.grid, allowed },
        photo: {
          ...get().photo,
          stage: stored ? 'ready' : 'uploading',
          uploaded: stored,
          uploadedAt: stored ? uploadedAt : null,
          progress: stored ? 1 : 0,
          croppedUrl: preview ? URL.createObjectURL(preview) : null,
          crop: { area: { ...crop.area }, plates: { ...crop.plates } },
        },
      });
      follow(job);
      return true;
    },
  };
});
