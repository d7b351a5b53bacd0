// Two shops in one process (as the tests make hundreds) share nothing: every stateful part of an app (its hashing
// slots and decoy, its batcher of cart reads, its blueprint threads) is made by createApp and closed with the app.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { MemoryMailer } from '../src/mail/mailer.ts';
import { cartItem, createTestShop, TEST_ADMIN } from './support/app.ts';
import { createCheckoutShop } from './support/checkout-shop.ts';
import { closeWithTestDatabases } from './support/database.ts';

describe('two apps in one process', () => {
  it("hashing slots taken in one do not hold up the other's sign-ins", async () => {
    const [one, two] = await Promise.all([createTestShop(), createTestShop()]);
    const slots = one.app.deps.passwords.slots;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = Array.from({ length: slots.slots }, () => slots.run(() => held));

    let firstAnswered = false;
    const firstLogin = one.post('/api/user/login', TEST_ADMIN).then((res) => ((firstAnswered = true), res));
    // The other app hashes at once, while every slot of the first stays taken.
    expect((await two.post('/api/user/login', TEST_ADMIN)).status).toBe(200);
    expect(firstAnswered).toBe(false);

    release();
    await Promise.all(holding);
    expect((await firstLogin).status).toBe(200);
  });

  it('each app has a decoy hash of its own', async () => {
    const [one, two] = await Promise.all([createTestShop(), createTestShop()]);
    const [first, second] = await Promise.all([one.app.deps.passwords.decoyHash(), two.app.deps.passwords.decoyHash()]);
    expect(first).not.toBe(second);
    expect(await one.app.deps.passwords.decoyHash()).toBe(first);
  });

  it("a cart read batched in one app never goes in the other's statement, even over the same database", async () => {
    const shop = await createTestShop();
    let cartSelects = 0;
    const db = shop.db.withPlugin({
      transformQuery: (args) => {
        const node = args.node;
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes('"cart_items"')) cartSelects += 1;
        return node;
      },
      transformResult: async (args) => args.result,
    });
    const [one, two] = [0, 1].map(() => {
      const app = createApp({ db, mailer: new MemoryMailer(), config: shop.config, clock: shop.clock.now });
      closeWithTestDatabases(app.close);
      return app;
    });

    // Within one app, reads asked for together go in one statement ...
    await Promise.all([one.deps.cartReads.get('user-a'), one.deps.cartReads.get('user-b')]);
    expect(cartSelects).toBe(1);
    // ... and two apps' reads asked for together go in a statement each.
    cartSelects = 0;
    await Promise.all([one.deps.cartReads.get('user-a'), two.deps.cartReads.get('user-b')]);
    expect(cartSelects).toBe(2);
  });

  it("closing one app stops its blueprint threads and leaves the other's working", async () => {
    const [one, two] = await Promise.all([createCheckoutShop(), createCheckoutShop()]);
    const item = { id: 'item-1', ...cartItem() } as Parameters<typeof one.app.blueprints.make>[1];
    // Both make a blueprint on their own threads (the default: neither test shop replaces the renderer).
    await Promise.all([one.app.blueprints.make('00000001', item), two.app.blueprints.make('00000001', item)]);

    await one.app.close();
    await expect(one.app.blueprints.make('00000002', item)).rejects.toThrow('The blueprint pool is closed');
    const pdf = await two.app.blueprints.make('00000002', item);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    // Closing twice is one close.
    await one.app.close();
  });
});
