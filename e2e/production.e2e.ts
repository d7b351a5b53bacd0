// A whole purchase in the browser against the parts a shop runs on in production: PostgreSQL (a server of
// this test's own, DATABASE_URL), pictures and blueprints in an S3 bucket (s3rver on loopback, S3_*), and
// two worker processes (WEB_CONCURRENCY=2). A real photo through the wizard, the cart, the checkout with the
// test card, the paid order in the account, and its blueprint downloaded.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../scripts/lib/postgres.mjs';
import { startS3Server } from '../scripts/lib/s3-server.mjs';
import { customerPage, newCustomer, readOutbox, waitForMail } from './support/accounts';
import { snap } from './support/browser';
import { checkoutToPayment, openOrderWithBlueprint, payWith, placedOrderNumber } from './support/checkout';
import { startShop } from './support/server';
import { useShopAndBrowser, WEB_DIST } from './support/setup';
import { photo, wizard } from './support/wizard';

let postgres: TestPostgres | undefined;
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let databaseUrl = '';

// Registered before the shop's hooks, so it runs after the shop has stopped.
afterAll(async () => {
  await postgres?.stop();
  await s3?.close();
});

const e2e = useShopAndBrowser({
  start: async () => {
    postgres = await startPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE shop');
    await admin.end();
    const url = new URL(postgres.url);
    url.pathname = '/shop';
    databaseUrl = url.toString();
    s3 = await startS3Server();
    return startShop({ ...(WEB_DIST ? { WEB_DIST } : {}), DATABASE_URL: databaseUrl, ...s3.env, WEB_CONCURRENCY: '2' });
  },
});

/** Rows of a query on the shop's PostgreSQL database. */
async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a purchase on PostgreSQL, S3 and two worker processes', () => {
  it('runs on the production parts', async () => {
    const log = e2e.shop.log();
    expect(log).toContain('Database: PostgreSQL at 127.0.0.1');
    expect(log).toContain(
      `Pictures and blueprints go to the S3 bucket ${s3!.env.S3_BUCKET} at ${s3!.env.S3_ENDPOINT}.`,
    );
    expect(log).toContain('Starting 2 worker processes (WEB_CONCURRENCY=2).');
    expect(await (await fetch(`${e2e.shop.url}/api/health`)).json()).toMatchObject({
      ok: true,
      db: 'ok',
      storage: 'ok',
    });
  });

  it('takes a photo through the wizard to a paid order and its blueprint', async () => {
    const customer = newCustomer('production');
    const { context, page } = await customerPage(e2e, customer, { viewport: { width: 1366, height: 900 } });
    try {
      // The wizard with a real photo: it is uploaded to the bucket, and the finished picture too.
      const ui = wizard(page);
      await ui.open(e2e.shop.url);
      await ui.makeBrix('Square', 'Small', photo('cat.jpg'));
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(`${e2e.shop.url}/cart`);
      const cart = (await (await context.request.get(`${e2e.shop.url}/api/cart`)).json()) as {
        data: { origImageUrl: string; pixImageUrl: string }[];
      };
      expect(cart.data).toHaveLength(1);
      const { origImageUrl, pixImageUrl } = cart.data[0];
      const keys = await s3!.keys();
      for (const url of [origImageUrl, pixImageUrl]) {
        expect(url).toMatch(/^\/images\/[0-9a-f]{32}\.(jpg|png)$/);
        expect(keys).toContain(url.slice(1));
        expect((await context.request.get(`${e2e.shop.url}${url}`)).status()).toBe(200);
      }
      await snap(page, 'production-cart');

      // Checkout with the test card.
      await checkoutToPayment(page, e2e.shop.url);
      await payWith(page, '4242 4242 4242 4242');
      const orderNumber = await placedOrderNumber(page);
      await snap(page, 'production-paid');

      // The order is in PostgreSQL with the item, and the cart is empty.
      const orders = await query<{ order_number: string; total_cents: number }>(
        'select order_number, total_cents from orders',
      );
      expect(orders.map((o) => o.order_number)).toEqual([orderNumber]);
      const items = await query<{ orig_image_url: string; instructions_url: string }>(
        'select orig_image_url, instructions_url from order_items',
      );
      expect(items).toHaveLength(1);
      expect(items[0].orig_image_url).toBe(origImageUrl);
      expect(await query('select id from cart_items')).toEqual([]);
      // The confirmation email went out once, through a job one of the two workers ran.
      await waitForMail(e2e.shop, customer.email, new RegExp(`order ${orderNumber}`));
      expect(
        readOutbox(e2e.shop).filter((m) => m.to.includes(customer.email) && m.subject.includes(orderNumber)),
      ).toHaveLength(1);

      // The paid order in the account, and its blueprint: a PDF from the bucket.
      const link = await openOrderWithBlueprint(page, e2e.shop.url, orderNumber);
      await snap(page, 'production-order');
      const href = await link.getAttribute('href');
      expect(href).toBe(items[0].instructions_url);
      const pdf = await context.request.get(`${e2e.shop.url}${href}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const [, orderPart, itemPart] = /^\/api\/blueprints\/(\d{8})\/([^/?]+)\.pdf$/.exec(href!) ?? [];
      expect(orderPart).toBe(orderNumber);
      expect(await s3!.keys()).toContain(`blueprints/${orderNumber}/${itemPart}.pdf`);
    } finally {
      await context.close();
    }
  });
});
