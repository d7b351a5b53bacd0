import {
  MAX_STOCK_PIECES,
  PALETTE_SIZE,
  type PickList,
  type Expect,
  type Same,
  type StockChange,
  type StockChangeOfColors,
  type StockThresholdUpdate,
  type DataAnswer,
  type OrderPickList,
  type StockReport,
} from '@brixilated/shop';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { requireAdmin } from '../http/auth.ts';
import { notFound } from '../errors.ts';
import { wantedListXml } from '../fulfilment/bricklink.ts';
import { pickListCsv } from '../fulfilment/csv.ts';
import { bricksByIndex, openOrdersPickList, orderPickList } from '../fulfilment/pick-list.ts';
import { changeStockOfColors, setStockThreshold, stockReport } from '../fulfilment/stock.ts';
import type { AppEnv } from '../http/env.ts';
import { valid } from '../http/validate.ts';
import { ORDER_NOT_FOUND, orderNumberParam } from './orders.ts';

const partsQuery = z.object({
  filter: z.enum(['open'], { error: 'Parts are listed for the open orders (filter=open).' }).default('open'),
});
const COLOR_CODE_RULE = `A colour code is a number from 1 to ${PALETTE_SIZE}.`;
const colorParam = z.object({
  colorCode: z.coerce
    .number({ error: COLOR_CODE_RULE })
    .int(COLOR_CODE_RULE)
    .min(1, COLOR_CODE_RULE)
    .max(PALETTE_SIZE, COLOR_CODE_RULE),
});
const pieces = (what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(MAX_STOCK_PIECES, `${what} can be at most ${MAX_STOCK_PIECES.toLocaleString('en-US')}.`);
const stockChange = {
  onHand: pieces('Pieces on hand').nullable().optional(),
  received: pieces('Pieces received').optional(),
  available: z.boolean({ error: 'Available must be true or false.' }).optional(),
};
const saysWhatChanges = [
  (body: { onHand?: unknown; received?: unknown; available?: unknown }) =>
    body.onHand !== undefined || body.received !== undefined || body.available !== undefined,
  'Say what to change: onHand, received or available.',
] as const;
const stockBody = z
  .object(stockChange)
  .strict()
  .refine(...saysWhatChanges);
type _StockBody = Expect<Same<z.input<typeof stockBody>, StockChange>>;
/** One change for several colours at once (the admin's selection), applied together or not at all. */
const stockManyBody = z
  .object({
    codes: z
      .array(
        z
          .number({ error: COLOR_CODE_RULE })
          .int(COLOR_CODE_RULE)
          .min(1, COLOR_CODE_RULE)
          .max(PALETTE_SIZE, COLOR_CODE_RULE),
        { error: 'Codes must be a list of colour codes.' },
      )
      .min(1, 'Choose at least one colour.')
      .max(PALETTE_SIZE, `At most ${PALETTE_SIZE} colours.`)
      .refine((codes) => new Set(codes).size === codes.length, 'Each colour once.'),
    ...stockChange,
  })
  .strict()
  .refine(...saysWhatChanges);
type _StockManyBody = Expect<Same<z.input<typeof stockManyBody>, StockChangeOfColors>>;
const thresholdBody = z.object({ threshold: pieces('The threshold') }).strict();
type _ThresholdBody = Expect<Same<z.input<typeof thresholdBody>, StockThresholdUpdate>>;

type Download = { kind: 'csv' | 'xml'; name: string; remarks: string };

function download(list: PickList, { kind, name, remarks }: Download): Response {
  const body = kind === 'csv' ? pickListCsv(list) : wantedListXml(list, remarks);
  return new Response(body, {
    headers: {
      'Content-Type': kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.${kind}"`,
    },
  });
}

/**
 * Fulfilment for the admin: pick lists per order and for every open order (JSON, CSV and a BrickLink wanted
 * list), and the stock of each palette colour with its available switch and the threshold. Admins only.
 */
export const fulfilmentRoutes = (deps: AppDeps) => {
  const { db } = deps;
  const orderList = async (orderNumber: string) => {
    const list = await orderPickList(db, await deps.core(), orderNumber);
    if (!list) throw notFound(ORDER_NOT_FOUND);
    return list;
  };
  const report = async () => stockReport(db, bricksByIndex(await openOrdersPickList(db, await deps.core())));
  return new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/orders/:orderNumber/pick-list', valid('param', orderNumberParam), async (c) =>
      c.json({ data: await orderList(c.req.valid('param').orderNumber) } satisfies DataAnswer<OrderPickList>),
    )
    .get('/orders/:orderNumber/parts.csv', valid('param', orderNumberParam), async (c) => {
      const { orderNumber } = c.req.valid('param');
      return download((await orderList(orderNumber)).total, {
        kind: 'csv',
        name: `brixilated-order-${orderNumber}-parts`,
        remarks: '',
      });
    })
    .get('/orders/:orderNumber/parts.xml', valid('param', orderNumberParam), async (c) => {
      const { orderNumber } = c.req.valid('param');
      return download((await orderList(orderNumber)).total, {
        kind: 'xml',
        name: `brixilated-order-${orderNumber}-parts`,
        remarks: `Brixilated order ${orderNumber}`,
      });
    })
    .get('/parts', valid('query', partsQuery), async (c) =>
      c.json({ data: await openOrdersPickList(db, await deps.core()) } satisfies DataAnswer<PickList>),
    )
    .get('/parts.csv', valid('query', partsQuery), async () =>
      download(await openOrdersPickList(db, await deps.core()), {
        kind: 'csv',
        name: 'brixilated-open-orders-parts',
        remarks: '',
      }),
    )
    .get('/parts.xml', valid('query', partsQuery), async () =>
      download(await openOrdersPickList(db, await deps.core()), {
        kind: 'xml',
        name: 'brixilated-open-orders-parts',
        remarks: 'Brixilated open orders',
      }),
    )
    .get('/stock', async (c) => c.json({ data: await report() } satisfies DataAnswer<StockReport>))
    .put('/stock', valid('json', stockManyBody), async (c) => {
      const { codes, ...change } = c.req.valid('json');
      if (await changeStockOfColors(db, codes, change, deps.clock(), c.get('log').requestId)) deps.jobs.nudge();
      return c.json({ data: await report() } satisfies DataAnswer<StockReport>);
    })
    .put('/stock/:colorCode', valid('param', colorParam), valid('json', stockBody), async (c) => {
      const code = c.req.valid('param').colorCode;
      if (await changeStockOfColors(db, [code], c.req.valid('json'), deps.clock(), c.get('log').requestId))
        deps.jobs.nudge();
      return c.json({ data: await report() } satisfies DataAnswer<StockReport>);
    })
    .put('/stock-threshold', valid('json', thresholdBody), async (c) => {
      await setStockThreshold(db, c.req.valid('json').threshold, deps.clock());
      return c.json({ data: await report() } satisfies DataAnswer<StockReport>);
    });
};
