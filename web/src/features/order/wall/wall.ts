// "Your wall": the shopper's own wall photo, scaled by a ruler laid across something of known width, with the
// Brix hung on it at its true size. Pure geometry and input checks; YourWall.tsx draws it. Every length here
// is in the wall photo's own pixels unless its name says inches.
import { CM_PER_INCH, platesToInches } from '@brixilated/shop';

export type LengthUnit = 'in' | 'cm';

/** The narrowest and widest known width the ruler may span: 5 inches and 50 feet. */
export const KNOWN_WIDTH_MIN_INCHES = 5;
export const KNOWN_WIDTH_MAX_INCHES = 50 * 12;
/** A ruler shorter than this (in photo pixels) measures nothing reliably. */
export const MIN_RULER_PX = 10;
/** The wall photo is kept at most this many pixels on its longer side (memory, and the downloaded picture). */
export const MAX_WALL_SIDE = 2400;

export const WALL_MESSAGES = {
  notAnImage: 'That file is not a picture. Choose a photo of your wall (JPEG, PNG or WebP).',
  noWidth: 'Type how wide the thing under the ruler is.',
  widthRange: 'The width under the ruler must be from 5 in (12.7 cm) to 50 ft (1524 cm).',
  shortRuler: "Drag the ruler's ends further apart, across something of known width.",
} as const;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The typed width in inches, or the message saying what is wrong with it. */
export function knownWidthInches(text: string, unit: LengthUnit): { inches: number } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { error: WALL_MESSAGES.noWidth };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return { error: WALL_MESSAGES.widthRange };
  const value = Number(trimmed);
  const inches = unit === 'cm' ? value / CM_PER_INCH : value;
  // A hair of rounding slack, so "12.7 cm" is the same 5 inches it stands for.
  if (!(inches >= KNOWN_WIDTH_MIN_INCHES - 1e-9) || inches > KNOWN_WIDTH_MAX_INCHES + 1e-9)
    return { error: WALL_MESSAGES.widthRange };
  return { inches };
}

export const rulerLength = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/** Photo pixels per inch on the wall, from the ruler's ends and the width it spans; null if the ruler is too short. */
export function pixelsPerInch(a: Point, b: Point, inches: number): number | null {
  const length = rulerLength(a, b);
  return length >= MIN_RULER_PX && inches > 0 ? length / inches : null;
}

/** The Brix's box on the wall: its true size at `pxPerInch`, centred on `centre`. */
export function brixBox(plates: { wide: number; high: number }, pxPerInch: number, centre: Point): Box {
  const w = platesToInches(plates.wide) * pxPerInch;
  const h = platesToInches(plates.high) * pxPerInch;
  return { x: centre.x - w / 2, y: centre.y - h / 2, w, h };
}

/** The photo's size once fitted within MAX_WALL_SIDE on its longer side (never enlarged). */
export function fittedSize(width: number, height: number, maxSide = MAX_WALL_SIDE): { width: number; height: number } {
  const k = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** Where the ruler starts on a new photo: across the middle third, a little below the centre. */
export function startingRuler(width: number, height: number): [Point, Point] {
  return [
    { x: width / 3, y: height * 0.6 },
    { x: (width * 2) / 3, y: height * 0.6 },
  ];
}
