// A throw-away PostgreSQL 15 server for tests: initdb in a temporary directory, `postgres` on a free
// loopback port, stopped (and the directory removed) by stop(), or when this process exits or is
// interrupted. initdb refuses to run as root, so as root the server runs as the `postgres` user that
// Debian's package creates. Node built-ins only, so scripts can use it before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const POSTGRES_BIN = process.env.POSTGRES_BIN || '/usr/lib/postgresql/15/bin';

/** The Debian package that provides the server and pg_dump/pg_restore (scripts/lib/ensure.mjs installs it). */
export const POSTGRES_PACKAGES = ['postgresql'];

export function postgresInstalled() {
  return ['initdb', 'postgres', 'pg_dump', 'pg_restore'].every((tool) => existsSync(path.join(POSTGRES_BIN, tool)));
}

/** A port nobody listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid of the `postgres` user when we are root (initdb refuses root), else nothing. */
function runAs() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('Running as root needs the `postgres` user (Debian package postgresql) to run the test server');
  return { uid, gid };
}

/**
 * Starts a server and resolves with { url, port, dir, stop, restart, kill }. `url` reaches the
 * `postgres` database as the `postgres` superuser (trust authentication, loopback only).
 */
export async function startPostgres({ log = () => {} } = {}) {
  if (!postgresInstalled())
    throw new Error(
      `PostgreSQL 15 is not installed in ${POSTGRES_BIN} (apt-get install ${POSTGRES_PACKAGES.join(' ')})`,
    );
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'brix-pg-'));
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(POSTGRES_BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    {
      encoding: 'utf8',
      cwd: dir,
      ...user,
    },
  );
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  }
  const port = await freePort();
  let child = null;
  let exited = null;

  const launch = () =>
    new Promise((resolve, reject) => {
      // Durability is not tested against this server, so skip fsync for speed.
      const args = [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
        '-c',
        'shared_buffers=64MB',
      ];
      child = spawn(path.join(POSTGRES_BIN, 'postgres'), args, {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
        ...user,
      });
      let output = '';
      exited = new Promise((done) => child.once('exit', done));
      const onData = (chunk) => {
        output += chunk;
        log(String(chunk));
        if (output.includes('database system is ready to accept connections')) {
          child.stderr.off('data', onData);
          child.stderr.resume();
          resolve();
        }
      };
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`postgres exited (${code}) before it was ready:\n${output}`)));
    });

  /** Fast shutdown: roll back open transactions, close connections, wait for the process. */
  async function halt() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    await exited;
  }

  let stopped = false;
  const cleanupSync = () => {
    if (stopped) return;
    stopped = true;
    // At exit nothing can be awaited: immediate shutdown, then remove the files.
    if (child && child.exitCode === null && child.signalCode === null) {
      try {
        child.kill('SIGQUIT');
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    cleanupSync();
    process.kill(process.pid, signal);
  };
  process.once('exit', cleanupSync);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await launch();
  } catch (error) {
    cleanupSync();
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    /** Stops the server (connections get an error) until start(). */
    halt,
    /** Starts it again on the same port and data after halt(). */
    start: launch,
    async stop() {
      await halt();
      process.off('exit', cleanupSync);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      stopped = true;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
