// `mosaic-core pixelate <photo> --plates WxH ...`: the pipeline from the command line; `mosaic-core fidelity`
// is the same with the fidelity measure printed.
import { writeFile } from 'node:fs/promises';
import { DEFAULT_ADJUSTMENTS, DEFAULT_BLUR_STUDS, MAX_PLATES_PER_SIDE, PALETTE_SIZE } from './index.ts';
import { decodePhoto, loadMosaicCoreNode } from './node.ts';
import type { Adjustments, Dither, Fidelity } from './types.ts';

export const USAGE = `Usage: mosaic-core pixelate <photo> --plates WxH [--brightness N] [--contrast N] [--saturation N]
       [--dither none|floyd-steinberg|atkinson|likeness] [--colors N] [--tidy]
       [--fidelity] [--blur STUDS | --distance M]
       [--px N] [--png out.png] [--grid out.json] [--json]
       mosaic-core fidelity <photo> --plates WxH [same options]   (pixelate with --fidelity)

Turns a JPEG, PNG or WebP photo into a brick mosaic of W x H base plates (32 x 32 studs each).
  --brightness, --contrast, --saturation  percent, 0 to 200 (default 100)
  --dither      error diffusion (default none); likeness is the searched blending (Best likeness), clean
                the searched one that is also clean up close (few single studs, grey areas grey)
  --colors      at most N colours (1 to 40), those that best render this photo (default all)
  --tidy        tidy lone studs (a stud whose neighbours all differ), at a little likeness
  --fidelity    also measure how much the mosaic looks like the photo from a distance: both blurred in
                linear light, then mean and 95th-percentile CIEDE2000 per stud and SSIM of the lightness
  --blur        the measure's blur in studs, 0 to 16 (default ${DEFAULT_BLUR_STUDS}, about 6 m away)
  --distance    the viewing distance in metres instead (the eye's blur of an 8 mm stud from there)
  --px          pixels per stud in the PNG (default 8)
  --png         write the shaded mosaic picture
  --grid        write the grid as {"width","height","indices":[...]}
  --json        print grid size, counts, timings and mean colour error as one JSON object; the timings
                (ms) are this fresh process's first photo, so cold: load (read and compile the module,
                while the photo decodes), decode, open (copy into the module), crop, adjust, sample,
                quantize, render, total (crop to render)`;

const DITHERS: readonly Dither[] = ['none', 'floyd-steinberg', 'atkinson', 'likeness', 'clean'];

export interface PixelateArgs {
  photo: string;
  platesWide: number;
  platesHigh: number;
  adjustments: Adjustments;
  dither: Dither;
  pxPerStud: number;
  png?: string;
  grid?: string;
  json: boolean;
  /** Measure the result (`fidelity`), blurred by `blurStuds`. */
  fidelity: boolean;
  blurStuds: number;
  /** At most this many colours (all when left out). */
  maxColors?: number;
  tidy: boolean;
  /** The viewing distance in metres, when given instead of the blur (the core turns it into studs). */
  distanceM?: number;
}

class UsageError extends Error {}

function percent(name: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 200) {
    throw new UsageError(`--${name} needs a number from 0 to 200`);
  }
  return n;
}

/** Parses the arguments after `pixelate`; throws UsageError with one clear line. */
export function parsePixelateArgs(args: string[]): PixelateArgs {
  const out: Partial<PixelateArgs> & { adjustments: Adjustments } = {
    adjustments: { ...DEFAULT_ADJUSTMENTS },
    dither: 'none',
    pxPerStud: 8,
    json: false,
    fidelity: false,
    blurStuds: DEFAULT_BLUR_STUDS,
    tidy: false,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = (): string => {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    switch (arg) {
      case '--plates': {
        const m = /^(\d+)x(\d+)$/i.exec(value());
        const w = m ? Number(m[1]) : NaN;
        const h = m ? Number(m[2]) : NaN;
        if (!(w >= 1 && w <= MAX_PLATES_PER_SIDE && h >= 1 && h <= MAX_PLATES_PER_SIDE)) {
          throw new UsageError(`--plates needs WxH with each side from 1 to ${MAX_PLATES_PER_SIDE}, e.g. 4x4`);
        }
        out.platesWide = w;
        out.platesHigh = h;
        break;
      }
      case '--brightness':
      case '--contrast':
      case '--saturation': {
        const name = arg.slice(2) as keyof Adjustments;
        out.adjustments[name] = percent(name, value());
        break;
      }
      case '--dither': {
        const d = value() as Dither;
        if (!DITHERS.includes(d)) throw new UsageError(`--dither must be one of ${DITHERS.join(', ')}`);
        out.dither = d;
        break;
      }
      case '--px': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 1 || n > 64) throw new UsageError('--px needs a whole number from 1 to 64');
        out.pxPerStud = n;
        break;
      }
      case '--png':
        out.png = value();
        break;
      case '--grid':
        out.grid = value();
        break;
      case '--json':
        out.json = true;
        break;
      case '--colors': {
        const n = Number(value());
        if (!(Number.isInteger(n) && n >= 1 && n <= PALETTE_SIZE))
          throw new UsageError(`--colors needs a whole number from 1 to ${PALETTE_SIZE}`);
        out.maxColors = n;
        break;
      }
      case '--tidy':
        out.tidy = true;
        break;
      case '--fidelity':
        out.fidelity = true;
        break;
      case '--blur': {
        const n = Number(value());
        if (!(n >= 0 && n <= 16)) throw new UsageError('--blur needs a number of studs from 0 to 16');
        out.blurStuds = n;
        break;
      }
      case '--distance': {
        const m = Number(value());
        if (!(m >= 0 && m <= 1000)) throw new UsageError('--distance needs metres from 0 to 1000');
        out.distanceM = m;
        break;
      }
      default:
        if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}`);
        if (out.photo !== undefined) throw new UsageError(`Only one photo, please (got ${out.photo} and ${arg})`);
        out.photo = arg;
    }
  }
  if (out.photo === undefined) throw new UsageError('Name the photo to pixelate');
  if (out.platesWide === undefined || out.platesHigh === undefined)
    throw new UsageError('--plates WxH is required, e.g. --plates 4x4');
  return out as PixelateArgs;
}

async function pixelate(args: PixelateArgs): Promise<void> {
  // The module compiles (every function optimised: the first photo runs at full speed) while the photo
  // decodes; `load` and `decode` overlap.
  const tStart = performance.now();
  const [[core, loadMs], [decoded, decodeMs]] = await Promise.all([
    loadMosaicCoreNode({ optimized: true }).then((c) => [c, performance.now() - tStart] as const),
    decodePhoto(args.photo).then((d) => [d, performance.now() - tStart] as const),
  ]);
  const tOpen = performance.now();
  const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
  const openMs = performance.now() - tOpen;
  try {
    const result = photo.pixelate({
      platesWide: args.platesWide,
      platesHigh: args.platesHigh,
      adjustments: args.adjustments,
      dither: args.dither,
      maxColors: args.maxColors,
      tidy: args.tidy,
    });
    const fidelity: Fidelity | undefined = args.fidelity
      ? photo.fidelity(result.grid, {
          blurStuds: args.distanceM === undefined ? args.blurStuds : core.blurStudsAt(args.distanceM),
        })
      : undefined;
    const t1 = performance.now();
    const picture = core.render(result.grid, { pxPerStud: args.pxPerStud, style: 'studs' });
    const renderMs = performance.now() - t1;
    const { crop, adjust, sample, quantize } = result.timingsMs;
    if (args.png) {
      const { default: sharp } = await import('sharp');
      await sharp(Buffer.from(picture.rgba.buffer, picture.rgba.byteOffset, picture.rgba.byteLength), {
        raw: { width: picture.width, height: picture.height, channels: 4 },
      })
        .png()
        .toFile(args.png);
    }
    if (args.grid) {
      const { width, height, indices } = result.grid;
      await writeFile(args.grid, JSON.stringify({ width, height, indices: Array.from(indices) }));
    }
    if (args.json) {
      const report = {
        grid: { width: result.grid.width, height: result.grid.height },
        counts: Array.from(result.counts),
        timingsMs: {
          load: loadMs,
          decode: decodeMs,
          open: openMs,
          crop,
          adjust,
          sample,
          quantize,
          render: renderMs,
          total: crop + adjust + sample + quantize + renderMs,
        },
        meanDeltaE: result.meanDeltaE,
        ...(fidelity ? { fidelity } : {}),
      };
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      const used = Array.from(result.counts).filter((c) => c > 0).length;
      const seen = fidelity
        ? `; seen from a distance (blur ${fidelity.blurStuds.toFixed(2)} studs): mean CIEDE2000 ${fidelity.meanDeltaE.toFixed(2)}, 95th percentile ${fidelity.p95DeltaE.toFixed(2)}, SSIM ${fidelity.ssim.toFixed(3)}; ${fidelity.loneStuds} lone studs`
        : '';
      process.stdout.write(
        `${result.grid.width} x ${result.grid.height} studs, ${used} of ${PALETTE_SIZE} colours, mean CIEDE2000 ${result.meanDeltaE.toFixed(2)}${seen}` +
          `${args.png ? `; wrote ${args.png}` : ''}${args.grid ? `; wrote ${args.grid}` : ''}\n`,
      );
    }
  } finally {
    photo.free();
  }
}

/** Runs the CLI; returns the exit code. Errors are one line on stderr. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    (command === undefined ? process.stderr : process.stdout).write(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command !== 'pixelate' && command !== 'fidelity')
      throw new UsageError(`Unknown command ${command}; try: mosaic-core pixelate <photo> --plates WxH`);
    const args = parsePixelateArgs(rest);
    await pixelate(command === 'fidelity' ? { ...args, fidelity: true } : args);
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`mosaic-core: ${message.split('\n')[0]}\n`);
    return err instanceof UsageError ? 2 : 1;
  }
}
