// `npm run backup -- FILE` and `npm run restore -- FILE` on the database the suite runs on (SQLite's
// online backup API, or pg_dump/pg_restore): orders placed after the backup are the only ones missing
// after the restore.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartItem } from './support/app.ts';
import { createCheckoutShop, type CheckoutShop } from './support/checkout-shop.ts';
import { onPostgres, openTestDatabaseWithEnv } from './support/database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs the command as `npm run backup|restore -- FILE` does, with the shop's environment. */
function shopCommand(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/backup.ts', action, file], {
      cwd: repoRoot,
      env: { ...rest, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let shop: CheckoutShop;
let env: Record<string, string>;
let folder: string;

beforeEach(async () => {
  const opened = await openTestDatabaseWithEnv({ onDisk: true });
  env = opened.env;
  shop = await createCheckoutShop({ db: opened.db });
  folder = await mkdtemp(path.join(tmpdir(), 'brix-backup-'));
});
afterEach(async () => {
  await shop.cleanup();
  await rm(folder, { recursive: true, force: true });
});

async function orderNumbers(): Promise<string[]> {
  const rows = await shop.db.selectFrom('orders').select('order_number').orderBy('order_number').execute();
  return rows.map((row) => row.order_number);
}

describe(`backup and restore (${onPostgres() ? 'PostgreSQL: pg_dump' : 'SQLite: online backup API'})`, () => {
  it('brings back every order placed before the backup and none placed after it', async () => {
    const first = await shop.customerWithCart();
    const a = (await shop.pay(first.token)).order.orderNumber;
    const second = await shop.customerWithCart([cartItem({ quantity: 3 })]);
    const b = (await shop.pay(second.token)).order.orderNumber;

    const file = path.join(folder, 'shop.backup');
    const backedUp = await shopCommand('backup', file, env);
    expect(backedUp.output).toContain('Backed up');
    expect(backedUp.code).toBe(0);

    // After the backup: a third customer and order.
    const third = await shop.customerWithCart();
    const c = (await shop.pay(third.token)).order.orderNumber;
    expect(await orderNumbers()).toEqual([a, b, c].sort());

    const restored = await shopCommand('restore', file, env);
    expect(restored.output).toContain('Restored');
    expect(restored.code).toBe(0);

    expect(await orderNumbers()).toEqual([a, b].sort());
    // The customers and their sessions from before the backup are there; the later one is not.
    expect(
      (await shop.get('/api/orders', first.token)).body.data.map((o: { orderNumber: string }) => o.orderNumber),
    ).toEqual([a]);
    expect((await shop.get('/api/orders', second.token)).body.data).toHaveLength(1);
    expect((await shop.get('/api/orders', third.token)).status).toBe(401);
    // The restored shop takes orders again.
    const again = await shop.customerWithCart();
    expect((await shop.pay(again.token)).order.orderNumber).not.toBe(a);
    expect(await shop.orderCount()).toBe(3);
  });

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const { token } = await shop.customerWithCart();
    const { order } = await shop.pay(token);
    const junk = path.join(folder, 'junk.backup');
    await writeFile(junk, 'not a database');
    const res = await shopCommand('restore', junk, env);
    expect(res.code).toBe(1);
    expect(res.output).toContain('The restore failed');
    expect(await orderNumbers()).toEqual([order.orderNumber]);
    const missing = await shopCommand('restore', path.join(folder, 'nothing-here'), env);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('There is no backup at');
  });
});
