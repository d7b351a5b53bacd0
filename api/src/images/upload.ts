import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@brixilated/shop';
import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { FileStorage } from '../storage/storage.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPE: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Names of stored images: 128 random bits and the format's extension. */
export const IMAGE_NAME_PATTERN = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/** Why an upload was refused: an HTTP status, a stable code and a sentence for the customer. */
export class ImageRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

export const IMAGE_MESSAGES = {
  missing: 'Please choose a photo to upload.',
  tooLarge: 'This image is larger than 10 MB. Please choose a smaller one.',
  tooManyPixels: 'This image is larger than 50 megapixels. Please choose a smaller one.',
  notImage: 'This file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.',
  damaged: 'This image is damaged or incomplete. Please try another file.',
} as const;

/** The format by the file's first bytes, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface PreparedImage {
  format: ImageFormat;
  body: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload by its content and makes the file the shop keeps: fully decoded (a truncated or
 * corrupt file fails here), turned upright by its EXIF orientation, re-encoded in its own format
 * without metadata (no camera GPS data leaves with the picture).
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (bytes.byteLength === 0) throw new ImageRejected(400, 'IMAGE_MISSING', IMAGE_MESSAGES.missing);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new ImageRejected(413, 'IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) throw new ImageRejected(415, 'IMAGE_TYPE', IMAGE_MESSAGES.notImage);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(422, 'IMAGE_DAMAGED', IMAGE_MESSAGES.damaged);
  }
  if (metadata.format !== format && !(format === 'jpeg' && metadata.format === 'jpeg')) {
    throw new ImageRejected(415, 'IMAGE_TYPE', IMAGE_MESSAGES.notImage);
  }
  if (!metadata.width || !metadata.height) throw new ImageRejected(422, 'IMAGE_DAMAGED', IMAGE_MESSAGES.damaged);
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) {
    throw new ImageRejected(413, 'IMAGE_TOO_MANY_PIXELS', IMAGE_MESSAGES.tooManyPixels);
  }

  try {
    const pipeline = sharp(bytes, {
      failOn: 'truncated',
      limitInputPixels: MAX_UPLOAD_PIXELS,
      animated: false,
    }).rotate();
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 92 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { format, body: data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected(422, 'IMAGE_DAMAGED', IMAGE_MESSAGES.damaged);
  }
}

export interface StoredImage {
  name: string;
  url: string;
  width: number;
  height: number;
  /** Size of the stored file. */
  bytes: number;
}

/**
 * Where an upload's stored bytes are counted: `reserve` before the file is written (it throws to refuse the
 * upload), `release` when writing it failed.
 */
export interface UploadQuota {
  reserve(image: StoredImage): Promise<void>;
  release(image: StoredImage): Promise<void>;
}

/** Checks, prepares and stores an upload under `images/` with a random name. Nothing is stored on refusal. */
export async function storeImage(storage: FileStorage, bytes: Uint8Array, quota?: UploadQuota): Promise<StoredImage> {
  const image = await prepareImage(bytes);
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION[image.format]}`;
  const stored = {
    name,
    url: `/images/${name}`,
    width: image.width,
    height: image.height,
    bytes: image.body.byteLength,
  };
  await quota?.reserve(stored);
  try {
    await storage.put(`images/${name}`, image.body, CONTENT_TYPE[image.format]);
  } catch (error) {
    await quota?.release(stored);
    throw error;
  }
  return stored;
}
