// Shapes that cross between the page and the editor worker. Everything here is plain data: numbers in,
// typed arrays (transferred, not copied) out.
import { UPLOAD_LIMIT_TEXT } from '../../../lib/uploadLimits';

export interface Plates {
  wide: number;
  high: number;
}

/** A rectangle of the original photo in its own pixels (what the cropper hands over). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pixelated mosaic as it arrives on the main thread: the grid in studs and the 40 counts. */
export interface GridMessage {
  width: number;
  height: number;
  indices: Uint8Array;
  counts: Uint32Array;
}

/**
 * A reprocessed mosaic with the customer's edits replayed onto it by the core: the grid and counts as
 * edited, and `under`, the color each replayed edit painted over (oldest first), for undo.
 */
export interface EditedGrid extends GridMessage {
  under: Uint8Array;
}

export interface PhotoInfo {
  width: number;
  height: number;
}

/**
 * A photo as the worker read it: its size, and the picture the cropper shows (a JPEG at most
 * CROPPER_PICTURE_SIZE a side, made by the worker, so the page never decodes the full photo itself; null if
 * it could not be made).
 */
export interface ReadPhoto extends PhotoInfo {
  picture: Blob | null;
}

/** Longest side of the cropper's picture at most: sharp on a 2x screen at the cropper's size, small to decode. */
export const CROPPER_PICTURE_SIZE = 1600;

/** The cropper's widest, in CSS pixels (its dialog is at most 52rem wide). */
const CROPPER_WIDTH = 832;

/**
 * The longer side of the cropper's picture for a screen of `devicePixelRatio`: as many pixels as the cropper
 * shows at its widest, at most CROPPER_PICTURE_SIZE (a smaller picture is decoded and shown sooner).
 */
export function cropperPictureSize(devicePixelRatio: number): number {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 1 ? devicePixelRatio : 1;
  return Math.min(CROPPER_PICTURE_SIZE, Math.ceil(CROPPER_WIDTH * ratio));
}

export type ProblemCode =
  'NOT_AN_IMAGE' | 'TOO_LARGE' | 'TOO_SMALL' | 'BAD_INPUT' | 'OUT_OF_MEMORY' | 'INTERNAL' | 'NO_PHOTO';

/** Errors come back as values: Comlink would drop a thrown error's `code`. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ProblemCode; message: string };

/** The final shaded picture is 400 pixels wide. */
export const FINAL_RENDER_WIDTH = 400;

export const MESSAGES = {
  tooLarge: `This photo is larger than ${UPLOAD_LIMIT_TEXT.bytes}. Please choose a smaller photo.`,
  tooManyPixels: `This photo has more than ${UPLOAD_LIMIT_TEXT.pixels}. Please choose a smaller photo.`,
  notAnImage: 'This file is not a picture we can read. Please choose a JPEG, PNG or WebP photo.',
  noPhoto: 'Please upload your picture again.',
} as const;
