// Smoke run of the real entry point, started as `npm start` starts it (scripts/lib/server.mjs), with a temp
// DATA_DIR (and, in the api-postgres project, DATABASE_URL of a fresh database), then SIGTERM.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnShop, startShop } from '../../scripts/lib/server.mjs';
import { onPostgres, openTestDatabaseWithEnv } from './support/database.ts';
import { startS3Server } from '../../scripts/lib/s3-server.mjs';

const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-main-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The shop as `npm start` runs it (scripts/lib/server.mjs), on a free loopback port, with test defaults under `env`. */
async function start(env: Record<string, string>) {
  const shop = await startShop(
    { SMTP_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', STRIPE_SECRET_KEY: '', ...env },
    { timeoutMs: 150_000 },
  );
  return { url: shop.url, output: shop.log, stop: () => shop.stop({ graceMs: 8000 }) };
}

describe('main.ts', { timeout: 240_000 }, () => {
  it('migrates, seeds, prints the admin once, serves /api and the web app, and stops on SIGTERM', async () => {
    const dataDir = path.join(temp, 'data');
    const webDist = path.join(temp, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Brixilated</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-DdF3x9aB.js'), 'console.log("brix");\n'.repeat(500));

    const { env: database } = await openTestDatabaseWithEnv({ onDisk: false });
    const shop = await start({ DATA_DIR: dataDir, WEB_DIST: webDist, ...database });
    try {
      const log = shop.output();
      expect(log).toContain(`Brixilated is running on ${shop.url}`);
      expect(log).toContain(
        onPostgres()
          ? 'Database: PostgreSQL at 127.0.0.1'
          : `Database: SQLite at ${path.join(dataDir, 'brixilated.sqlite')}`,
      );
      expect(log).toContain(`Pictures and blueprints go to ${dataDir}.`);
      expect(await (await fetch(`${shop.url}/api/health`)).json()).toEqual({ ok: true, db: 'ok', storage: 'ok' });
      expect(log).toContain('First start');
      // The generated password never reaches the log: only the path of a 0600 file holding it.
      const passwordFile = path.join(dataDir, 'admin-password.txt');
      expect(log).toContain(
        `Created the admin; its email address and generated password are in ${passwordFile} (readable by this user only)`,
      );
      expect(readFileSync(passwordFile, 'utf8')).toMatch(/^email: admin@brixilated\.example$/m);
      // No email address in any start-up line (the admin's included).
      expect(log).not.toMatch(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/);
      const printed = /^password: (\S+)$/m.exec(readFileSync(passwordFile, 'utf8'));
      expect(printed).not.toBeNull();
      expect(log).not.toContain(printed![1]);
      expect(log).toContain('No STRIPE_ variable is set: card payments use the built-in test provider');

      const sizes = await (await fetch(`${shop.url}/api/inventory/sizes`)).json();
      expect(sizes.data).toHaveLength(9);
      expect((await (await fetch(`${shop.url}/api/coupon/welcome10`)).json()).data.code).toBe('WELCOME10');

      const login = await fetch(`${shop.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: shop.url },
        body: JSON.stringify({ email: 'admin@brixilated.example', password: printed![1] }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user.isAdmin).toBe(true);

      const page = await fetch(`${shop.url}/order`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
      const asset = await fetch(`${shop.url}/assets/index-DdF3x9aB.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(Number(asset.headers.get('content-length'))).toBeLessThan(1000);
      expect(await asset.text()).toBe('console.log("brix");\n'.repeat(500)); // fetch undoes the gzip
      const plain = await fetch(`${shop.url}/assets/index-DdF3x9aB.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('content-length')).toBe(String('console.log("brix");\n'.length * 500));
      const etag = page.headers.get('etag');
      expect(etag).toBeTruthy();
      expect((await fetch(`${shop.url}/account`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
      expect((await fetch(`${shop.url}/assets/missing-AAAAAAAA.js`)).status).toBe(404);
      expect((await fetch(`${shop.url}/..%2f..%2fetc/passwd`)).headers.get('content-type')).toMatch(/text\/html/);
      expect((await fetch(`${shop.url}/%E0%A4%A`)).status).toBeLessThan(500);
      const noApi = await fetch(`${shop.url}/api/nope`);
      expect(noApi.status).toBe(404);
      expect((await noApi.json()).error.code).toBe('NOT_FOUND');
    } finally {
      expect(await shop.stop()).toBe(0);
    }
    expect(shop.output()).toContain('SIGTERM: shutting down');
    expect(existsSync(path.join(dataDir, 'brixilated.sqlite'))).toBe(!onPostgres());
    // DATA_DIR and everything in it is private to the shop's user.
    const modes = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return [`${e.name} ${(statSync(full).mode & 0o777).toString(8)}`, ...(e.isDirectory() ? modes(full) : [])];
      });
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(modes(dataDir)).toContain('admin-password.txt 600');
    for (const entry of modes(dataDir)) expect(entry).toMatch(/ (600|700)$/);

    // Second start: same data, no new admin password, no second seeding; a clear note when web/dist is missing.
    const again = await start({ DATA_DIR: dataDir, WEB_DIST: path.join(temp, 'no-dist'), ...database });
    try {
      expect(again.output()).not.toContain('First start');
      expect(again.output()).not.toContain('generated password');
      expect(again.output()).toContain('web/dist is missing');
      const page = await fetch(`${again.url}/order`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('npm run build');
      expect((await (await fetch(`${again.url}/api/coupon`)).json()).error.code).toBe('UNAUTHENTICATED');
    } finally {
      expect(await again.stop()).toBe(0);
    }
  });

  it('keeps pictures in the S3 bucket named by S3_*', async () => {
    const s3 = await startS3Server();
    const { env: database } = await openTestDatabaseWithEnv({ onDisk: false });
    const dataDir = path.join(temp, 'data-s3');
    const shop = await start({ DATA_DIR: dataDir, WEB_DIST: path.join(temp, 'no-dist'), ...database, ...s3.env });
    try {
      expect(shop.output()).toContain(
        `Pictures and blueprints go to the S3 bucket ${s3.env.S3_BUCKET} at ${s3.env.S3_ENDPOINT}.`,
      );
      expect(await (await fetch(`${shop.url}/api/health`)).json()).toEqual({ ok: true, db: 'ok', storage: 'ok' });
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new File([png as Uint8Array<ArrayBuffer>], 'blue.png', { type: 'image/png' }));
      const uploaded = await fetch(`${shop.url}/api/images`, {
        method: 'POST',
        body: form,
        headers: { origin: shop.url },
      });
      expect(uploaded.status).toBe(201);
      const { url } = await uploaded.json();
      expect(await s3.keys()).toEqual([`images${url.slice('/images'.length)}`]);
      expect((await fetch(`${shop.url}${url}`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, 'images'))).toBe(false);
      await s3.stop();
      const down = await fetch(`${shop.url}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ ok: false, db: 'ok', storage: 'down' });
    } finally {
      expect(await shop.stop()).toBe(0);
      await s3.close();
    }
  });

  it('runs WEB_CONCURRENCY workers on one port, replaces one that dies, and drains a request in flight on SIGTERM', async () => {
    const { env: database } = await openTestDatabaseWithEnv({ onDisk: false });
    const dataDir = path.join(temp, 'data-cluster');
    const shop = await start({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(temp, 'no-dist'),
      WEB_CONCURRENCY: '2',
      ...database,
    });
    const workerPids = () =>
      [...shop.output().matchAll(/listening on [^,]+, worker (\d+)\)/g)].map((m) => Number(m[1]));
    const until = async (what: string, check: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 600; i += 1) {
        if (await check()) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${what} did not happen:\n${shop.output()}`);
    };
    let stopped = false;
    try {
      expect(shop.output()).toContain('Starting 2 worker processes (WEB_CONCURRENCY=2).');
      await until('two workers listening', () => workerPids().length === 2);
      expect(shop.output().match(/First start/g)).toHaveLength(1);

      // kill -9 one worker: the primary starts another, and the shop keeps answering.
      const [victim] = workerPids();
      process.kill(victim, 'SIGKILL');
      await until('a replacement worker', () => workerPids().length === 3);
      expect(shop.output()).toContain(`Worker ${victim} ended (SIGKILL); starting a new one.`);
      for (let i = 0; i < 4; i += 1) expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);

      // A request whose body is still on its way when SIGTERM arrives is finished, then everything stops.
      const { port } = new URL(shop.url);
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const body = JSON.stringify({ type: 'pageview', path: '/' });
      socket.write(
        `POST /api/analytics HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
      );
      // The worker has the request in hand once it says "100 Continue".
      await until('100 Continue', () => answer.includes('100 Continue'));
      const exit = shop.stop();
      stopped = true;
      await until('the shutdown to begin', () => shop.output().includes('SIGTERM: shutting down 2 workers'));
      // The body follows, and the socket stays open for the answer (as HTTP clients do; one that half-closes
      // its side gets no answer from Node's server once the handler waits on the database).
      socket.write(body);
      await until('the answer', () => /HTTP\/1\.1 204/.test(answer));
      expect(await exit).toBe(0);
      for (const pid of workerPids()) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (!stopped) await shop.stop();
    }
  });

  it('refuses to start when some but not all Stripe variables are set, naming what is missing', async () => {
    const dataDir = path.join(temp, 'stripe-half');
    const shop = spawnShop({
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: '',
    });
    const code = await shop.exited;
    const output = shop.log();
    expect(code).toBe(1);
    expect(output).toMatch(/STRIPE_WEBHOOK_SECRET is not set/);
    expect(output).not.toContain('Brixilated is running');
    // Stopped before it wrote anything.
    expect(existsSync(dataDir)).toBe(false);
  });
});
