// Saved designs: a customer's wizard state (photo, shape, size, crop, sliders, blending, painted studs and the
// finished grid) kept on their account to open again. Each customer sees only their own; at most
// MAX_DESIGNS_PER_CUSTOMER each. Every part is checked like a cart item: the size is real, the photo is one
// this shop stored, the grid is checked by the core for the size, and the edits stay on the grid's studs.
import {
  MAX_COLOR_MAP_CHARS,
  MAX_DESIGNS_PER_CUSTOMER,
  platesToInches,
  platesToStuds,
  resolveItemSize,
  SHAPES,
  SIZE_NAMES,
  TIDY_DEFAULT,
  type CheckedDesign,
  type Design,
  type DesignInput,
  type DesignSummary,
  type Expect,
  type Same,
  type Shape,
  type SizeName,
} from '@brixilated/shop';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { blendingSchema, checkColorMap, colorCapSchema, ownImageUrl } from '../cart/schema.ts';
import type { CoreLoader } from '../core.ts';
import type { Db, DesignsTable } from '../db/types.ts';
import { AppError, notFound } from '../errors.ts';
import { requireStoredImages, userOwner } from '../images/register.ts';
import { recipeFields, recipeProblem } from './recipe.ts';

export const DESIGN_NOT_FOUND = "We couldn't find that design.";
/** The most JSON one design takes: the longest grid, 500 edits and the rest. */
export const MAX_DESIGN_JSON_BYTES = MAX_COLOR_MAP_CHARS + 64 * 1024;

const designFields = z.object({
  shape: z.enum(SHAPES as [Shape, ...Shape[]], { error: 'Pick Square, Portrait or Landscape.' }),
  size: z.enum(SIZE_NAMES as [SizeName, ...SizeName[]], { error: 'Pick Small, Medium, Large or Custom.' }),
  plates: recipeFields.plates,
  photoUrl: ownImageUrl,
  crop: recipeFields.crop,
  sliders: recipeFields.sliders,
  blending: blendingSchema,
  colorCap: colorCapSchema,
  tidy: z.boolean({ error: 'Tidy lone studs is on or off.' }).default(TIDY_DEFAULT),
  edits: recipeFields.edits,
  colorMap: z
    .string({ error: 'The mosaic data is missing.' })
    .min(1, 'The mosaic data is missing.')
    .max(MAX_COLOR_MAP_CHARS),
});
// What the browser writes is the shop's DesignInput, and what the schema lets through its CheckedDesign: a field
// added to one side only fails the typecheck.
type _DesignInputIsChecked = Expect<Same<z.input<typeof designFields>, DesignInput>>;
type _CheckedDesignIsKept = Expect<Same<z.output<typeof designFields>, CheckedDesign>>;

/** A design as the browser sends it, checked in full; parse asynchronously (the core loads on first use). */
export const designSchema = (core: CoreLoader) =>
  designFields.transform(async (design, ctx): Promise<CheckedDesign> => {
    const { wide, high } = design.plates;
    const size = resolveItemSize(design.shape, design.size, platesToInches(wide), platesToInches(high));
    if (!size.ok) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: size.message });
      return z.NEVER;
    }
    const problem = recipeProblem(design, design.plates);
    if (problem) {
      ctx.addIssue({ code: 'custom', ...problem });
      return z.NEVER;
    }
    const [studsWide, studsHigh] = [platesToStuds(wide), platesToStuds(high)];
    const map = checkColorMap(await core(), design.colorMap, studsWide, studsHigh);
    if (!map.ok) {
      ctx.addIssue({ code: 'custom', path: ['colorMap'], message: map.message });
      return z.NEVER;
    }
    return { ...design, colorMap: map.compact };
  });

export const thumbnailUrl = (id: string) => `/api/designs/${id}/thumbnail.png`;

function toSummary(row: DesignsTable): DesignSummary {
  return {
    id: row.id,
    shape: row.shape as Shape,
    size: row.size as SizeName,
    plates: { wide: row.plates_wide, high: row.plates_high },
    thumbnailUrl: thumbnailUrl(row.id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDesign(row: DesignsTable): Design {
  const settings = JSON.parse(row.settings) as Pick<CheckedDesign, 'crop' | 'sliders' | 'blending' | 'edits'> &
    Partial<Pick<CheckedDesign, 'colorCap' | 'tidy'>>;
  // Designs saved before Colours and Tidy lone studs were drawn without a cap, with Tidy as its default.
  return {
    ...toSummary(row),
    colorCap: 'all',
    tidy: TIDY_DEFAULT,
    ...settings,
    photoUrl: row.photo_url,
    colorMap: row.color_map,
  };
}

function columns(design: CheckedDesign) {
  const { crop, sliders, blending, colorCap, tidy, edits } = design;
  return {
    shape: design.shape,
    size: design.size,
    plates_wide: design.plates.wide,
    plates_high: design.plates.high,
    photo_url: design.photoUrl,
    settings: JSON.stringify({ crop, sliders, blending, colorCap, tidy, edits }),
    color_map: design.colorMap,
  };
}

/** The customer's designs, newest change first. */
export async function listDesigns(db: Db, userId: string): Promise<DesignSummary[]> {
  const rows = await db
    .selectFrom('designs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toSummary);
}

async function findRow(db: Db, userId: string, id: string): Promise<DesignsTable> {
  // Another customer's design answers exactly as a missing one does.
  const row = await db
    .selectFrom('designs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(DESIGN_NOT_FOUND);
  return row;
}

export const getDesign = async (db: Db, userId: string, id: string): Promise<Design> =>
  toDesign(await findRow(db, userId, id));

/** The stored grid of one of the customer's designs (for its thumbnail). */
export const designGrid = async (db: Db, userId: string, id: string) => {
  const row = await findRow(db, userId, id);
  return { colorMap: row.color_map, updatedAt: row.updated_at };
};

/** Saves a new design; 409 DESIGN_LIMIT once the customer keeps MAX_DESIGNS_PER_CUSTOMER. */
export async function createDesign(db: Db, userId: string, design: CheckedDesign, now: Date): Promise<Design> {
  await requireStoredImages(db, { photoUrl: design.photoUrl }, userOwner(userId));
  const at = now.toISOString();
  const row: DesignsTable = { id: randomUUID(), user_id: userId, ...columns(design), created_at: at, updated_at: at };
  await db.transaction().execute(async (trx) => {
    // Saves of one customer take turns: the customer's row is held first (a row lock on PostgreSQL, where
    // transactions counting at once would each miss the other's insert; SQLite's write transactions take turns
    // anyway), then counted and inserted, so saves at once cannot pass the limit together.
    await trx
      .updateTable('users')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', userId)
      .execute();
    const { count } = await trx
      .selectFrom('designs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_DESIGNS_PER_CUSTOMER) {
      throw new AppError(
        409,
        'DESIGN_LIMIT',
        `You can keep ${MAX_DESIGNS_PER_CUSTOMER} designs. Delete one you no longer need to save this one.`,
      );
    }
    await trx.insertInto('designs').values(row).execute();
  });
  return toDesign(row);
}

/** Saves over one of the customer's designs (opening a saved design and saving again updates it). */
export async function updateDesign(
  db: Db,
  userId: string,
  id: string,
  design: CheckedDesign,
  now: Date,
): Promise<Design> {
  const before = await findRow(db, userId, id);
  // The design's own photo is the customer's already; another one must be a picture they uploaded.
  if (design.photoUrl !== before.photo_url)
    await requireStoredImages(db, { photoUrl: design.photoUrl }, userOwner(userId));
  const row: DesignsTable = { ...before, ...columns(design), updated_at: now.toISOString() };
  await db
    .updateTable('designs')
    .set(columns(design))
    .set({ updated_at: row.updated_at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  return toDesign(row);
}

export async function deleteDesign(db: Db, userId: string, id: string): Promise<void> {
  const result = await db.deleteFrom('designs').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(DESIGN_NOT_FOUND);
}
