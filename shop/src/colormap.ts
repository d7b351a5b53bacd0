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

const isSide = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_GRID_SIDE;
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
  if (!isSide(width) || !isSide(height) || !Array.isArray(indices))
    return { ok: false, message: COLOR_MAP_MESSAGES.badShape };
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

/** A grid whose indices are bytes: what the server's core checks, counts and draws. */
export interface ByteGrid {
  width: number;
  height: number;
  indices: Uint8Array;
}

export type ReadColorMapResult = { ok: true; grid: ByteGrid; compact: string } | { ok: false; message: string };

/**
 * parseColorMap with the grid as bytes and its compact text: the same checks, messages and grid. Text that is
 * already compact (what the shop writes, stores and the web app sends) is read in one pass over its characters
 * and kept as it is, instead of being decoded into a JSON array and written out again; any other spelling
 * (spacing, another key order, `1.0`) goes through parseColorMap and is answered compact.
 */
export function readColorMap(text: string): ReadColorMapResult {
  if (text.length > MAX_COLOR_MAP_CHARS) return { ok: false, message: COLOR_MAP_MESSAGES.tooLarge };
  const grid = readCompact(text);
  if (grid) return { ok: true, grid, compact: text };
  const parsed = parseColorMap(text);
  if (!parsed.ok) return parsed;
  const { width, height, indices } = parsed.grid;
  return {
    ok: true,
    grid: { width, height, indices: Uint8Array.from(indices) },
    compact: serializeColorMap(parsed.grid),
  };
}

const ZERO = 48;
const NINE = 57;
const COMMA = 44;
const CLOSE = 93; // ]

/**
 * The grid of a text exactly in the compact form (serializeColorMap's: no spaces, keys width, height, indices,
 * every number written the shortest way) with a valid shape; null for anything else, which the caller then reads
 * the general way. A text accepted here parses (JSON.parse) to this grid and serializes back to itself.
 */
function readCompact(text: string): ByteGrid | null {
  if (!text.startsWith('{"width":')) return null;
  let at = 9;
  const width = readSide(text, at);
  if (width < 0) return null;
  at += String(width).length;
  if (!text.startsWith(',"height":', at)) return null;
  at += 10;
  const height = readSide(text, at);
  if (height < 0) return null;
  at += String(height).length;
  if (!text.startsWith(',"indices":[', at)) return null;
  at += 12;
  const indices = new Uint8Array(width * height);
  // One pass: up to three digits (no leading zero), then a comma, or the closing bracket after the last.
  for (let n = 0; ;) {
    let c = text.charCodeAt(at++);
    if (c < ZERO || c > NINE) return null;
    let value = c - ZERO;
    c = text.charCodeAt(at++);
    if (value !== 0 && c >= ZERO && c <= NINE) {
      value = value * 10 + (c - ZERO);
      c = text.charCodeAt(at++);
      if (c >= ZERO && c <= NINE) {
        value = value * 10 + (c - ZERO);
        c = text.charCodeAt(at++);
      }
    }
    if (value > 255 || n === indices.length) return null;
    indices[n++] = value;
    if (c === COMMA) continue;
    if (c !== CLOSE || n !== indices.length) return null;
    break;
  }
  return text.length === at + 1 && text.charCodeAt(at) === 125 /* } */ ? { width, height, indices } : null;
}

/** A width or height of 1 to MAX_GRID_SIDE written the shortest way at `at`, or -1. */
function readSide(text: string, at: number): number {
  let value = 0;
  let digits = 0;
  for (let c = text.charCodeAt(at); c >= ZERO && c <= NINE; c = text.charCodeAt(++at)) {
    if (digits === 0 && c === ZERO) return -1;
    value = value * 10 + (c - ZERO);
    if (++digits > 3) return -1;
  }
  return value >= 1 && value <= MAX_GRID_SIDE ? value : -1;
}
