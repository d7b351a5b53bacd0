// What this browser's decoders and frames can do, checked once each on small pictures made here: whether a
// VideoFrame copies a photo's pixels as RGBA (the crop's fast way into the core), and whether ImageDecoder's
// frames come out turned as the full decode turns a photo by its EXIF orientation (the cropper's quick picture).
// Where a check fails, the worker takes the canvas or the full decode instead.
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
 * Whether a frame from ImageDecoder, made into a picture, comes out turned and mirrored as the full decode
 * turns the photo by its EXIF orientation: checked once on a small JPEG made here and marked turned a
 * quarter round and mirrored (orientation 7). Where it does not, the cropper's picture waits for the full
 * decode, so the cropper never shows a photo turned another way than the crop is cut.
 */
let framesTurn: Promise<boolean> | null = null;

export function checkFrameTurns(): Promise<boolean> {
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
