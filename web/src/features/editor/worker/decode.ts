// Reading a chosen photo: its full decode (EXIF orientation applied; what the crop is cut from), a JPEG's
// stored size and orientation from its first bytes, and the cropper's quick picture from a reduced decode of a
// JPEG.
import { MAX_UPLOAD_PIXELS } from '@brixilated/shop';
import { MESSAGES, type Outcome, type ReadPhoto } from '../common/protocol';
import { core } from './core';
import { needsMoreMemory, prepareCore } from './crop';
import {
  JPEG_HEADER_BYTES,
  eighthsFor,
  jpegOrientation,
  jpegSize,
  scaledSize,
  uprightSize,
  type JpegSize,
} from './jpegHeader';
import { problem } from './outcomes';
import { fittedSize, previewOf } from './pictures';
import { checkFrameCopy, checkFrameTurns, checkResizeTurns, QUICK_RESIZE_QUALITY, RGB_FRAME } from './probes';

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
  // Where the crop draws the photo on a canvas (frames not copied), its first drawing costs as much as a
  // decode in some browsers (Safari's engine readies the whole picture then): paid here, while the
  // customer crops, by drawing one pixel of it.
  if (!(await checkFrameCopy())) drawOnePixel(bitmap);
  return { ok: true, value: bitmap };
}

/** A JPEG's stored size and EXIF orientation, from its first bytes. */
export interface JpegHeader extends JpegSize {
  orientation: number;
}

function drawOnePixel(bitmap: ImageBitmap): void {
  try {
    new OffscreenCanvas(1, 1).getContext('2d')?.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
  } catch {
    // Only a head start: the crop's own drawing pays it otherwise.
  }
}

/** The stored size and orientation of a JPEG from its first bytes, or null for another kind of file (or a header not understood). */
export async function jpegHeaderOf(file: Blob): Promise<JpegHeader | null> {
  try {
    const bytes = new Uint8Array(await file.slice(0, JPEG_HEADER_BYTES).arrayBuffer());
    const size = jpegSize(bytes);
    return size && { ...size, orientation: jpegOrientation(bytes) };
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
 * How the cropper's picture of a JPEG of stored size `header` comes quickly, at about `wanted` pixels on its
 * longer side: 'decoder', from ImageDecoder at a reduced scale, where its frames are turned as the full
 * decode turns photos; else, where ImageDecoder is missing (Safari's engine), 'resize': from createImageBitmap
 * asked for the upright photo at that size, where it turns and scales as asked. Null where neither applies or the photo
 * is too small for a reduced decode to pay: the picture then waits for the full decode.
 */
export async function quickWay(header: JpegSize, wanted: number): Promise<QuickWay | null> {
  if (eighthsFor(header, wanted) > QUICK_MAX_EIGHTHS) return null;
  if (await checkFrameTurns()) return 'decoder';
  // Firefox has ImageDecoder (its frames unturned) and, asked for a scaled picture, decodes the whole photo
  // first: there it is slower than the full decode alone, which does not pay for a first drawing.
  if (typeof ImageDecoder !== 'function' && (await checkResizeTurns())) return 'resize';
  return null;
}

export type QuickWay = 'decoder' | 'resize';

/**
 * The cropper's picture the quick `way` (see quickWay), with the photo's size as the full decode will have
 * it (turned by its EXIF orientation); null where the decode does not agree with the header (the picture
 * then waits for the full decode).
 */
export function quickPicture(file: Blob, header: JpegHeader, wanted: number, way: QuickWay): Promise<ReadPhoto | null> {
  return way === 'decoder'
    ? reducedDecode(file, header, eighthsFor(header, wanted))
    : resizedDecode(file, header, wanted);
}

/**
 * The picture from ImageDecoder at `eighths` of the stored size (the decoder skips most of the work), as
 * quickPicture says.
 */
async function reducedDecode(file: Blob, stored: JpegSize, eighths: number): Promise<ReadPhoto | null> {
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

/**
 * The picture from createImageBitmap, turned by the photo's EXIF orientation and scaled as it decodes to
 * `wanted` pixels on the upright photo's longer side, as quickPicture says. Scaled the quick way
 * (QUICK_RESIZE_QUALITY): it is shown only until the customer crops, at the size it was made for.
 */
async function resizedDecode(file: Blob, header: JpegHeader, wanted: number): Promise<ReadPhoto | null> {
  const size = uprightSize(header, header.orientation);
  const { width: resizeWidth, height: resizeHeight } = fittedSize(size, wanted);
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth,
      resizeHeight,
      resizeQuality: QUICK_RESIZE_QUALITY,
    });
    if (bitmap.width !== resizeWidth || bitmap.height !== resizeHeight) return null;
    return { ...size, picture: await previewOf(bitmap, wanted) };
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}
