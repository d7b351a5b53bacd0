// Room-preview size codes: shape letter + size letter (SS .. LL), each a standard size of @brixilated/shop.
import { STANDARD_SIZES } from '@brixilated/shop';
export type ShapeLetter = 'S' | 'P' | 'L';
export type SizeLetter = 'S' | 'M' | 'L';
export type SizeCode = `${ShapeLetter}${SizeLetter}`;

export interface Plates {
  wide: number;
  high: number;
}

/** Width x height in base plates for each standard size code (SS 2x2 ... LL 4x3), from the shop's one size table. */
export const SIZE_CODE_PLATES = Object.fromEntries(
  STANDARD_SIZES.map((size) => [size.code, { wide: size.platesWide, high: size.platesHigh }]),
) as Record<SizeCode, Plates>;

export const SIZE_CODES = Object.keys(SIZE_CODE_PLATES) as SizeCode[];

export function isSizeCode(code: string): code is SizeCode {
  return code in SIZE_CODE_PLATES;
}

/** Plates for a size code, or the explicit plates (custom sizes), or a 3x3 fallback for unknown codes. */
export function platesFor(sizeCode: string, plates?: Plates): Plates {
  if (plates && plates.wide > 0 && plates.high > 0) return plates;
  if (isSizeCode(sizeCode)) return SIZE_CODE_PLATES[sizeCode];
  return { wide: 3, high: 3 };
}

/** The sample mosaic shown for a shape-size key when the visitor has no picture yet (S, P, L by S, M, L, C). */
export function sampleImageUrl(sizeCode: string): string {
  const shape = sizeCode[0] === 'P' || sizeCode[0] === 'L' ? sizeCode[0] : 'S';
  const size = ['S', 'M', 'L', 'C'].includes(sizeCode[1] ?? '') ? sizeCode[1] : 'C';
  return `/samples/${shape}${size}.png`;
}
