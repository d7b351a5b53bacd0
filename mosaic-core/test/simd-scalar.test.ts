// The shop serves two builds of the core (scripts/build-wasm.mjs): mosaic_core.wasm with SIMD128, which
// Node and most browsers run, and mosaic_core_scalar.wasm without it, for browsers without WebAssembly
// SIMD. A customer must get the same mosaic from either, so this runs the same photos and slider settings
// on both and compares what each stage hands on, bit for bit: the stud colours after the sliders (the
// f32 values quantizing reads, where the SIMD lanes do their work), then the grids, counts and mean colour
// errors with dithering Off, Smooth (Floyd-Steinberg) and Atkinson, the auto-adjust suggestions and the
// rendered pictures. It also checks that each module is the build its name says, and the browser's choice
// between them (mosaic-core/js/simd.ts).
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coreWasmUrl,
  hasWasmSimd,
  SIMD_PROBE,
  type Adjustments,
  type Dither,
  type MosaicCore,
  type Photo,
} from '../js/index.ts';
import { decodePhoto, loadMosaicCoreNode, SCALAR_WASM_PATH, WASM_PATH } from '../js/node.ts';
import { patternPhoto, photoFiles } from './helpers.ts';

let simd: MosaicCore;
let scalar: MosaicCore;
beforeAll(async () => {
  [simd, scalar] = await Promise.all([loadMosaicCoreNode(), loadMosaicCoreNode({ scalar: true })]);
});

describe('the two builds of the core', () => {
  it('are what their names say: Node loads the SIMD128 one unless asked for the scalar one', async () => {
    expect(simd.simd128).toBe(true);
    expect(scalar.simd128).toBe(false);
    expect((await loadMosaicCoreNode({ optimized: true })).simd128).toBe(true);
    // The files themselves, as a browser would instantiate them.
    for (const [file, want] of [
      [WASM_PATH, 1],
      [SCALAR_WASM_PATH, 0],
    ] as const) {
      const { instance } = await WebAssembly.instantiate(await readFile(file), {});
      expect((instance.exports.mc_simd128 as () => number)(), path.basename(file)).toBe(want);
    }
  });
});

/** A small xorshift generator, so the random settings are the same in every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

interface Setting {
  plates: number;
  adjustments: Adjustments;
}

type Sliders = { brightness: number[]; contrast: number[]; saturation: number[] };
/** Every combination: values on each side of 100 and the ends, so each of the one-pass adjust's three ways is taken (none, per-channel table, saturation matrix). */
const FULL: Sliders = {
  brightness: [0, 45, 80, 100, 118, 163, 200],
  contrast: [0, 55, 100, 127, 200],
  saturation: [0, 60, 100, 110, 200],
};
const SMALL: Sliders = { brightness: [0, 70, 100, 133, 200], contrast: [0, 100, 140], saturation: [0, 100, 115, 200] };
const TINY: Sliders = { brightness: [0, 100, 163, 200], contrast: [55, 100, 200], saturation: [0, 100, 200] };

/**
 * The combinations of `grids[plates]` at each size, then `randomCount` settings anywhere on the sliders,
 * whole and fractional (the core takes any value from 0 to 200), at the three sizes in turn.
 */
function settings(grids: Record<number, Sliders>, randomCount: number, seed: number): Setting[] {
  const out: Setting[] = [];
  for (const [plates, g] of Object.entries(grids)) {
    for (const b of g.brightness) {
      for (const c of g.contrast) {
        for (const s of g.saturation)
          out.push({ plates: Number(plates), adjustments: { brightness: b, contrast: c, saturation: s } });
      }
    }
  }
  const next = random(seed);
  for (let i = 0; i < randomCount; i++) {
    const value = () => (i % 2 ? Math.round(next() * 200) : Math.round(next() * 2000) / 10);
    out.push({
      plates: [2, 4, 8][i % 3],
      adjustments: { brightness: value(), contrast: value(), saturation: value() },
    });
  }
  return out;
}

const describeSetting = (s: Setting) =>
  `${s.plates * 32} studs b${s.adjustments.brightness} c${s.adjustments.contrast} s${s.adjustments.saturation}`;

/** Where two byte arrays first differ, or null when they are equal. */
function firstDifference(a: Uint8Array, b: Uint8Array): number | null {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return null;
}

const bytesOf = (f: Float32Array) => new Uint8Array(f.buffer, f.byteOffset, f.byteLength);

/**
 * Runs every setting on the photo in both modules and lists the differences (the first 20; empty when the
 * two agree bit for bit). Dithering Off and Smooth for every setting, Atkinson for every fourth.
 */
function compare(name: string, rgba: Uint8Array, width: number, height: number, list: Setting[]): string[] {
  const differences: string[] = [];
  const a: Photo = simd.openPhoto(rgba, width, height);
  const b: Photo = scalar.openPhoto(rgba, width, height);
  try {
    list.forEach((s, n) => {
      const dithers: Dither[] = n % 4 === 0 ? ['none', 'floyd-steinberg', 'atkinson'] : ['none', 'floyd-steinberg'];
      for (const dither of dithers) {
        // The mean error is measured for every setting without dithering and every fourth with (it is made
        // from the stud colours and the grid, compared on their own for every setting).
        const measureError = dither === 'none' || n % 4 === 0;
        const opts = { platesWide: s.plates, platesHigh: s.plates, adjustments: s.adjustments, dither, measureError };
        const ra = a.pixelate(opts);
        const rb = b.pixelate(opts);
        const where = `${name} ${describeSetting(s)} ${dither}`;
        if (dither === 'none') {
          const colours = firstDifference(bytesOf(a.studColors()), bytesOf(b.studColors()));
          if (colours !== null) {
            const stud = Math.floor(colours / 12);
            differences.push(
              `${where}: stud ${stud}'s colour ${[...a.studColors().slice(stud * 3, stud * 3 + 3)]} against ${[...b.studColors().slice(stud * 3, stud * 3 + 3)]}`,
            );
          }
        }
        const grid = firstDifference(ra.grid.indices, rb.grid.indices);
        if (grid !== null)
          differences.push(
            `${where}: stud ${grid} is colour ${ra.grid.indices[grid]} against ${rb.grid.indices[grid]}`,
          );
        if (firstDifference(new Uint8Array(ra.counts.buffer), new Uint8Array(rb.counts.buffer)) !== null)
          differences.push(`${where}: counts differ`);
        if (!Object.is(ra.meanDeltaE, rb.meanDeltaE))
          differences.push(`${where}: mean error ${ra.meanDeltaE} against ${rb.meanDeltaE}`);
      }
    });
  } finally {
    a.free();
    b.free();
  }
  return differences.length > 20 ? [...differences.slice(0, 20), `and ${differences.length - 20} more`] : differences;
}

describe('the SIMD128 and scalar builds give the same results bit for bit', () => {
  it('for 301 slider settings at 64, 128 and 256 studs on a made-up photo of gradients, edges and noise', () => {
    const { rgba, width, height } = patternPhoto();
    const list = settings({ 2: FULL, 4: SMALL, 8: TINY }, 30, 0x1234567);
    expect(list.length).toBe(301);
    expect(compare('pattern', rgba, width, height, list)).toEqual([]);
  });

  it.each([0, 1])('for 153 slider settings at 64, 128 and 256 studs on shared photo %i', async (i) => {
    const file = photoFiles[Math.floor((i * photoFiles.length) / 2)];
    const { rgba, width, height } = await decodePhoto(file);
    const list = settings(
      { 2: SMALL, 4: SMALL, 8: { brightness: [0, 100, 200], contrast: [100, 200], saturation: [0, 115] } },
      21,
      0x9e3779b9 + i,
    );
    expect(list.length).toBe(153);
    expect(compare(path.basename(file), rgba, width, height, list)).toEqual([]);
  });

  it('for auto-adjust suggestions, Off and Smooth, searched at the size itself and at a quarter of it', async () => {
    const photos = [
      patternPhoto(),
      await decodePhoto(photoFiles[0]),
      await decodePhoto(photoFiles[photoFiles.length - 1]),
    ];
    for (const { rgba, width, height } of photos) {
      const a = simd.openPhoto(rgba, width, height);
      const b = scalar.openPhoto(rgba, width, height);
      try {
        for (const plates of [2, 8]) {
          for (const dither of ['none', 'floyd-steinberg'] as Dither[]) {
            const opts = { platesWide: plates, platesHigh: plates, dither };
            expect(a.suggestAdjustments(opts), `${plates * 32} studs ${dither}`).toEqual(b.suggestAdjustments(opts));
          }
        }
      } finally {
        a.free();
        b.free();
      }
    }
  });

  it('for the searched blending (Best likeness) and the fidelity measure', async () => {
    for (const { rgba, width, height } of [patternPhoto(), await decodePhoto(photoFiles[0])]) {
      const a = simd.openPhoto(rgba, width, height);
      const b = scalar.openPhoto(rgba, width, height);
      try {
        for (const plates of [2, 4]) {
          const opts = { platesWide: plates, platesHigh: plates, dither: 'likeness' as const };
          const ra = a.pixelate(opts);
          const rb = b.pixelate(opts);
          expect(firstDifference(ra.grid.indices, rb.grid.indices), `${plates * 32} studs`).toBeNull();
          expect(a.fidelity(ra.grid)).toEqual(b.fidelity(rb.grid));
        }
      } finally {
        a.free();
        b.free();
      }
    }
  });

  it('for the pictures rendered from a grid: flat, shaded studs and seen from a distance', () => {
    const { rgba, width, height } = patternPhoto();
    const photo = simd.openPhoto(rgba, width, height);
    const { grid } = photo.pixelate({
      platesWide: 4,
      platesHigh: 4,
      adjustments: { brightness: 110, contrast: 120, saturation: 130 },
      dither: 'floyd-steinberg',
    });
    photo.free();
    for (const style of ['flat', 'studs', 'distance'] as const) {
      const pa = simd.render(grid, { pxPerStud: 4, style });
      const pb = scalar.render(grid, { pxPerStud: 4, style });
      expect(firstDifference(new Uint8Array(pa.rgba.buffer), new Uint8Array(pb.rgba.buffer)), style).toBeNull();
    }
  });
});

describe('studColors', () => {
  it('are the stud colours quantizing reads, and only after a pixelate at the current size', () => {
    const { rgba, width, height } = patternPhoto();
    const photo = simd.openPhoto(rgba, width, height);
    try {
      expect(() => photo.studColors()).toThrow(/Pixelate the photo/);
      photo.pixelate({ platesWide: 2, platesHigh: 1 });
      const colours = photo.studColors();
      expect(colours.length).toBe(64 * 32 * 3);
      expect(colours.every((c) => c >= 0 && c <= 1)).toBe(true);
      const darker =
        (photo.pixelate({
          platesWide: 2,
          platesHigh: 1,
          adjustments: { brightness: 50, contrast: 100, saturation: 100 },
        }),
        photo.studColors());
      expect(darker.every((c, i) => c <= colours[i])).toBe(true);
      expect(darker.some((c, i) => c < colours[i])).toBe(true);
      // The suggestion at another size moves the photo there: no stud colours until it is pixelated again.
      photo.suggestAdjustments({ platesWide: 4, platesHigh: 4 });
      expect(() => photo.studColors()).toThrow(/Pixelate the photo/);
    } finally {
      photo.free();
    }
  });
});

describe('the browser worker chooses the module', () => {
  const urls = { simd: '/assets/mosaic_core-1.wasm', scalar: '/assets/mosaic_core_scalar-2.wasm' };

  it('SIMD128 where the engine compiles the SIMD probe, scalar where it does not', () => {
    const asked: Uint8Array[] = [];
    expect(coreWasmUrl(urls, (bytes) => (asked.push(bytes), true))).toBe(urls.simd);
    expect(coreWasmUrl(urls, (bytes) => (asked.push(bytes), false))).toBe(urls.scalar);
    expect(asked).toEqual([SIMD_PROBE, SIMD_PROBE]);
  });

  it('scalar when asking throws (no WebAssembly object at all)', () => {
    expect(
      coreWasmUrl(urls, () => {
        throw new ReferenceError('WebAssembly is not defined');
      }),
    ).toBe(urls.scalar);
  });

  it('uses a probe that is a valid module with SIMD instructions, so an engine with SIMD (Node 20) gets the SIMD module', () => {
    expect(WebAssembly.validate(SIMD_PROBE)).toBe(true);
    expect(hasWasmSimd()).toBe(true);
    expect(coreWasmUrl(urls)).toBe(urls.simd);
    // Its one function returns a v128, and its body uses the SIMD prefix (0xfd) and the saturating conversion (0xfc 0x00).
    expect([...SIMD_PROBE.subarray(8, 15)]).toEqual([0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b]);
    expect(SIMD_PROBE.filter((byte) => byte === 0xfd).length).toBe(2);
    expect([...SIMD_PROBE.subarray(29, 31)]).toEqual([0xfc, 0x00]);
    // Without the v128 result and the SIMD instructions, the same function is a plain valid module: the probe
    // fails only for lack of SIMD (an engine without it refuses it, as `wasm-validate --disable-simd` does).
    const plain = new Uint8Array([
      ...SIMD_PROBE.subarray(0, 14),
      0x7f, // result i32
      ...SIMD_PROBE.subarray(15, 20),
      0x0b,
      0x01,
      0x09,
      0x00, // code section of one 9-byte body
      ...SIMD_PROBE.subarray(24, 31),
      0x0b, // f32.const 0; i32.trunc_sat_f32_s; end
    ]);
    expect(WebAssembly.validate(plain)).toBe(true);
  });
});
