// The order's own page, /account/orders/{orderNumber}: opened from the confirmation email's link by a
// signed-out customer (login, then straight to it), a real blueprint PDF from "Reprint Blueprint.", the
// carrier's tracking link once the admin saves a number, and the not-found answer for another customer; the
// customer's own Cancel within 48 hours, and why there is none later or once shipped.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ShopServer } from './support/server';
import {
  adminPage,
  customerPage,
  customerWithOrder,
  fill,
  logInByApi,
  newCustomer,
  placeOrderByApi,
  readOutbox,
  seriousA11yViolations,
  signUpByApi,
  smallSquare,
  waitForMail,
} from './support/accounts';
import { snap } from './support/browser';
import { useShopAndBrowser } from './support/setup';

const e2e = useShopAndBrowser({ photo: true });

describe('order page', () => {
  it('opens from the confirmation email after login, reprints the blueprint and shows the tracking link', async () => {
    const { customer, orderNumber } = await customerWithOrder(e2e, 'order-page', e2e.photo);

    const mail = await waitForMail(e2e.shop, customer.email, new RegExp(`Your Brixilated order ${orderNumber}$`));
    const link = /See your order or print a blueprint again: (\S+)/.exec(mail.text)?.[1] ?? '';
    const path = `/account/orders/${orderNumber}`;
    expect(link).toBe(`${e2e.shop.url}${path}`);

    // Signed out: the link asks for a login, then lands on the order.
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(link);
    await page.waitForURL(`${e2e.shop.url}/login`);
    await page.getByText('Log in to see your order.').waitFor();
    await fill(page, 'Email', customer.email);
    await fill(page, 'Password', customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${e2e.shop.url}${path}`);
    await page.getByRole('heading', { name: 'Order Details' }).waitFor();
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Placed');
    const picture = page.getByRole('img', { name: 'Mosaic of the Small Square 1:1 Brix' });
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The kit's facts, as the cart and the Review step give them.
    expect(await page.getByTestId('kit-facts-line').innerText()).toMatch(
      /^4 plates · 4,096 studs · \d+ colours? · about 8 hours to build$/,
    );
    expect(await page.getByRole('list', { name: 'Order status' }).innerText()).toMatch(/Placed[\s\S]*Shipped/);
    expect(await page.getByTestId('tracking').innerText()).toContain('Not shipped yet');

    // The blueprint: a real PDF (the blueprint job may still be running; the link appears when done).
    const reprint = page.getByRole('link', { name: 'Reprint Blueprint.' });
    await expect
      .poll(
        async () => {
          if ((await reprint.count()) === 0) await page.reload();
          return reprint.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const pdf = await context.request.get(`${e2e.shop.url}${await reprint.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await snap(page, 'order-page');
    expect(await seriousA11yViolations(page), 'order page').toEqual([]);

    // The admin saves a USPS number: the page shows USPS's tracking page and the shipped step.
    const admin = await e2e.browser.newContext();
    await logInByApi(admin, e2e.shop, ADMIN_EMAIL, ADMIN_PASSWORD);
    const saved = await admin.request.put(`${e2e.shop.url}/api/admin/orders/${orderNumber}/suborders/0/tracking`, {
      data: { trackingNumber: '9400 1000 0000 0000 0000 00' },
    });
    expect(saved.status()).toBe(200);
    const shipped = await waitForMail(e2e.shop, customer.email, /has shipped/);
    expect(shipped.text).toContain(
      'Track it: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(shipped.text).toContain(`See your order: ${link}`);
    await page.reload();
    const track = page.getByRole('link', { name: 'Track with USPS' });
    await track.waitFor();
    expect(await track.getAttribute('href')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Shipped');
    await admin.close();

    // Another customer gets the same answer as for an order that does not exist.
    const other = await e2e.browser.newContext();
    await signUpByApi(other, e2e.shop, newCustomer('order-page-other'));
    const otherPage = await other.newPage();
    const notFound = async (url: string) => {
      await otherPage.goto(url);
      await otherPage.getByRole('heading', { name: 'Order Details' }).waitFor();
      const alert = otherPage.getByRole('alert');
      await alert.waitFor();
      return alert.innerText();
    };
    const missing = await notFound(`${e2e.shop.url}/account/orders/00000000`);
    expect(await notFound(link)).toBe(missing);
    expect(missing).toContain("We couldn't find that order.");
    expect(await otherPage.getByText(orderNumber).count()).toBe(0);
    await other.close();
    await context.close();
  });
});

/** Moves an order's placing `hours` into the past, in the shop's database. */
function placedHoursAgo(shop: ShopServer, orderNumber: string, hours: number): void {
  const db = new Database(`${shop.dataDir}/brixilated.sqlite`);
  try {
    db.pragma('busy_timeout = 5000');
    const then = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
    db.prepare('update orders set date = ? where order_number = ?').run(then, orderNumber);
  } finally {
    db.close();
  }
}

describe('cancel from the order page', () => {
  it('cancels a fresh order with a confirmation; an old or shipped one says why there is no Cancel', async () => {
    const customer = newCustomer('order-cancel');
    const { context, page } = await customerPage(e2e, customer);
    const fresh = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo)]);
    const old = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo)]);
    const shipped = await placeOrderByApi(context, e2e.shop, [smallSquare(e2e.photo)]);
    const fromApi = await (await context.request.get(`${e2e.shop.url}/api/orders/${fresh}`)).json();
    const refund = `$${(fromApi.data.totalCents / 100).toFixed(2)}`;

    await page.goto(`${e2e.shop.url}/account/orders/${fresh}`);
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    expect(await page.getByRole('region', { name: 'Cancel this order' }).innerText()).toContain(
      `Cancel order ${fresh}? The whole ${refund} goes back to the card you paid with`,
    );
    await snap(page, 'order-page-cancel-confirm');
    await page.getByRole('button', { name: `Cancel and refund ${refund}` }).click();
    await page.getByTestId('refunded').waitFor();
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Cancelled and refunded');
    expect(await page.getByTestId('refunded').innerText()).toMatch(/^Refunded \$\d+\.\d{2} on \w+ \d+, \d{4}$/);
    expect(await page.getByTestId('refunded').innerText()).toContain(`Refunded ${refund} on `);
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);
    await snap(page, 'order-page-cancelled-by-customer');
    expect(await seriousA11yViolations(page), 'order page cancelled by its customer').toEqual([]);

    const subject = new RegExp(`^Your Brixilated order ${fresh} has been cancelled$`);
    const mail = await waitForMail(e2e.shop, customer.email, subject);
    expect(mail.text).toContain(`${refund} refunded`);

    // The admin finds it under "cancelled", not under "open".
    const admin = await adminPage(e2e);
    await admin.page.locator(`tr[data-order="${old}"]`).waitFor();
    expect(await admin.page.locator(`tr[data-order="${fresh}"]`).count()).toBe(0);
    await admin.page.getByText('cancelled', { exact: true }).click();
    await admin.page.locator(`tr[data-order="${fresh}"]`).waitFor();
    expect(await admin.page.locator(`tr[data-order="${old}"]`).count()).toBe(0);
    await admin.context.close();

    // Placed 49 hours ago: no Cancel, and why, with the way to support.
    placedHoursAgo(e2e.shop, old, 49);
    await page.goto(`${e2e.shop.url}/account/orders/${old}`);
    const late = page.getByTestId('no-cancel');
    await late.waitFor();
    expect(await late.innerText()).toContain('Orders can be cancelled within 48 hours of placing them');
    expect(await late.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);

    // A tracking number saved: no Cancel either.
    const adminApi = await e2e.browser.newContext();
    await logInByApi(adminApi, e2e.shop, ADMIN_EMAIL, ADMIN_PASSWORD);
    const saved = await adminApi.request.put(`${e2e.shop.url}/api/admin/orders/${shipped}/suborders/0/tracking`, {
      data: { trackingNumber: '1Z999AA10123456784' },
    });
    expect(saved.status()).toBe(200);
    await adminApi.close();
    await page.goto(`${e2e.shop.url}/account/orders/${shipped}`);
    await page.getByTestId('no-cancel').waitFor();
    expect(await page.getByTestId('no-cancel').innerText()).toContain(
      'This order has shipped, so it can no longer be cancelled.',
    );
    await snap(page, 'order-page-shipped-no-cancel');

    // One cancellation email, however the page was used.
    expect(readOutbox(e2e.shop).filter((m) => subject.test(m.subject))).toHaveLength(1);
    await context.close();
  });
});
