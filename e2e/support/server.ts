// Starts the real shop (API + built web app) on a free loopback port with a fresh DATA_DIR, through the
// one spawn helper (scripts/lib/server.mjs).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startShop as startShopProcess } from '../../scripts/lib/server.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ADMIN_EMAIL = 'admin@brixilated.example';
export const ADMIN_PASSWORD = 'Admin-pass-1!';

export interface ShopServer {
  url: string;
  dataDir: string;
  /** Output the server printed so far (for failure messages). */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startShop(env: Record<string, string> = {}): Promise<ShopServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brix-e2e-'));
  try {
    const shop = await startShopProcess({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    });
    return {
      url: shop.url,
      dataDir,
      log: shop.log,
      stop: async () => {
        await shop.stop({ graceMs: 5000 });
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
