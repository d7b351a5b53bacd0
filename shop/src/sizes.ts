// A Brix is W x H base plates in one of three shapes; standard sizes, the custom-size rule and the price.
import { centsToDollars } from './money.ts';
import {
  INCHES_PER_PLATE,
  inchesToCm,
  inchesToPlates,
  MAX_PLATES,
  MIN_PLATES,
  platesToInches,
  platesToStuds,
} from './plates.ts';

export type Shape = 'Square' | 'Portrait' | 'Landscape';
export type SizeName = 'Small' | 'Medium' | 'Large' | 'Custom';
export type SizeCode = 'SS' | 'SM' | 'SL' | 'PS' | 'PM' | 'PL' | 'LS' | 'LM' | 'LL';

export const SHAPES: readonly Shape[] = ['Square', 'Portrait', 'Landscape'];
export const SIZE_NAMES: readonly SizeName[] = ['Small', 'Medium', 'Large', 'Custom'];

/** $30 a plate plus $29.99 a Brix, in cents. */
export const PRICE_PER_PLATE_CENTS = 3000;
export const BASE_PRICE_CENTS = 2999;

export interface StandardSize {
  code: SizeCode;
  shape: Shape;
  size: Exclude<SizeName, 'Custom'>;
  platesWide: number;
  platesHigh: number;
}

/** The nine standard sizes; the code is the shape's letter and the size's letter (room previews use it). */
export const STANDARD_SIZES: readonly StandardSize[] = [
  { code: 'SS', shape: 'Square', size: 'Small', platesWide: 2, platesHigh: 2 },
  { code: 'SM', shape: 'Square', size: 'Medium', platesWide: 3, platesHigh: 3 },
  { code: 'SL', shape: 'Square', size: 'Large', platesWide: 4, platesHigh: 4 },
  { code: 'PS', shape: 'Portrait', size: 'Small', platesWide: 2, platesHigh: 3 },
  { code: 'PM', shape: 'Portrait', size: 'Medium', platesWide: 2, platesHigh: 4 },
  { code: 'PL', shape: 'Portrait', size: 'Large', platesWide: 3, platesHigh: 4 },
  { code: 'LS', shape: 'Landscape', size: 'Small', platesWide: 3, platesHigh: 2 },
  { code: 'LM', shape: 'Landscape', size: 'Medium', platesWide: 4, platesHigh: 2 },
  { code: 'LL', shape: 'Landscape', size: 'Large', platesWide: 4, platesHigh: 3 },
];

export interface SizeRecord {
  shape: Shape;
  sizeData: {
    size: SizeName;
    code: SizeCode | null;
    price: number;
    priceCents: number;
    plates: { wide: number; high: number };
    studs: { wide: number; high: number };
    imperial: { width: number; height: number };
    metric: { width: number; height: number };
  };
}

/** The price of a W x H plate Brix in cents. */
export function priceCents(platesWide: number, platesHigh: number): number {
  return PRICE_PER_PLATE_CENTS * platesWide * platesHigh + BASE_PRICE_CENTS;
}

/** The shape a W x H plate count has. */
export function shapeOf(platesWide: number, platesHigh: number): Shape {
  if (platesWide === platesHigh) return 'Square';
  return platesHigh > platesWide ? 'Portrait' : 'Landscape';
}

/**
 * Why a custom size is not allowed, or null when it is: 1 to 8 whole plates a side, and the plates fit
 * the shape (square W = H, portrait H > W, landscape W > H).
 */
export function customSizeProblem(shape: Shape, platesWide: number, platesHigh: number): string | null {
  for (const plates of [platesWide, platesHigh]) {
    if (!Number.isInteger(plates) || plates < MIN_PLATES || plates > MAX_PLATES) {
      return `Each side must be ${MIN_PLATES * INCHES_PER_PLATE} to ${MAX_PLATES * INCHES_PER_PLATE} inches, in steps of ${INCHES_PER_PLATE}.`;
    }
  }
  if (shapeOf(platesWide, platesHigh) !== shape) {
    if (shape === 'Square') return 'A square Brix has the same width and height.';
    if (shape === 'Portrait') return 'A portrait Brix is taller than it is wide.';
    return 'A landscape Brix is wider than it is tall.';
  }
  return null;
}

export function sizeRecord(
  shape: Shape,
  size: SizeName,
  code: SizeCode | null,
  platesWide: number,
  platesHigh: number,
): SizeRecord {
  const cents = priceCents(platesWide, platesHigh);
  const width = platesToInches(platesWide);
  const height = platesToInches(platesHigh);
  return {
    shape,
    sizeData: {
      size,
      code,
      price: centsToDollars(cents),
      priceCents: cents,
      plates: { wide: platesWide, high: platesHigh },
      studs: { wide: platesToStuds(platesWide), high: platesToStuds(platesHigh) },
      imperial: { width, height },
      metric: { width: inchesToCm(width), height: inchesToCm(height) },
    },
  };
}

export const standardRecord = (s: StandardSize): SizeRecord =>
  sizeRecord(s.shape, s.size, s.code, s.platesWide, s.platesHigh);

/**
 * The size a W x H (inches) picture is: the standard size when one matches, otherwise Custom.
 * Null when the inches are not whole plates or out of range.
 */
export function sizeForInches(widthInches: number, heightInches: number): SizeRecord | null {
  if (widthInches % INCHES_PER_PLATE !== 0 || heightInches % INCHES_PER_PLATE !== 0) return null;
  const wide = widthInches / INCHES_PER_PLATE;
  const high = heightInches / INCHES_PER_PLATE;
  const shape = shapeOf(wide, high);
  if (customSizeProblem(shape, wide, high)) return null;
  const standard = STANDARD_SIZES.find((s) => s.platesWide === wide && s.platesHigh === high);
  return standard ? standardRecord(standard) : sizeRecord(shape, 'Custom', null, wide, high);
}

/**
 * Checks that shape, size name and inches describe one real size; returns the priced record or a message.
 * Standard names must carry their standard plates; Custom follows the shape rule within 1 to 8 plates.
 */
export function resolveItemSize(
  shape: Shape,
  size: SizeName,
  widthInches: number,
  heightInches: number,
): { ok: true; record: SizeRecord } | { ok: false; message: string } {
  if (
    !Number.isInteger(widthInches) ||
    !Number.isInteger(heightInches) ||
    widthInches % INCHES_PER_PLATE ||
    heightInches % INCHES_PER_PLATE
  ) {
    return { ok: false, message: `Width and height must be whole plates (${INCHES_PER_PLATE} inches each).` };
  }
  const wide = widthInches / INCHES_PER_PLATE;
  const high = heightInches / INCHES_PER_PLATE;
  if (size === 'Custom') {
    const problem = customSizeProblem(shape, wide, high);
    return problem
      ? { ok: false, message: problem }
      : { ok: true, record: sizeRecord(shape, 'Custom', null, wide, high) };
  }
  const standard = STANDARD_SIZES.find((s) => s.shape === shape && s.size === size);
  if (!standard || standard.platesWide !== wide || standard.platesHigh !== high) {
    return { ok: false, message: `That isn't the ${size.toLowerCase()} ${shape.toLowerCase()} size.` };
  }
  return { ok: true, record: standardRecord(standard) };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A W x H plate size's proportions in lowest terms, width first: "3:2" for 3 x 2 plates, "1:1" for any square. */
export function proportionsText(platesWide: number, platesHigh: number): string {
  const d = gcd(platesWide, platesHigh);
  return `${platesWide / d}:${platesHigh / d}`;
}

/**
 * A Brix's size wherever a customer or an admin reads one (cart, checkout, order pages, emails, the blueprint, the
 * building guide, the pick list, the names read aloud): its size, shape and proportions, as the wizard's Size step
 * names sizes ("Small Square 1:1", "Medium Landscape 2:1"). `width` and `height` are the print's inches.
 */
export function brixSizeName(item: { size: string; shape: string; width: number; height: number }): string {
  return platesSizeName(item, { wide: inchesToPlates(item.width), high: inchesToPlates(item.height) });
}

/** brixSizeName for a Brix known by its base plates rather than its inches (a saved design, a pick list line). */
export function platesSizeName(item: { size: string; shape: string }, plates: { wide: number; high: number }): string {
  return `${item.size} ${item.shape} ${proportionsText(plates.wide, plates.high)}`;
}

/** The share (0 to 1) of a `width` x `height` photo that a crop to W x H plates keeps (the crop is centred). */
export function cropKept(width: number, height: number, platesWide: number, platesHigh: number): number {
  const photo = width / height;
  const size = platesWide / platesHigh;
  return Math.min(photo, size) / Math.max(photo, size);
}

/** Among sizes that crop a photo alike, the one a dropped photo starts at: Medium first, then Large, then Small. */
const START_PREFERENCE: readonly StandardSize['size'][] = ['Medium', 'Large', 'Small'];

/** The standard size that crops least of a `width` x `height` photo (a 3:2 photo gets the 3:2 size). */
export function standardSizeForPhoto(width: number, height: number): StandardSize {
  const ranked = [...STANDARD_SIZES].sort(
    (a, b) =>
      cropKept(width, height, b.platesWide, b.platesHigh) - cropKept(width, height, a.platesWide, a.platesHigh) ||
      START_PREFERENCE.indexOf(a.size) - START_PREFERENCE.indexOf(b.size),
  );
  return ranked[0];
}

/** The price of the smallest standard size, in cents: what the shop's pages say a Brix costs "from". */
export const FROM_PRICE_CENTS = Math.min(...STANDARD_SIZES.map((s) => priceCents(s.platesWide, s.platesHigh)));
