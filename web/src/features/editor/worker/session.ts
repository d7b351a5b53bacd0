// What the editor worker holds between calls, without the browser around it (so Node tests run it on the
// real core): the photo inside mosaic-core, the plates it is pixelated at, the colours it may use (the
// shop's available colours, as the core's allowed-colours mask), and the newest pixelation before any edit. The customer's edits are replayed onto that pixelation by the core (`replay`), after
// every reprocess and whenever the page asks again because the customer painted in the meantime. The page
// never shows the grid's mean colour error, so the core is asked not to measure it (a quicker reprocess).
import { BLENDING_DITHER, type Blending, type ColorCap } from '@brixilated/shop';
import {
  MAX_HISTORY,
  type Adjustments,
  type AllowedColors,
  type Edit,
  type Fidelity,
  type Grid,
  type MosaicCore,
  type Photo,
} from 'mosaic-core';
import type { Halves } from '../common/autoAdjust';
import type { EditedGrid, GridMessage, Plates } from '../common/protocol';
import { draw, halvesOf, PREVIEW_STUDS, SEARCH_STUDS, smallerStuds, type Drawing } from './looks';

/** What is done to a grid after its blending: the Colours cap and Tidy lone studs (with a blending only). */
export interface Finish {
  colorCap: ColorCap;
  tidy: boolean;
  /**
   * A fast picture while a slider moves: a Colours cap keeps to the colours of the newest grid made with the
   * same cap and available colours (when there is one) instead of choosing its colours again, so the picture
   * follows the slider with no more colours than the cap until the chosen look replaces it.
   */
  quick?: boolean;
}

/** The core's options for a finish with `blending`. */
export function finishOptions(blending: Blending, finish?: Finish): { maxColors?: number; tidy: boolean } {
  return {
    maxColors: finish && finish.colorCap !== 'all' ? finish.colorCap : undefined,
    tidy: blending !== 'off' && finish?.tidy === true,
  };
}

export class EditorSession {
  private photo: Photo | null = null;
  private plates: Plates | null = null;
  /** The newest pixelation, as the core made it: the customer's edits are replayed onto a copy of it. */
  private base: Grid | null = null;
  /** The palette indices the grids may use (the newest pixelation's; all 40 when left out). */
  private allowed: AllowedColors | undefined = undefined;
  /** The colours the newest grid made with a Colours cap used, the cap and the available colours it chose from. */
  private capped: { cap: number; from: string; colors: number[] } | null = null;

  constructor(private readonly core: MosaicCore) {}

  /** True once a photo is open (a crop was made). */
  get open(): boolean {
    return this.photo !== null && this.plates !== null;
  }

  /**
   * Takes the cropped photo's RGBA into the core and pixelates it at `plates` with only the `allowed`
   * colours (palette indices; all when left out) and `blending`. The previous photo is freed first; a failure
   * (MosaicError, e.g. TOO_SMALL, or BAD_INPUT for an empty list) leaves no photo open.
   */
  openPhoto(
    rgba: Uint8Array | Uint8ClampedArray,
    width: number,
    height: number,
    plates: Plates,
    adjustments: Adjustments,
    allowed?: AllowedColors,
    blending: Blending = 'off',
  ): GridMessage {
    this.close();
    return this.adopt(this.core.openPhoto(rgba, width, height), plates, adjustments, allowed, blending);
  }

  /**
   * As `openPhoto`, for a photo already in the core with all its pixels written (`MosaicCore.newPhoto`): the
   * session owns it from here, and frees it on a failure too.
   */
  adopt(
    photo: Photo,
    plates: Plates,
    adjustments: Adjustments,
    allowed?: AllowedColors,
    blending: Blending = 'off',
  ): GridMessage {
    this.close();
    try {
      this.photo = photo;
      this.plates = plates;
      const result = photo.pixelate({
        platesWide: plates.wide,
        platesHigh: plates.high,
        adjustments,
        allowed,
        dither: BLENDING_DITHER[blending],
        measureError: false,
      });
      this.allowed = allowed;
      this.base = result.grid;
      return {
        width: result.grid.width,
        height: result.grid.height,
        indices: result.grid.indices.slice(),
        counts: result.counts,
      };
    } catch (err) {
      this.close();
      throw err;
    }
  }

  /**
   * Re-runs the pipeline with new slider values, the colours now `allowed` (all when left out), the colour
   * `blending` and its `finish` (Colours cap, Tidy lone studs; none when left out), then
   * replays `edits` (oldest first) onto the result. The page leaves out edits painting a colour no longer
   * allowed (see `dropEditsOutside` in the model).
   */
  pixelate(
    adjustments: Adjustments,
    edits: readonly Edit[],
    allowed?: AllowedColors,
    blending: Blending = 'off',
    finish?: Finish,
  ): EditedGrid {
    const { photo, plates } = this.need();
    const from = String(allowed ?? 'all');
    const cap = finish?.colorCap ?? 'all';
    const { capped } = this;
    // While a slider moves, the colours the cap chose last (a subset of the allowed ones) stand in for a new choice.
    const reuse = finish?.quick === true && capped !== null && capped.cap === cap && capped.from === from;
    const result = photo.pixelate({
      platesWide: plates.wide,
      platesHigh: plates.high,
      adjustments,
      allowed: reuse ? capped.colors : allowed,
      dither: BLENDING_DITHER[blending],
      measureError: false,
      ...finishOptions(blending, reuse ? { ...finish, colorCap: 'all' } : finish),
    });
    if (cap !== 'all' && !reuse) {
      const colors = [...result.counts.keys()].filter((i) => result.counts[i] > 0);
      this.capped = { cap, from, colors };
    }
    this.base = result.grid;
    this.allowed = allowed;
    return this.replay(edits);
  }

  /** Replays `edits` onto the newest pixelation again (the customer painted while it was being made). */
  replay(edits: readonly Edit[]): EditedGrid {
    if (!this.base) throw new Error('No photo is open');
    return replayOnto(this.core, this.base, edits);
  }

  /**
   * How much `grid` (the newest pixelation's size, e.g. as edited) looks like the photo from a distance: the
   * core's fidelity measure (mean and 95th-percentile CIEDE2000 per stud after the eye's blur, SSIM).
   */
  fidelity(grid: Grid): Fidelity {
    return this.need().photo.fidelity(grid);
  }

  /**
   * A small picture of the photo with `blending` and these sliders, at most PREVIEW_STUDS a side, in the newest
   * pixelation's colours (with a Colours cap, those the cap chose last), untidied.
   */
  preview(blending: Blending, adjustments: Adjustments, colorCap: ColorCap): Grid {
    const { photo, plates } = this.need();
    const look = { adjustments, blending, allowed: this.colorsFor(colorCap), tidy: false };
    return draw(photo, plates, look, smallerStuds(plates, PREVIEW_STUDS));
  }

  /**
   * One of Auto-adjust's tries: both halves of the measure for the photo drawn as `look` in the newest
   * pixelation's colours, at most SEARCH_STUDS a side when `small`, else at the size's studs.
   */
  measureLook({ colorCap, ...look }: Omit<Drawing, 'allowed'> & { colorCap: ColorCap }, small: boolean): Halves {
    const { photo, plates } = this.need();
    const drawing: Drawing = { ...look, allowed: this.colorsFor(colorCap) };
    return halvesOf(photo, plates, drawing, small ? smallerStuds(plates, SEARCH_STUDS) : undefined);
  }

  /** The colours a picture with `colorCap` may use without choosing them again: the cap's last choice, or all allowed. */
  private colorsFor(colorCap: ColorCap): AllowedColors | undefined {
    const { capped } = this;
    const from = String(this.allowed ?? 'all');
    return colorCap !== 'all' && capped?.cap === colorCap && capped.from === from ? capped.colors : this.allowed;
  }

  /** Frees the photo's memory in the core. */
  close(): void {
    this.photo?.free();
    this.photo = null;
    this.plates = null;
    this.base = null;
    this.allowed = undefined;
    this.capped = null;
  }

  private need(): { photo: Photo; plates: Plates } {
    if (!this.photo || !this.plates) throw new Error('No photo is open');
    return { photo: this.photo, plates: this.plates };
  }
}

/** Replays `edits` (oldest first) onto a copy of `base` with the core; the base itself is left as it is. */
export function replayOnto(core: MosaicCore, base: Grid, edits: readonly Edit[]): EditedGrid {
  // The core replays at most the newest MAX_HISTORY edits; `under` follows the same ones.
  const newest = edits.slice(-MAX_HISTORY);
  const { grid, counts } = core.replay(base, newest);
  return { width: grid.width, height: grid.height, indices: grid.indices, counts, under: colorsUnder(base, newest) };
}

/**
 * The color each edit paints over when `edits` are replayed in order onto `base`: the base's color for a
 * stud's first edit, the previous edit's color after that. The page writes these into its history, so an
 * undo after a reprocess brings back the new picture's stud, not the old one.
 */
export function colorsUnder(base: Grid, edits: readonly Edit[]): Uint8Array {
  const under = new Uint8Array(edits.length);
  const painted = new Map<number, number>();
  edits.forEach((e, i) => {
    const cell = e.y * base.width + e.x;
    under[i] = painted.get(cell) ?? base.indices[cell];
    painted.set(cell, e.to);
  });
  return under;
}
