// The native addons' objects going away on every Node line the shop runs on: SQLite databases and statements
// dropped and garbage-collected, blueprint threads started and stopped, passwords hashed, and the shop's
// worker processes started and stopped, end without a process abort. Node.js 24.19 to 24.21 abort
// (`node::RemoveEnvironmentCleanupHook ... Assertion failed: (env) != nullptr`) as soon as the garbage collector
// frees a better-sqlite3 statement; `npm test` runs this file on the machine's Node and on Node 24.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startShop } from '../../scripts/lib/server.mjs';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs test/support/native-churn.ts on this Node, with the garbage collector at hand. */
function runChurn(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'test/support/native-churn.ts'], {
    cwd: API,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe(`native addons at their end (Node.js ${process.versions.node})`, () => {
  it(
    'a process that drops databases, statements, blueprint threads and hashes ends cleanly',
    { timeout: 120_000 },
    async () => {
      const { code, stdout, stderr } = await runChurn();
      expect(stderr).not.toContain('Assertion failed');
      expect(code, stderr).toBe(0);
      expect(stdout.trim()).toBe('done');
    },
  );

  it(
    "the shop's two worker processes, started and stopped three times, end cleanly",
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'brix-teardown-'));
      try {
        for (let round = 0; round < 3; round += 1) {
          const shop = await startShop({
            DATA_DIR: dataDir,
            SMTP_URL: '',
            STRIPE_SECRET_KEY: '',
            WEB_CONCURRENCY: '2',
            WEB_DIST: path.join(dataDir, 'no-web-dist'),
          });
          const health = await fetch(`${shop.url}/api/health`);
          expect(health.status).toBe(200);
          const code = await shop.stop({ graceMs: 15_000 });
          expect(shop.log()).not.toContain('Assertion failed');
          expect(code, shop.log()).toBe(0);
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
