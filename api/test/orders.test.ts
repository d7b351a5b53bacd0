import { loadMosaicCoreNode } from 'mosaic-core/node';
import { describe, expect, onTestFinished } from 'vitest';
import { cartItem, registerUploads } from './support/app.ts';
import { CHICAGO, createCheckoutShop, it } from './support/checkout-shop.ts';

describe('order history and details', () => {
  it('lists a customer’s orders newest first, with suborders, items, tracking and blueprint links', async ({
    shop,
  }) => {
    await registerUploads(shop.db, shop.clock.now(), '/images/first.png', '/images/second.png');
    const { token } = await shop.customerWithCart([cartItem({ pixImageUrl: '/images/first.png' })]);
    const first = (await shop.pay(token)).order;
    shop.clock.advance(24 * 60 * 60 * 1000);
    await shop.post(
      '/api/cart/items',
      cartItem({ size: 'Large', quantity: 3, pixImageUrl: '/images/second.png' }, 4, 3),
      token,
    );
    await shop.post('/api/cart/items', cartItem({}, 2, 3), token);
    const second = (await shop.pay(token, { shippingIndex: 1, gift: true })).order;

    const history = await shop.get('/api/orders', token);
    expect(history.status).toBe(200);
    expect(history.body.data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(new Date(history.body.data[0].date).getTime() - new Date(history.body.data[1].date).getTime()).toBe(
      24 * 60 * 60 * 1000,
    );

    const details = await shop.get(`/api/orders/${second.orderNumber}`, token);
    expect(details.body.data).toEqual(second);
    // 12 plates x $30 + $29.99 = $389.99, three of them; a 2 x 3 portrait $209.99.
    expect(second).toMatchObject({ priceCents: 3 * 38999 + 20999, completed: false });
    const [suborder] = second.suborders;
    expect(suborder).toMatchObject({
      index: 0,
      gift: true,
      shipping: 1,
      shippingName: 'Priority Shipping',
      address: CHICAGO,
    });
    // Not shipped yet: the page shows its text while the number is empty.
    expect(suborder.trackingNumber).toBe('');
    expect(
      suborder.items.map((i: { size: string; quantity: number; pixImageUrl: string }) => [
        i.size,
        i.quantity,
        i.pixImageUrl,
      ]),
    ).toEqual([
      ['Large', 3, '/images/second.png'],
      ['Small', 1, '/images/mosaic-1.png'],
    ]);
    for (const item of suborder.items) {
      expect(item.instructionsUrl).toBe(`/api/blueprints/${second.orderNumber}/${item.id}.pdf`);
      // Everything Reorder needs to put it back in the cart.
      expect(JSON.parse(item.colorMap)).toMatchObject({ width: item.width * 3.2, height: item.height * 3.2 });
    }
    // 12 x 3 + 6 plates = 42 plates by Priority to Chicago: 14.99 + 42.00.
    expect(second.shippingCents).toBe(5699);

    // Reorder: the items of an old order go back into the cart and are priced again by the server.
    const {
      id: _id,
      instructionsUrl: _url,
      price: _price,
      priceCents: _cents,
      colorCounts: _counts,
      ...again
    } = suborder.items[0];
    const re = await shop.post('/api/cart/items', { ...again, quantity: 1 }, token);
    expect(re.status).toBe(200);
    expect(re.body.data[0]).toMatchObject({ size: 'Large', priceCents: 38999, quantity: 1 });
  });

  it('answers 404 for an unknown order and 400 for something that is not an order number', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    expect((await shop.get('/api/orders/12345678', token)).status).toBe(404);
    expect((await shop.get('/api/orders/12345', token)).status).toBe(400);
    expect((await shop.get("/api/orders/1' OR '1'='1", token)).status).toBe(400);
    expect((await shop.get('/api/orders')).status).toBe(401);
    expect((await shop.get('/api/orders', token)).body.data).toEqual([]);
  });

  it('sends one confirmation email with every item, its thumbnail and its blueprint link', async ({ shop }) => {
    await registerUploads(shop.db, shop.clock.now(), '/images/a.png', '/images/b.png');
    const { token, user } = await shop.customerWithCart([
      cartItem({ pixImageUrl: '/images/a.png' }),
      cartItem({ pixImageUrl: '/images/b.png', quantity: 2 }, 3, 2),
    ]);
    const { order } = await shop.pay(token, { coupon: 'welcome10' });
    await shop.runJobs();
    const mails = shop.mailer.sent.filter(
      (m) => m.to === user.email && m.subject === `Your Brixilated order ${order.orderNumber}`,
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.html).toContain('<img src="http://shop.test/images/a.png"');
    expect(mail.html).toContain('<img src="http://shop.test/images/b.png"');
    for (const item of order.suborders[0].items)
      expect(mail.text).toContain(`http://shop.test/account/orders/${order.orderNumber}/blueprints/${item.id}`);
    expect(mail.text).toContain('Small Square 1:1 Brix, 20 x 20 in x 1: $149.99');
    expect(mail.text).toContain('Small Landscape 3:2 Brix, 30 x 20 in x 2: $419.98');
    expect(mail.text).toContain(`Discount (WELCOME10): -$${(order.discountCents / 100).toFixed(2)}`);
    expect(mail.text).toContain(`Total: $${(order.totalCents / 100).toFixed(2)}`);
    expect(order.totalCents).toBe(order.priceCents + order.shippingCents + order.taxCents - order.discountCents);
  });

  it('sends the confirmation before making the blueprints, and still sends it when they cannot be made', async () => {
    const confirmationsWhenBlueprintsStarted: number[] = [];
    const shop = await createCheckoutShop({
      extra: {
        // The real core checks the cart's grids; drawing a blueprint fails.
        core: async () => {
          const real = await loadMosaicCoreNode();
          return {
            validateGrid: real.validateGrid.bind(real),
            counts: real.counts.bind(real),
            render: real.render.bind(real),
            blueprint: () => {
              confirmationsWhenBlueprintsStarted.push(
                shop.mailer.sent.filter((m) => m.subject.startsWith('Your Brixilated order')).length,
              );
              throw new Error('mosaic-core is not built');
            },
          };
        },
      },
    });
    onTestFinished(() => shop.cleanup());
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    // The confirmation job goes before the blueprint jobs; the failed blueprint waits for its retry.
    expect(await shop.runJobs()).toBe(2);
    expect(confirmationsWhenBlueprintsStarted[0]).toBe(1);
    expect(shop.mailer.sent.filter((m) => m.subject === `Your Brixilated order ${order.orderNumber}`)).toHaveLength(1);
    expect(shop.errors.map(String)).toEqual(['Error: mosaic-core is not built']);
    expect(await shop.orderCount()).toBe(1);
  });
});
