// `mosaic-core pixelate <photo> --plates WxH ...`: the pipeline from the command line.
import { writeFile } from 'node:fs/promises';
import { DEFAULT_ADJUSTMENTS, MAX_PLATES_PER_SIDE, PALETTE_SIZE } from './index.ts';
import { decodePhoto, loadMosaicCoreNode } from './node.ts';
import type { Adjustments, Dither } from './types.ts';

export const USAGE = `Usage: mosaic-core pixelate <photo> --plates WxH [--brightness N] [--contrast N] [--saturation N]
       [--dither none|floyd-steinberg|atkinson] [--px N] [--png out.png] [--grid out.json] [--json]

Turns a JPEG, PNG or WebP photo into a brick mosaic of W x H base plates (32 x 32 studs each).
  --brightness, --contrast, --saturation  percent, 0 to 200 (default 100)
  --dither      error diffusion (default none)
  --px          pixels per stud in the PNG (default 8)
  --png         write the shaded mosaic picture
  --grid        write the grid as {"width","height","indices":[...]}
  --json        print grid size, counts, timings and mean colour error as one JSON object; the timings
                (ms) are this fresh process's first photo, so cold: load (read and compile the module,
                while the photo decodes), decode, open (copy into the module), crop, adjust, sample,
                quantize, render, total (crop to render)`;

const DITHERS: readonly Dither[] = ['none', 'floyd-steinberg', 'atkinson'];

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
    });
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
      };
      process.stdout.write(`${JSON.stringify(report)}\n`);
    } else {
      const used = Array.from(result.counts).filter((c) => c > 0).length;
      process.stdout.write(
        `${result.grid.width} x ${result.grid.height} studs, ${used} of ${PALETTE_SIZE} colours, mean CIEDE2000 ${result.meanDeltaE.toFixed(2)}` +
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
    if (command !== 'pixelate')
      throw new UsageError(`Unknown command ${command}; try: mosaic-core pixelate <photo> --plates WxH`);
    await pixelate(parsePixelateArgs(rest));
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`mosaic-core: ${message.split('\n')[0]}\n`);
    return err instanceof UsageError ? 2 : 1;
  }
}
