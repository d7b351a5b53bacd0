// mosaic-core's typed face over the WebAssembly pipeline. Works in a browser worker, in Node and in Vitest.
//
// Memory rule: every result handed out is a copy, never a view into WebAssembly memory, because any later
// call may grow that memory and detach older views. Internally, views are rebuilt after every call.
import paletteJson from '../palette.json';
import type {
  Adjustments,
  AllowedColors,
  BlueprintData,
  ColorAnalysisEntry,
  Dither,
  Edit,
  Fidelity,
  FidelityOptions,
  Grid,
  MosaicCore,
  MosaicErrorCode,
  MosaicResult,
  NewPhoto,
  PaletteColor,
  Photo,
  PixelateOptions,
  RenderedImage,
  RenderOptions,
  RenderStyle,
  SuggestOptions,
} from './types.ts';

export type * from './types.ts';
export { coreWasmUrl, hasWasmSimd, SIMD_PROBE, type CoreWasmUrls, type WasmValidate } from './simd.ts';

// The core's own limits, one TypeScript copy each of the Rust constants (the core tests read the compiled
// values through `mc_constant` and compare).
/** Colours in the palette (palette.rs, listed in palette.json); a grid holds indices 0 to 39. */
export const PALETTE_SIZE = 40;
/** Studs along each side of a base plate (blueprint.rs). */
export const STUDS_PER_PLATE = 32;
/** Inches of picture along each side of a base plate (blueprint.rs; the core prints sizes in inches). */
export const INCHES_PER_PLATE = 10;
/** The newest edits kept in the history and replayed after a reprocess (edits.rs). */
export const MAX_HISTORY = 500;
/** Largest photo the core opens, in pixels (crop.rs): 50 megapixels. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Most plates along one side that `pixelate` makes: the shop's largest Brix is 8 plates a side. */
export const MAX_PLATES_PER_SIDE = 8;

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const PALETTE: readonly PaletteColor[] = Object.freeze(
  paletteJson.colors.map((c) =>
    Object.freeze({ index: c.index, name: c.name, hex: c.hex, basic: c.basic, rgb: Object.freeze(hexToRgb(c.hex)) }),
  ),
);

export const DEFAULT_ADJUSTMENTS: Adjustments = Object.freeze({ brightness: 100, contrast: 100, saturation: 100 });

/** The short code printed on each stud of a blueprint: the palette index + 1. */
export function studCode(index: number): string {
  return String(index + 1);
}

export class MosaicError extends Error {
  readonly code: MosaicErrorCode;
  constructor(code: MosaicErrorCode, message: string) {
    super(message);
    this.name = 'MosaicError';
    this.code = code;
  }
}

// Status codes of the C ABI (mosaic-core/src/abi.rs).
const STATUS_CODES: Record<number, MosaicErrorCode> = {
  1: 'TOO_SMALL',
  2: 'BAD_INPUT',
  3: 'OUT_OF_MEMORY',
  4: 'INTERNAL',
};
/** The core's code for each blending (quantize.rs, `Dither::from_code`). */
export const DITHER_CODES: Readonly<Record<Dither, number>> = Object.freeze({
  none: 0,
  'floyd-steinberg': 1,
  atkinson: 2,
  likeness: 3,
  clean: 4,
});
/** The fidelity measure's blur unless told otherwise, in studs (fidelity.rs): what the eye makes of a stud
 * from about 6 m. */
export const DEFAULT_BLUR_STUDS = 1;
const RENDER_STYLE_CODES: Record<RenderStyle, number> = { flat: 0, studs: 1, distance: 2 };

interface Exports {
  memory: WebAssembly.Memory;
  mc_alloc(len: number): number;
  mc_free(ptr: number, len: number): void;
  mc_error_ptr(): number;
  mc_error_len(): number;
  mc_scalars_ptr(): number;
  mc_out_ptr(): number;
  mc_out_len(): number;
  mc_palette_rgb_ptr(): number;
  mc_simd128(): number;
  mc_warm_up(width: number, height: number): number;
  mc_photo_new(width: number, height: number): number;
  mc_photo_pixels(handle: number): number;
  mc_photo_free(handle: number): number;
  mc_photo_crop(handle: number, studsWide: number, studsHigh: number): number;
  mc_photo_adjust(handle: number, brightness: number, contrast: number, saturation: number): number;
  mc_photo_sample(handle: number): number;
  mc_set_allowed(low: number, high: number): number;
  mc_photo_quantize(handle: number, dither: number, measure: number): number;
  mc_photo_quantize_with(handle: number, dither: number, measure: number, maxColors: number, tidy: number): number;
  mc_photo_studs_ptr(handle: number): number;
  mc_photo_grid_ptr(handle: number): number;
  mc_photo_counts_ptr(handle: number): number;
  mc_photo_mean_delta_e(handle: number): number;
  mc_blur_studs_at(distanceMm: number): number;
  mc_photo_fidelity(handle: number, grid: number, width: number, height: number, blurStuds: number): number;
  mc_photo_suggest(handle: number, studsWide: number, studsHigh: number, dither: number): number;
  mc_grid_counts(grid: number, width: number, height: number, countsOut: number): number;
  mc_grid_validate(grid: number, width: number, height: number, studsWide: number, studsHigh: number): number;
  mc_render(grid: number, width: number, height: number, pxPerStud: number, style: number): number;
  mc_blueprint(grid: number, width: number, height: number): number;
  mc_replay(grid: number, width: number, height: number, edits: number, editCount: number, countsOut: number): number;
}

type WasmSource = WebAssembly.Module | BufferSource | Response | PromiseLike<Response>;

async function instantiate(source: WasmSource): Promise<WebAssembly.Instance> {
  const imports: WebAssembly.Imports = {};
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
  if (ArrayBuffer.isView(source) || source instanceof ArrayBuffer) {
    return (await WebAssembly.instantiate(source, imports)).instance;
  }
  const response = await source;
  if (!response.ok) throw new MosaicError('INTERNAL', `Could not load mosaic_core.wasm (HTTP ${response.status})`);
  if (typeof WebAssembly.instantiateStreaming === 'function') {
    try {
      return (await WebAssembly.instantiateStreaming(response.clone(), imports)).instance;
    } catch {
      // Wrong content type (not application/wasm) or no streaming support: fall back to the bytes.
    }
  }
  return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
}

/** Instantiates the pipeline from a compiled module, the .wasm bytes, or a (promised) fetch Response. */
export async function loadMosaicCore(wasm: WasmSource): Promise<MosaicCore> {
  const instance = await instantiate(wasm);
  return new Core(instance.exports as unknown as Exports);
}

function checkAdjustment(name: string, value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 200) {
    throw new MosaicError('BAD_INPUT', `${name} must be a number from 0 to 200 (percent)`);
  }
  return value;
}

function checkPlates(platesWide: number, platesHigh: number): void {
  for (const [name, v] of [
    ['platesWide', platesWide],
    ['platesHigh', platesHigh],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_PLATES_PER_SIDE) {
      throw new MosaicError('BAD_INPUT', `${name} must be a whole number from 1 to ${MAX_PLATES_PER_SIDE}`);
    }
  }
}

/** The studs a side of a picture at these plates, or the smaller size asked for (each 1 to the plates' studs). */
function studsOf(platesWide: number, platesHigh: number, studs?: { wide: number; high: number }) {
  const most = { wide: platesWide * STUDS_PER_PLATE, high: platesHigh * STUDS_PER_PLATE };
  if (studs === undefined) return most;
  for (const side of ['wide', 'high'] as const) {
    const v = studs?.[side];
    if (!Number.isInteger(v) || v < 1 || v > most[side])
      throw new MosaicError('BAD_INPUT', `studs.${side} must be a whole number from 1 to ${most[side]}`);
  }
  return { wide: studs.wide, high: studs.high };
}

function checkDither(dither: Dither | undefined): number {
  const code = DITHER_CODES[dither ?? 'none'];
  if (code === undefined)
    throw new MosaicError('BAD_INPUT', `dither must be one of ${Object.keys(DITHER_CODES).join(', ')}`);
  return code;
}

/**
 * An allowed-colours list as the two words of the core's 40-bit mask (`mc_set_allowed`): colours 0-31 in
 * the low word, 32-39 in the high one. Left out means all 40. An empty list makes the mask 0, which the
 * core refuses with its own message.
 */
export function allowedMaskWords(allowed: AllowedColors | undefined): [low: number, high: number] {
  if (allowed === undefined) return [0xffffffff, 0xff];
  if (!Array.isArray(allowed)) throw new MosaicError('BAD_INPUT', 'allowed must be a list of palette indices');
  let low = 0;
  let high = 0;
  for (const i of allowed) {
    if (!Number.isInteger(i) || i < 0 || i >= PALETTE_SIZE) {
      throw new MosaicError('BAD_INPUT', `allowed colours must be palette indices from 0 to ${PALETTE_SIZE - 1}`);
    }
    if (i < 32) low |= 1 << i;
    else high |= 1 << (i - 32);
  }
  return [low >>> 0, high];
}

function checkGridShape(grid: Grid): void {
  if (
    !grid ||
    !Number.isInteger(grid.width) ||
    !Number.isInteger(grid.height) ||
    grid.width < 1 ||
    grid.height < 1 ||
    !(grid.indices instanceof Uint8Array) ||
    grid.indices.length !== grid.width * grid.height
  ) {
    throw new MosaicError('BAD_INPUT', 'A grid needs a positive whole width and height and width x height indices');
  }
}

class Core implements MosaicCore {
  /** Frees a photo's WebAssembly memory if its Photo is garbage-collected without free(). */
  readonly abandoned = new FinalizationRegistry<number>((handle) => {
    try {
      this.x.mc_photo_free(handle);
    } catch {
      // The instance trapped earlier; nothing more to release.
    }
  });

  readonly simd128: boolean;

  constructor(readonly x: Exports) {
    this.simd128 = x.mc_simd128() === 1;
  }

  /** A fresh byte view of WebAssembly memory (older views detach when memory grows). */
  bytes(): Uint8Array {
    return new Uint8Array(this.x.memory.buffer);
  }

  /** Turns a status code into a thrown MosaicError carrying the core's message. */
  check(status: number): void {
    if (status === 0) return;
    const code = STATUS_CODES[status] ?? 'INTERNAL';
    const ptr = this.x.mc_error_ptr();
    const len = this.x.mc_error_len();
    const message = new TextDecoder().decode(this.bytes().slice(ptr, ptr + len)) || `mosaic-core failed (${code})`;
    throw new MosaicError(code, message);
  }

  /** Calls into WebAssembly, turning a trap into a typed error. */
  call<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      if (err instanceof MosaicError) throw err;
      if (err instanceof WebAssembly.RuntimeError)
        throw new MosaicError('INTERNAL', `mosaic-core trapped: ${err.message}`);
      if (err instanceof RangeError) throw new MosaicError('OUT_OF_MEMORY', 'Not enough memory for this photo');
      throw err;
    }
  }

  alloc(len: number): number {
    const ptr = this.x.mc_alloc(len);
    if (ptr === 0) throw new MosaicError('OUT_OF_MEMORY', 'Not enough memory for this photo');
    return ptr;
  }

  /** Copies a grid into WebAssembly memory, runs `fn` with its pointer, and frees it. */
  withGrid<T>(grid: Grid, fn: (ptr: number) => T): T {
    checkGridShape(grid);
    const len = grid.indices.length;
    const ptr = this.alloc(len);
    try {
      this.bytes().set(grid.indices, ptr);
      return this.call(() => fn(ptr));
    } finally {
      this.x.mc_free(ptr, len);
    }
  }

  readU32(ptr: number, count: number): Uint32Array {
    const out = new Uint32Array(count);
    const view = new DataView(this.x.memory.buffer, ptr, count * 4);
    for (let i = 0; i < count; i++) out[i] = view.getUint32(i * 4, true);
    return out;
  }

  scalars(count: number): Float64Array {
    const ptr = this.x.mc_scalars_ptr();
    return new Float64Array(this.x.memory.buffer.slice(ptr, ptr + count * 8));
  }

  blurStudsAt(metres: number): number {
    return this.x.mc_blur_studs_at(metres * 1000);
  }

  /** The 40 palette colours as the Rust table has them (r, g, b triples), for checking against palette.json. */
  paletteRgb(): Uint8Array {
    const ptr = this.x.mc_palette_rgb_ptr();
    return this.bytes().slice(ptr, ptr + PALETTE_SIZE * 3);
  }

  openPhoto(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Photo {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new MosaicError('BAD_INPUT', 'A photo needs a positive whole width and height');
    }
    if (!(rgba instanceof Uint8Array || rgba instanceof Uint8ClampedArray) || rgba.length !== width * height * 4) {
      throw new MosaicError('BAD_INPUT', `A ${width} x ${height} photo needs ${width * height * 4} RGBA bytes`);
    }
    const { photo, pixels } = this.newPhoto(width, height);
    pixels().set(rgba);
    return photo;
  }

  newPhoto(width: number, height: number): NewPhoto {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new MosaicError('BAD_INPUT', 'A photo needs a positive whole width and height');
    }
    const handle = this.call(() => this.x.mc_photo_new(width, height));
    if (handle <= 0) this.check(-handle || 4);
    const photo = new WasmPhoto(this, handle, width, height);
    const bytes = width * height * 4;
    const pixels = () => {
      const ptr = photo.live ? this.x.mc_photo_pixels(handle) : 0;
      if (ptr === 0) throw new MosaicError('BAD_INPUT', 'This photo has been freed');
      return this.bytes().subarray(ptr, ptr + bytes);
    };
    return { photo, pixels };
  }

  warmUp(photo: { width: number; height: number } = { width: 4000, height: 3000 }): void {
    const { width, height } = photo ?? {};
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new MosaicError('BAD_INPUT', 'A photo needs a positive whole width and height');
    }
    this.call(() => this.check(this.x.mc_warm_up(width, height)));
  }

  render(grid: Grid, opts: RenderOptions): RenderedImage {
    const px = opts?.pxPerStud;
    if (!Number.isInteger(px) || px < 1 || px > 64)
      throw new MosaicError('BAD_INPUT', 'pxPerStud must be a whole number from 1 to 64');
    const style = RENDER_STYLE_CODES[opts?.style];
    if (style === undefined)
      throw new MosaicError('BAD_INPUT', `style must be one of ${Object.keys(RENDER_STYLE_CODES).join(', ')}`);
    return this.withGrid(grid, (ptr) => {
      this.check(this.x.mc_render(ptr, grid.width, grid.height, px, style));
      const out = this.x.mc_out_ptr();
      const len = this.x.mc_out_len();
      const rgba = new Uint8ClampedArray(len);
      rgba.set(this.bytes().subarray(out, out + len));
      return { width: grid.width * px, height: grid.height * px, rgba };
    });
  }

  counts(grid: Grid): Uint32Array {
    const countsPtr = this.alloc(PALETTE_SIZE * 4);
    try {
      return this.withGrid(grid, (ptr) => {
        this.check(this.x.mc_grid_counts(ptr, grid.width, grid.height, countsPtr));
        return this.readU32(countsPtr, PALETTE_SIZE);
      });
    } finally {
      this.x.mc_free(countsPtr, PALETTE_SIZE * 4);
    }
  }

  colorAnalysis(counts: ArrayLike<number>): ColorAnalysisEntry[] {
    if (!counts || counts.length !== PALETTE_SIZE)
      throw new MosaicError('BAD_INPUT', `Colour analysis needs ${PALETTE_SIZE} counts`);
    const entries: (ColorAnalysisEntry & { index: number })[] = [];
    for (let i = 0; i < PALETTE_SIZE; i++) {
      const count = counts[i];
      if (!Number.isFinite(count) || count < 0)
        throw new MosaicError('BAD_INPUT', 'Counts must be non-negative numbers');
      if (count > 0) entries.push({ index: i, hex: PALETTE[i].hex, count, name: PALETTE[i].basic });
    }
    entries.sort((a, b) => b.count - a.count || a.index - b.index);
    return entries.map(({ hex, count, name }) => ({ hex, count, name }));
  }

  blueprint(grid: Grid): BlueprintData {
    return this.withGrid(grid, (ptr) => {
      this.check(this.x.mc_blueprint(ptr, grid.width, grid.height));
      const platesWide = grid.width / STUDS_PER_PLATE;
      const platesHigh = grid.height / STUDS_PER_PLATE;
      const plateCount = platesWide * platesHigh;
      const perPlate = STUDS_PER_PLATE * STUDS_PER_PLATE;
      // Layout (blueprint.rs): every plate's 1024 indices, then every plate's 40 u32 counts, then 40 totals.
      const out = this.x.mc_out_ptr();
      const bytes = this.bytes();
      const countsBase = out + plateCount * perPlate;
      const plates = [];
      for (let p = 0; p < plateCount; p++) {
        const row = Math.floor(p / platesWide);
        const col = p % platesWide;
        plates.push({
          row,
          col,
          x: col * STUDS_PER_PLATE,
          y: row * STUDS_PER_PLATE,
          indices: bytes.slice(out + p * perPlate, out + (p + 1) * perPlate),
          counts: this.readU32(countsBase + p * PALETTE_SIZE * 4, PALETTE_SIZE),
        });
      }
      const totals = this.readU32(countsBase + plateCount * PALETTE_SIZE * 4, PALETTE_SIZE);
      const legend = [];
      for (let i = 0; i < PALETTE_SIZE; i++) {
        if (totals[i] > 0)
          legend.push({ index: i, code: studCode(i), name: PALETTE[i].name, hex: PALETTE[i].hex, count: totals[i] });
      }
      return { platesWide, platesHigh, plates, legend };
    });
  }

  validateGrid(grid: Grid, studsWide: number, studsHigh: number): void {
    this.withGrid(grid, (ptr) =>
      this.check(this.x.mc_grid_validate(ptr, grid.width, grid.height, studsWide, studsHigh)),
    );
  }

  replay(grid: Grid, edits: readonly Edit[]): { grid: Grid; counts: Uint32Array } {
    if (!Array.isArray(edits)) throw new MosaicError('BAD_INPUT', 'edits must be an array');
    const newest = edits.slice(-MAX_HISTORY);
    const words = new Uint32Array(newest.length * 4);
    newest.forEach((e, i) => {
      for (const [k, v] of [
        [0, e?.x],
        [1, e?.y],
        [2, e?.from],
        [3, e?.to],
      ] as const) {
        if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 0xffff) {
          throw new MosaicError('BAD_INPUT', `Edit ${i} needs whole, non-negative x, y, from and to`);
        }
        words[i * 4 + k] = v as number;
      }
    });
    const editBytes = Math.max(words.byteLength, 4);
    const editsPtr = this.alloc(editBytes);
    const countsPtr = this.alloc(PALETTE_SIZE * 4);
    try {
      return this.withGrid(grid, (ptr) => {
        const view = new DataView(this.x.memory.buffer);
        words.forEach((w, i) => view.setUint32(editsPtr + i * 4, w, true));
        this.check(this.x.mc_replay(ptr, grid.width, grid.height, editsPtr, newest.length, countsPtr));
        const indices = this.bytes().slice(ptr, ptr + grid.indices.length);
        return {
          grid: { width: grid.width, height: grid.height, indices },
          counts: this.readU32(countsPtr, PALETTE_SIZE),
        };
      });
    } finally {
      this.x.mc_free(editsPtr, editBytes);
      this.x.mc_free(countsPtr, PALETTE_SIZE * 4);
    }
  }
}

class WasmPhoto implements Photo {
  #handle: number;
  /** Studs a side of the last pixelate (the size of `studColors`). */
  #studs: { wide: number; high: number } | null = null;

  constructor(
    private readonly core: Core,
    handle: number,
    readonly width: number,
    readonly height: number,
  ) {
    this.#handle = handle;
    core.abandoned.register(this, handle, this);
  }

  private get handle(): number {
    if (this.#handle === 0) throw new MosaicError('BAD_INPUT', 'This photo has been freed');
    return this.#handle;
  }

  /** False once freed. */
  get live(): boolean {
    return this.#handle !== 0;
  }

  pixelate(opts: PixelateOptions): MosaicResult {
    const { platesWide, platesHigh } = opts ?? ({} as PixelateOptions);
    checkPlates(platesWide, platesHigh);
    const [allowLow, allowHigh] = allowedMaskWords(opts.allowed);
    const adj = opts.adjustments ?? DEFAULT_ADJUSTMENTS;
    const brightness = checkAdjustment('brightness', adj.brightness);
    const contrast = checkAdjustment('contrast', adj.contrast);
    const saturation = checkAdjustment('saturation', adj.saturation);
    const dither = checkDither(opts.dither);
    const maxColors = opts.maxColors ?? 0;
    if (opts.maxColors !== undefined && !(Number.isInteger(maxColors) && maxColors >= 1 && maxColors <= PALETTE_SIZE))
      throw new MosaicError('BAD_INPUT', `maxColors must be a whole number from 1 to ${PALETTE_SIZE}`);
    const tidy = opts.tidy === true ? 1 : 0;
    const { core } = this;
    const { x } = core;
    const h = this.handle;
    const { wide: studsWide, high: studsHigh } = studsOf(platesWide, platesHigh, opts.studs);
    return core.call(() => {
      const t0 = performance.now();
      core.check(x.mc_photo_crop(h, studsWide, studsHigh));
      this.#studs = { wide: studsWide, high: studsHigh }; // the size of the stud colours once sampled
      const t1 = performance.now();
      core.check(x.mc_photo_adjust(h, brightness, contrast, saturation));
      const t2 = performance.now();
      core.check(x.mc_photo_sample(h));
      const t3 = performance.now();
      // The mask is the engine's, shared by every photo: set for each call (a no-op when unchanged).
      core.check(x.mc_set_allowed(allowLow, allowHigh));
      core.check(x.mc_photo_quantize_with(h, dither, opts.measureError === false ? 0 : 1, maxColors, tidy));
      const t4 = performance.now();
      const gridPtr = x.mc_photo_grid_ptr(h);
      const indices = core.bytes().slice(gridPtr, gridPtr + studsWide * studsHigh);
      const counts = core.readU32(x.mc_photo_counts_ptr(h), PALETTE_SIZE);
      return {
        grid: { width: studsWide, height: studsHigh, indices },
        counts,
        meanDeltaE: x.mc_photo_mean_delta_e(h),
        timingsMs: { crop: t1 - t0, adjust: t2 - t1, sample: t3 - t2, quantize: t4 - t3 },
      };
    });
  }

  studColors(): Float32Array {
    const { core } = this;
    const ptr = core.x.mc_photo_studs_ptr(this.handle);
    if (ptr === 0 || this.#studs === null)
      throw new MosaicError('BAD_INPUT', 'Pixelate the photo before reading its stud colours');
    const count = this.#studs.wide * this.#studs.high * 3;
    return new Float32Array(core.x.memory.buffer.slice(ptr, ptr + count * 4));
  }

  fidelity(grid: Grid, opts?: FidelityOptions): Fidelity {
    const blurStuds = Number(opts?.blurStuds ?? DEFAULT_BLUR_STUDS); // the core refuses a blur out of range
    const { core } = this;
    const h = this.handle;
    return core.call(() =>
      core.withGrid(grid, (ptr) => {
        core.check(core.x.mc_photo_fidelity(h, ptr, grid.width, grid.height, blurStuds));
        const [meanDeltaE, p95DeltaE, ssim, loneStuds, sideLoneStuds, greyStuds, greySpecks] = core.scalars(7);
        return { meanDeltaE, p95DeltaE, ssim, blurStuds, loneStuds, sideLoneStuds, greyStuds, greySpecks };
      }),
    );
  }

  suggestAdjustments(opts: SuggestOptions): Adjustments {
    const { platesWide, platesHigh } = opts ?? ({} as SuggestOptions);
    checkPlates(platesWide, platesHigh);
    const dither = checkDither(opts.dither);
    const [allowLow, allowHigh] = allowedMaskWords(opts.allowed);
    const { core } = this;
    const { x } = core;
    const h = this.handle;
    return core.call(() => {
      core.check(x.mc_set_allowed(allowLow, allowHigh));
      core.check(x.mc_photo_suggest(h, platesWide * STUDS_PER_PLATE, platesHigh * STUDS_PER_PLATE, dither));
      const [brightness, contrast, saturation] = core.scalars(3);
      return { brightness, contrast, saturation };
    });
  }

  free(): void {
    if (this.#handle === 0) return;
    const { x } = this.core;
    this.core.abandoned.unregister(this);
    x.mc_photo_free(this.#handle);
    this.#handle = 0;
  }
}
