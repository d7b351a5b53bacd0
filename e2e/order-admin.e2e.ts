// The admin's order detail on a shop whose mail server is down: the confirmation email gives up (its day of
// retries moved past in the database), the Failed jobs view and /api/health say so, Retry sends it once the
// server is back; the detail prints a blueprint, shows the payment id, cancels and refunds an unshipped order
// (the customer's page says so, the customer gets the email) and refuses a shipped one.
import { createServer } from 'node:net';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { formatCents } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import {
  adminPage,
  customerPage,
  newCustomer,
  placeOrderByApi,
  seriousA11yViolations,
  smallSquare,
} from './support/accounts';
import { snap } from './support/browser';
import { startShop, type ShopServer } from './support/server';
import { useShopAndBrowser, WEB_DIST } from './support/setup';

/** A port nothing listens on yet: the shop's mail server, down until the test starts it. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const smtpPort = await freePort();
const e2e = useShopAndBrowser({
  photo: true,
  start: () => startShop({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...(WEB_DIST ? { WEB_DIST } : {}) }),
});

/** The mail server coming back: every message's raw text. */
async function startMailServer(): Promise<{ received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The confirmation job of an order, read from the shop's database. */
function confirmationJob(shop: ShopServer, orderNumber: string) {
  const db = new Database(`${shop.dataDir}/brixilated.sqlite`);
  try {
    return db
      .prepare('select state, attempts, last_error from jobs where dedupe_key = ?')
      .get(`confirmation:${orderNumber}`) as { state: string; attempts: number; last_error: string | null } | undefined;
  } finally {
    db.close();
  }
}

/** Moves a job's first try a day and an hour back and makes it due: its next failure gives up. */
function pastRetryWindow(shop: ShopServer, orderNumber: string): void {
  const db = new Database(`${shop.dataDir}/brixilated.sqlite`);
  try {
    db.pragma('busy_timeout = 5000');
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    db.prepare('update jobs set created_at = ?, run_at = ? where dedupe_key = ?').run(
      dayAgo,
      new Date().toISOString(),
      `confirmation:${orderNumber}`,
    );
  } finally {
    db.close();
  }
}

describe('admin order detail', () => {
  it('retries a failed confirmation, prints a blueprint, cancels an unshipped order and refuses a shipped one', async () => {
    const customer = newCustomer('order-admin');
    const { context: buyer, page: customerView } = await customerPage(e2e, customer);
    const toCancel = await placeOrderByApi(buyer, e2e.shop, [smallSquare(e2e.photo)]);
    const toShip = await placeOrderByApi(buyer, e2e.shop, [smallSquare(e2e.photo, 2)]);

    // The mail server is down: the confirmation fails, then (its day of retries over) gives up.
    await expect.poll(() => confirmationJob(e2e.shop, toCancel)?.attempts ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    pastRetryWindow(e2e.shop, toCancel);
    await expect.poll(() => confirmationJob(e2e.shop, toCancel)?.state, { timeout: 15_000 }).toBe('failed');
    const health = await (await fetch(`${e2e.shop.url}/api/health`)).json();
    expect(health).toMatchObject({ failedJobs: 1, failedJobsPage: '/admin?tab=failed-jobs' });

    const { context: adminContext, page: admin } = await adminPage(e2e);
    const row = admin.locator(`tr[data-order="${toCancel}"]`);
    await row.getByRole('button', { name: `Details of order ${toCancel}` }).click();
    const detail = admin.getByRole('region', { name: `Order ${toCancel} details` });
    await detail.getByRole('heading', { name: `Order ${toCancel}` }).waitFor();
    expect(await detail.innerText()).toContain(customer.email);
    const orderApi = await (await adminContext.request.get(`${e2e.shop.url}/api/admin/orders/${toCancel}`)).json();
    expect(await detail.getByTestId('payment-id').innerText()).toBe(orderApi.data.payment.id);
    expect(await detail.getByRole('img', { name: 'Mosaic of the Small Square 1:1 Brix' }).count()).toBe(1);
    expect(await detail.innerText()).toContain('Small Square 1:1 - 20" x 20"');
    const failedRow = detail.locator('tr[data-job="confirmation-email"]');
    expect(await failedRow.innerText()).toMatch(/Failed[\s\S]*ECONNREFUSED/);

    // The blueprint to print for the kit: a real PDF.
    const blueprint = detail.getByRole('link', { name: 'Blueprint of the Small Square 1:1 Brix' });
    await expect
      .poll(
        async () => (await adminContext.request.get(`${e2e.shop.url}${await blueprint.getAttribute('href')}`)).status(),
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    const pdf = await adminContext.request.get(`${e2e.shop.url}${await blueprint.getAttribute('href')}`);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await snap(admin, 'admin-order-detail');
    expect(await seriousA11yViolations(admin), 'admin order detail').toEqual([]);

    // The Failed jobs view lists it; with the mail server back, Retry sends it.
    const mail = await startMailServer();
    try {
      await admin.goto(`${e2e.shop.url}/admin?tab=failed-jobs`);
      const listed = admin.locator('tr[data-job="confirmation-email"]');
      await listed.waitFor();
      expect(await listed.innerText()).toContain(toCancel);
      await snap(admin, 'admin-failed-jobs');
      expect(await seriousA11yViolations(admin), 'failed jobs').toEqual([]);
      await listed.getByRole('button', { name: 'Retry confirmation email' }).click();
      await admin.getByText(`Queued again: Confirmation email of order ${toCancel}.`).waitFor();
      await expect.poll(() => confirmationJob(e2e.shop, toCancel)?.state, { timeout: 15_000 }).toBe('done');
      await expect
        .poll(() => mail.received.filter((m) => m.includes(`Subject: Your Brixilated order ${toCancel}`)).length, {
          timeout: 15_000,
        })
        .toBe(1);

      // Cancel and refund the unshipped order.
      await admin.goto(`${e2e.shop.url}/admin`);
      await admin
        .locator(`tr[data-order="${toCancel}"]`)
        .getByRole('button', { name: `Details of order ${toCancel}` })
        .click();
      const again = admin.getByRole('region', { name: `Order ${toCancel} details` });
      await again.getByRole('button', { name: 'Cancel and refund' }).click();
      await again.getByText('Give a reason for the cancellation.').waitFor();
      await again.getByLabel('Reason for cancelling').fill('The customer asked to cancel');
      await again.getByRole('button', { name: 'Cancel and refund' }).click();
      // A second step names the money and the pieces that go back, as the server counts them.
      const refund = formatCents(orderApi.data.totalCents);
      const pieces = orderApi.data.restockPieces as number;
      expect(await again.getByTestId('cancel-confirm').innerText()).toBe(
        `Refunds ${refund} to the customer's card, ` +
          (pieces > 0
            ? `puts ${pieces.toLocaleString('en-US')} pieces back in stock`
            : 'puts no pieces back in stock (none of its colours is counted)') +
          ' and emails the customer.',
      );
      await again.getByRole('button', { name: `Yes, refund ${refund}` }).click();
      await again.getByTestId('cancelled').waitFor();
      expect(await again.getByTestId('refunded').innerText()).toMatch(/^Refunded \$\d+\.\d{2} on \w+ \d+, \d{4}$/);
      expect(await again.getByTestId('refunded').innerText()).toContain(`Refunded ${refund} on `);
      expect(await again.getByTestId('cancelled').innerText()).toMatch(
        /^Cancelled and refunded on .+ \(\$\d+\.\d{2}\): The customer asked to cancel$/,
      );
      await snap(admin, 'admin-order-cancelled');
      await expect
        .poll(
          () =>
            mail.received.filter((m) => m.includes(`Subject: Your Brixilated order ${toCancel} has been cancelled`))
              .length,
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
    } finally {
      await mail.close();
    }
    // Cancelled twice: still one refund (the API answers the cancelled order again).
    const twice = await adminContext.request.post(`${e2e.shop.url}/api/admin/orders/${toCancel}/cancel`, {
      data: { reason: 'Again' },
    });
    expect(twice.status()).toBe(200);
    expect((await twice.json()).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The customer asked to cancel',
    });

    // The customer's page says so.
    await customerView.goto(`${e2e.shop.url}/account/orders/${toCancel}`);
    await customerView.getByTestId('order-status').waitFor();
    expect(await customerView.getByTestId('order-status').innerText()).toBe('Status: Cancelled and refunded');
    expect(await customerView.getByRole('list', { name: 'Order status' }).innerText()).toContain(
      'The customer asked to cancel',
    );
    await snap(customerView, 'order-page-cancelled');
    expect(await seriousA11yViolations(customerView), 'cancelled order page').toEqual([]);

    // A shipped order cannot be cancelled.
    const saved = await adminContext.request.put(`${e2e.shop.url}/api/admin/orders/${toShip}/suborders/0/tracking`, {
      data: { trackingNumber: '123456789012' },
    });
    expect(saved.status()).toBe(200);
    await admin.goto(`${e2e.shop.url}/admin`);
    await admin
      .locator(`tr[data-order="${toShip}"]`)
      .getByRole('button', { name: `Details of order ${toShip}` })
      .click();
    const shipped = admin.getByRole('region', { name: `Order ${toShip} details` });
    await shipped.getByText('This order has shipped, so it cannot be cancelled.').waitFor();
    expect(await shipped.getByRole('button', { name: 'Cancel and refund' }).count()).toBe(0);
    const refused = await adminContext.request.post(`${e2e.shop.url}/api/admin/orders/${toShip}/cancel`, {
      data: { reason: 'Too late' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'This order has shipped, so it cannot be cancelled. Arrange a return with the customer instead.',
    );
    await adminContext.close();
    await buyer.close();
  });
});
