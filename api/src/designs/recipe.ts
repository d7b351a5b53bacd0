// How a grid was made from its photo: the plates, the crop, the sliders and the painted studs. A saved design
// holds one, and so does a cart item (so the wizard can open it again). Checked the same way for both: whole
// numbers in range, the crop in the plates' proportions, every painted stud on the grid.
import {
  CROP_ASPECT_TOLERANCE,
  MAX_CROP_SIDE,
  MAX_EDITS,
  PALETTE_SIZE,
  platesToStuds,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  type ItemRecipe,
} from '@brixilated/shop';
import { z } from 'zod';

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} must be at most ${max}.`);

const slider = (name: string) =>
  whole(name, SLIDER_MIN, SLIDER_MAX).refine((v) => v % SLIDER_STEP === 0, `${name} moves in steps of ${SLIDER_STEP}.`);

const edit = z.object({
  x: whole('A stud', 0, 10_000),
  y: whole('A stud', 0, 10_000),
  from: whole('A colour', 0, PALETTE_SIZE - 1),
  to: whole('A colour', 0, PALETTE_SIZE - 1),
});

/** The fields of a recipe, each checked on its own (a design's body spreads them among its own). */
export const recipeFields = {
  plates: z.object({ wide: whole('The width in plates', 1, 64), high: whole('The height in plates', 1, 64) }),
  crop: z.object({
    x: whole('The crop', 0, MAX_CROP_SIDE),
    y: whole('The crop', 0, MAX_CROP_SIDE),
    width: whole('The crop', 1, MAX_CROP_SIDE),
    height: whole('The crop', 1, MAX_CROP_SIDE),
  }),
  sliders: z.object({
    brightness: slider('Brightness'),
    contrast: slider('Contrast'),
    saturation: slider('Saturation'),
  }),
  edits: z.array(edit).max(MAX_EDITS, `A design keeps at most ${MAX_EDITS} painted studs.`),
};

export const recipeSchema = z.object(recipeFields);

/** The most JSON a recipe takes: MAX_EDITS painted studs of the longest form, and the rest. */
export const MAX_RECIPE_JSON_BYTES = MAX_EDITS * JSON.stringify({ x: 9999, y: 9999, from: 39, to: 39 }).length + 1024;

/**
 * What is wrong with a recipe for a grid of `plates` (the size's), as a path and a message for the customer, or
 * null when it fits: its plates are the size's, its crop has their proportions, its painted studs are on the grid.
 */
export function recipeProblem(
  recipe: ItemRecipe,
  plates: ItemRecipe['plates'],
): { path: (string | number)[]; message: string } | null {
  const { wide, high } = plates;
  if (recipe.plates.wide !== wide || recipe.plates.high !== high)
    return { path: ['plates'], message: `The design must be ${wide} x ${high} plates, as its size.` };
  const aspect = recipe.crop.width / recipe.crop.height;
  if (Math.abs(aspect / (wide / high) - 1) > CROP_ASPECT_TOLERANCE)
    return { path: ['crop'], message: `The crop must have the size's proportions (${wide} x ${high}).` };
  const [studsWide, studsHigh] = [platesToStuds(wide), platesToStuds(high)];
  const outside = recipe.edits.findIndex((e) => e.x >= studsWide || e.y >= studsHigh);
  if (outside >= 0)
    return {
      path: ['edits', outside],
      message: `Painted studs must be on the ${studsWide} x ${studsHigh} studs of this size.`,
    };
  return null;
}
