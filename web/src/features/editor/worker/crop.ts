// The crop and the core's memory: the cropper's area in the decoded photo's pixels, copied once straight into
// the core's memory (a VideoFrame's RGBA copy where the browser makes one as a canvas would, else a canvas),
// and that memory made ready ahead of the first photo.
import type { MosaicCore, NewPhoto } from 'mosaic-core';
import type { CropArea, PhotoInfo } from '../common/protocol';
import { checkFrameCopy } from './probes';

/**
 * A 12-megapixel phone photo (4032 x 3024, as most phones take them). The core is warmed up on a photo of
 * this size, which leaves it memory for a crop of up to a whole phone photo, written once before the first
 * photo comes: a fresh 30-50 MB costs the crop more in first writes than the copy into it.
 */
export const PHONE_PHOTO = { width: 4032, height: 3024 };
/** The largest crop (in pixels) the core's memory was made ready for, so far. */
let coreReadyFor = 0;

/** The core's warm-up made it ready for a whole phone photo. */
export function warmedUpForPhone(): void {
  coreReadyFor = Math.max(coreReadyFor, PHONE_PHOTO.width * PHONE_PHOTO.height);
}

/** Whether a photo of `width` x `height` pixels needs more of the core's memory than is ready. */
export const needsMoreMemory = (width: number, height: number): boolean => width * height > coreReadyFor;

/**
 * Makes the core's memory ready for a crop of up to `width` x `height` pixels (a photo larger than a phone's,
 * up to twice its pixels): a photo of that size made, written once and freed, which the core keeps for the
 * next photo.
 */
export function prepareCore(mosaic: MosaicCore, width: number, height: number): void {
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

export interface Rect {
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

/** The cropper's `area`, given in the pixels of the size the page was `told`, in the pixels of the decoded `photo`. */
export function cropRect(area: CropArea, told: PhotoInfo, photo: PhotoInfo): Rect {
  const kx = photo.width / told.width;
  const ky = photo.height / told.height;
  const x = Math.max(0, Math.min(photo.width - 1, Math.round(area.x * kx)));
  const y = Math.max(0, Math.min(photo.height - 1, Math.round(area.y * ky)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(photo.width - x, Math.round(area.width * kx))),
    height: Math.max(1, Math.min(photo.height - y, Math.round(area.height * ky))),
  };
}

/** The photo's `rect` as a new photo in the core, its pixels written straight into the core's memory. */
export async function cutInto(mosaic: MosaicCore, photo: ImageBitmap, rect: Rect): Promise<NewPhoto> {
  const made = mosaic.newPhoto(rect.width, rect.height);
  try {
    if (!(await copyFromFrame(photo, rect, made.pixels))) made.pixels().set(copyOnCanvas(photo, rect));
    return made;
  } catch (err) {
    made.photo.free();
    throw err;
  }
}
