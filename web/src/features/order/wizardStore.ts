// The order being built (spec section 3): shape, size, the uploaded photo, the final mosaic; and which
// wizard step is open. The photo itself lives in the editor worker; this store keeps what the page shows.
import { create } from 'zustand';
import { api, errorMessage, type NewCartItem, type Shape, type SizeRecord } from '../../lib/api';
import { useCart } from '../../stores/cart';
import { createEditorBridge, type EditorBridge } from '../editor/client/bridge';
import { DEFAULT_SLIDERS, useEditor } from '../editor/client/store';
import { toColorMap } from '../editor/shared/model';
import { MAX_UPLOAD_BYTES, MESSAGES, type CropArea, type GridMessage, type Outcome, type PhotoInfo } from '../editor/shared/protocol';
import { DEFAULT_CUSTOM, SHAPES, STEPS, customProblem, type SizeName, type StepNumber, type Unit } from './shapes';
import { uploadImage, type UploadedImage } from './upload';

export type PhotoStage = 'empty' | 'reading' | 'cropping' | 'processing' | 'uploading' | 'ready';
export type FinalStatus = 'idle' | 'rendering' | 'ready' | 'error';

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

export interface FinalState {
  status: FinalStatus;
  previewUrl: string | null;
  uploaded: UploadedImage | null;
  error: string | null;
}

interface WizardState {
  step: StepNumber;
  reached: StepNumber;
  shape: Shape | null;
  shapeDescription: string;
  sizes: SizeRecord[];
  sizesError: string | null;
  sizeName: SizeName | null;
  custom: { wide: number; high: number };
  customRecord: SizeRecord | null;
  customError: string | null;
  unit: Unit;
  photo: PhotoState;
  /** The first pixelation of the cropped photo, handed to the editor on entering step 4. */
  firstGrid: GridMessage | null;
  editorPhotoVersion: number;
  final: FinalState;
  adding: boolean;
  cartError: string | null;

  chooseShape(shape: Shape): void;
  chooseSize(name: SizeName): void;
  setCustom(wide: number, high: number): void;
  setUnit(unit: Unit): void;
  /** Asks the server for the shape's sizes again (after a failed request). */
  reloadSizes(): void;
  choosePhoto(file: File): Promise<void>;
  /** Opens the cropper again on the kept photo (after a size change). */
  recrop(): Promise<void>;
  cancelCrop(): void;
  confirmCrop(area: CropArea): Promise<void>;
  next(): void;
  back(): void;
  goTo(step: StepNumber): void;
  startOver(): void;
  /** Renders and uploads the final picture again (after it failed on entering step 5). */
  retryFinal(): void;
  addToCart(): Promise<boolean>;
}

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

interface UploadJob {
  file: File;
  done: Promise<UploadedImage>;
  abort(): void;
}

const WORKER_FAILED = 'The picture tool stopped unexpectedly. Please reload the page and try again.';

const emptyFinal = (): FinalState => ({ status: 'idle', previewUrl: null, uploaded: null, error: null });

/** The chosen size's record (Custom: the priced custom record), or null. */
export function selectedSize(s: Pick<WizardState, 'sizes' | 'sizeName' | 'customRecord'>): SizeRecord | null {
  if (!s.sizeName) return null;
  if (s.sizeName === 'Custom') return s.customRecord;
  return s.sizes.find((r) => r.sizeData.size === s.sizeName) ?? null;
}

/** Whether the open step has produced its data (Next is enabled). */
export function stepComplete(s: WizardState, editorReady: boolean): boolean {
  switch (s.step) {
    case 1:
      return s.shape !== null;
    case 2:
      return selectedSize(s) !== null;
    case 3:
      return s.photo.stage === 'ready';
    case 4:
      return editorReady;
    case 5:
      return s.final.status === 'ready';
  }
}

function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}

function track(step: StepNumber) {
  api
    .post('/analytics', { type: 'event', path: '/order', category: 'Order Process', action: 'Next', label: STEPS[step - 1] })
    .catch(() => {
      /* analytics never gets in the customer's way */
    });
}

/**
 * The choices a wizard starts without, and that Start Over forgets. The unit and the custom plates stay as the
 * customer left them; the photo and the final picture are dropped by forgetCrop().
 */
const FRESH_CHOICES = {
  step: 1,
  reached: 1,
  shape: null,
  shapeDescription: '',
  sizes: [],
  sizesError: null,
  sizeName: null,
  customRecord: null,
  customError: null,
  editorPhotoVersion: -1,
  adding: false,
  cartError: null,
} satisfies Partial<WizardState>;

export const useWizard = create<WizardState>((set, get) => {
  let bridge: EditorBridge | null = null;
  /** The photo whose crop is current (or kept across a size change) and its upload to /api/images. */
  let committed: UploadJob | null = null;
  /** A newly chosen photo in the cropper, uploading while the customer crops. */
  let pending: UploadJob | null = null;
  let sizeRequest = 0;
  let customRequest = 0;
  let finalRequest = 0;

  function worker() {
    if (!bridge) {
      bridge = createEditorBridge();
      useEditor.getState().attach(bridge);
    }
    return bridge.worker;
  }

  /** Drops the crop and everything made from it. The photo itself is kept for a new crop unless `photoToo`. */
  function forgetCrop(photoToo: boolean) {
    if (pending && pending !== committed) pending.abort();
    pending = null;
    if (photoToo) {
      committed?.abort();
      committed = null;
    }
    const { photo, final } = get();
    revoke(photo.sourceUrl);
    revoke(photo.croppedUrl);
    revoke(final.previewUrl);
    useEditor.getState().clear();
    set({ photo: { ...emptyPhoto(photo.version + 1), recrop: committed !== null }, firstGrid: null, final: emptyFinal() });
  }

  /** Reads the photo in the worker and shows the cropper; a new photo starts uploading at once. */
  async function openCropper(file: File, reuse: boolean) {
    const { photo } = get();
    const sourceUrl = URL.createObjectURL(file);
    set({ photo: { ...photo, stage: 'reading', sourceUrl, error: null } });
    const outcome = await worker()
      .load(file)
      .catch((): Outcome<PhotoInfo> => ({ ok: false, code: 'INTERNAL', message: WORKER_FAILED }));
    if (!outcome.ok) {
      revoke(sourceUrl);
      set({ photo: { ...get().photo, stage: photo.stage, sourceUrl: null, error: outcome.message, recrop: false } });
      return;
    }
    if (pending && pending !== committed) pending.abort();
    if (reuse && committed) {
      pending = committed;
    } else {
      // The photo goes up while the visitor crops, so the editor opens as soon as the crop is confirmed.
      const controller = new AbortController();
      const job: UploadJob = {
        file,
        abort: () => controller.abort(),
        done: uploadImage(
          file,
          file.name || `${Date.now()}.jpg`,
          (progress) => {
            if (pending === job || committed === job) set({ photo: { ...get().photo, progress } });
          },
          controller.signal,
        ),
      };
      job.done.catch(() => {}); // awaited in confirmCrop; a cancelled crop never awaits it
      pending = job;
    }
    set({ photo: { ...get().photo, stage: 'cropping', sourceInfo: outcome.value, progress: 0 } });
  }

  async function loadSizes(shape: Shape) {
    const request = ++sizeRequest;
    set({ sizes: [], sizesError: null });
    try {
      const { data } = await api.post<{ data: SizeRecord[] }>('/inventory/sizes', { shape });
      if (request !== sizeRequest) return;
      const standard = data.filter((r) => r.shape === shape && r.sizeData.size !== 'Custom');
      set({ sizes: standard });
    } catch (err) {
      if (request === sizeRequest) set({ sizesError: errorMessage(err) });
    }
  }

  async function priceCustom() {
    const { shape, custom } = get();
    if (!shape) return;
    const request = ++customRequest;
    const problem = customProblem(shape, custom.wide, custom.high);
    set({ customRecord: null, customError: problem });
    if (problem) return;
    try {
      const { data } = await api.post<{ data: SizeRecord[] }>('/inventory/sizes', {
        width: custom.wide * 10,
        height: custom.high * 10,
      });
      if (request !== customRequest) return;
      const record = data[0];
      if (!record) throw new Error('That size is not available.');
      // The custom size keeps its name even when it matches a standard one; the server prices both alike.
      set({ customRecord: { ...record, sizeData: { ...record.sizeData, size: 'Custom', code: null } } });
    } catch (err) {
      if (request === customRequest) set({ customError: errorMessage(err) });
    }
  }

  async function renderFinal() {
    const request = ++finalRequest;
    const doc = useEditor.getState().doc;
    revoke(get().final.previewUrl);
    set({ final: { status: 'rendering', previewUrl: null, uploaded: null, error: null } });
    if (!doc) {
      set({ final: { ...emptyFinal(), status: 'error', error: MESSAGES.noPhoto } });
      return;
    }
    try {
      const outcome = await worker().renderFinal(doc.width, doc.height, doc.indices.slice());
      if (!outcome.ok) throw new Error(outcome.message);
      const blob = outcome.value;
      const uploaded = await uploadImage(blob, `${Date.now()}.png`, () => {});
      if (request !== finalRequest) return;
      set({ final: { status: 'ready', previewUrl: URL.createObjectURL(blob), uploaded, error: null } });
    } catch (err) {
      if (request === finalRequest) set({ final: { ...emptyFinal(), status: 'error', error: errorMessage(err) } });
    }
  }

  function enter(step: StepNumber) {
    const s = get();
    if (step === 4 && s.firstGrid && s.editorPhotoVersion !== s.photo.version) {
      // A new photo: the editor starts from its first pixelation (the grid is copied: the editor mutates it).
      const g = s.firstGrid;
      useEditor.getState().load(
        { width: g.width, height: g.height, indices: g.indices.slice(), counts: g.counts.slice() },
        DEFAULT_SLIDERS,
      );
      set({ editorPhotoVersion: s.photo.version });
    }
    set({ step, reached: Math.max(step, get().reached) as StepNumber });
    if (step === 5) void renderFinal();
  }

  return {
    ...FRESH_CHOICES,
    custom: { wide: 5, high: 5 },
    unit: 'in',
    photo: emptyPhoto(),
    firstGrid: null,
    final: emptyFinal(),

    chooseShape(shape) {
      if (get().shape === shape) return;
      const option = SHAPES.find((o) => o.shape === shape)!;
      forgetCrop(false);
      set({
        shape,
        shapeDescription: option.description,
        sizeName: null,
        custom: { ...DEFAULT_CUSTOM[shape] },
        customRecord: null,
        customError: null,
        reached: 1,
      });
      void loadSizes(shape);
      // The editor worker starts now and warms the core up while the customer picks shape and size.
      void worker().ready().catch(() => {});
    },

    chooseSize(name) {
      if (get().sizeName === name) return;
      // A new size means a new aspect ratio: the crop and everything after it start again (same photo).
      forgetCrop(false);
      set({ sizeName: name, reached: 2 });
      if (name === 'Custom') void priceCustom();
    },

    setCustom(wide, high) {
      const clamp = (n: number) => Math.min(8, Math.max(1, Math.round(n)));
      set({ custom: { wide: clamp(wide), high: clamp(high) }, reached: 2 });
      forgetCrop(false);
      void priceCustom();
    },

    setUnit(unit) {
      set({ unit });
    },

    reloadSizes() {
      const { shape } = get();
      if (shape) void loadSizes(shape);
    },

    async choosePhoto(file) {
      const { photo } = get();
      if (file.size > MAX_UPLOAD_BYTES) {
        set({ photo: { ...photo, error: MESSAGES.tooLarge } });
        return;
      }
      if (file.type && !file.type.startsWith('image/')) {
        set({ photo: { ...photo, error: MESSAGES.notAnImage } });
        return;
      }
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
      set({ photo: { ...photo, stage: photo.uploaded ? 'ready' : 'empty', sourceUrl: null, sourceInfo: null, recrop: false } });
    },

    async confirmCrop(area) {
      const size = selectedSize(get());
      const job = pending;
      if (!size || !job) return;
      const version = get().photo.version + 1;
      revoke(get().photo.croppedUrl);
      useEditor.getState().clear();
      set({
        photo: { ...get().photo, stage: 'processing', croppedUrl: null, uploaded: null, error: null, version, recrop: false },
        firstGrid: null,
        final: emptyFinal(),
        reached: 3,
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
      const w = worker();
      const outcome = await w
        .crop(area, size.sizeData.plates, DEFAULT_SLIDERS)
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
        if (!current()) return;
        set({ photo: { ...get().photo, stage: 'ready', uploaded, progress: 1 } });
      } catch (err) {
        fail(errorMessage(err));
      }
    },

    next() {
      const s = get();
      const editor = useEditor.getState();
      if (s.step === 5 || !stepComplete(s, editor.doc !== null && !editor.processing)) return;
      track(s.step);
      enter((s.step + 1) as StepNumber);
    },

    back() {
      const { step } = get();
      if (step > 1) set({ step: (step - 1) as StepNumber });
    },

    goTo(step) {
      if (step > get().reached || step === get().step) return;
      enter(step);
    },

    retryFinal() {
      if (get().step === 5 && get().final.status === 'error') void renderFinal();
    },

    startOver() {
      forgetCrop(true);
      void bridge?.worker.reset();
      sizeRequest++;
      customRequest++;
      finalRequest++;
      set(FRESH_CHOICES);
    },

    async addToCart() {
      const s = get();
      const size = selectedSize(s);
      const doc = useEditor.getState().doc;
      if (!s.shape || !size || !doc || !s.photo.uploaded || !s.final.uploaded) return false;
      const item: NewCartItem = {
        shape: s.shape,
        size: size.sizeData.size,
        width: size.sizeData.imperial.width,
        height: size.sizeData.imperial.height,
        quantity: 1,
        origImageUrl: s.photo.uploaded.url,
        pixImageUrl: s.final.uploaded.url,
        colorMap: toColorMap(doc),
      };
      set({ adding: true, cartError: null });
      try {
        await useCart.getState().add(item);
        set({ adding: false });
        return true;
      } catch (err) {
        set({ adding: false, cartError: errorMessage(err) });
        return false;
      }
    },
  };
});
