// What this browser's decoders and frames can do, checked once each on small pictures made here: whether a
// VideoFrame copies a photo's pixels as RGBA (the crop's fast way into the core), and whether ImageDecoder's
// frames, or createImageBitmap's scaled pictures, come out turned as the full decode turns a photo by its EXIF
// orientation (the cropper's quick picture). Where a check fails, the worker takes another way.
import { withOrientation } from './jpegHeader';

/** Whether VideoFrame.copyTo converts to RGBA here (checked once on a known 2 x 1 picture). */
let framesCopyRgba: Promise<boolean> | null = null;

export function checkFrameCopy(): Promise<boolean> {
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

/** Frames in RGB (not YUV): those whose pictures were seen turned as their frames say. */
export const RGB_FRAME = /^(RGB|BGR)[AX]$/;

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
 * A small JPEG made here (64 x 32, a corner of another colour to tell up from down and one side from the other)
 * marked turned a quarter round and mirrored (EXIF orientation 7): 32 x 64 upright. Made once.
 */
let turnedJpeg: Promise<Uint8Array> | null = null;

function turnedTestJpeg(): Promise<Uint8Array> {
  turnedJpeg ??= (async () => {
    const canvas = new OffscreenCanvas(64, 32);
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = 'rgb(240, 20, 20)';
    ctx.fillRect(0, 0, 32, 32);
    ctx.fillStyle = 'rgb(20, 20, 240)';
    ctx.fillRect(32, 0, 32, 32);
    ctx.fillStyle = 'rgb(20, 220, 20)';
    ctx.fillRect(0, 0, 16, 16);
    const plain = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    return withOrientation(new Uint8Array(await plain.arrayBuffer()), 7);
  })();
  return turnedJpeg;
}

/**
 * Whether `quick`, a reduced picture of the turned test JPEG, is that JPEG as the full decode turns it (by
 * its EXIF orientation) at half its size: 16 x 32, the same picture. The full decode's picture is closed here.
 */
async function agreesWithFullDecode(blob: Blob, quick: ImageBitmap): Promise<boolean> {
  const whole = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    return whole.width === 32 && quick.width === 16 && quick.height === 32 && difference(whole, quick) < 16;
  } finally {
    whole.close();
  }
}

/**
 * Whether a frame from ImageDecoder, made into a picture, comes out turned and mirrored as the full decode
 * turns the photo by its EXIF orientation: checked once on the turned test JPEG. Where it does not, the
 * cropper's picture does not come from ImageDecoder, so the cropper never shows a photo turned another way
 * than the crop is cut.
 */
let framesTurn: Promise<boolean> | null = null;

export function checkFrameTurns(): Promise<boolean> {
  framesTurn ??= (async () => {
    if (typeof ImageDecoder !== 'function' || typeof VideoFrame !== 'function') return false;
    const turned = await turnedTestJpeg();
    const blob = new Blob([turned as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
    // Decoded at half its size, as a photo's reduced decode is.
    const decoder = new ImageDecoder({ data: turned, type: 'image/jpeg', desiredWidth: 32, desiredHeight: 16 });
    let frame: VideoFrame | null = null;
    let reduced: ImageBitmap | null = null;
    try {
      frame = (await decoder.decode()).image;
      if (!RGB_FRAME.test(frame.format ?? '')) return false;
      reduced = await createImageBitmap(frame);
      return await agreesWithFullDecode(blob, reduced);
    } finally {
      reduced?.close();
      frame?.close();
      decoder.close();
    }
  })().catch(() => false);
  return framesTurn;
}

/** How the quick picture is scaled where it comes from createImageBitmap (see decode.ts). */
export const QUICK_RESIZE_QUALITY: ResizeQuality = 'low';

/**
 * Whether createImageBitmap, asked for a photo turned by its EXIF orientation and scaled to a size
 * (resizeWidth and resizeHeight: the upright photo's, reduced), gives that picture: the size asked for is
 * taken as the upright one and the picture turned as the full decode turns it. Checked once on the turned
 * test JPEG; the cropper's quick picture where ImageDecoder is missing (Safari's engine) comes this way.
 */
let resizesTurn: Promise<boolean> | null = null;

export function checkResizeTurns(): Promise<boolean> {
  resizesTurn ??= (async () => {
    const blob = new Blob([(await turnedTestJpeg()) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
    const quick = await createImageBitmap(blob, {
      imageOrientation: 'from-image',
      resizeWidth: 16,
      resizeHeight: 32,
      resizeQuality: QUICK_RESIZE_QUALITY,
    });
    try {
      return await agreesWithFullDecode(blob, quick);
    } finally {
      quick.close();
    }
  })().catch(() => false);
  return resizesTurn;
}
