import {
  BUILD_STEP_KEY,
  inchesToPlates,
  MAX_PLATES,
  type BuildGuide,
  type BuildMark,
  type BuildMarkChange,
  type DataAnswer,
  type Expect,
  type Same,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { buildGuide, NO_GUIDE, orderedItem, setMark } from '../build/guide.ts';
import { badRequest } from '../errors.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';

const params = z.object({
  orderNumber: z.string().regex(/^\d{8}$/, NO_GUIDE),
  item: z.coerce.number().int(NO_GUIDE).min(1, NO_GUIDE).max(999, NO_GUIDE),
});

const markBody = z
  .object({
    plate: z
      .number()
      .int('Choose a plate by its number.')
      .min(0, 'Choose a plate by its number.')
      .max(MAX_PLATES * MAX_PLATES - 1, 'Choose a plate by its number.'),
    step: z.string().regex(BUILD_STEP_KEY, "That isn't a step of the guide."),
    done: z.boolean({ message: 'Say whether the step is done.' }),
  })
  .strict();
type _MarkBody = Expect<Same<z.input<typeof markBody>, BuildMarkChange>>;

/**
 * The building guide of an ordered Brix, for the order's owner (and admins): GET /api/build/{orderNumber}/{item}
 * answers the plates, colours and marks; PUT .../marks marks one step done or not and answers every mark.
 */
export const buildRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/:orderNumber/:item', valid('param', params), async (c) => {
      const { orderNumber, item } = c.req.valid('param');
      const found = await orderedItem(deps.db, orderNumber, item, c.var.isAdmin ? null : c.var.userId);
      return c.json({
        data: await buildGuide(deps.db, await deps.core(), orderNumber, item, found),
      } satisfies DataAnswer<BuildGuide>);
    })
    .put('/:orderNumber/:item/marks', valid('param', params), valid('json', markBody), async (c) => {
      const { orderNumber, item } = c.req.valid('param');
      const mark = c.req.valid('json');
      const found = await orderedItem(deps.db, orderNumber, item, c.var.isAdmin ? null : c.var.userId);
      const plates = inchesToPlates(found.width) * inchesToPlates(found.height);
      if (mark.plate >= plates) {
        const message = `This Brix has ${plates} plates.`;
        throw badRequest(message, { plate: message });
      }
      return c.json({
        data: { marks: await setMark(deps.db, found.id, mark, deps.clock()) },
      } satisfies DataAnswer<{ marks: BuildMark[] }>);
    });
