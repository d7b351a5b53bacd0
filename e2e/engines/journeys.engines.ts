// The journeys that matter, in Chromium, Firefox and WebKit: the editor (a slider, colour blending, painting a
// stud, undo, zoom), saving a design, a reload that keeps the wizard, the purchase, the order page, and opening
// the design again. Written once against the face (face.ts); each engine runs them in turn, one customer each, on one
// shop. The rest of the browser suite (e2e/*.e2e.ts) stays in Chromium.
import { PALETTE } from 'mosaic-core/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from '../support/server';
import type { Engine } from './face';
import { ENGINES, launch } from './launch';
import { hexRgb, near, Shopper } from './shopper';

/** Small Square: 64 x 64 studs. */
const STUDS = 64;
const LIME = PALETTE.find((c) => c.name.toLowerCase().includes('lime')) ?? PALETTE[10];

let shop: ShopServer;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe.each(ENGINES)('%s', (name) => {
  let engine: Engine;
  let s: Shopper;
  let orderNumber = '';
  const email = `journeys-${name}-${Date.now()}@example.com`;

  beforeAll(async () => {
    engine = await launch(name);
    s = new Shopper(await engine.newTab(), shop.url);
  });
  afterAll(async () => {
    await s?.tab.close();
    await engine?.close();
  });

  it('a new customer opens the editor with a cropped photo', async () => {
    await s.goto('/');
    const created = await s.api('POST', '/api/user/create', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '3125550123',
      password: 'Correct-horse-9',
      confirmation: 'Correct-horse-9',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await s.goto('/order');
    await s.see('Choose your shape');
    await s.press('Square', { exact: false, within: 'Shape' });
    await s.press('Next');
    await s.press('Small', { exact: false, within: 'Size' });
    await s.press('Next');
    await s.choosePhoto('cat.jpg');
    await s.press('Crop', { within: 'Crop your picture' });
    await s.see('Nice Choice');
    await s.press('Next');
    await s.editorReady();
  });

  it('the editor: a slider, colour blending, zoom', async () => {
    const before = await s.pixels();
    expect(await s.slider('Brightness', 130)).toBe(130);
    const bright = await s.repainted(before, 'the Brightness slider');
    await s.press('Smooth', { within: 'Colour blending' });
    await s.repainted(bright, 'Smooth blending');
    expect((await s.state('Smooth', 'Colour blending'))?.checked).toBe(true);
    await s.press('Zoom in');
    await s.see(/\b200%/);
    await s.press('Zoom out');
    await s.see(/\b100%/);
  });

  it('the editor: a stud painted with the pointer, undo and redo', async () => {
    await s.press('Advanced Editor');
    try {
      await s.press(LIME.name, { within: 'Palette' });
      await s.poll('the colour chosen', async () => (await s.state(LIME.name, 'Palette'))?.checked === true);
      // Read once the Advanced Editor's panel has stopped moving the stage, or another stud's colour is read.
      const original = (await s.steadyStud(3, 3, STUDS, STUDS)).rgb;
      const lime = async () => near((await s.stud(3, 3, STUDS, STUDS)).rgb, hexRgb(LIME.hex));
      await s.clickStud(3, 3, STUDS, STUDS);
      await s.poll('the stud painted lime', lime, 10_000);
      await s.press('Undo');
      await s.poll('the stud back', async () => near((await s.stud(3, 3, STUDS, STUDS)).rgb, original, 2));
      await s.press('Redo');
      await s.poll('the stud lime again', lime);
    } finally {
      await s.press('Advanced Editor');
      await s.editorReady();
    }
  });

  it('saves the design', async () => {
    await s.press('Save design');
    await s.see('Design saved.');
    // The design as the shop keeps it: the sliders, the blending and the painted stud.
    const list = (await s.api('GET', '/api/designs')).body as { data: { id: string }[] };
    expect(list.data).toHaveLength(1);
    const design = (await s.api('GET', `/api/designs/${list.data[0].id}`)).body as {
      data: { edits: object[]; blending: string; sliders: { brightness: number } };
    };
    expect(design.data.blending).toBe('smooth');
    expect(design.data.sliders.brightness).toBe(130);
    expect(design.data.edits).toEqual([expect.objectContaining({ x: 3, y: 3, to: PALETTE.indexOf(LIME) })]);
  });

  it('a reload keeps the wizard: the Edit step with its photo, slider and blending', async () => {
    await s.tab.reload();
    await s.see('Need a little touch-up?', 30_000);
    await s.editorReady(30_000);
    expect(await s.slider('Brightness')).toBe(130);
    expect((await s.state('Smooth', 'Colour blending'))?.checked).toBe(true);
  });

  it('buys the Brix with the test card', async () => {
    await s.press('Next');
    await s.see('Look at what you created!', 60_000);
    await s.press('Add to Cart');
    await s.waitForPath('/cart');
    await s.press('Checkout');
    await s.waitForPath('/checkout');
    await s.fill('Name', 'Ada Lovelace');
    await s.fill('Street Address', '233 S Wacker Dr');
    await s.fill('City', 'Chicago');
    await s.select('State', 'Illinois');
    await s.fill('Zip', '60606');
    await s.press('Go to Shipping Details');
    await s.press('Ground Shipping', { exact: false });
    await s.press('Go to Payment');
    await s.see('Test mode - no real charge');
    await s.fill('Card Number', '4242424242424242');
    await s.fill('Expiry (MM / YY)', '12/34');
    await s.fill('CVC', '123');
    await s.press('Pay $', { exact: false });
    await s.see('Your order has been placed!', 60_000);
    const orders = (await s.api('GET', '/api/orders')).body as { data: { orderNumber: string }[] };
    expect(orders.data).toHaveLength(1);
    orderNumber = orders.data[0].orderNumber;
    await s.see(`Order ${orderNumber}`);
  });

  it("opens the order's page", async () => {
    expect(orderNumber).toMatch(/^\d{8}$/);
    await s.goto(`/account/orders/${orderNumber}`);
    await s.see('Order Details');
    await s.see(orderNumber);
    await s.see('Chicago, Illinois 60606');
  });

  it('opens the saved design again from My Designs, at the Edit step as saved', async () => {
    await s.goto('/account');
    await s.press('My Designs', { within: 'Account pages' });
    await s.press('Open');
    await s.waitForPath('/order');
    await s.see('Need a little touch-up?', 30_000);
    await s.editorReady();
    expect(await s.slider('Brightness')).toBe(130);
    expect((await s.state('Smooth', 'Colour blending'))?.checked).toBe(true);
  });
});
