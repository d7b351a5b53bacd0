// Reading a chosen photo: its full decode (EXIF orientation applied; what the crop is cut from), a JPEG's
// stored size from its first bytes, and the cropper's quick picture from a reduced decode of a JPEG.
import { MAX_UPLOAD_PIXELS } from '@brixilated/shop';
import { MESSAGES, type Outcome, type ReadPhoto } from '../common/protocol';
import { core } from './core';
import { needsMoreMemory, prepareCore } from './crop';
import { JPEG_HEADER_BYTES, eighthsFor, jpegSize, scaledSize, type JpegSize } from './jpegHeader';
import { problem } from './outcomes';
import { previewOf } from './pictures';
import { checkFrameTurns, RGB_FRAME } from './probes';

/**
 * The photo decoded whole, EXIF orientation applied: what the crop is cut from (never a reduced decode, so the
 * grid is the one the shop makes from the same photo). A photo larger than a spare buffer holds (up to twice a
 * phone photo's) gets a larger one made in a later task; beyond that, or where frames are not copied, the crop
 * makes its own memory when it needs it rather than holding hundreds of megabytes beside the decoded photo.
 */
export async function decodeWhole(file: Blob): Promise<Outcome<ImageBitmap>> {
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
  if (needsMoreMemory(width, height)) {
    void core().then((mosaic) => mosaic && setTimeout(() => prepareCore(mosaic, width, height)));
  }
  return { ok: true, value: bitmap };
}

/** The stored size of a JPEG from its first bytes, or null for another kind of file (or a header not understood). */
export async function jpegHeaderOf(file: Blob): Promise<JpegSize | null> {
  try {
    return jpegSize(new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
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
export async function quickPicture(file: Blob, stored: JpegSize, wanted: number): Promise<ReadPhoto | null> {
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
