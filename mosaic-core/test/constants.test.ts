// The TypeScript face keeps one copy of each limit the Rust core owns; this reads the compiled core's
// values through `mc_constant` and fails when the two drift apart.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BLUR_STUDS,
  DITHER_CODES,
  INCHES_PER_PLATE,
  MAX_HISTORY,
  MAX_PHOTO_PIXELS,
  MAX_PLATES_PER_SIDE,
  PALETTE,
  PALETTE_SIZE,
  STUDS_PER_PLATE,
} from '../js/index.ts';
import { WASM_PATH } from '../js/node.ts';

const KEYS = {
  paletteSize: 0,
  studsPerPlate: 1,
  maxHistory: 2,
  maxPhotoPixels: 3,
  maxStudsPerSide: 4,
  inchesPerPlate: 5,
  defaultBlurMilliStuds: 6,
  ditherCount: 7,
} as const;

async function compiledConstants(): Promise<Record<keyof typeof KEYS, number>> {
  const { instance } = await WebAssembly.instantiate(await readFile(WASM_PATH), {});
  const constant = instance.exports.mc_constant as (key: number) => number;
  return Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, constant(key) >>> 0])) as Record<
    keyof typeof KEYS,
    number
  >;
}

describe('the core constants', () => {
  it('are the values the compiled core reports', async () => {
    const core = await compiledConstants();
    expect(PALETTE_SIZE).toBe(core.paletteSize);
    expect(STUDS_PER_PLATE).toBe(core.studsPerPlate);
    expect(INCHES_PER_PLATE).toBe(core.inchesPerPlate);
    expect(MAX_HISTORY).toBe(core.maxHistory);
    expect(MAX_PHOTO_PIXELS).toBe(core.maxPhotoPixels);
    expect(PALETTE).toHaveLength(core.paletteSize);
    expect(DEFAULT_BLUR_STUDS * 1000).toBe(core.defaultBlurMilliStuds);
  });

  it('name every blending the core has, by its code', async () => {
    const core = await compiledConstants();
    expect(Object.values(DITHER_CODES).sort()).toEqual(Array.from({ length: core.ditherCount }, (_, i) => i));
  });

  it('let the core make a grid of the most plates a side', async () => {
    const core = await compiledConstants();
    expect(MAX_PLATES_PER_SIDE * STUDS_PER_PLATE).toBeLessThanOrEqual(core.maxStudsPerSide);
  });
});
