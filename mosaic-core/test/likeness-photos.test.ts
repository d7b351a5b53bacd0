// The colour cap and Tidy lone studs on sample photos where they once fell short, at 4 x 4 plates with Best
// likeness: 12 colours measure within 0.5 of all the colours, Tidy leaves under 2 % of the studs lone, and
// Best likeness with Tidy still measures below Smooth without it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MosaicCore } from '../js/index.ts';
import { decodePhoto, loadMosaicCoreNode } from '../js/node.ts';
import { photoFiles } from './helpers.ts';

let core: MosaicCore;

beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

async function open(name: string) {
  const file = photoFiles.find((f) => f.endsWith(name));
  if (!file) throw new Error(`no sample photo ${name}`);
  const decoded = await decodePhoto(file);
  return core.openPhoto(decoded.rgba, decoded.width, decoded.height);
}

const size = { platesWide: 4, platesHigh: 4, dither: 'likeness' as const, measureError: false };

describe('Best likeness on sample photos', () => {
  it.each(['astronaut.jpg', 'colorful-cups.jpg', 'evening-glow.jpg'])(
    'on %s, 12 colours chosen for the photo measure within 0.5 of all the colours',
    async (name) => {
      const photo = await open(name);
      try {
        const all = photo.fidelity(photo.pixelate({ ...size, tidy: false }).grid).meanDeltaE;
        const capped = photo.pixelate({ ...size, tidy: false, maxColors: 12 });
        expect(Array.from(capped.counts).filter((c) => c > 0).length).toBeLessThanOrEqual(12);
        expect(photo.fidelity(capped.grid).meanDeltaE).toBeLessThanOrEqual(all + 0.5);
      } finally {
        photo.free();
      }
    },
  );

  it.each(['cold-ripple.jpg', 'colorful-cups.jpg', 'evening-glow.jpg'])(
    'on %s, Tidy leaves under 2 percent of the studs lone for a little likeness',
    async (name) => {
      const photo = await open(name);
      try {
        const plain = photo.fidelity(photo.pixelate({ ...size, tidy: false }).grid);
        const tidied = photo.pixelate({ ...size, tidy: true });
        const f = photo.fidelity(tidied.grid);
        expect(f.loneStuds / tidied.grid.indices.length).toBeLessThan(0.02);
        expect(plain.loneStuds / tidied.grid.indices.length).toBeGreaterThan(0.1);
        expect(f.meanDeltaE).toBeLessThan(plain.meanDeltaE + 1);
      } finally {
        photo.free();
      }
    },
  );

  it.each(['bythe-water.jpg', 'coffee.jpg', 'evening-glow.jpg', 'grey.jpg'])(
    'on %s, Best likeness with Tidy measures below Smooth without it',
    async (name) => {
      const photo = await open(name);
      try {
        const smooth = photo.fidelity(photo.pixelate({ ...size, dither: 'floyd-steinberg', tidy: false }).grid);
        const tidied = photo.pixelate({ ...size, tidy: true });
        const f = photo.fidelity(tidied.grid);
        expect(f.meanDeltaE).toBeLessThan(smooth.meanDeltaE);
        expect(f.loneStuds / tidied.grid.indices.length).toBeLessThan(0.02);
      } finally {
        photo.free();
      }
    },
  );
});

describe('Clean blending on sample photos', () => {
  // Both halves at 4 x 4 plates: like the photo from afar (mean CIEDE2000 at most 2.5 over the three
  // photos), clean up close (at most 10 % of the studs without a side neighbour of their colour) and no
  // more colour specks in near-grey areas than Off's share plus 2 points.
  it('is like the photo from afar and clean up close on bythe-water, evening-glow and cold-ripple', async () => {
    const means: number[] = [];
    for (const name of ['bythe-water.jpg', 'evening-glow.jpg', 'cold-ripple.jpg']) {
      const photo = await open(name);
      try {
        const specks = (f: { greySpecks: number; greyStuds: number }) => (100 * f.greySpecks) / f.greyStuds;
        const off = photo.fidelity(photo.pixelate({ ...size, dither: 'none' }).grid);
        const clean = photo.pixelate({ ...size, dither: 'clean' });
        const f = photo.fidelity(clean.grid);
        means.push(f.meanDeltaE);
        expect(f.sideLoneStuds / clean.grid.indices.length, name).toBeLessThanOrEqual(0.1);
        expect(f.greyStuds, name).toBeGreaterThan(0);
        expect(specks(f), name).toBeLessThanOrEqual(specks(off) + 2);
      } finally {
        photo.free();
      }
    }
    expect(means.reduce((a, b) => a + b, 0) / means.length).toBeLessThanOrEqual(2.5);
  });
});
