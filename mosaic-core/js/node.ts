// Node-only helpers: load the built .wasm from disk and decode photos with sharp.
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { loadMosaicCore, MAX_PHOTO_PIXELS, MosaicError } from './index.ts';
import type { MosaicCore } from './types.ts';

export * from './index.ts';

const PKG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pkg');
/** Where `npm run build:wasm` puts the WebAssembly module with SIMD128, the one Node loads. */
export const WASM_PATH = path.join(PKG, 'mosaic_core.wasm');
/** Where it puts the module built without SIMD128, for browsers without WebAssembly SIMD (same results). */
export const SCALAR_WASM_PATH = path.join(PKG, 'mosaic_core_scalar.wasm');

export interface NodeLoadOptions {
  /**
   * Compile every function of the module with V8's optimising compiler (TurboFan) before answering. By
   * default V8 starts WebAssembly in its baseline compiler and optimises a function once it has run hot,
   * but a function already running stays baseline code: the first photo's crop, one long loop over the
   * photo, then runs at about half speed. Optimising it all costs 100-150 ms more in the load (on V8's
   * background threads), so it suits a process that pixelates its first photo at once and can load while
   * it decodes the photo (the CLI); a long-lived process is better served by `warmUp()`. V8 keeps one
   * compilation of the same bytes per process, so in a process that loaded the module before, this gets
   * that one back (the results are the same either way).
   */
  optimized?: boolean;
  /**
   * Load mosaic_core_scalar.wasm, the module browsers without WebAssembly SIMD get, instead of the SIMD one
   * (Node 20 always has SIMD: this is for checking the two against each other).
   */
  scalar?: boolean;
}

/** V8 flags that choose how WebAssembly is compiled; a process started with any of them keeps its own choice. */
const TIER_FLAGS = /--(no-)?(liftoff|wasm-lazy-compilation|wasm-dynamic-tiering|wasm-tier-up)\b/;

/**
 * Whether V8's compile flags may be switched while the process runs. From Node 24 on they may not: Node 26
 * aborts in a fatal V8 check when a module compiled with them switched runs, so there the module is compiled
 * as V8 chooses (the same results, the first photo's crop somewhat slower).
 */
const FLAGS_SWITCHABLE = Number(process.versions.node.split('.')[0]) < 24;

/** Compiles `bytes` with TurboFan for every function, then gives V8 its default tiering back. */
async function compileOptimized(bytes: Uint8Array<ArrayBuffer>): Promise<WebAssembly.Module> {
  if (!FLAGS_SWITCHABLE || [...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((a) => TIER_FLAGS.test(a)))
    return WebAssembly.compile(bytes);
  v8.setFlagsFromString('--no-liftoff');
  v8.setFlagsFromString('--no-wasm-lazy-compilation');
  try {
    return await WebAssembly.compile(bytes);
  } finally {
    v8.setFlagsFromString('--liftoff');
    v8.setFlagsFromString('--wasm-lazy-compilation');
  }
}

/** Loads mosaic-core from mosaic-core/pkg/mosaic_core.wasm (or, with `scalar`, mosaic_core_scalar.wasm). */
export async function loadMosaicCoreNode(options: NodeLoadOptions = {}): Promise<MosaicCore> {
  const file = options.scalar ? SCALAR_WASM_PATH : WASM_PATH;
  if (!existsSync(file)) {
    throw new Error(`mosaic-core: ${file} is missing; run \`npm run build:wasm\` first`);
  }
  const bytes = new Uint8Array(await readFile(file));
  return loadMosaicCore(options.optimized ? await compileOptimized(bytes) : bytes);
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Decodes a JPEG, PNG or WebP photo (a path or its bytes) into RGBA, turned upright by its EXIF orientation.
 * Anything else is refused with MosaicError BAD_INPUT.
 */
export async function decodePhoto(
  input: string | Buffer,
): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  let bytes: Buffer;
  if (typeof input === 'string') {
    try {
      bytes = await readFile(input);
    } catch (err) {
      throw new MosaicError(
        'BAD_INPUT',
        `Cannot read ${input}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      );
    }
  } else {
    bytes = input;
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new MosaicError('BAD_INPUT', 'Only JPEG, PNG and WebP photos can be used');
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    throw new MosaicError('BAD_INPUT', `This photo could not be decoded: ${(err as Error).message}`);
  }
}
