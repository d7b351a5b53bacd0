/// <reference lib="webworker" />
// The editor's worker: it owns the photo (decoded, cropped and held inside mosaic-core's WebAssembly
// memory) and runs the pipeline, so the page only ever sends numbers and receives grids.
import * as Comlink from 'comlink';
import { MAX_UPLOAD_PIXELS, type Blending } from '@brixilated/shop';
import { loadMosaicCore, type Adjustments, type AllowedColors, type Edit, type MosaicCore, type RenderedImage } from 'mosaic-core';
import wasmUrl from 'mosaic-core/mosaic_core.wasm?url';
import { EditorSession } from './session';
import {
  FINAL_RENDER_WIDTH,
  MESSAGES,
  type CropArea,
  type EditedGrid,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
  type Plates,
  type ProblemCode,
} from '../shared/protocol';

// Started at once so the core is compiled while the visitor chooses and crops a photo.
const corePromise: Promise<MosaicCore> = loadMosaicCore(fetch(wasmUrl));
corePromise.catch(() => {}); // reported to the page by the call that needs it

/** Whether the core ran its warm-up (once per worker). */
let warmedUp = false;

const CORE_FAILED = 'The picture tool could not start. Please reload the page and try again.';

async function core(): Promise<MosaicCore | null> {
  try {
    return await corePromise;
  } catch {
    return null;
  }
}

let source: ImageBitmap | null = null;
/** The cropped photo in the core, once a crop is made. */
let session: EditorSession | null = null;
let cropped: OffscreenCanvas | null = null;
/** Longest side of the cropped preview shown on the Upload step. */
const PREVIEW_SIZE = 800;

function problem(code: ProblemCode, message: string): Outcome<never> {
  return { ok: false, code, message };
}

/** MosaicError (or anything else thrown) as an Outcome; TOO_SMALL carries the core's customer message. */
function fromError(err: unknown): Outcome<never> {
  const e = err as { name?: string; code?: string; message?: string };
  if (e && e.name === 'MosaicError' && typeof e.code === 'string') {
    return problem(e.code as ProblemCode, e.message || 'The photo could not be processed.');
  }
  return problem('INTERNAL', e?.message || 'The photo could not be processed.');
}

/** Hands a grid's typed arrays over to the page (transferred, not copied). */
function transferred<T extends GridMessage & { under?: Uint8Array }>(msg: T): T {
  const arrays = msg.under ? [msg.indices, msg.counts, msg.under] : [msg.indices, msg.counts];
  return Comlink.transfer(msg, arrays.map((a) => a.buffer as ArrayBuffer));
}

function freePhoto() {
  session?.close();
  session = null;
}

/** Runs `fn` on the open photo's session, turning errors into Outcomes. */
function withSession<T>(fn: (s: EditorSession) => T): Outcome<T> {
  if (!session?.open) return problem('NO_PHOTO', MESSAGES.noPhoto);
  try {
    return { ok: true, value: fn(session) };
  } catch (err) {
    return fromError(err);
  }
}

const api = {
  /**
   * Warms the core up (once): the pipeline on a made-up 12 MP photo, so the customer's first photo finds
   * memory grown and code optimised instead of paying for both. Resolves when the core is ready.
   */
  async ready(): Promise<boolean> {
    const mosaic = await core();
    if (mosaic && !warmedUp) {
      warmedUp = true;
      try {
        mosaic.warmUp();
      } catch {
        // Only a head start: the first photo then does the same work itself.
      }
    }
    return mosaic !== null;
  },

  /** Decodes the chosen file (EXIF orientation applied) and keeps it; answers its size for the cropper. */
  async load(file: Blob): Promise<Outcome<PhotoInfo>> {
    // The previous photo stays in the core until the new one is cropped, so a cancelled crop loses nothing.
    source?.close();
    source = null;
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      return problem('NOT_AN_IMAGE', MESSAGES.notAnImage);
    }
    if (bitmap.width * bitmap.height > MAX_UPLOAD_PIXELS) {
      bitmap.close();
      return problem('TOO_LARGE', MESSAGES.tooManyPixels);
    }
    source = bitmap;
    return { ok: true, value: { width: bitmap.width, height: bitmap.height } };
  },

  /**
   * Cuts the cropper's area out of the photo, hands it to the core and pixelates it at the size's plates
   * with only the `allowed` colours (palette indices: the shop's available colours; all when left out).
   * A photo too small for the size is refused here with the core's own message.
   */
  async crop(area: CropArea, size: Plates, adjustments: Adjustments, allowed?: AllowedColors): Promise<Outcome<{ grid: GridMessage; photo: PhotoInfo }>> {
    if (!source) return problem('NO_PHOTO', MESSAGES.noPhoto);
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    freePhoto();
    const sx = Math.max(0, Math.min(source.width - 1, Math.round(area.x)));
    const sy = Math.max(0, Math.min(source.height - 1, Math.round(area.y)));
    const sw = Math.max(1, Math.min(source.width - sx, Math.round(area.width)));
    const sh = Math.max(1, Math.min(source.height - sy, Math.round(area.height)));
    const canvas = new OffscreenCanvas(sw, sh);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(source, sx, sy, sw, sh, 0, 0, sw, sh);
    cropped = canvas;
    // The decoded original is no longer needed: a new crop means a new photo.
    source.close();
    source = null;
    try {
      const { data } = ctx.getImageData(0, 0, sw, sh);
      session = new EditorSession(mosaic);
      const grid = session.openPhoto(data, sw, sh, size, adjustments, allowed);
      return { ok: true, value: { grid: transferred(grid), photo: { width: sw, height: sh } } };
    } catch (err) {
      freePhoto();
      return fromError(err);
    }
  },

  /** A small JPEG of the cropped photo (at most PREVIEW_SIZE a side) for the page to show. */
  async croppedPreview(): Promise<Blob | null> {
    if (!cropped) return null;
    const k = Math.min(1, PREVIEW_SIZE / Math.max(cropped.width, cropped.height));
    const preview = new OffscreenCanvas(Math.max(1, Math.round(cropped.width * k)), Math.max(1, Math.round(cropped.height * k)));
    const ctx = preview.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(cropped, 0, 0, preview.width, preview.height);
    cropped = null; // the full-size copy is no longer needed: the core holds the pixels
    return preview.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
  },

  /**
   * Re-runs the pipeline with new slider values, the colours now allowed and the colour blending (the photo
   * stays in the worker) and replays the customer's edits (oldest first, at most the newest 500) onto the new grid with
   * the core.
   */
  async pixelate(adjustments: Adjustments, edits: Edit[], allowed?: AllowedColors, blending?: Blending): Promise<Outcome<EditedGrid>> {
    const outcome = withSession((s) => s.pixelate(adjustments, edits, allowed, blending));
    return outcome.ok ? { ok: true, value: transferred(outcome.value) } : outcome;
  },

  /** Replays `edits` onto the newest pixelation again (the customer painted while it was being made). */
  async replay(edits: Edit[]): Promise<Outcome<EditedGrid>> {
    const outcome = withSession((s) => s.replay(edits));
    return outcome.ok ? { ok: true, value: transferred(outcome.value) } : outcome;
  },

  /** The core's slider suggestion for this photo with its allowed colours and `blending` (Auto-adjust). */
  async suggest(blending?: Blending): Promise<Outcome<Adjustments>> {
    return withSession((s) => s.suggest(blending));
  },

  /** The final shaded picture (studs), FINAL_RENDER_WIDTH pixels wide, as a PNG. */
  async renderFinal(width: number, height: number, indices: Uint8Array): Promise<Outcome<Blob>> {
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    try {
      const pxPerStud = Math.min(64, Math.max(1, Math.ceil(FINAL_RENDER_WIDTH / width)));
      const image = mosaic.render({ width, height, indices }, { pxPerStud, style: 'studs' });
      const full = new OffscreenCanvas(image.width, image.height);
      full.getContext('2d')!.putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
      let out = full;
      if (image.width !== FINAL_RENDER_WIDTH) {
        const outHeight = Math.round((image.height * FINAL_RENDER_WIDTH) / image.width);
        out = new OffscreenCanvas(FINAL_RENDER_WIDTH, outHeight);
        const ctx = out.getContext('2d')!;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(full, 0, 0, FINAL_RENDER_WIDTH, outHeight);
      }
      return { ok: true, value: await out.convertToBlob({ type: 'image/png' }) };
    } catch (err) {
      return fromError(err);
    }
  },

  /**
   * The grid as it looks from across the room (the core's distance view: colours blurred in linear light
   * by the eye's blur at 3 m), at `pxPerStud` pixels a stud, as RGBA handed over to the page.
   */
  async viewFromDistance(width: number, height: number, indices: Uint8Array, pxPerStud: number): Promise<Outcome<RenderedImage>> {
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    try {
      const image = mosaic.render({ width, height, indices }, { pxPerStud, style: 'distance' });
      return { ok: true, value: Comlink.transfer(image, [image.rgba.buffer as ArrayBuffer]) };
    } catch (err) {
      return fromError(err);
    }
  },

  /** Forgets the photo (Start Over). */
  async reset(): Promise<void> {
    source?.close();
    source = null;
    freePhoto();
    cropped = null;
  },
};

export type EditorWorkerApi = typeof api;

Comlink.expose(api);
