// One cold run, in the fresh Node process `npm run bench` starts for it: the first photo a process (or a
// worker) ever pixelates. Prints one JSON line of timings in milliseconds.
//
//   cold.ts <wasm|baseline|warmed|plain> <raw RGBA file> <width> <height> <plates: a side, or WIDExHIGH>
//
// wasm      load the module with every function optimised at once, open the photo (copy it into
//           WebAssembly memory), pixelate it: what the CLI does
// baseline  the same with V8's default tiering (functions start in the baseline compiler)
// warmed    default tiering, then warmUp() (what the editor's worker has done while the customer picked
//           shape and size)
// plain     the plain JavaScript pipeline's first run
import { readFileSync } from 'node:fs';
import { loadMosaicCoreNode } from '../js/node.ts';
import { plainPipeline } from './plain-js.ts';

const [mode, rawPath, w, h, p] = process.argv.slice(2);
const width = Number(w);
const height = Number(h);
const [platesWide, platesHigh = platesWide] = p.split('x').map(Number);
const raw = readFileSync(rawPath);
const rgba = new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
const sliders = { brightness: 110, contrast: 105, saturation: 115 };

if (mode === 'plain') {
  const { timings: t } = plainPipeline(rgba, width, height, platesWide, platesHigh, sliders);
  console.log(JSON.stringify({ ...t, total: t.crop + t.adjust + t.sample + t.quantize }));
} else {
  const t0 = performance.now();
  const core = await loadMosaicCoreNode({ optimized: mode === 'wasm' });
  const t1 = performance.now();
  if (mode === 'warmed') core.warmUp({ width, height });
  const t2 = performance.now();
  const photo = core.openPhoto(rgba, width, height);
  const t3 = performance.now();
  const r = photo.pixelate({ platesWide, platesHigh, adjustments: sliders });
  const t4 = performance.now();
  photo.pixelate({ platesWide, platesHigh, adjustments: { ...sliders, brightness: 112 } });
  const slider = performance.now() - t4;
  const { crop, adjust, sample, quantize } = r.timingsMs;
  console.log(
    JSON.stringify({
      load: t1 - t0,
      warmUp: t2 - t1,
      open: t3 - t2,
      crop,
      adjust,
      sample,
      quantize,
      total: crop + adjust + sample + quantize,
      slider,
    }),
  );
}
