// An independent check of the WebAssembly quantizer: CIEDE2000 written again here from Sharma, Wu and Dalal
// (2005), and the nearest palette colour found by trying all 40, on photos whose stud blocks are flat.
import { beforeAll, describe, expect, it } from 'vitest';
import { PALETTE, type MosaicCore } from '../js/index.ts';
import { loadMosaicCoreNode } from '../js/node.ts';

type Lab = [number, number, number];

function toLinear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function lab([r8, g8, b8]: readonly number[]): Lab {
  const [r, g, b] = [toLinear(r8), toLinear(g8), toLinear(b8)];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883;
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function ciede2000([l1, a1, b1]: Lab, [l2, a2, b2]: Lab): number {
  const rad = Math.PI / 180;
  const cBar = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cBar ** 7 / (cBar ** 7 + 25 ** 7)));
  const a1p = (1 + g) * a1;
  const a2p = (1 + g) * a2;
  const c1p = Math.hypot(a1p, b1);
  const c2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (Math.atan2(b, a) / rad + 360) % 360);
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * rad);
  const hBar =
    c1p * c2p === 0
      ? h1p + h2p
      : Math.abs(h1p - h2p) <= 180
        ? (h1p + h2p) / 2
        : h1p + h2p < 360
          ? (h1p + h2p + 360) / 2
          : (h1p + h2p - 360) / 2;
  const t =
    1 -
    0.17 * Math.cos((hBar - 30) * rad) +
    0.24 * Math.cos(2 * hBar * rad) +
    0.32 * Math.cos((3 * hBar + 6) * rad) -
    0.2 * Math.cos((4 * hBar - 63) * rad);
  const cpBar = (c1p + c2p) / 2;
  const lBar = (l1 + l2) / 2;
  const sl = 1 + (0.015 * (lBar - 50) ** 2) / Math.sqrt(20 + (lBar - 50) ** 2);
  const sc = 1 + 0.045 * cpBar;
  const sh = 1 + 0.015 * cpBar * t;
  const rt =
    -Math.sin(2 * 30 * Math.exp(-(((hBar - 275) / 25) ** 2)) * rad) *
    2 *
    Math.sqrt(cpBar ** 7 / (cpBar ** 7 + 25 ** 7));
  const [x, y, z] = [(l2 - l1) / sl, (c2p - c1p) / sc, dH / sh];
  return Math.sqrt(x * x + y * y + z * z + rt * y * z);
}

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

describe('quantize against an independent CIEDE2000', () => {
  it('matches Sharma et al. on their published pairs', () => {
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(ciede2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
  });

  it('picks the nearest of the 40 colours for 4096 random stud colours', () => {
    // 64 x 64 studs of 2 x 2 identical pixels each: every stud's colour is exactly its pixels' colour.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed >> 8;
    };
    const studs = Array.from({ length: 64 * 64 }, () => [random() % 256, random() % 256, random() % 256]);
    const rgba = new Uint8Array(128 * 128 * 4);
    for (let y = 0; y < 128; y++) {
      for (let x = 0; x < 128; x++) rgba.set([...studs[(y >> 1) * 64 + (x >> 1)], 255], (y * 128 + x) * 4);
    }
    const photo = core.openPhoto(rgba, 128, 128);
    const result = photo.pixelate({ platesWide: 2, platesHigh: 2 });
    photo.free();
    const paletteLab = PALETTE.map((c) => lab(c.rgb));
    let total = 0;
    studs.forEach((rgb, i) => {
      const distances = paletteLab.map((p) => ciede2000(lab(rgb), p));
      const best = Math.min(...distances);
      const chosen = result.grid.indices[i];
      // The same colour, unless two colours tie to within rounding.
      expect(distances[chosen] - best).toBeLessThan(1e-6);
      total += distances[chosen];
    });
    expect(result.meanDeltaE).toBeCloseTo(total / studs.length, 4);
  });
});
