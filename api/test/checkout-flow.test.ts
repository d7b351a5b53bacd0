import { describe, expect } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { arrivesText, type ShippingIndex } from '@brixilated/shop';
import { cartItem } from './support/app.ts';
import { CHICAGO, NEW_YORK, card, it } from './support/checkout-shop.ts';

describe('checkout: from a visitor cart to a paid order', () => {
  it('merges the cart at sign-up, quotes shipping, takes 4242..., places one order with its email and blueprint', async ({
    shop,
  }) => {
    // A 2 x 2-plate Brix ($149.99) built as a visitor, merged into the account at sign-up.
    const { token, user } = await shop.customerWithCart([cartItem({}, 2, 2)], CHICAGO);
    expect((await shop.get('/api/cart', token)).body.data).toHaveLength(1);

    const shipping = await shop.post('/api/shipping/options', { zip: CHICAGO.zip }, token);
    expect(shipping.status).toBe(200);
    expect(shipping.body.options).toEqual([
      { index: 0, name: 'Ground Shipping', time: '5-7 business days', cost: 9.99, costCents: 999 },
      { index: 1, name: 'Priority Shipping', time: '2-3 business days', cost: 18.99, costCents: 1899 },
      { index: 2, name: 'Priority Express', time: '1-2 business days', cost: 37.99, costCents: 3799 },
    ]);

    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: true }, token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      provider: 'test',
      summary: { subtotalCents: 14999, shippingCents: 999, taxCents: 937, discountCents: 0, totalCents: 16935 },
    });
    expect(created.body.orderNumber).toMatch(/^\d{8}$/);
    expect(created.body.clientSecret).toContain(`${created.body.id}_secret_`);

    const confirmed = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4242') },
      token,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('succeeded');
    const order = confirmed.body.order;
    expect(order).toMatchObject({
      orderNumber: created.body.orderNumber,
      priceCents: 14999,
      price: 149.99,
      shippingCents: 999,
      taxCents: 937,
      discountCents: 0,
      totalCents: 16935,
      total: 169.35,
      completed: false,
      coupon: null,
    });
    expect(order.suborders).toHaveLength(1);
    const [suborder] = order.suborders;
    expect(suborder).toMatchObject({
      index: 0,
      address: CHICAGO,
      gift: true,
      shipping: 0,
      shippingName: 'Ground Shipping',
      trackingNumber: '',
    });
    expect(suborder.items).toHaveLength(1);
    const [item] = suborder.items;
    expect(item).toMatchObject({ shape: 'Square', width: 20, height: 20, quantity: 1, priceCents: 14999 });
    expect(item.instructionsUrl).toBe(`/api/blueprints/${order.orderNumber}/${item.id}.pdf`);
    expect(item.colorCounts).toHaveLength(40);

    // The cart is emptied, the order is in the history, exactly once.
    expect((await shop.get('/api/cart', token)).body.data).toEqual([]);
    expect(await shop.orderCount()).toBe(1);
    const history = await shop.get('/api/orders', token);
    expect(history.body.data.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([order.orderNumber]);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, token)).body.data).toEqual(order);

    // The confirmation email (a job written with the order; a serving process's runner sends it):
    // order number, thumbnail, totals, address and the blueprint link.
    expect(shop.mailer.sent).toEqual([]);
    expect(await shop.runJobs()).toBe(2);
    const mail = shop.mailer.sent.find((m) => m.subject.includes(order.orderNumber));
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain(`Your order number is ${order.orderNumber}`);
    expect(mail?.text).toContain('Total: $169.35');
    expect(mail?.text).toContain('Tax: $9.37');
    expect(mail?.text).toContain('233 S Wacker Dr');
    // The delivery estimate as the checkout gave it: dates from the order's day and its shipping option.
    const arrives = arrivesText(new Date(order.date), suborder.shipping as ShippingIndex);
    expect(mail?.text).toContain(`${suborder.shippingName}: ${arrives}.`);
    expect(mail?.html).toContain(`${suborder.shippingName}: ${arrives}.`);
    // The blueprint link opens the shop's page that signs a customer in and then opens the PDF.
    expect(mail?.text).toContain(`http://shop.test/account/orders/${order.orderNumber}/blueprints/${item.id}`);
    expect(mail?.html).toContain('<img src="http://shop.test/images/mosaic-1.png"');
    expect(mail?.html).toContain(`http://shop.test/account/orders/${order.orderNumber}/blueprints/${item.id}"`);

    // The blueprint: a PDF with a cover and one page per base plate (2 x 2 plates).
    const pdf = await shop.app.request(`http://shop.test${item.instructionsUrl}`, {
      headers: { cookie: `auth-token=${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBe(4 + 1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    // A signed-out browser following the link is sent to the page that signs in first; a script still gets 401.
    const navigate = { 'sec-fetch-mode': 'navigate' };
    const signedOut = await shop.app.request(`http://shop.test${item.instructionsUrl}`, { headers: navigate });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get('location')).toBe(`/account/orders/${order.orderNumber}/blueprints/${item.id}`);
    expect((await shop.app.request(`http://shop.test${item.instructionsUrl}`)).status).toBe(401);
    // A blueprint the order does not have: the browser lands on the order page instead of an error in JSON.
    const other = await shop.app.request(
      `http://shop.test/api/blueprints/${order.orderNumber}/00000000-0000-4000-8000-000000000000.pdf`,
      { headers: { ...navigate, cookie: `auth-token=${token}` } },
    );
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe(`/account/orders/${order.orderNumber}`);
    // Made by the order's blueprint job, kept in the file store.
    expect(await shop.storedFiles(`blueprints/${order.orderNumber}`)).toEqual([`${item.id}.pdf`]);
    expect(shop.errors).toEqual([]);
  });

  it('a second confirm of the same payment answers the same order and makes no other', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { created, order } = await shop.pay(token);
    const again = await shop.post('/api/payment/confirm', { id: created.id, ...card('4242424242424242') }, token);
    expect(again.body).toEqual({ status: 'succeeded', order });
    const completed = await shop.post('/api/payment/complete', { id: created.id }, token);
    expect(completed.body).toEqual({ status: 'succeeded', order });
    expect(await shop.orderCount()).toBe(1);
    await shop.runJobs();
    expect(shop.mailer.sent.filter((m) => m.subject.includes(order.orderNumber))).toHaveLength(1);
  });

  it('two confirms racing each other still make one order', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 1, addressIndex: 0, gift: false }, token);
    const body = { id: created.body.id, ...card('4242424242424242') };
    const [a, b] = await Promise.all([
      shop.post('/api/payment/confirm', body, token),
      shop.post('/api/payment/confirm', body, token),
    ]);
    expect(a.body.status).toBe('succeeded');
    expect(b.body.status).toBe('succeeded');
    expect(a.body.order.orderNumber).toBe(b.body.order.orderNumber);
    expect(await shop.orderCount()).toBe(1);
    // One order, so one confirmation job and one blueprint job.
    expect(await shop.runJobs()).toBe(2);
    expect(shop.mailer.sent.filter((m) => m.subject.includes(a.body.order.orderNumber))).toHaveLength(1);
  });

  it('updates racing each other keep the test provider’s amount equal to the checkout', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    const id = created.body.id;
    const answers = await Promise.all(
      [2, 1, 2, 0, 1].map((shippingIndex) =>
        shop.post('/api/payment/update', { id, shippingIndex, addressIndex: 0, gift: false }, token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const snapshot = await shop.checkout(id);
    const intent = await shop.db
      .selectFrom('test_payment_intents')
      .select('amount_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_cents).toBe(snapshot.total_cents);
    const paid = await shop.post('/api/payment/confirm', { id, ...card('4242424242424242') }, token);
    expect(paid.body).toMatchObject({ status: 'succeeded', order: { totalCents: snapshot.total_cents } });
  });

  it('a declined card and a card without funds place no order and keep the cart', async ({ shop }) => {
    const { token } = await shop.customerWithCart([cartItem(), cartItem({ quantity: 2 }, 3, 2)]);
    const cartBefore = (await shop.get('/api/cart', token)).body.data;
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);

    const declined = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4000 0000 0000 0002') },
      token,
    );
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.' });

    const broke = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('4000000000009995') }, token);
    expect(broke.body).toEqual({ status: 'failed', message: 'Your card has insufficient funds.' });

    const typo = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242 4242 4242 4241') },
      token,
    );
    expect(typo.body).toEqual({ status: 'failed', message: 'Your card number is incorrect.' });
    const expired = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242424242424242'), expYear: 2020 },
      token,
    );
    expect(expired.body).toEqual({ status: 'failed', message: "Your card's expiration year is in the past." });
    const noCvc = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242424242424242'), cvc: '1' },
      token,
    );
    expect(noCvc.body).toEqual({ status: 'failed', message: "Your card's security code is incomplete." });

    expect(await shop.orderCount()).toBe(0);
    expect((await shop.get('/api/cart', token)).body.data).toEqual(cartBefore);
    expect(await shop.storedFiles('blueprints')).toEqual([]);

    // The same payment then goes through with a good card.
    const ok = await shop.post('/api/payment/confirm', { id: created.body.id, ...card('5555 5555 5555 4444') }, token);
    expect(ok.body.status).toBe('succeeded');
    expect(ok.body.order.suborders[0].items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 2]);
    expect(await shop.orderCount()).toBe(1);
  });
});

describe('checkout: coupons, tax and shipping', () => {
  it('applies a percent coupon and a dollar coupon, case-insensitively', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    expect((await shop.post('/api/payment/discount', { coupon: 'welcome10' }, token)).body).toEqual({
      discount: 15,
      discountCents: 1500,
    });
    expect((await shop.post('/api/payment/discount', { coupon: 'TAKE20' }, token)).body).toEqual({
      discount: 20,
      discountCents: 2000,
    });

    const percent = await shop.post(
      '/api/payment/create',
      { shippingIndex: 0, addressIndex: 0, gift: false, coupon: 'Welcome10' },
      token,
    );
    // Tax is 6.25% of (14999 - 1500) = 843.6875 -> 844.
    expect(percent.body.summary).toEqual({
      subtotalCents: 14999,
      shippingCents: 999,
      taxCents: 844,
      discountCents: 1500,
      totalCents: 15342,
    });

    const dollars = await shop.post(
      '/api/payment/update',
      { id: percent.body.id, shippingIndex: 0, addressIndex: 0, gift: false, coupon: 'take20' },
      token,
    );
    expect(dollars.body.orderNumber).toBe(percent.body.orderNumber);
    expect(dollars.body.summary).toEqual({
      subtotalCents: 14999,
      shippingCents: 999,
      taxCents: 812,
      discountCents: 2000,
      totalCents: 14810,
    });

    const confirmed = await shop.post(
      '/api/payment/confirm',
      { id: percent.body.id, ...card('4242424242424242') },
      token,
    );
    expect(confirmed.body.order).toMatchObject({ coupon: 'TAKE20', discountCents: 2000, totalCents: 14810 });
    const redemptions = await shop.db
      .withTables<{ coupon_redemptions: { coupon_code: string; discount_cents: number } }>()
      .selectFrom('coupon_redemptions')
      .select(['coupon_code', 'discount_cents'])
      .execute();
    expect(redemptions).toEqual([{ coupon_code: 'TAKE20', discount_cents: 2000 }]);
    await shop.runJobs();
    expect(shop.mailer.last()?.text).toContain('Discount (TAKE20): -$20.00');
  });

  it('refuses an inactive or unknown coupon', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    for (const coupon of ['SPRING5', 'NOPE']) {
      const discount = await shop.post('/api/payment/discount', { coupon }, token);
      expect(discount.status).toBe(400);
      expect(discount.body.error).toMatchObject({
        code: 'COUPON_INVALID',
        fields: { coupon: "That coupon code isn't valid." },
      });
      const created = await shop.post(
        '/api/payment/create',
        { shippingIndex: 0, addressIndex: 0, gift: false, coupon },
        token,
      );
      expect(created.status).toBe(400);
    }
  });

  it('caps a dollar coupon larger than the subtotal at the subtotal', async ({ shop }) => {
    const admin = await shop.loginAdmin();
    expect(
      (
        await shop.post(
          '/api/coupon/create',
          { code: 'BIGGIFT500', type: 'Dollars', quantity: 500, active: true },
          admin,
        )
      ).status,
    ).toBe(201);
    const { token } = await shop.customerWithCart([cartItem()], NEW_YORK);
    expect((await shop.post('/api/payment/discount', { coupon: 'biggift500' }, token)).body.discountCents).toBe(14999);
    const created = await shop.post(
      '/api/payment/create',
      { shippingIndex: 2, addressIndex: 0, gift: false, coupon: 'BIGGIFT500' },
      token,
    );
    // New York: no tax; Priority Express (29.99 + 4 x 2.00) x 1.3 = 49.387 -> 49.39; only shipping is paid.
    expect(created.body.summary).toEqual({
      subtotalCents: 14999,
      shippingCents: 4939,
      taxCents: 0,
      discountCents: 14999,
      totalCents: 4939,
    });
  });

  it('taxes Illinois only, after the discount', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    expect((await shop.post('/api/payment/tax', { state: 'Illinois' }, token)).body).toEqual({
      tax: 9.37,
      taxCents: 937,
    });
    expect((await shop.post('/api/payment/tax', { zip: '62701' }, token)).body.taxCents).toBe(937);
    expect((await shop.post('/api/payment/tax', { state: 'New York', zip: '10001' }, token)).body.taxCents).toBe(0);
    expect((await shop.post('/api/payment/tax', { state: 'Illinois', coupon: 'TAKE20' }, token)).body.taxCents).toBe(
      812,
    );
    expect((await shop.post('/api/payment/tax', {}, token)).status).toBe(400);
  });

  it('quotes shipping for a visitor cart by plates times quantity and the ZIP zone', async ({ shop }) => {
    // 2 x 2 plates x 3 + 4 x 4 plates = 28 plates to Denver: (7.99 + 14.00) x 1.3 = 28.587 -> 28.59
    const res = await shop.post('/api/shipping/options', {
      zip: '80202',
      items: [cartItem({ quantity: 3 }), cartItem({ size: 'Large' }, 4, 4)],
    });
    expect(res.status).toBe(200);
    expect(res.body.options[0]).toEqual({
      index: 0,
      name: 'Ground Shipping',
      time: '5-7 business days',
      cost: 28.59,
      costCents: 2859,
    });
    expect((await shop.post('/api/shipping/options', { zip: '6060' })).status).toBe(400);
  });
});

describe('checkout: the server prices everything', () => {
  it('ignores prices, totals and quantities sent with the payment', async ({ shop }) => {
    const { token } = await shop.customerWithCart([cartItem({ price: 0.01, priceCents: 1 })]);
    const tampered = await shop.post(
      '/api/payment/create',
      {
        shippingIndex: 0,
        addressIndex: 0,
        gift: false,
        amount: 1,
        totalCents: 1,
        summary: { totalCents: 1 },
        // A whole cart item (with its grid) is larger than the 4 KB a payment body may be, and would answer 413.
        items: [{ price: 0.01, priceCents: 1, quantity: 100 }],
      },
      token,
    );
    expect(tampered.status).toBe(200);
    expect(tampered.body.summary).toEqual({
      subtotalCents: 14999,
      shippingCents: 999,
      taxCents: 937,
      discountCents: 0,
      totalCents: 16935,
    });
    const intent = await shop.db
      .withTables<{ test_payment_intents: { id: string; amount_cents: number } }>()
      .selectFrom('test_payment_intents')
      .select('amount_cents')
      .where('id', '=', tampered.body.id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_cents).toBe(16935);
  });

  it('charges the cart as it is when it changed after the intent, and never a stored price', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const created = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    // Someone edits the stored price; the quantity goes to 2 through the cart.
    await shop.db.updateTable('cart_items').set({ price_cents: 1 }).execute();
    const [row] = (await shop.get('/api/cart', token)).body.data;
    expect((await shop.put(`/api/cart/items/${row.id}`, { quantity: 2 }, token)).status).toBe(200);

    const confirmed = await shop.post(
      '/api/payment/confirm',
      { id: created.body.id, ...card('4242424242424242') },
      token,
    );
    expect(confirmed.body.order).toMatchObject({
      priceCents: 29998,
      shippingCents: 1199,
      taxCents: 1875,
      totalCents: 33072,
    });
    expect(confirmed.body.order.suborders[0].items[0]).toMatchObject({ quantity: 2, priceCents: 14999 });
  });

  it('refuses an address that is not one of the customer’s, an empty cart and a bad shipping index', async ({
    shop,
  }) => {
    const { token } = await shop.customerWithCart();
    const noAddress = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 3, gift: false }, token);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.error.fields).toHaveProperty('addressIndex');
    expect(
      (await shop.post('/api/payment/create', { shippingIndex: 3, addressIndex: 0, gift: false }, token)).status,
    ).toBe(400);
    expect((await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false })).status).toBe(
      401,
    );

    const [row] = (await shop.get('/api/cart', token)).body.data;
    await shop.del(`/api/cart/items/${row.id}`, token);
    const empty = await shop.post('/api/payment/create', { shippingIndex: 0, addressIndex: 0, gift: false }, token);
    expect(empty.status).toBe(409);
    expect(empty.body.error.code).toBe('CART_EMPTY');
  });
});

describe('checkout: one customer cannot reach another’s', () => {
  it('refuses another customer’s order, blueprint and payment', async ({ shop }) => {
    const ada = await shop.customerWithCart();
    const { created, order } = await shop.pay(ada.token);
    const blueprint = order.suborders[0].items[0].instructionsUrl;

    const eve = await shop.customerWithCart([cartItem()], NEW_YORK);
    expect((await shop.get(`/api/orders/${order.orderNumber}`, eve.token)).status).toBe(404);
    expect((await shop.get(blueprint, eve.token)).status).toBe(404);
    expect((await shop.get('/api/orders', eve.token)).body.data).toEqual([]);
    expect((await shop.post('/api/payment/complete', { id: created.id }, eve.token)).status).toBe(404);
    expect(
      (await shop.post('/api/payment/confirm', { id: created.id, ...card('4242424242424242') }, eve.token)).status,
    ).toBe(404);
    expect(
      (
        await shop.post(
          '/api/payment/update',
          { id: created.id, shippingIndex: 0, addressIndex: 0, gift: false },
          eve.token,
        )
      ).status,
    ).toBe(404);

    // Visitors get nothing; an admin may open both.
    expect((await shop.get(`/api/orders/${order.orderNumber}`)).status).toBe(401);
    expect((await shop.get(blueprint)).status).toBe(401);
    const admin = await shop.loginAdmin();
    expect((await shop.get(`/api/orders/${order.orderNumber}`, admin)).status).toBe(200);
    const pdf = await shop.app.request(`http://shop.test${blueprint}`, { headers: { cookie: `auth-token=${admin}` } });
    expect(pdf.status).toBe(200);
    expect(await shop.orderCount()).toBe(1);
  });

  it('makes a missing blueprint again on first request', async ({ shop }) => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const item = order.suborders[0].items[0];
    await shop.storage.delete(`blueprints/${order.orderNumber}/${item.id}.pdf`);
    const pdf = await shop.app.request(`http://shop.test${item.instructionsUrl}`, {
      headers: { cookie: `auth-token=${token}` },
    });
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBe(5);
  });
});
