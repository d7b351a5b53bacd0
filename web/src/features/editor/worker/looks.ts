// Pictures of the open photo other than the one shown, for choosing a look: a small picture with each colour
// blending (a preview beside its name) and Auto-adjust's tries, each measured on its own call. Drawn on the photo already in the core, most
// at fewer studs than the size's (the core keeps a copy of the photo per size asked for, so the next full-size
// picture finds its own again). The worker's page-facing calls for them are `lookApi`.
import * as Comlink from 'comlink';
import { BLENDING_DITHER, SLIDER_DEFAULT, type Blending, type ColorCap } from '@brixilated/shop';
import { STUDS_PER_PLATE, type Adjustments, type AllowedColors, type Grid, type Photo } from 'mosaic-core';
import type { Halves } from '../common/autoAdjust';
import type { Outcome, Plates } from '../common/protocol';

/** Studs on a blending preview's longer side at most. */
export const PREVIEW_STUDS = 40;
/** Studs on the longer side of the pictures Auto-adjust's tries are measured on first. */
export const SEARCH_STUDS = 64;

/** How a picture of the open photo is drawn: sliders, blending, colours (the cap's choice) and Tidy. */
export interface Drawing {
  adjustments: Adjustments;
  blending: Blending;
  allowed?: AllowedColors;
  tidy: boolean;
}

/** The studs a side of a picture at most `most` studs on its longer side, in the plates' proportions. */
export function smallerStuds(plates: Plates, most: number): { wide: number; high: number } {
  const wide = plates.wide * STUDS_PER_PLATE;
  const high = plates.high * STUDS_PER_PLATE;
  const scale = Math.min(1, most / Math.max(wide, high));
  return { wide: Math.max(1, Math.round(wide * scale)), high: Math.max(1, Math.round(high * scale)) };
}

/** The photo drawn as `look` says at `studs` (the plates' own when left out). */
export function draw(photo: Photo, plates: Plates, look: Drawing, studs?: { wide: number; high: number }): Grid {
  return photo.pixelate({
    platesWide: plates.wide,
    platesHigh: plates.high,
    studs,
    adjustments: look.adjustments,
    allowed: look.allowed,
    dither: BLENDING_DITHER[look.blending],
    measureError: false,
    tidy: look.tidy && look.blending !== 'off',
  }).grid;
}

const AT_REST: Adjustments = { brightness: SLIDER_DEFAULT, contrast: SLIDER_DEFAULT, saturation: SLIDER_DEFAULT };

/** Both halves of the fidelity measure for the photo drawn as `look`, against the photo as taken (sliders at rest). */
export function halvesOf(photo: Photo, plates: Plates, look: Drawing, studs?: { wide: number; high: number }): Halves {
  const grid = draw(photo, plates, look, studs);
  // The measure's photo side is the photo's stud colours after the sliders: at rest, the photo as taken.
  photo.pixelate({
    platesWide: plates.wide,
    platesHigh: plates.high,
    studs,
    adjustments: AT_REST,
    allowed: look.allowed,
    measureError: false,
  });
  const f = photo.fidelity(grid);
  const n = grid.width * grid.height;
  return {
    likeness: f.meanDeltaE,
    lone: f.sideLoneStuds / n,
    specks: f.greyStuds > 0 ? f.greySpecks / f.greyStuds : 0,
  };
}

/** What `lookApi` needs of the open photo's session (the worker's EditorSession). */
interface LookSession {
  preview(blending: Blending, adjustments: Adjustments, colorCap: ColorCap): Grid;
  measureLook(look: Omit<Drawing, 'allowed'> & { colorCap: ColorCap }, small: boolean): Halves;
}

type WithSession = <T>(fn: (s: LookSession) => T) => Outcome<T>;

/** The worker's calls for previews and Auto-adjust, on the open photo's session. */
export function lookApi(withSession: WithSession) {
  return {
    /** A small picture of the open photo with `blending` and these sliders (the newest look's colours), at most PREVIEW_STUDS a side. */
    async blendingPreview(blending: Blending, adjustments: Adjustments, colorCap: ColorCap): Promise<Outcome<Grid>> {
      const outcome = withSession((s) => s.preview(blending, adjustments, colorCap));
      return outcome.ok
        ? { ok: true, value: Comlink.transfer(outcome.value, [outcome.value.indices.buffer]) }
        : outcome;
    },

    /**
     * Both halves of the fidelity measure for the open photo drawn as `look` (Auto-adjust's one try), at most
     * SEARCH_STUDS a side when `small`, else at the size's studs.
     */
    async measureLook(
      look: Omit<Drawing, 'allowed'> & { colorCap: ColorCap },
      small: boolean,
    ): Promise<Outcome<Halves>> {
      return withSession((s) => s.measureLook(look, small));
    },
  };
}
