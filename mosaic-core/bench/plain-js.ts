// The pipeline written the way the original shop did it on a canvas: per-pixel loops over 8-bit RGBA,
// CSS-style filters per pixel, block averages in sRGB, nearest colour by RGB distance. It is the
// baseline `npm run bench` measures the WebAssembly pipeline against; nothing in the shop uses it.
import { PALETTE, STUDS_PER_PLATE } from '../js/index.ts';
import type { Adjustments } from '../js/types.ts';

export function plainPipeline(
  rgba: Uint8Array,
  width: number,
  height: number,
  platesWide: number,
  platesHigh: number,
  adj: Adjustments,
): { indices: Uint8Array; timings: { crop: number; adjust: number; sample: number; quantize: number } } {
  const studsWide = platesWide * STUDS_PER_PLATE;
  const studsHigh = platesHigh * STUDS_PER_PLATE;
  const t0 = performance.now();
  // Crop: like drawImage of the centred region onto a canvas of the cropped size.
  let cw = width;
  let ch = height;
  if (width * studsHigh > height * studsWide) cw = Math.floor((height * studsWide) / studsHigh);
  else ch = Math.floor((width * studsHigh) / studsWide);
  cw -= cw % studsWide;
  ch -= ch % studsHigh;
  const x0 = Math.floor((width - cw) / 2);
  const y0 = Math.floor((height - ch) / 2);
  const cropped = new Uint8ClampedArray(cw * ch * 4);
  for (let y = 0; y < ch; y++) {
    for (let x = 0; x < cw; x++) {
      const s = ((y0 + y) * width + x0 + x) * 4;
      const d = (y * cw + x) * 4;
      cropped[d] = rgba[s];
      cropped[d + 1] = rgba[s + 1];
      cropped[d + 2] = rgba[s + 2];
      cropped[d + 3] = rgba[s + 3];
    }
  }
  const t1 = performance.now();
  // Adjust: brightness, contrast, saturate per pixel, as ctx.filter would.
  const b = adj.brightness / 100;
  const c = adj.contrast / 100;
  const sat = adj.saturation / 100;
  const clamp = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
  for (let i = 0; i < cropped.length; i += 4) {
    const r = clamp((clamp((cropped[i] / 255) * b) - 0.5) * c + 0.5);
    const g = clamp((clamp((cropped[i + 1] / 255) * b) - 0.5) * c + 0.5);
    const bl = clamp((clamp((cropped[i + 2] / 255) * b) - 0.5) * c + 0.5);
    cropped[i] = 255 * ((0.213 + 0.787 * sat) * r + (0.715 - 0.715 * sat) * g + (0.072 - 0.072 * sat) * bl);
    cropped[i + 1] = 255 * ((0.213 - 0.213 * sat) * r + (0.715 + 0.285 * sat) * g + (0.072 - 0.072 * sat) * bl);
    cropped[i + 2] = 255 * ((0.213 - 0.213 * sat) * r + (0.715 - 0.715 * sat) * g + (0.072 + 0.928 * sat) * bl);
  }
  const t2 = performance.now();
  // Sample: the average of each block.
  const bw = cw / studsWide;
  const bh = ch / studsHigh;
  const studs = new Float64Array(studsWide * studsHigh * 3);
  for (let sy = 0; sy < studsHigh; sy++) {
    for (let sx = 0; sx < studsWide; sx++) {
      let r = 0;
      let g = 0;
      let bl = 0;
      for (let y = sy * bh; y < (sy + 1) * bh; y++) {
        for (let x = sx * bw; x < (sx + 1) * bw; x++) {
          const i = (y * cw + x) * 4;
          r += cropped[i];
          g += cropped[i + 1];
          bl += cropped[i + 2];
        }
      }
      const n = bw * bh;
      const o = (sy * studsWide + sx) * 3;
      studs[o] = r / n;
      studs[o + 1] = g / n;
      studs[o + 2] = bl / n;
    }
  }
  const t3 = performance.now();
  // Quantize: nearest palette colour by RGB distance.
  const indices = new Uint8Array(studsWide * studsHigh);
  for (let i = 0; i < indices.length; i++) {
    let best = 0;
    let bestD = Infinity;
    for (const p of PALETTE) {
      const dr = studs[i * 3] - p.rgb[0];
      const dg = studs[i * 3 + 1] - p.rgb[1];
      const db = studs[i * 3 + 2] - p.rgb[2];
      const d = dr * dr + dg * dg + db * db;
      if (d < bestD) {
        bestD = d;
        best = p.index;
      }
    }
    indices[i] = best;
  }
  const t4 = performance.now();
  return { indices, timings: { crop: t1 - t0, adjust: t2 - t1, sample: t3 - t2, quantize: t4 - t3 } };
}
