// The colorMap codec: a Brix's grid of palette indices as the shop sends and stores it, the JSON text
// {"width":W,"height":H,"indices":[...]} in studs, row-major from the top left.
import { MAX_GRID_SIDE } from './plates.ts';

/** A grid of palette indices (0 to 39), `width` x `height` studs, row-major from the top left. */
export interface ColorGrid {
  width: number;
  height: number;
  indices: number[];
}

export type ColorMapResult = { ok: true; grid: ColorGrid } | { ok: false; message: string };

/**
 * The longest colorMap text the shop reads: the compact form of the largest grid (256 x 256 studs,
 * two digits and a comma a stud) plus its wrapper. Anything longer is padding or not a grid.
 */
export const MAX_COLOR_MAP_CHARS = MAX_GRID_SIDE * MAX_GRID_SIDE * 3 + 64;

export const COLOR_MAP_MESSAGES = {
  notJson: 'The mosaic data is damaged (not JSON). Please rebuild your Brix.',
  badShape: 'The mosaic data is damaged (it needs width, height and indices).',
  tooLarge: 'The mosaic data is too large.',
} as const;

const isSide = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_GRID_SIDE;
const isIndex = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 255;

/**
 * Reads a colorMap and checks its shape: whole width and height of 1 to 256 studs, and exactly
 * width x height whole indices of 0 to 255. Whether each index is a palette colour and whether the grid
 * fits an item's size are the caller's checks (the core validates grids).
 */
export function parseColorMap(text: string): ColorMapResult {
  if (text.length > MAX_COLOR_MAP_CHARS) return { ok: false, message: COLOR_MAP_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: COLOR_MAP_MESSAGES.notJson };
  }
  if (typeof value !== 'object' || value === null) return { ok: false, message: COLOR_MAP_MESSAGES.badShape };
  const { width, height, indices } = value as Record<string, unknown>;
  if (!isSide(width) || !isSide(height) || !Array.isArray(indices)) return { ok: false, message: COLOR_MAP_MESSAGES.badShape };
  if (indices.length !== width * height) {
    return { ok: false, message: `The mosaic should have ${width * height} studs but has ${indices.length}.` };
  }
  if (!indices.every(isIndex)) return { ok: false, message: COLOR_MAP_MESSAGES.badShape };
  return { ok: true, grid: { width, height, indices: indices as number[] } };
}

/** The compact colorMap text of a grid: no spaces, keys in the order width, height, indices. */
export function serializeColorMap(grid: { width: number; height: number; indices: ArrayLike<number> }): string {
  return `{"width":${grid.width},"height":${grid.height},"indices":[${Array.prototype.join.call(grid.indices, ',')}]}`;
}
