import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADJUSTMENTS,
  loadMosaicCore,
  MAX_HISTORY,
  MosaicError,
  PALETTE,
  PALETTE_SIZE,
  STUDS_PER_PLATE,
  type Edit,
  type Grid,
  type MosaicCore,
} from '../js/index.ts';
import { decodePhoto, loadMosaicCoreNode, WASM_PATH } from '../js/node.ts';
import { photoFiles, synthetic } from './helpers.ts';

let core: MosaicCore;

beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

function expectMosaicError(fn: () => unknown, code: string, message?: string | RegExp): void {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(MosaicError);
  expect((caught as MosaicError).code).toBe(code);
  if (message !== undefined) expect((caught as MosaicError).message).toMatch(message);
}

function gridOf(width: number, height: number, fill: (i: number) => number): Grid {
  return { width, height, indices: Uint8Array.from({ length: width * height }, (_, i) => fill(i)) };
}

describe('palette', () => {
  it('has the 40 colours of palette.json, the same as the WebAssembly table', () => {
    expect(PALETTE).toHaveLength(PALETTE_SIZE);
    expect(PALETTE[0]).toEqual({ index: 0, name: 'Black', hex: '#05131d', basic: 'black', rgb: [5, 19, 29] });
    expect(Array.from(core.paletteRgb())).toEqual(PALETTE.flatMap((c) => [...c.rgb]));
    PALETTE.forEach((c, i) => expect(c.index).toBe(i));
  });
});

describe('loading', () => {
  it('accepts bytes, a compiled module, a Response and a promised Response with the wrong content type', async () => {
    const bytes = await readFile(WASM_PATH);
    const fromModule = await loadMosaicCore(await WebAssembly.compile(bytes));
    const fromResponse = await loadMosaicCore(new Response(bytes, { headers: { 'content-type': 'application/wasm' } }));
    const fromPromise = await loadMosaicCore(
      Promise.resolve(new Response(bytes, { headers: { 'content-type': 'text/plain' } })),
    );
    for (const c of [fromModule, fromResponse, fromPromise]) expect(c.counts(gridOf(2, 1, () => 3))[3]).toBe(2);
  });
});

describe('the shared photos', () => {
  it.each(photoFiles.map((f) => [path.basename(f), f]))(
    '%s pixelates at 2 x 2 and 4 x 3 plates, with and without dithering',
    async (_name, file) => {
      const decoded = await decodePhoto(file);
      const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
      try {
        for (const [platesWide, platesHigh] of [
          [2, 2],
          [4, 3],
        ]) {
          const studs = platesWide * platesHigh * STUDS_PER_PLATE * STUDS_PER_PLATE;
          if (Math.min(decoded.width / platesWide, decoded.height / platesHigh) < STUDS_PER_PLATE) continue;
          for (const dither of ['none', 'floyd-steinberg', 'atkinson'] as const) {
            const r = photo.pixelate({ platesWide, platesHigh, dither });
            expect(r.grid.width).toBe(platesWide * STUDS_PER_PLATE);
            expect(r.grid.height).toBe(platesHigh * STUDS_PER_PLATE);
            expect(r.grid.indices).toHaveLength(studs);
            expect(r.grid.indices.every((i) => i < PALETTE_SIZE)).toBe(true);
            expect(r.counts).toHaveLength(PALETTE_SIZE);
            expect(r.counts.reduce((a, b) => a + b, 0)).toBe(studs);
            expect(Array.from(r.counts)).toEqual(Array.from(core.counts(r.grid)));
            expect(r.meanDeltaE).toBeGreaterThan(0);
            expect(r.meanDeltaE).toBeLessThan(40);
            for (const t of Object.values(r.timingsMs)) expect(t).toBeGreaterThanOrEqual(0);
          }
        }
      } finally {
        photo.free();
      }
    },
  );

  it('gives the same grid for the same photo and settings, and a different one when a slider moves', async () => {
    const decoded = await decodePhoto(photoFiles[0]);
    const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
    const a = photo.pixelate({ platesWide: 2, platesHigh: 2 });
    photo.pixelate({ platesWide: 3, platesHigh: 2 }); // another size in between
    const b = photo.pixelate({ platesWide: 2, platesHigh: 2, adjustments: DEFAULT_ADJUSTMENTS });
    expect(b.grid.indices).toEqual(a.grid.indices);
    const darker = photo.pixelate({
      platesWide: 2,
      platesHigh: 2,
      adjustments: { brightness: 60, contrast: 100, saturation: 100 },
    });
    expect(darker.grid.indices).not.toEqual(a.grid.indices);
    // Results are copies: later calls leave them alone.
    expect(a.grid.indices).toEqual(b.grid.indices);
    photo.free();
  });

  it.each([
    ['cold-ripple.jpg', 2, 2],
    ['cold-ripple.jpg', 4, 4],
    ['grey.jpg', 3, 2],
  ])(
    'suggests slider values for %s at %i x %i plates that do not raise the mean colour error',
    async (name, platesWide, platesHigh) => {
      const decoded = await decodePhoto(photoFiles.find((f) => f.endsWith(name)) ?? photoFiles[0]);
      const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
      const s = photo.suggestAdjustments({ platesWide, platesHigh });
      for (const v of [s.brightness, s.contrast, s.saturation]) {
        expect(v).toBeGreaterThanOrEqual(60);
        expect(v).toBeLessThanOrEqual(140);
      }
      const before = photo.pixelate({ platesWide, platesHigh }).meanDeltaE;
      const after = photo.pixelate({ platesWide, platesHigh, adjustments: s }).meanDeltaE;
      expect(after).toBeLessThanOrEqual(before + 1e-9);
      photo.free();
    },
  );

  it('decodes upright by EXIF orientation and refuses other formats', async () => {
    const sideways = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const d = await decodePhoto(sideways);
    expect([d.width, d.height]).toEqual([20, 40]);
    expect(d.rgba).toHaveLength(20 * 40 * 4);
    const deep = await sharp({ create: { width: 6, height: 4, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const d16 = await decodePhoto(deep);
    expect(d16.rgba).toHaveLength(6 * 4 * 4);
    expect(Array.from(d16.rgba.slice(0, 4))).toEqual([10, 200, 30, 255]);
    const webp = await decodePhoto(
      await sharp({ create: { width: 5, height: 3, channels: 4, background: '#ff0000' } })
        .webp({ lossless: true })
        .toBuffer(),
    );
    expect([webp.width, webp.height, webp.rgba[0]]).toEqual([5, 3, 255]);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(decodePhoto(gif)).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'Only JPEG, PNG and WebP photos can be used',
    });
    await expect(decodePhoto(Buffer.from('not a photo'))).rejects.toMatchObject({ code: 'BAD_INPUT' });
    await expect(decodePhoto('/no/such/photo.jpg')).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });
});

describe('memory', () => {
  it('gives a freed photo its memory back, so photo after photo does not grow the module', () => {
    const memory = (core as unknown as { x: { memory: WebAssembly.Memory } }).x.memory;
    const rgba = synthetic(2000, 1500, (x, y) => [x % 256, y % 256, 90]);
    const sizes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const photo = core.openPhoto(rgba, 2000, 1500);
      photo.pixelate({ platesWide: 2, platesHigh: 2 });
      photo.pixelate({ platesWide: 4, platesHigh: 3 });
      photo.free();
      sizes.push(memory.buffer.byteLength);
    }
    // 12 photos of 12 MB each stay well under what keeping them all would take.
    expect(sizes[11]).toBe(sizes[3]);
    expect(sizes[11]).toBeLessThan(100 * 1024 * 1024);
  });
});

describe('a photo written in place (newPhoto)', () => {
  it('gives the grid openPhoto gives for the same pixels, and its view follows a memory grown meanwhile', async () => {
    const decoded = await decodePhoto(photoFiles[0]);
    const { width, height, rgba } = decoded;
    const opened = core.openPhoto(rgba, width, height);
    const expected = opened.pixelate({ platesWide: 2, platesHigh: 2, dither: 'floyd-steinberg' });
    opened.free();
    const { photo, pixels } = core.newPhoto(width, height);
    expect(pixels().length).toBe(width * height * 4);
    // The first half written, then the memory grown by another photo, then the rest through a fresh view.
    const half = Math.floor(height / 2) * width * 4;
    const early = pixels();
    early.set(rgba.subarray(0, half));
    // A photo larger than all the memory there is cannot fit without growing it.
    const memory = (core as unknown as { x: { memory: WebAssembly.Memory } }).x.memory;
    const side = Math.ceil(Math.sqrt(memory.buffer.byteLength / 4)) + 1;
    const other = core.openPhoto(
      synthetic(side, side, () => [1, 2, 3]),
      side,
      side,
    );
    expect(early.length).toBe(0);
    pixels().set(rgba.subarray(half), half);
    const result = photo.pixelate({ platesWide: 2, platesHigh: 2, dither: 'floyd-steinberg' });
    expect(result.grid.indices).toEqual(expected.grid.indices);
    expect(result.counts).toEqual(expected.counts);
    other.free();
    photo.free();
    expectMosaicError(() => pixels(), 'BAD_INPUT', /freed/);
    expectMosaicError(() => core.newPhoto(0, 10), 'BAD_INPUT');
    expectMosaicError(() => core.newPhoto(10_000, 10_000), 'BAD_INPUT', /50 megapixels/);
  });
});

describe('warm-up', () => {
  it('grows memory for a photo of the size once, so that photo opens without growing it, and changes no result', async () => {
    const rgba = synthetic(2000, 1500, (x, y) => [(x * 7) % 256, (y * 3) % 256, (x + y) % 256]);
    const fresh = await loadMosaicCoreNode();
    const expected = fresh
      .openPhoto(rgba, 2000, 1500)
      .pixelate({ platesWide: 4, platesHigh: 4, dither: 'floyd-steinberg' });
    const warmed = await loadMosaicCoreNode();
    const memory = (warmed as unknown as { x: { memory: WebAssembly.Memory } }).x.memory;
    const before = memory.buffer.byteLength;
    warmed.warmUp({ width: 2000, height: 1500 });
    const grown = memory.buffer.byteLength;
    expect(grown).toBeGreaterThan(before + 2000 * 1500 * 4);
    const photo = warmed.openPhoto(rgba, 2000, 1500);
    const result = photo.pixelate({ platesWide: 4, platesHigh: 4, dither: 'floyd-steinberg' });
    expect(memory.buffer.byteLength).toBe(grown);
    expect(result.grid.indices).toEqual(expected.grid.indices);
    expect(result.counts).toEqual(expected.counts);
    expect(result.meanDeltaE).toBe(expected.meanDeltaE);
    expectMosaicError(() => warmed.warmUp({ width: 0, height: 10 }), 'BAD_INPUT');
    expectMosaicError(() => warmed.warmUp({ width: 10_000, height: 10_000 }), 'BAD_INPUT', /50 megapixels/);
  });
});

describe('optimised load (the CLI)', () => {
  it('gives the same results as the default load', async () => {
    const rgba = synthetic(900, 700, (x, y) => [(x * 5) % 256, (y * 11) % 256, (x * y) % 256]);
    const optimized = await loadMosaicCoreNode({ optimized: true });
    for (const dither of ['none', 'floyd-steinberg', 'atkinson'] as const) {
      const options = {
        platesWide: 4,
        platesHigh: 3,
        dither,
        adjustments: { brightness: 115, contrast: 95, saturation: 130 },
      };
      const want = core.openPhoto(rgba, 900, 700).pixelate(options);
      const got = optimized.openPhoto(rgba, 900, 700).pixelate(options);
      expect(got.grid.indices).toEqual(want.grid.indices);
      expect(got.counts).toEqual(want.counts);
      expect(got.meanDeltaE).toBe(want.meanDeltaE);
    }
  });
});

describe('measureError: false', () => {
  it('gives the same grid and counts with NaN for the mean error', () => {
    const rgba = synthetic(700, 600, (x, y) => [(x * 3) % 256, (y * 7) % 256, (x + 2 * y) % 256]);
    const photo = core.openPhoto(rgba, 700, 600);
    for (const dither of ['none', 'floyd-steinberg', 'atkinson'] as const) {
      for (const allowed of [undefined, [0, 1, 4, 18, 33]]) {
        const options = {
          platesWide: 3,
          platesHigh: 2,
          dither,
          allowed,
          adjustments: { brightness: 90, contrast: 120, saturation: 140 },
        };
        const quick = photo.pixelate({ ...options, measureError: false });
        const measured = photo.pixelate(options);
        expect(quick.grid.indices).toEqual(measured.grid.indices);
        expect(quick.counts).toEqual(measured.counts);
        expect(quick.meanDeltaE).toBeNaN();
        expect(measured.meanDeltaE).toBeGreaterThan(0);
      }
    }
    photo.free();
  });
});

describe('a smaller picture (studs)', () => {
  it('is the same photo at fewer studs, measured at that size, and refuses more studs than the plates have', () => {
    const rgba = synthetic(700, 600, (x, y) => [(x * 3) % 256, (y * 7) % 256, (x + 2 * y) % 256]);
    const photo = core.openPhoto(rgba, 700, 600);
    const small = photo.pixelate({ platesWide: 3, platesHigh: 2, studs: { wide: 30, high: 20 }, dither: 'clean' });
    expect(small.grid).toMatchObject({ width: 30, height: 20 });
    expect(small.grid.indices).toHaveLength(600);
    expect(photo.studColors()).toHaveLength(30 * 20 * 3);
    expect(photo.fidelity(small.grid).meanDeltaE).toBeGreaterThan(0);
    // The plates' own size is a photo at 96 x 64 studs, as without `studs`.
    const whole = photo.pixelate({ platesWide: 3, platesHigh: 2, studs: { wide: 96, high: 64 } });
    expect(whole.grid.indices).toEqual(photo.pixelate({ platesWide: 3, platesHigh: 2 }).grid.indices);
    expectMosaicError(
      () => photo.pixelate({ platesWide: 1, platesHigh: 1, studs: { wide: 33, high: 8 } }),
      'BAD_INPUT',
    );
    expectMosaicError(() => photo.pixelate({ platesWide: 1, platesHigh: 1, studs: { wide: 8, high: 0 } }), 'BAD_INPUT');
    photo.free();
  });
});

describe('Best likeness and the fidelity measure', () => {
  it.each(['cat.jpg', 'coffee.jpg'])(
    'on %s the searched grid looks more like the photo than Smooth, uses allowed colours, and repeats',
    async (name) => {
      const decoded = await decodePhoto(photoFiles.find((f) => f.endsWith(name)) ?? photoFiles[0]);
      const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
      try {
        const size = { platesWide: 2, platesHigh: 2 };
        const measured = (dither: 'none' | 'floyd-steinberg' | 'likeness') => {
          const r = photo.pixelate({ ...size, dither });
          return { r, f: photo.fidelity(r.grid) };
        };
        const off = measured('none');
        const smooth = measured('floyd-steinberg');
        const likeness = measured('likeness');
        expect(smooth.f.meanDeltaE).toBeLessThan(off.f.meanDeltaE);
        expect(likeness.f.meanDeltaE).toBeLessThan(smooth.f.meanDeltaE);
        expect(likeness.f.p95DeltaE).toBeGreaterThanOrEqual(likeness.f.meanDeltaE);
        expect(likeness.f.blurStuds).toBe(1);
        expect(Array.from(likeness.r.counts)).toEqual(Array.from(core.counts(likeness.r.grid)));
        expect(likeness.r.meanDeltaE).toBeGreaterThan(0);
        expect(likeness.r.grid.indices).not.toEqual(smooth.r.grid.indices);
        // The same photo and settings give the same grid, after another size and another photo in between.
        photo.pixelate({ platesWide: 3, platesHigh: 2, dither: 'likeness' });
        const other = core.openPhoto(
          synthetic(300, 300, (x, y) => [x % 256, y % 256, (x * y) % 256]),
          300,
          300,
        );
        other.pixelate({ ...size, dither: 'likeness' });
        other.free();
        expect(photo.pixelate({ ...size, dither: 'likeness' }).grid.indices).toEqual(likeness.r.grid.indices);
        expect(() => photo.fidelity(gridOf(32, 32, () => 0))).toThrow(MosaicError);
        expectMosaicError(() => photo.fidelity(likeness.r.grid, { blurStuds: 17 }), 'BAD_INPUT', /blur/);
        const allowed = [0, 1, 2, 3, 5, 10, 11, 28];
        const limited = photo.pixelate({ ...size, dither: 'likeness', allowed });
        expect(limited.grid.indices.every((i) => allowed.includes(i))).toBe(true);
      } finally {
        photo.free();
      }
    },
  );

  it('caps the colours to those that render the photo best, and tidies lone studs', async () => {
    const decoded = await decodePhoto(photoFiles.find((f) => f.endsWith('evening-glow.jpg')) ?? photoFiles[0]);
    const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
    try {
      const size = { platesWide: 2, platesHigh: 2, dither: 'likeness' as const };
      const all = photo.pixelate(size);
      const used = (r: { counts: Uint32Array }) => Array.from(r.counts).filter((n) => n > 0).length;
      expect(used(all)).toBeGreaterThan(12);
      const allowed = Array.from({ length: 30 }, (_, i) => i);
      for (const maxColors of [24, 16, 12, 8]) {
        const r = photo.pixelate({ ...size, maxColors, allowed });
        expect(used(r)).toBeLessThanOrEqual(maxColors);
        expect(r.grid.indices.every((i) => i < 30)).toBe(true);
        expect(photo.pixelate({ ...size, maxColors, allowed }).grid.indices).toEqual(r.grid.indices);
      }
      const lone = photo.fidelity(all.grid).loneStuds;
      const tidied = photo.pixelate({ ...size, tidy: true });
      expect(photo.fidelity(tidied.grid).loneStuds).toBeLessThan(lone / 4);
      // Smooth tidied too.
      const smooth = photo.pixelate({ ...size, dither: 'floyd-steinberg' });
      const smoothTidied = photo.pixelate({ ...size, dither: 'floyd-steinberg', tidy: true });
      expect(photo.fidelity(smoothTidied.grid).loneStuds).toBeLessThan(photo.fidelity(smooth.grid).loneStuds);
      expectMosaicError(() => photo.pixelate({ ...size, maxColors: 0 }), 'BAD_INPUT', /maxColors/);
      expectMosaicError(() => photo.pixelate({ ...size, maxColors: 41 }), 'BAD_INPUT', /maxColors/);
    } finally {
      photo.free();
    }
  });

  it('measures a grid of the photo palette colours as alike, and a changed colour as less alike', () => {
    // A photo made of palette colours, one per 10 x 10 block: pixelated Off, each stud is its own colour.
    const width = 320;
    const colours = [0, 1, 4, 18, 6];
    const rgba = synthetic(width, width, (x, y) => [
      ...PALETTE[colours[(Math.floor(x / 10) + Math.floor(y / 10)) % 5]].rgb,
    ]);
    const photo = core.openPhoto(rgba, width, width);
    const r = photo.pixelate({ platesWide: 1, platesHigh: 1 });
    // The photo's studs are averages of identical pixels in linear light: equal up to float rounding.
    const same = photo.fidelity(r.grid);
    expect(same.meanDeltaE).toBeLessThan(1e-4);
    expect(same.p95DeltaE).toBeLessThan(1e-4);
    expect(same.ssim).toBeCloseTo(1, 9);
    const shifted = { ...r.grid, indices: r.grid.indices.map((i) => (i === 0 ? 1 : i)) };
    const f = photo.fidelity(shifted, { blurStuds: 0 });
    expect(f.meanDeltaE).toBeGreaterThan(0);
    expect(f.ssim).toBeLessThan(1);
    photo.free();
    expect(core.blurStudsAt(3)).toBeCloseTo(0.4909, 4);
    expect(core.blurStudsAt(6.1115)).toBeCloseTo(1, 3);
  });
});

describe('cleanliness up close and colour specks', () => {
  it('count studs with no side neighbour of their colour, and chromatic studs where the photo is grey', () => {
    const rgba = synthetic(320, 320, () => [...PALETTE[2].rgb]);
    const photo = core.openPhoto(rgba, 320, 320);
    try {
      const r = photo.pixelate({ platesWide: 1, platesHigh: 1 });
      expect(Array.from(new Set(r.grid.indices))).toEqual([2]);
      const plain = photo.fidelity(r.grid);
      expect([plain.sideLoneStuds, plain.greyStuds, plain.greySpecks]).toEqual([0, 1024, 0]);
      // A Bright Pink stud in the grey is a speck; a Light Aqua one is not (chroma 8.1), and diagonal
      // neighbours of one colour still have no side neighbour of it.
      const indices = r.grid.indices.slice();
      indices[5 * 32 + 5] = 36;
      indices[10 * 32 + 10] = 26;
      indices[11 * 32 + 11] = 26;
      const f = photo.fidelity({ ...r.grid, indices });
      expect([f.sideLoneStuds, f.greyStuds, f.greySpecks, f.loneStuds]).toEqual([3, 1024, 1, 1]);
    } finally {
      photo.free();
    }
  });
});

describe('refusals', () => {
  it('refuses a photo too small for the size with a message a customer can read', () => {
    const photo = core.openPhoto(
      synthetic(127, 400, () => [10, 20, 30]),
      127,
      400,
    );
    expectMosaicError(
      () => photo.pixelate({ platesWide: 4, platesHigh: 4 }),
      'TOO_SMALL',
      'This photo is too small for a 40 x 40 in Brix: it needs at least 128 x 128 pixels',
    );
    expectMosaicError(() => photo.suggestAdjustments({ platesWide: 4, platesHigh: 4 }), 'TOO_SMALL');
    // The same photo is fine for 2 x 2 plates (64 x 64 studs).
    expect(photo.pixelate({ platesWide: 2, platesHigh: 2 }).grid.width).toBe(64);
    // Portrait 2 x 3 needs 64 x 96.
    const small = core.openPhoto(
      synthetic(100, 90, () => [0, 0, 0]),
      100,
      90,
    );
    expectMosaicError(
      () => small.pixelate({ platesWide: 2, platesHigh: 3 }),
      'TOO_SMALL',
      'This photo is too small for a 20 x 30 in Brix: it needs at least 64 x 96 pixels',
    );
    photo.free();
    small.free();
  });

  it('refuses bad photos, sizes, sliders and dithers', () => {
    expectMosaicError(() => core.openPhoto(new Uint8Array(10), 2, 2), 'BAD_INPUT');
    expectMosaicError(() => core.openPhoto(new Uint8Array(0), 0, 0), 'BAD_INPUT');
    const photo = core.openPhoto(
      synthetic(64, 64, (x, y) => [x * 4, y * 4, 128]),
      64,
      64,
    );
    expectMosaicError(() => photo.pixelate({ platesWide: 0, platesHigh: 1 }), 'BAD_INPUT');
    expectMosaicError(() => photo.pixelate({ platesWide: 9, platesHigh: 1 }), 'BAD_INPUT');
    expectMosaicError(() => photo.pixelate({ platesWide: 1.5, platesHigh: 1 }), 'BAD_INPUT');
    expectMosaicError(
      () =>
        photo.pixelate({
          platesWide: 1,
          platesHigh: 1,
          adjustments: { brightness: 201, contrast: 100, saturation: 100 },
        }),
      'BAD_INPUT',
      /brightness/,
    );
    expectMosaicError(
      () =>
        photo.pixelate({
          platesWide: 1,
          platesHigh: 1,
          adjustments: { brightness: 100, contrast: -1, saturation: 100 },
        }),
      'BAD_INPUT',
      /contrast/,
    );
    expectMosaicError(
      () =>
        photo.pixelate({
          platesWide: 1,
          platesHigh: 1,
          adjustments: { brightness: 100, contrast: 100, saturation: NaN },
        }),
      'BAD_INPUT',
      /saturation/,
    );
    expectMosaicError(() => photo.pixelate({ platesWide: 1, platesHigh: 1, dither: 'ordered' as never }), 'BAD_INPUT');
    expect(
      photo.pixelate({ platesWide: 2, platesHigh: 2, adjustments: { brightness: 0, contrast: 200, saturation: 0 } })
        .counts[0],
    ).toBe(64 * 64);
    photo.free();
    photo.free(); // twice is harmless
    expectMosaicError(() => photo.pixelate({ platesWide: 1, platesHigh: 1 }), 'BAD_INPUT', /freed/);
  });

  it('validates grids', () => {
    expect(() =>
      core.validateGrid(
        gridOf(64, 32, (i) => i % 40),
        64,
        32,
      ),
    ).not.toThrow();
    expectMosaicError(
      () =>
        core.validateGrid(
          gridOf(64, 32, () => 0),
          32,
          64,
        ),
      'BAD_INPUT',
      /64 x 32/,
    );
    expectMosaicError(
      () =>
        core.validateGrid(
          gridOf(2, 2, (i) => (i === 3 ? 40 : 0)),
          2,
          2,
        ),
      'BAD_INPUT',
      /out of range/,
    );
    expectMosaicError(() => core.validateGrid({ width: 2, height: 2, indices: new Uint8Array(3) }, 2, 2), 'BAD_INPUT');
    expectMosaicError(
      () => core.counts({ width: 2, height: 2, indices: [0, 0, 0, 0] as unknown as Uint8Array }),
      'BAD_INPUT',
    );
  });
});

describe('render', () => {
  it('renders flat at N px per stud with the palette colours', () => {
    const grid = gridOf(3, 2, (i) => [0, 1, 4, 18, 27, 6][i]);
    const img = core.render(grid, { pxPerStud: 4, style: 'flat' });
    expect([img.width, img.height, img.rgba.length]).toEqual([12, 8, 12 * 8 * 4]);
    expect(img.rgba).toBeInstanceOf(Uint8ClampedArray);
    const px = (x: number, y: number) => Array.from(img.rgba.slice((y * 12 + x) * 4, (y * 12 + x) * 4 + 4));
    expect(px(0, 0)).toEqual([...PALETTE[0].rgb, 255]);
    expect(px(11, 7)).toEqual([...PALETTE[6].rgb, 255]);
    expect(px(4, 3)).toEqual([...PALETTE[1].rgb, 255]);
    expect(px(0, 4)).toEqual([...PALETTE[18].rgb, 255]);
  });

  it('renders shaded studs of 128 x 128 at 8 px each as a 1024 x 1024 picture', () => {
    const grid = gridOf(128, 128, (i) => i % 40);
    const img = core.render(grid, { pxPerStud: 8, style: 'studs' });
    expect([img.width, img.height, img.rgba.length]).toEqual([1024, 1024, 1024 * 1024 * 4]);
    // A stud is not flat: its pixels take several shades of the colour.
    const shades = new Set<number>();
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) shades.add(img.rgba[(y * 1024 + x) * 4 + 2]);
    expect(shades.size).toBeGreaterThan(3);
    expectMosaicError(() => core.render(grid, { pxPerStud: 0, style: 'flat' }), 'BAD_INPUT');
    expectMosaicError(() => core.render(grid, { pxPerStud: 8, style: 'glossy' as never }), 'BAD_INPUT');
  });

  it('renders a real photo as seen from a distance: the same colours on the whole, softer from stud to stud', async () => {
    const decoded = await decodePhoto(photoFiles[0]);
    const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
    const { grid } = photo.pixelate({ platesWide: 2, platesHigh: 2, dither: 'floyd-steinberg' });
    photo.free();
    const flat = core.render(grid, { pxPerStud: 4, style: 'flat' });
    const far = core.render(grid, { pxPerStud: 4, style: 'distance' });
    expect([far.width, far.height]).toEqual([256, 256]);
    /** Mean difference between pixels 4 apart (neighbouring studs), in green. */
    const roughness = (img: typeof far) => {
      let total = 0;
      for (let y = 0; y < img.height; y++)
        for (let x = 0; x + 4 < img.width; x++)
          total += Math.abs(img.rgba[(y * img.width + x) * 4 + 1] - img.rgba[(y * img.width + x + 4) * 4 + 1]);
      return total / (img.height * (img.width - 4));
    };
    expect(roughness(far)).toBeLessThan(roughness(flat) * 0.8);
    /** Mean light (linear) of the green channel: blurring moves light around, it does not add or remove it. */
    const light = (img: typeof far) => {
      let total = 0;
      for (let i = 1; i < img.rgba.length; i += 4) total += ((img.rgba[i] / 255 + 0.055) / 1.055) ** 2.4;
      return total / (img.rgba.length / 4);
    };
    expect(Math.abs(light(far) - light(flat))).toBeLessThan(0.01);
    // One colour stays that colour.
    const plain = core.render(
      gridOf(4, 4, () => 18),
      { pxPerStud: 4, style: 'distance' },
    );
    expect(Array.from(plain.rgba.slice(0, 4))).toEqual([...PALETTE[18].rgb, 255]);
    expect(Array.from(plain.rgba.slice(-4))).toEqual([...PALETTE[18].rgb, 255]);
  });
});

describe('blueprint', () => {
  it('splits a 2 x 3 plate grid into 6 plates row-major from the top left with counts and a legend', () => {
    const width = 64;
    const height = 96;
    // Colour = plate number (row * 2 + col), except stud (33, 70) which is colour 39.
    const grid = gridOf(width, height, (i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      return x === 33 && y === 70 ? 39 : Math.floor(y / 32) * 2 + Math.floor(x / 32);
    });
    const bp = core.blueprint(grid);
    expect([bp.platesWide, bp.platesHigh, bp.plates.length]).toEqual([2, 3, 6]);
    bp.plates.forEach((plate, p) => {
      expect([plate.row, plate.col, plate.x, plate.y]).toEqual([
        Math.floor(p / 2),
        p % 2,
        (p % 2) * 32,
        Math.floor(p / 2) * 32,
      ]);
      expect(plate.indices).toHaveLength(32 * 32);
      expect(plate.counts.reduce((a, b) => a + b, 0)).toBe(1024);
    });
    expect(bp.plates[5].counts[5]).toBe(1023);
    expect(bp.plates[5].counts[39]).toBe(1);
    expect(bp.plates[5].indices[(70 - 64) * 32 + 1]).toBe(39);
    expect(bp.legend.map((l) => [l.index, l.code, l.count])).toEqual([
      [0, '1', 1024],
      [1, '2', 1024],
      [2, '3', 1024],
      [3, '4', 1024],
      [4, '5', 1024],
      [5, '6', 1023],
      [39, '40', 1],
    ]);
    expect(bp.legend[6]).toMatchObject({ name: PALETTE[39].name, hex: PALETTE[39].hex });
    expectMosaicError(() => core.blueprint(gridOf(40, 32, () => 0)), 'BAD_INPUT', /whole 32 x 32 plates/);
  });
});

describe('colour analysis', () => {
  it('lists the colours used, most first, with hex and basic colour name', () => {
    const counts = new Array(40).fill(0);
    counts[4] = 10;
    counts[1] = 30;
    counts[18] = 10;
    expect(core.colorAnalysis(counts)).toEqual([
      { hex: '#ffffff', count: 30, name: 'white' },
      { hex: '#c91a09', count: 10, name: 'red' },
      { hex: '#0055bf', count: 10, name: 'blue' },
    ]);
    expectMosaicError(() => core.colorAnalysis([1, 2, 3]), 'BAD_INPUT');
  });
});

describe('replay', () => {
  it('re-applies edits onto a fresh grid with counts right, leaving the input alone', () => {
    const grid = gridOf(4, 4, () => 2);
    const edits: Edit[] = [
      { x: 0, y: 0, from: 2, to: 5 },
      { x: 3, y: 3, from: 2, to: 7 },
      { x: 0, y: 0, from: 5, to: 9 },
    ];
    const { grid: out, counts } = core.replay(grid, edits);
    expect(out.indices[0]).toBe(9);
    expect(out.indices[15]).toBe(7);
    expect(Array.from(counts)).toEqual(Array.from(core.counts(out)));
    expect(counts[2]).toBe(14);
    expect(grid.indices.every((i) => i === 2)).toBe(true);
  });

  it('replays only the newest 500 edits', () => {
    const grid = gridOf(32, 32, () => 0);
    const edits: Edit[] = [{ x: 5, y: 5, from: 0, to: 1 }];
    for (let i = 0; i < MAX_HISTORY; i++) edits.push({ x: i % 32, y: 10 + Math.floor(i / 32), from: 0, to: 3 });
    const { grid: out, counts } = core.replay(grid, edits);
    expect(out.indices[5 * 32 + 5]).toBe(0);
    expect(counts[3]).toBe(MAX_HISTORY);
  });

  it('refuses edits outside the grid or the palette and changes nothing', () => {
    const grid = gridOf(4, 4, () => 2);
    expectMosaicError(() => core.replay(grid, [{ x: 4, y: 0, from: 2, to: 1 }]), 'BAD_INPUT', /outside/);
    expectMosaicError(() => core.replay(grid, [{ x: 0, y: 0, from: 2, to: 40 }]), 'BAD_INPUT', /palette/);
    expectMosaicError(() => core.replay(grid, [{ x: -1, y: 0, from: 2, to: 1 }]), 'BAD_INPUT');
    expect(core.replay(grid, []).grid.indices).toEqual(grid.indices);
  });
});

describe('allowed colours', () => {
  const DITHERS = ['none', 'floyd-steinberg', 'atkinson'] as const;
  const ALL = PALETTE.map((c) => c.index);

  it('crosses the ABI bit for bit: one allowed colour on either side of the 32-bit split paints every stud', () => {
    const photo = core.openPhoto(
      synthetic(256, 256, (x, y) => [x, y, (x * y) % 256]),
      256,
      256,
    );
    try {
      for (const only of [0, 1, 30, 31, 32, 33, 38, 39]) {
        for (const dither of DITHERS) {
          const r = photo.pixelate({ platesWide: 2, platesHigh: 2, dither, allowed: [only] });
          expect(r.grid.indices.every((i) => i === only)).toBe(true);
          expect(r.counts[only]).toBe(64 * 64);
        }
      }
      // Two colours straddling the split: each appears, nothing else does.
      const r = photo.pixelate({ platesWide: 2, platesHigh: 2, allowed: [31, 32, 31] });
      expect(new Set(r.grid.indices)).toEqual(new Set([31, 32]));
    } finally {
      photo.free();
    }
  });

  it("with all 40 listed gives today's grid digit for digit, and leaving it out again clears an earlier mask", async () => {
    const decoded = await decodePhoto(photoFiles.find((f) => f.endsWith('kite.jpg')) ?? photoFiles[0]);
    const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
    try {
      for (const dither of DITHERS) {
        const plain = photo.pixelate({ platesWide: 2, platesHigh: 2, dither });
        const listed = photo.pixelate({ platesWide: 2, platesHigh: 2, dither, allowed: [...ALL].reverse() });
        expect(listed.grid.indices).toEqual(plain.grid.indices);
        expect(listed.meanDeltaE).toBe(plain.meanDeltaE);
        photo.pixelate({ platesWide: 2, platesHigh: 2, dither, allowed: [0, 1] });
        const after = photo.pixelate({ platesWide: 2, platesHigh: 2, dither });
        expect(after.grid.indices).toEqual(plain.grid.indices);
      }
    } finally {
      photo.free();
    }
  });

  it.each(photoFiles.slice(0, 4).map((f) => [path.basename(f), f]))(
    '%s without its three commonest colours: a stud keeps its colour when allowed, else takes an allowed one',
    async (_name, file) => {
      const decoded = await decodePhoto(file);
      const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
      try {
        const plain = photo.pixelate({ platesWide: 2, platesHigh: 2 });
        const commonest = ALL.slice()
          .sort((a, b) => plain.counts[b] - plain.counts[a])
          .slice(0, 3);
        const allowed = ALL.filter((i) => !commonest.includes(i));
        const masked = photo.pixelate({ platesWide: 2, platesHigh: 2, allowed });
        // The nearest of all 40, when allowed, is also the nearest of the allowed.
        masked.grid.indices.forEach((got, i) => {
          const was = plain.grid.indices[i];
          if (commonest.includes(was)) expect(commonest).not.toContain(got);
          else expect(got).toBe(was);
        });
        for (const c of commonest) expect(masked.counts[c]).toBe(0);
        expect(masked.meanDeltaE).toBeGreaterThan(plain.meanDeltaE);
        for (const dither of ['floyd-steinberg', 'atkinson'] as const) {
          const r = photo.pixelate({ platesWide: 2, platesHigh: 2, dither, allowed });
          for (const c of commonest) expect(r.counts[c]).toBe(0);
        }
        // Auto-adjust measures against the allowed colours, and keeps its promise there.
        const s = photo.suggestAdjustments({ platesWide: 2, platesHigh: 2, allowed });
        const after = photo.pixelate({ platesWide: 2, platesHigh: 2, adjustments: s, allowed });
        expect(after.meanDeltaE).toBeLessThanOrEqual(masked.meanDeltaE + 1e-9);
        for (const c of commonest) expect(after.counts[c]).toBe(0);
      } finally {
        photo.free();
      }
    },
  );

  it("refuses an empty list with the core's message, and indices outside the palette", () => {
    const photo = core.openPhoto(
      synthetic(64, 64, (x, y) => [x * 4, y * 4, 128]),
      64,
      64,
    );
    try {
      const plain = photo.pixelate({ platesWide: 2, platesHigh: 2 });
      expectMosaicError(
        () => photo.pixelate({ platesWide: 2, platesHigh: 2, allowed: [] }),
        'BAD_INPUT',
        /^Allow at least one of the 40 palette colours/,
      );
      expectMosaicError(
        () => photo.suggestAdjustments({ platesWide: 2, platesHigh: 2, allowed: [] }),
        'BAD_INPUT',
        /at least one/,
      );
      for (const bad of [[40], [-1], [1.5], [Number.NaN]]) {
        expectMosaicError(
          () => photo.pixelate({ platesWide: 2, platesHigh: 2, allowed: bad }),
          'BAD_INPUT',
          /palette indices/,
        );
      }
      expect(photo.pixelate({ platesWide: 2, platesHigh: 2 }).grid.indices).toEqual(plain.grid.indices);
    } finally {
      photo.free();
    }
  });
});
