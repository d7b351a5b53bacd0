// The typed contract of mosaic-core's TypeScript face. Other parts of the shop (the web worker, the
// server's blueprint and image code, the CLI) code against these shapes; add members, never change them.

/** One of the 40 brick colours, in palette-index order (from palette.json). */
export interface PaletteColor {
  index: number;
  name: string;
  /** "#rrggbb" */
  hex: string;
  /** One of the 13 basic colour names used in colour analysis. */
  basic: string;
  rgb: readonly [number, number, number];
}

/**
 * How quantizing spreads colour error: `none` (each stud its nearest colour), Floyd-Steinberg or Atkinson
 * error diffusion, or `likeness`: Floyd-Steinberg improved by a search for the grid that, seen from a
 * distance, looks most like the photo (deterministic; slower than the others).
 */
export type Dither = 'none' | 'floyd-steinberg' | 'atkinson' | 'likeness' | 'clean';

/**
 * How much a grid, seen from a distance, looks like its photo: both blurred in linear light by a Gaussian of
 * `blurStuds` studs (what the eye makes of an 8 mm stud from the viewing distance), then compared per stud.
 */
export interface Fidelity {
  /** Mean CIEDE2000 per stud between the blurred photo and the blurred grid. */
  meanDeltaE: number;
  /** The 95th percentile (nearest rank) of the same. */
  p95DeltaE: number;
  /** Mean SSIM of the two blurred lightness pictures (1 when alike). */
  ssim: number;
  blurStuds: number;
  /** Studs whose neighbours (eight, fewer at the edges) all have other colours: specks up close. */
  loneStuds: number;
  /** Studs with no stud of their colour left, right, above or below: how far from clean up close. */
  sideLoneStuds: number;
  /** Studs where the blurred photo is nearly grey (CIELAB chroma under 8). */
  greyStuds: number;
  /** Of those, studs of a chromatic colour (chroma 12 or more): colour specks in grey areas. */
  greySpecks: number;
}

export interface FidelityOptions {
  /** The blur in studs, 0 to 16; 1 when left out (about 6 m away). */
  blurStuds?: number;
}

/** Slider values in percent, 0..200, default 100; same meaning as CSS brightness(), contrast(), saturate(). */
export interface Adjustments {
  brightness: number;
  contrast: number;
  saturation: number;
}

/** A mosaic: palette indices in studs, row-major from the top left. */
export interface Grid {
  width: number;
  height: number;
  indices: Uint8Array;
}

/** One pixel edit: stud (x, y) changed from palette index `from` to `to`. */
export interface Edit {
  x: number;
  y: number;
  from: number;
  to: number;
}

export type MosaicErrorCode = 'TOO_SMALL' | 'BAD_INPUT' | 'OUT_OF_MEMORY' | 'INTERNAL';

export interface BlueprintPlate {
  /** Plate row and column, from the top left. */
  row: number;
  col: number;
  /** Top-left stud of the plate in the whole grid. */
  x: number;
  y: number;
  /** 32 x 32 palette indices, row-major. */
  indices: Uint8Array;
  /** 40 counts for this plate. */
  counts: Uint32Array;
}

export interface BlueprintLegendEntry {
  index: number;
  /** Short printable stud code drawn on each stud (the palette index + 1, "1".."40"). */
  code: string;
  name: string;
  hex: string;
  count: number;
}

export interface BlueprintData {
  platesWide: number;
  platesHigh: number;
  /** Row-major from the top left. */
  plates: BlueprintPlate[];
  /** Colours used, in palette-index order. */
  legend: BlueprintLegendEntry[];
}

export interface ColorAnalysisEntry {
  hex: string;
  count: number;
  /** Basic colour name. */
  name: string;
}

/** Milliseconds in each stage. Adjust sums the adjusted cells into stud colours as it goes (one pass), so
 * its time holds the sampling's and sample's is about 0. */
export interface StageTimings {
  crop: number;
  adjust: number;
  sample: number;
  quantize: number;
}

export interface MosaicResult {
  grid: Grid;
  counts: Uint32Array;
  /**
   * Mean CIEDE2000 difference between each stud's sampled, adjusted colour and its palette colour (NaN
   * when pixelated with `measureError: false`).
   */
  meanDeltaE: number;
  timingsMs: StageTimings;
}

/**
 * The palette colours a grid may use, as palette indices (0 to 39; the stud code is index + 1), at least
 * one: each stud becomes the CIEDE2000-nearest of these (dithering diffuses the error of the colour
 * actually chosen). Left out, all 40 are allowed. An empty list is refused with BAD_INPUT.
 */
export type AllowedColors = readonly number[];

export interface PixelateOptions {
  platesWide: number;
  platesHigh: number;
  adjustments?: Adjustments;
  dither?: Dither;
  allowed?: AllowedColors;
  /**
   * Measure the result's mean colour error (`meanDeltaE`); true when left out. False leaves it NaN and
   * changes nothing else: most studs then need no colour-difference formula at all (their colour's cell
   * in the nearest-colour table has one candidate), which makes a slider change at 256 x 256 studs much
   * quicker. The editor, which never shows the error, asks for none.
   */
  measureError?: boolean;
  /**
   * At most this many colours (1 to 40): the core picks, among the allowed ones, the subset that best renders
   * this photo by the fidelity measure. All the allowed colours when left out.
   */
  maxColors?: number;
  /**
   * Tidy lone studs: a stud whose neighbours all have other colours counts against the result, so the
   * searched blending prefers clusters and a lone stud takes a neighbour's colour when that costs the
   * likeness little. Off when left out.
   */
  tidy?: boolean;
  /**
   * A smaller picture of the same photo (a preview): this many studs a side instead of the plates', each from 1
   * to the plates' studs. The photo's stud colours (`studColors`, `fidelity`) are then of this size.
   */
  studs?: { wide: number; high: number };
}

export interface SuggestOptions {
  platesWide: number;
  platesHigh: number;
  dither?: Dither;
  /** The colours the result may use, as for `pixelate`: the suggestion lowers the error against these. */
  allowed?: AllowedColors;
}

/** A photo held inside WebAssembly memory; slider changes re-run only what they must. */
export interface Photo {
  readonly width: number;
  readonly height: number;
  /** Throws MosaicError TOO_SMALL (customer-readable message) or BAD_INPUT. */
  pixelate(opts: PixelateOptions): MosaicResult;
  /**
   * Slider values (60-140 %) that lower the mean CIEDE2000 error of the result for this photo at this size,
   * without straying far from the photo; the result's mean error is never above the unadjusted one.
   */
  suggestAdjustments(opts: SuggestOptions): Adjustments;
  /**
   * The stud colours of the last `pixelate` after the sliders, before quantizing: r, g, b per stud in linear
   * light (0 to 1), row-major, exactly as quantizing reads them (a copy). Throws MosaicError BAD_INPUT when
   * the photo has not been pixelated, or `suggestAdjustments` moved it to another size since.
   */
  studColors(): Float32Array;
  /**
   * How much `grid` (the size of the last `pixelate`, e.g. its grid with edits on top) looks like the photo's
   * stud colours from a distance. Throws MosaicError BAD_INPUT for another size or before a `pixelate`.
   */
  fidelity(grid: Grid, opts?: FidelityOptions): Fidelity;
  /** Releases the photo's memory; the Photo cannot be used afterwards. */
  free(): void;
}

/**
 * How a grid is drawn: `flat` squares (the editor's preview), round `studs` with light and shadow (the
 * final picture), or `distance`: the flat picture as it looks from 3 metres, each stud's colour blurred
 * into its neighbours in linear light by the eye's colour blur (about half a stud at that distance).
 */
export type RenderStyle = 'flat' | 'studs' | 'distance';

export interface RenderOptions {
  pxPerStud: number;
  style: RenderStyle;
}

export interface RenderedImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** A photo made by `MosaicCore.newPhoto`, and where to write its pixels. */
export interface NewPhoto {
  photo: Photo;
  /**
   * The photo's width * height * 4 RGBA bytes in WebAssembly memory, to fill. The view is valid until the
   * next call into the core, which may grow its memory and so detach it (its length is then 0): ask again
   * after any call. Throws MosaicError BAD_INPUT once the photo is freed.
   */
  pixels(): Uint8Array;
}

export interface MosaicCore {
  /**
   * Whether this module was compiled with WebAssembly SIMD128: true for mosaic_core.wasm (Node and browsers
   * with SIMD), false for mosaic_core_scalar.wasm (browsers without). Both give the same results bit for bit.
   */
  readonly simd128: boolean;
  /** Copies the pixels into WebAssembly memory. */
  openPhoto(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Photo;
  /**
   * A photo of `width` x `height` whose pixels the caller writes straight into WebAssembly memory, saving
   * `openPhoto`'s copy. Every pixel must be written (through `pixels`) before the photo is used: until then
   * they are whatever the memory held.
   */
  newPhoto(width: number, height: number): NewPhoto;
  render(grid: Grid, opts: RenderOptions): RenderedImage;
  /** 40 counts. */
  counts(grid: Grid): Uint32Array;
  /** Non-zero counts, most first; name is the basic colour name. */
  colorAnalysis(counts: ArrayLike<number>): ColorAnalysisEntry[];
  blueprint(grid: Grid): BlueprintData;
  /** Throws MosaicError BAD_INPUT unless the grid is studsWide x studsHigh with every index below 40. */
  validateGrid(grid: Grid, studsWide: number, studsHigh: number): void;
  /** Re-applies each edit's `to` (at most the newest 500) onto a copy of the grid. */
  replay(grid: Grid, edits: readonly Edit[]): { grid: Grid; counts: Uint32Array };
  /** The eye's blur in studs from `metres` away (its colour blur over the 8 mm between stud centres). */
  blurStudsAt(metres: number): number;
  /** The palette as the WebAssembly table has it: 40 r, g, b triples (for checking against palette.json). */
  paletteRgb(): Uint8Array;
  /**
   * Runs the pipeline once on a made-up photo of about this size (default 4000 x 3000, a phone photo) and
   * forgets it, so the first real photo finds memory grown and the code optimised. Call it while nothing
   * waits (in the browser's worker while the customer picks shape and size); it takes about as long as a
   * first photo would have.
   */
  warmUp(photo?: { width: number; height: number }): void;
}
