// The grid the customer gets for each slider setting stays what it was before the slider change was made
// quicker (one pass over the working copy for adjust and sample, SIMD128 in the WebAssembly build): the
// digest of every grid below was recorded from the build before that change (commit 2ba9751, scalar
// code, no SIMD) and is compared with the grid of today's WebAssembly build. A difference in a single stud
// fails. Record them again only for a change meant to alter results: `RECORD_SLIDER_GRIDS=1 npx vitest
// run --project core mosaic-core/test/slider-grids.test.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Adjustments, Dither, MosaicCore } from '../js/index.ts';
import { loadMosaicCoreNode } from '../js/node.ts';
import { patternPhoto } from './helpers.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'slider-grids.json');
const RECORD = process.env.RECORD_SLIDER_GRIDS === '1';

/** FNV-1a (32 bits) of a grid, as 8 hex digits. */
function digest(indices: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const v of indices) {
    h ^= v;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const SETTINGS: Array<{ plates: number; adjustments: Adjustments; dither: Dither }> = [];
for (const plates of [2, 4, 8]) {
  const brightness = plates === 8 ? [0, 70, 100, 133, 200] : [0, 45, 80, 100, 118, 163, 200];
  const contrast = plates === 8 ? [0, 100, 140] : [0, 55, 100, 127, 200];
  const saturation = plates === 8 ? [0, 100, 115, 200] : [0, 60, 100, 110, 200];
  for (const b of brightness) {
    for (const c of contrast) {
      for (const s of saturation) {
        for (const dither of ['none', 'floyd-steinberg'] as Dither[]) {
          SETTINGS.push({ plates, adjustments: { brightness: b, contrast: c, saturation: s }, dither });
        }
      }
    }
  }
}
const key = (s: (typeof SETTINGS)[number]) =>
  `${s.plates * 32} studs b${s.adjustments.brightness} c${s.adjustments.contrast} s${s.adjustments.saturation} ${s.dither}`;

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

describe('slider settings give the grids they gave before the quicker slider change', () => {
  it('are checked on the SIMD128 build, the module Node loads by default', () => {
    expect(core.simd128).toBe(true);
  });

  it(`${SETTINGS.length} settings at 64, 128 and 256 studs a side`, () => {
    const { rgba, width, height } = patternPhoto();
    const open = core.openPhoto(rgba, width, height);
    const got: Record<string, string> = {};
    try {
      for (const s of SETTINGS) {
        // measureError false as the editor asks, true as the CLI does: the same grid either way.
        const r = open.pixelate({
          platesWide: s.plates,
          platesHigh: s.plates,
          adjustments: s.adjustments,
          dither: s.dither,
          measureError: SETTINGS.indexOf(s) % 2 === 0,
        });
        got[key(s)] = digest(r.grid.indices);
      }
    } finally {
      open.free();
    }
    if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify(got, null, 1)}\n`);
    const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
    expect(Object.keys(want).length).toBe(SETTINGS.length);
    expect(new Set(Object.values(want)).size).toBeGreaterThan(SETTINGS.length / 2);
    expect(got).toEqual(want);
  });
});
