import {
  SHAPES,
  sizeForInches,
  sizeRecord,
  type DataAnswer,
  type Expect,
  type InventoryColor,
  type Same,
  type Shape,
  type SizeCode,
  type SizeRecord,
  type SizesRequest,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/types.ts';
import { badRequest } from '../errors.ts';
import { inventoryColors } from '../fulfilment/stock.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';

/** The standard sizes from the catalogue table, in catalogue order. */
export async function standardSizes(db: Db, shape?: Shape): Promise<SizeRecord[]> {
  let query = db.selectFrom('sizes').selectAll().orderBy('position');
  if (shape) query = query.where('shape', '=', shape);
  const rows = await query.execute();
  return rows.map((r) => sizeRecord(r.shape, r.size, r.code as SizeCode, r.plates_wide, r.plates_high));
}

const inches = z.number({ error: 'Give the size in inches.' }).int('Give the size in whole inches.').min(1).max(1000);
const sizesQuery = z.union(
  [
    z
      .object({ shape: z.enum(SHAPES as [Shape, ...Shape[]], { error: 'Pick Square, Portrait or Landscape.' }) })
      .strict(),
    z.object({ width: inches, height: inches }).strict(),
  ],
  { error: 'Ask by { shape } or by { width, height } in inches.' },
);
type _SizesBody = Expect<Same<z.input<typeof sizesQuery>, SizesRequest>>;

/** How long a process answers the catalogue's sizes from memory before it reads the table again. */
export const SIZES_CACHE_MS = 60_000;

/**
 * The standard sizes, read from the table at most once a minute per process: the catalogue is written only by
 * the first start's seed (or an operator), and it is the call every visitor makes. Concurrent first callers
 * share one read; a failed read is not kept.
 */
function cachedStandardSizes(deps: AppDeps): () => Promise<SizeRecord[]> {
  let cached: { at: number; sizes: Promise<SizeRecord[]> } | null = null;
  return () => {
    const now = deps.clock().getTime();
    if (!cached || now - cached.at >= SIZES_CACHE_MS) {
      const sizes = standardSizes(deps.db);
      const entry = { at: now, sizes };
      cached = entry;
      sizes.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.sizes;
  };
}

export const inventoryRoutes = (deps: AppDeps) => {
  const sizes = cachedStandardSizes(deps);
  return (
    new Hono<AppEnv>()
      .get('/sizes', async (c) => c.json({ data: await sizes() } satisfies DataAnswer<SizeRecord[]>))
      // Which palette colours new designs may use (the admin's switch and the stock threshold).
      .get('/colours', async (c) =>
        c.json({ data: await inventoryColors(deps.db) } satisfies DataAnswer<InventoryColor[]>),
      )
      .post('/sizes', valid('json', sizesQuery), async (c) => {
        const query = c.req.valid('json');
        if ('shape' in query)
          return c.json({ data: await standardSizes(deps.db, query.shape) } satisfies DataAnswer<SizeRecord[]>);
        const record = sizeForInches(query.width, query.height);
        if (!record) {
          const message = 'A Brix is 10 to 80 inches a side, in steps of 10 inches.';
          throw badRequest(message, { width: message });
        }
        return c.json({ data: [record] } satisfies DataAnswer<SizeRecord[]>);
      })
  );
};
