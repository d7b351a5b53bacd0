import { readColorMap, type DataAnswer, type Design, type DesignSummary } from '@brixilated/shop';
import { Hono } from 'hono';
import sharp from 'sharp';
import { z } from 'zod';
import { requireUser } from '../http/auth.ts';
import type { AppDeps } from '../deps.ts';
import {
  createDesign,
  deleteDesign,
  DESIGN_NOT_FOUND,
  designGrid,
  designSchema,
  getDesign,
  listDesigns,
  MAX_DESIGN_JSON_BYTES,
  updateDesign,
} from '../designs/designs.ts';
import { limitBody } from '../http/body-limit.ts';
import { limitGridWrites } from '../http/rate-limit.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';

const idParam = z.object({ id: z.string().uuid(DESIGN_NOT_FOUND) });
/** Thumbnails are at most this many pixels on their longer side. */
const THUMBNAIL_SIDE = 256;

/** A customer's saved designs: theirs alone (another customer's id answers 404, as a missing one does). */
export const designRoutes = (deps: AppDeps) => {
  const design = designSchema(deps.core);
  return (
    new Hono<AppEnv>()
      .use(requireUser)
      .get('/', async (c) =>
        c.json({ data: await listDesigns(deps.db, c.var.userId) } satisfies DataAnswer<DesignSummary[]>),
      )
      .post('/', limitGridWrites(deps), limitBody(MAX_DESIGN_JSON_BYTES), valid('json', design), async (c) =>
        c.json(
          {
            data: await createDesign(deps.db, c.var.userId, c.req.valid('json'), deps.clock()),
          } satisfies DataAnswer<Design>,
          201,
        ),
      )
      .get('/:id', valid('param', idParam), async (c) =>
        c.json({ data: await getDesign(deps.db, c.var.userId, c.req.valid('param').id) } satisfies DataAnswer<Design>),
      )
      .put(
        '/:id',
        valid('param', idParam),
        limitGridWrites(deps),
        limitBody(MAX_DESIGN_JSON_BYTES),
        valid('json', design),
        async (c) =>
          c.json({
            data: await updateDesign(deps.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'), deps.clock()),
          } satisfies DataAnswer<Design>),
      )
      .delete('/:id', valid('param', idParam), async (c) => {
        await deleteDesign(deps.db, c.var.userId, c.req.valid('param').id);
        return c.body(null, 204);
      })
      // A small flat picture of the design, drawn by the core from the stored grid (never a picture the browser sent).
      .get('/:id/thumbnail.png', valid('param', idParam), async (c) => {
        const { colorMap, updatedAt } = await designGrid(deps.db, c.var.userId, c.req.valid('param').id);
        const parsed = readColorMap(colorMap);
        if (!parsed.ok) throw new Error(`A stored design grid does not parse: ${parsed.message}`);
        const { grid } = parsed;
        const pxPerStud = Math.max(1, Math.floor(THUMBNAIL_SIDE / Math.max(grid.width, grid.height)));
        const image = (await deps.core()).render(grid, { pxPerStud, style: 'flat' });
        const png = await sharp(Buffer.from(image.rgba.buffer, image.rgba.byteOffset, image.rgba.byteLength), {
          raw: { width: image.width, height: image.height, channels: 4 },
        })
          .removeAlpha()
          .png({ palette: true, colors: 64 })
          .toBuffer();
        return c.body(new Uint8Array(png), 200, {
          'Content-Type': 'image/png',
          'Cache-Control': 'private, no-cache',
          'Last-Modified': new Date(updatedAt).toUTCString(),
        });
      })
  );
};
