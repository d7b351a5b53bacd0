/// <reference lib="webworker" />
// The editor's worker: it owns the photo (decoded, cropped and held inside mosaic-core's WebAssembly
// memory) and runs the pipeline, so the page only ever sends numbers and receives grids.
import * as Comlink from 'comlink';
import { MAX_UPLOAD_PIXELS, type Blending } from '@brixilated/shop';
import {
  coreWasmUrl,
  loadMosaicCore,
  type Adjustments,
  type AllowedColors,
  type Edit,
  type Fidelity,
  type MosaicCore,
  type NewPhoto,
  type RenderedImage,
} from 'mosaic-core';
import wasmUrl from 'mosaic-core/mosaic_core.wasm?url';
import scalarWasmUrl from 'mosaic-core/mosaic_core_scalar.wasm?url';
import { EditorSession, type Finish } from './session';
import { JPEG_HEADER_BYTES, eighthsFor, jpegSize, scaledSize, withOrientation, type JpegSize } from './jpegHeader';
import {
  CROPPER_PICTURE_SIZE,
  FINAL_RENDER_WIDTH,
  MESSAGES,
  type CropArea,
  type EditedGrid,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
  type Plates,
  type ReadPhoto,
  type ProblemCode,
} from '../common/protocol';

// Started at once so the core is compiled while the visitor chooses and crops a photo. Browsers without
// WebAssembly SIMD get the core built without it (same results).
const corePromise: Promise<MosaicCore> = loadMosaicCore(fetch(coreWasmUrl({ simd: wasmUrl, scalar: scalarWasmUrl })));
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

/**
 * The newest photo read: its full decode (started when it was read; the crop waits for it) and its size as
 * the page was told (the crop's area is in those pixels), kept until a crop takes it or another photo comes.
 */
let source: { decoded: Promise<Outcome<ImageBitmap>>; size: PhotoInfo | null } | null = null;
/** The cropped photo in the core, once a crop is made. */
let session: EditorSession | null = null;
/** The newest crop's preview for the Upload step, made after the crop's grid is answered. */
let preview: Promise<Blob | null> | null = null;
/** Longest side of the cropped preview shown on the Upload step. */
const PREVIEW_SIZE = 800;

/**
 * A 12-megapixel phone photo (4032 x 3024, as most phones take them). The core is warmed up on a photo of
 * this size, which leaves it memory for a crop of up to a whole phone photo, written once before the first
 * photo comes: a fresh 30-50 MB costs the crop more in first writes than the copy into it.
 */
const PHONE_PHOTO = { width: 4032, height: 3024 };
/** The largest crop (in pixels) the core's memory was made ready for, so far. */
let coreReadyFor = 0;

/**
 * Makes the core's memory ready for a crop of up to `width` x `height` pixels (a photo larger than a phone's,
 * up to twice its pixels): a photo of that size made, written once and freed, which the core keeps for the
 * next photo.
 */
function prepareCore(mosaic: MosaicCore, width: number, height: number): void {
  if (width * height <= coreReadyFor || width * height > 2 * PHONE_PHOTO.width * PHONE_PHOTO.height) return;
  try {
    const { photo, pixels } = mosaic.newPhoto(width, height);
    pixels().fill(0);
    photo.free();
    coreReadyFor = width * height;
  } catch {
    // Only a head start: the crop then makes its own memory.
  }
}

/** Whether VideoFrame.copyTo converts to RGBA here (checked once on a known 2 x 1 picture). */
let framesCopyRgba: Promise<boolean> | null = null;

function checkFrameCopy(): Promise<boolean> {
  framesCopyRgba ??= (async () => {
    if (typeof VideoFrame !== 'function') return false;
    try {
      const canvas = new OffscreenCanvas(2, 1);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = 'rgb(250, 20, 5)';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = 'rgb(5, 30, 240)';
      ctx.fillRect(1, 0, 1, 1);
      const bitmap = await createImageBitmap(canvas);
      const frame = new VideoFrame(bitmap, { timestamp: 0 });
      const out = new Uint8Array(8);
      try {
        await frame.copyTo(out, { rect: { x: 1, y: 0, width: 1, height: 1 }, format: 'RGBA', colorSpace: 'srgb' });
        await frame.copyTo(out.subarray(4), {
          rect: { x: 0, y: 0, width: 1, height: 1 },
          format: 'RGBA',
          colorSpace: 'srgb',
        });
      } finally {
        frame.close();
        bitmap.close();
      }
      // A browser whose frames cannot say they are turned (no rotation/flip) could copy a turned photo
      // sideways: it takes the canvas way for every photo, and no buffer is made for copies it never makes.
      const turns = 'rotation' in VideoFrame.prototype && 'flip' in VideoFrame.prototype;
      return turns && [...out].join() === '5,30,240,255,250,20,5,255';
    } catch {
      return false;
    }
  })();
  return framesCopyRgba;
}

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The photo's `rect` as RGBA in the core's photo (`pixels`, see MosaicCore.newPhoto), copied by a VideoFrame
 * straight from the decoded photo, byte for byte what a canvas's getImageData gives for an opaque, upright
 * photo, without a canvas of the crop's size and its readback. False (not all copied) where that does not
 * hold: a photo with transparency (a canvas answers it un-premultiplied), one the browser turns by its EXIF
 * orientation, or a browser without RGBA copies. A view detached while the copy was under way (a call
 * between grew the core's memory) is copied into again.
 */
async function copyFromFrame(photo: ImageBitmap, rect: Rect, pixels: () => Uint8Array): Promise<boolean> {
  if (!(await checkFrameCopy())) return false;
  let frame: VideoFrame;
  try {
    frame = new VideoFrame(photo, { timestamp: 0 });
  } catch {
    return false;
  }
  try {
    const turned = frame as VideoFrame & { rotation?: number; flip?: boolean };
    const upright =
      turned.rotation === 0 &&
      turned.flip === false &&
      frame.codedWidth === photo.width &&
      frame.codedHeight === photo.height;
    if (!upright || (frame.format !== 'BGRX' && frame.format !== 'RGBX')) return false;
    // Only a frame in sRGB (or one that does not say) is copied: a wide-gamut frame is left to the canvas,
    // which converts it to sRGB in every browser, while a copy's conversion may be ignored by some.
    const space = frame.colorSpace as VideoColorSpace | undefined;
    if ((space?.primaries && space.primaries !== 'bt709') || (space?.transfer && space.transfer !== 'iec61966-2-1'))
      return false;
    for (let tries = 0; tries < 3; tries++) {
      const into = pixels();
      await frame.copyTo(into, { rect, format: 'RGBA', colorSpace: 'srgb' });
      if (into.length > 0) return true;
    }
    return false;
  } catch {
    return false;
  } finally {
    frame.close();
  }
}

/** The photo's `rect` drawn on a canvas of its size (the way for any photo) and read back as RGBA. */
function copyOnCanvas(photo: ImageBitmap, rect: Rect): Uint8ClampedArray {
  const canvas = new OffscreenCanvas(rect.width, rect.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(photo, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return ctx.getImageData(0, 0, rect.width, rect.height).data;
}

/**
 * A JPEG of `cropped` at most `size` a side, scaled down smoothly (`quality` 'high') or quickly ('medium',
 * for the cropper's picture of a whole photo, made while the customer waits).
 */
function previewOf(
  cropped: OffscreenCanvas | ImageBitmap,
  size = PREVIEW_SIZE,
  quality: ImageSmoothingQuality = 'high',
): Promise<Blob> {
  const k = Math.min(1, size / Math.max(cropped.width, cropped.height));
  const small = new OffscreenCanvas(
    Math.max(1, Math.round(cropped.width * k)),
    Math.max(1, Math.round(cropped.height * k)),
  );
  const ctx = small.getContext('2d')!;
  ctx.imageSmoothingQuality = quality;
  ctx.drawImage(cropped, 0, 0, small.width, small.height);
  return small.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
}

/**
 * The preview of the crop `rect` of the decoded `photo`, made in a later task so the crop's grid is answered
 * first and the page goes on meanwhile: the photo's area scaled down smoothly to at most PREVIEW_SIZE a side
 * straight from the decoded photo (no canvas of the crop's size), then `photo` is closed.
 */
function previewLater(photo: ImageBitmap, rect: Rect): Promise<Blob | null> {
  const k = Math.min(1, PREVIEW_SIZE / Math.max(rect.width, rect.height));
  return new Promise<void>((resolve) => setTimeout(resolve))
    .then(() =>
      createImageBitmap(photo, rect.x, rect.y, rect.width, rect.height, {
        resizeWidth: Math.max(1, Math.round(rect.width * k)),
        resizeHeight: Math.max(1, Math.round(rect.height * k)),
        resizeQuality: 'high',
      }),
    )
    .then(async (small) => {
      try {
        return await previewOf(small);
      } finally {
        small.close();
      }
    })
    .catch(() => null)
    .finally(() => photo.close());
}

/** Forgets the photo read last (not yet cropped); a decode still under way is let go when it ends. */
function dropSource(): void {
  const dropped = source;
  source = null;
  void dropped?.decoded.then((decoded) => decoded.ok && decoded.value.close());
}

/**
 * The photo decoded whole, EXIF orientation applied: what the crop is cut from (never a reduced decode, so the
 * grid is the one the shop makes from the same photo). A photo larger than a spare buffer holds (up to twice a
 * phone photo's) gets a larger one made in a later task; beyond that, or where frames are not copied, the crop
 * makes its own memory when it needs it rather than holding hundreds of megabytes beside the decoded photo.
 */
async function decodeWhole(file: Blob): Promise<Outcome<ImageBitmap>> {
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
  const { width, height } = bitmap;
  if (width * height > coreReadyFor) {
    void core().then((mosaic) => mosaic && setTimeout(() => prepareCore(mosaic, width, height)));
  }
  return { ok: true, value: bitmap };
}

/** The stored size of a JPEG from its first bytes, or null for another kind of file (or a header not understood). */
async function jpegHeaderOf(file: Blob): Promise<JpegSize | null> {
  try {
    return jpegSize(new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}

/** Frames in RGB (not YUV): those whose pictures were seen turned as their frames say. */
const RGB_FRAME = /^(RGB|BGR)[AX]$/;

/** The mean difference of the channels of two pictures, `a` drawn at the size of `b`. */
function difference(a: ImageBitmap, b: ImageBitmap): number {
  const read = (bitmap: ImageBitmap) => {
    const ctx = new OffscreenCanvas(b.width, b.height).getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(bitmap, 0, 0, b.width, b.height);
    return ctx.getImageData(0, 0, b.width, b.height).data;
  };
  const [pa, pb] = [read(a), read(b)];
  let sum = 0;
  for (let i = 0; i < pa.length; i++) sum += Math.abs(pa[i] - pb[i]);
  return sum / pa.length;
}

/**
 * Whether a frame from ImageDecoder, made into a picture, comes out turned and mirrored as the full decode
 * turns the photo by its EXIF orientation: checked once on a small JPEG made here and marked turned a
 * quarter round and mirrored (orientation 7). Where it does not, the cropper's picture waits for the full
 * decode, so the cropper never shows a photo turned another way than the crop is cut.
 */
let framesTurn: Promise<boolean> | null = null;

function checkFrameTurns(): Promise<boolean> {
  framesTurn ??= (async () => {
    if (typeof ImageDecoder !== 'function' || typeof VideoFrame !== 'function') return false;
    const canvas = new OffscreenCanvas(64, 32);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = 'rgb(240, 20, 20)';
    ctx.fillRect(0, 0, 32, 32);
    ctx.fillStyle = 'rgb(20, 20, 240)';
    ctx.fillRect(32, 0, 32, 32);
    // A corner of another colour: which way is up, and which side is which.
    ctx.fillStyle = 'rgb(20, 220, 20)';
    ctx.fillRect(0, 0, 16, 16);
    const plain = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const turned = withOrientation(new Uint8Array(await plain.arrayBuffer()), 7);
    const blob = new Blob([turned as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
    // Decoded at half its size, as a photo's reduced decode is.
    const decoder = new ImageDecoder({ data: turned, type: 'image/jpeg', desiredWidth: 32, desiredHeight: 16 });
    let frame: VideoFrame | null = null;
    const pictures: ImageBitmap[] = [];
    try {
      pictures.push(await createImageBitmap(blob, { imageOrientation: 'from-image' }));
      frame = (await decoder.decode()).image;
      if (!RGB_FRAME.test(frame.format ?? '')) return false;
      pictures.push(await createImageBitmap(frame));
      const [whole, reduced] = pictures;
      return whole.width === 32 && reduced.width === 16 && reduced.height === 32 && difference(whole, reduced) < 16;
    } finally {
      for (const picture of pictures) picture.close();
      frame?.close();
      decoder.close();
    }
  })().catch(() => false);
  return framesTurn;
}

/**
 * A reduced decode is used for the cropper's picture only when it decodes at most half the photo's width
 * (a quarter of its pixels): nearer the full size it saves too little to pay for a second decode.
 */
const QUICK_MAX_EIGHTHS = 4;

/**
 * The cropper's picture from a reduced decode of a JPEG of stored size `stored`: decoded at the fewest eighths
 * of its size that give about `wanted` pixels on its longer side (the decoder skips most of the work), turned
 * by its EXIF orientation as the full decode turns it, and the photo's size as the full decode will have it.
 * Null where this does not apply (no ImageDecoder, or frames not turned as the full decode turns photos, no
 * reduced scale small enough, or a decode that does not agree with the header): the picture then waits for
 * the full decode.
 */
async function quickPicture(file: Blob, stored: JpegSize, wanted: number): Promise<ReadPhoto | null> {
  if (!(await checkFrameTurns())) return null;
  const eighths = eighthsFor(stored, wanted);
  if (eighths > QUICK_MAX_EIGHTHS) return null;
  const scaled = scaledSize(stored, eighths);
  let decoder: ImageDecoder | null = null;
  let frame: VideoFrame | null = null;
  let bitmap: ImageBitmap | null = null;
  try {
    // Asked for the scaled size, the decoder decodes at that scale (it goes by the pixels asked for).
    const { width: desiredWidth, height: desiredHeight } = scaled;
    decoder = new ImageDecoder({ data: file.stream(), type: 'image/jpeg', desiredWidth, desiredHeight });
    frame = (await decoder.decode()).image;
    const { rotation } = frame as VideoFrame & { rotation?: number };
    const turned = rotation === 90 || rotation === 270;
    const agrees = frame.codedWidth === scaled.width && frame.codedHeight === scaled.height;
    if (!agrees || !RGB_FRAME.test(frame.format ?? '')) return null;
    bitmap = await createImageBitmap(frame);
    const upright = turned ? { width: scaled.height, height: scaled.width } : scaled;
    if (bitmap.width !== upright.width || bitmap.height !== upright.height) return null;
    const picture = await previewOf(bitmap, Math.max(bitmap.width, bitmap.height), 'medium');
    const size = turned ? { width: stored.height, height: stored.width } : stored;
    return { ...size, picture };
  } catch {
    return null;
  } finally {
    bitmap?.close();
    frame?.close();
    decoder?.close();
  }
}

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
  return Comlink.transfer(
    msg,
    arrays.map((a) => a.buffer as ArrayBuffer),
  );
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
        mosaic.warmUp(PHONE_PHOTO);
        coreReadyFor = PHONE_PHOTO.width * PHONE_PHOTO.height;
        await checkFrameCopy();
        await checkFrameTurns();
      } catch {
        // Only a head start: the first photo then does the same work itself.
      }
    }
    return mosaic !== null;
  },

  /**
   * Reads the chosen file and keeps it: answers its size (EXIF orientation applied) and, unless
   * `pictureSize` is null, the cropper's picture at about `pictureSize` pixels on its longer side (at most
   * CROPPER_PICTURE_SIZE). The full decode starts at once and goes on after the answer; a JPEG's picture comes
   * from a quick, reduced decode meanwhile (the page never decodes the full photo itself).
   */
  async load(file: Blob, pictureSize: number | null = CROPPER_PICTURE_SIZE): Promise<Outcome<ReadPhoto>> {
    // The previous photo stays in the core until the new one is cropped, so a cancelled crop loses nothing.
    dropSource();
    const stored = await jpegHeaderOf(file);
    // A JPEG with too many pixels is refused before any of it is decoded.
    if (stored && stored.width * stored.height > MAX_UPLOAD_PIXELS) return problem('TOO_LARGE', MESSAGES.tooManyPixels);
    const read = { decoded: decodeWhole(file), size: null as PhotoInfo | null };
    source = read;
    const wanted = pictureSize === null ? null : Math.min(pictureSize, CROPPER_PICTURE_SIZE);
    const quick = stored && wanted ? await quickPicture(file, stored, wanted) : null;
    if (quick) {
      read.size = { width: quick.width, height: quick.height };
      return { ok: true, value: quick };
    }
    const decoded = await read.decoded;
    if (!decoded.ok) {
      if (source === read) source = null;
      return decoded;
    }
    const { width, height } = decoded.value;
    read.size = { width, height };
    const picture = wanted ? await previewOf(decoded.value, wanted, 'medium').catch(() => null) : null;
    return { ok: true, value: { width, height, picture } };
  },

  /**
   * Cuts the cropper's area out of the photo read last (waiting for its full decode), hands it to the core
   * and pixelates it at the size's plates with only the `allowed` colours (palette indices: the shop's
   * available colours; all when left out). A photo too small for the size is refused here with the core's
   * own message.
   */
  async crop(
    area: CropArea,
    size: Plates,
    adjustments: Adjustments,
    allowed?: AllowedColors,
  ): Promise<Outcome<{ grid: GridMessage; photo: PhotoInfo }>> {
    // The photo is this crop's from here: a new crop means a new photo.
    const read = source;
    if (!read) return problem('NO_PHOTO', MESSAGES.noPhoto);
    source = null;
    const [mosaic, decoded] = await Promise.all([core(), read.decoded]);
    if (!decoded.ok) return decoded;
    const photo = decoded.value;
    if (!mosaic) {
      photo.close();
      return problem('INTERNAL', CORE_FAILED);
    }
    freePhoto();
    preview = null;
    // The area is in the pixels of the size the page was told, which is the decoded photo's.
    const told = read.size ?? photo;
    const kx = photo.width / told.width;
    const ky = photo.height / told.height;
    const x = Math.max(0, Math.min(photo.width - 1, Math.round(area.x * kx)));
    const y = Math.max(0, Math.min(photo.height - 1, Math.round(area.y * ky)));
    const rect = {
      x,
      y,
      width: Math.max(1, Math.min(photo.width - x, Math.round(area.width * kx))),
      height: Math.max(1, Math.min(photo.height - y, Math.round(area.height * ky))),
    };
    const { width: sw, height: sh } = rect;
    let made: NewPhoto | undefined;
    try {
      // Written straight into the core's memory: the decoded photo's area is copied once.
      made = mosaic.newPhoto(sw, sh);
      if (!(await copyFromFrame(photo, rect, made.pixels))) made.pixels().set(copyOnCanvas(photo, rect));
    } catch (err) {
      // Out of memory for the crop or its canvas, say: the customer reads what went wrong, not a worker crash.
      made?.photo.free();
      photo.close();
      return fromError(err);
    }
    try {
      freePhoto();
      session = new EditorSession(mosaic);
      const grid = session.adopt(made.photo, size, adjustments, allowed);
      // The decoded photo is kept only for the preview, then closed.
      preview = previewLater(photo, rect);
      return { ok: true, value: { grid: transferred(grid), photo: { width: sw, height: sh } } };
    } catch (err) {
      photo.close();
      freePhoto();
      return fromError(err);
    }
  },

  /** A small JPEG of the newest crop (at most PREVIEW_SIZE a side) for the page to show. */
  async croppedPreview(): Promise<Blob | null> {
    const made = preview;
    preview = null;
    return made;
  },

  /**
   * Re-runs the pipeline with new slider values, the colours now allowed and the colour blending (the photo
   * stays in the worker) and replays the customer's edits (oldest first, at most the newest 500) onto the new grid with
   * the core.
   */
  async pixelate(
    adjustments: Adjustments,
    edits: Edit[],
    allowed?: AllowedColors,
    blending?: Blending,
    finish?: Finish,
  ): Promise<Outcome<EditedGrid>> {
    const outcome = withSession((s) => s.pixelate(adjustments, edits, allowed, blending, finish));
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

  /** How much the grid (as shown, edits included) looks like the photo from a distance (the core's measure). */
  async fidelity(width: number, height: number, indices: Uint8Array): Promise<Outcome<Fidelity>> {
    return withSession((s) => s.fidelity({ width, height, indices }));
  },

  /** The final shaded picture (studs), FINAL_RENDER_WIDTH pixels wide, as a PNG. */
  async renderFinal(width: number, height: number, indices: Uint8Array): Promise<Outcome<Blob>> {
    const mosaic = await core();
    if (!mosaic) return problem('INTERNAL', CORE_FAILED);
    try {
      const pxPerStud = Math.min(64, Math.max(1, Math.ceil(FINAL_RENDER_WIDTH / width)));
      const image = mosaic.render({ width, height, indices }, { pxPerStud, style: 'studs' });
      const full = new OffscreenCanvas(image.width, image.height);
      full
        .getContext('2d')!
        .putImageData(new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height), 0, 0);
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
  async viewFromDistance(
    width: number,
    height: number,
    indices: Uint8Array,
    pxPerStud: number,
  ): Promise<Outcome<RenderedImage>> {
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
    dropSource();
    freePhoto();
    preview = null;
  },
};

export type EditorWorkerApi = typeof api;

Comlink.expose(api);
