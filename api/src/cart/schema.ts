// A cart item as a browser sends it, checked in full: the size is real, the pictures are the shop's, the core
// accepts the grid for the size; then priced and counted by the server. Saved designs use the same field checks.
import {
  BLENDINGS,
  BLENDING_NAMES,
  COLOR_CAPS,
  COLOR_MAP_MESSAGES,
  inchesToPlates,
  MAX_COLOR_MAP_CHARS,
  MAX_QUANTITY,
  PALETTE_SIZE,
  platesToStuds,
  readColorMap,
  resolveItemSize,
  SHAPES,
  SIZE_NAMES,
  type ColorCap,
  type Expect,
  type NewCartItem,
  type PricedItem,
  type Same,
  type Shape,
  type SizeName,
} from '@brixilated/shop';
import { MosaicError } from 'mosaic-core';
import { z } from 'zod';
import type { CoreLoader, ServerCore } from '../core.ts';
import { MAX_RECIPE_JSON_BYTES, recipeProblem, recipeSchema } from '../designs/recipe.ts';

/**
 * Pictures must be the shop's own (/images/..., served from its storage): an outside address would
 * appear in the confirmation email and the admin pages as if the shop had sent it.
 */
const OWN_IMAGE = /^\/images\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const ownImageUrl = z
  .string({ error: 'Add the picture first.' })
  .min(1, 'Add the picture first.')
  .max(2048, 'That picture address is too long.')
  .refine((value) => OWN_IMAGE.test(value) && !value.includes('..'), 'Pictures must be uploaded to this shop first.');

/**
 * The most JSON one cart item takes: the longest colorMap, its recipe and the other fields (two picture addresses of
 * at most 2 KB).
 */
export const MAX_ITEM_JSON_BYTES = MAX_COLOR_MAP_CHARS + MAX_RECIPE_JSON_BYTES + 8 * 1024;

export type CheckedGrid = { ok: true; compact: string; colorCounts: number[] } | { ok: false; message: string };

/**
 * Reads a colorMap and has the core check it against the item's studs (its size, every index a palette
 * colour) and count its colours; returns the grid's compact text (the text itself when it came compact) and
 * the counts, or a message for the customer.
 */
export function checkColorMap(
  core: Pick<ServerCore, 'validateGrid' | 'counts'>,
  raw: string,
  studsWide: number,
  studsHigh: number,
): CheckedGrid {
  const parsed = readColorMap(raw);
  if (!parsed.ok) return parsed;
  const { grid } = parsed;
  const { width, height } = grid;
  try {
    core.validateGrid(grid, studsWide, studsHigh);
  } catch (err) {
    if (!(err instanceof MosaicError) || err.code !== 'BAD_INPUT') throw err;
    if (width !== studsWide || height !== studsHigh) {
      return {
        ok: false,
        message: `The mosaic is ${width} x ${height} studs but this size needs ${studsWide} x ${studsHigh}.`,
      };
    }
    return { ok: false, message: `Every stud must be a palette colour from 0 to ${PALETTE_SIZE - 1}.` };
  }
  return { ok: true, compact: parsed.compact, colorCounts: Array.from(core.counts(grid)) };
}

const shapeSchema = z.enum(SHAPES as [Shape, ...Shape[]], { error: 'Pick Square, Portrait or Landscape.' });
const sizeSchema = z.enum(SIZE_NAMES as [SizeName, ...SizeName[]], { error: 'Pick Small, Medium, Large or Custom.' });
/** The Colours cap as a cart item or a saved design names it; 'all' when left out. */
export const colorCapSchema = z
  .custom<ColorCap>((v) => (COLOR_CAPS as readonly unknown[]).includes(v), {
    error: 'Colours is All, 24, 16, 12 or 8.',
  })
  .default('all');

const blendingNames = BLENDINGS.map((b) => BLENDING_NAMES[b]);
/** Colour blending as a cart item or a saved design names it; 'off' when left out. */
export const blendingSchema = z
  .enum(BLENDINGS, {
    error: `Colour blending is ${blendingNames.slice(0, -1).join(', ')} or ${blendingNames.at(-1)}.`,
  })
  .default('off');
const inches = z.number({ error: 'Give the size in inches.' }).int('Give the size in whole inches.').min(1).max(1000);

/** What a browser sends. Any `price` or `colorCounts` is dropped: the server prices and counts. */
const newCartItemFields = z.object({
  shape: shapeSchema,
  size: sizeSchema,
  width: inches,
  height: inches,
  quantity: z
    .number({ error: 'The quantity must be a number.' })
    .int('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(MAX_QUANTITY, `The quantity can be at most ${MAX_QUANTITY}.`)
    .default(1),
  origImageUrl: ownImageUrl,
  pixImageUrl: ownImageUrl,
  colorMap: z
    .string({ error: 'The mosaic data is missing.' })
    .min(1, 'The mosaic data is missing.')
    .max(MAX_COLOR_MAP_CHARS, COLOR_MAP_MESSAGES.tooLarge),
  blending: blendingSchema,
  colorCap: colorCapSchema,
  tidy: z.boolean({ error: 'Tidy lone studs is on or off.' }).default(false),
  // Carts kept before items had a recipe send none: such an item cannot be opened again, and is fine otherwise.
  recipe: recipeSchema.nullable().default(null),
});
// What the browser writes is the shop's NewCartItem, and what the schema lets through is a PricedItem but for its
// price and counts: a field added to one side only fails the typecheck.
type _NewCartItemIsChecked = Expect<Same<z.input<typeof newCartItemFields>, NewCartItem>>;
type _CheckedItemIsPriced = Expect<
  Same<z.output<typeof newCartItemFields>, Omit<PricedItem, 'priceCents' | 'colorCounts'>>
>;

/**
 * A NewCartItem checked in full (the size is real, the core accepts the grid for it) and priced and
 * counted by the server. Parse it asynchronously: the core loads on first use.
 */
export const cartItemSchema = (core: CoreLoader) =>
  newCartItemFields.transform(async (item, ctx): Promise<PricedItem> => {
    const size = resolveItemSize(item.shape, item.size, item.width, item.height);
    if (!size.ok) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: size.message });
      return z.NEVER;
    }
    const plates = { wide: inchesToPlates(item.width), high: inchesToPlates(item.height) };
    const problem = item.recipe && recipeProblem(item.recipe, plates);
    if (problem) {
      ctx.addIssue({ code: 'custom', ...problem, path: ['recipe', ...problem.path] });
      return z.NEVER;
    }
    const map = checkColorMap(await core(), item.colorMap, platesToStuds(plates.wide), platesToStuds(plates.high));
    if (!map.ok) {
      ctx.addIssue({ code: 'custom', path: ['colorMap'], message: map.message });
      return z.NEVER;
    }
    // zod keeps only the declared fields, so any price or counts a browser sent are already gone. The grid
    // is kept in its compact form, whatever spacing it was sent with.
    return {
      ...item,
      colorMap: map.compact,
      priceCents: size.record.sizeData.priceCents,
      colorCounts: map.colorCounts,
    };
  });
