// The building guide's API: the plates and colours of an ordered Brix (the blueprint's own counts), and the
// builder's marks, kept per step so two devices never undo each other's.
import { describe, expect } from 'vitest';
import { readColorMap } from '@brixilated/shop';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { cartItem } from './support/app.ts';
import { it, type CheckoutShop } from './support/checkout-shop.ts';

/** A customer with a placed order of two 2 x 2-plate Brixes. */
async function placedOrder(shop: CheckoutShop) {
  const { token } = await shop.customerWithCart([cartItem(), cartItem({ origImageUrl: '/images/mosaic-1.png' })]);
  const { order } = await shop.pay(token);
  return { token, orderNumber: order.orderNumber as string };
}

describe('the building guide of an ordered Brix', () => {
  it('answers the plates and colours with the blueprint’s counts, and no marks yet', async ({ shop }) => {
    const { token, orderNumber } = await placedOrder(shop);
    const res = await shop.get(`/api/build/${orderNumber}/1`, token);
    expect(res.status).toBe(200);
    const guide = res.body.data;
    expect(guide).toMatchObject({ orderNumber, item: 1, platesWide: 2, platesHigh: 2, marks: [] });
    expect(guide.title).toBe('Small Square 1:1 Brix, 20 x 20 in (50.8 x 50.8 cm)');
    const parsed = readColorMap(guide.colorMap);
    if (!parsed.ok) throw new Error(parsed.message);
    const blueprint = (await loadMosaicCoreNode()).blueprint(parsed.grid);
    expect(guide.plates).toHaveLength(4);
    guide.plates.forEach((plate: { counts: [number, number][]; x: number; y: number }, i: number) => {
      const expected = [...blueprint.plates[i].counts].flatMap((n, index) => (n > 0 ? [[index, n]] : []));
      expect(plate.counts).toEqual(expected);
      expect(plate.counts.reduce((sum, [, n]) => sum + n, 0)).toBe(32 * 32);
      expect([plate.x, plate.y]).toEqual([blueprint.plates[i].x, blueprint.plates[i].y]);
    });
    expect(guide.legend.map((e: { count: number }) => e.count)).toEqual(blueprint.legend.map((e) => e.count));
    const second = await shop.get(`/api/build/${orderNumber}/2`, token);
    expect(second.body.data).toMatchObject({ item: 2, platesWide: 2, platesHigh: 2 });
  });

  it('keeps marks per step: twice is once, two at once are both kept, undo removes one', async ({ shop }) => {
    const { token, orderNumber } = await placedOrder(shop);
    const path = `/api/build/${orderNumber}/1/marks`;
    const first = await shop.put(path, { plate: 0, step: 'c5', done: true }, token);
    expect(first.status).toBe(200);
    expect(first.body.data.marks).toEqual([{ plate: 0, step: 'c5' }]);
    expect((await shop.put(path, { plate: 0, step: 'c5', done: true }, token)).body.data.marks).toHaveLength(1);
    // Two devices marking different steps at the same moment: neither mark is lost.
    const [a, b] = await Promise.all([
      shop.put(path, { plate: 1, step: 'c2', done: true }, token),
      shop.put(path, { plate: 1, step: 'r3', done: true }, token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const marks = (await shop.get(`/api/build/${orderNumber}/1`, token)).body.data.marks;
    expect(marks).toEqual(
      expect.arrayContaining([
        { plate: 0, step: 'c5' },
        { plate: 1, step: 'c2' },
        { plate: 1, step: 'r3' },
      ]),
    );
    expect(marks).toHaveLength(3);
    const undone = await shop.put(path, { plate: 0, step: 'c5', done: false }, token);
    expect(undone.body.data.marks).toHaveLength(2);
    expect(undone.body.data.marks).not.toContainEqual({ plate: 0, step: 'c5' });
    // The other Brix of the order has marks of its own.
    expect((await shop.get(`/api/build/${orderNumber}/2`, token)).body.data.marks).toEqual([]);
  });

  it('is the owner’s alone: another customer and a missing Brix get not-found, a visitor must log in', async ({
    shop,
  }) => {
    const { token, orderNumber } = await placedOrder(shop);
    const other = await shop.signUp();
    for (const res of [
      await shop.get(`/api/build/${orderNumber}/1`, other.token),
      await shop.put(`/api/build/${orderNumber}/1/marks`, { plate: 0, step: 'c1', done: true }, other.token),
      await shop.get(`/api/build/${orderNumber}/3`, token),
      await shop.get(`/api/build/99999999/1`, token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'NOT_FOUND', message: "We couldn't find that Brix." });
    }
    expect((await shop.get(`/api/build/${orderNumber}/1`)).status).toBe(401);
    expect((await shop.get(`/api/build/${orderNumber}/1`, token)).body.data.marks).toEqual([]);
  });

  it('refuses a mark that names no step or plate of the Brix, with a message', async ({ shop }) => {
    const { token, orderNumber } = await placedOrder(shop);
    const path = `/api/build/${orderNumber}/1/marks`;
    const cases: [unknown, string][] = [
      [{ plate: 4, step: 'c1', done: true }, 'This Brix has 4 plates.'],
      [{ plate: 0, step: 'c40', done: true }, "That isn't a step of the guide."],
      [{ plate: 0, step: 'r32', done: true }, "That isn't a step of the guide."],
      [{ plate: -1, step: 'r1', done: true }, 'Choose a plate by its number.'],
      [{ plate: 0, step: 'r1' }, 'Say whether the step is done.'],
      [{ plate: 0, step: 'r1', done: true, extra: 1 }, 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const res = await shop.put(path, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await shop.get(`/api/build/${orderNumber}/1`, token)).body.data.marks).toEqual([]);
  });
});
