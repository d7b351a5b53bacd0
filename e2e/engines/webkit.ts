// Debian's WebKitGTK through its WebDriver (`WebKitWebDriver`, WebDriver classic), which opens MiniBrowser in
// automation mode on a virtual X display (`xvfb-run`). WebDriver classic is a handful of JSON calls over HTTP,
// so they are made here with fetch.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { NAME_HELPER, VIEWPORT, type Engine, type Tab } from './face';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
/** MiniBrowser of Debian's libwebkit2gtk-4.1-0, the browser WebKitWebDriver automates. */
export const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu']
  .map((dir) => `${dir}/webkit2gtk-4.1/MiniBrowser`)
  .find((file) => existsSync(file));

/** A free loopback port, for the driver to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

class WebDriverError extends Error {}

/** One WebDriver call: the answer's `value`, or the driver's error as an exception. */
async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { value: unknown };
  if (!res.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new WebDriverError(`WebDriver ${method} ${path}: ${error}: ${message}`);
  }
  return answer.value;
}

/** Runs `fn(arg)` in the page; a promise is awaited, a throw comes back as one. Sent as the script's text. */
const asyncScript = (fn: string) =>
  `${NAME_HELPER}
   const done = arguments[arguments.length - 1];
   Promise.resolve().then(() => (${fn})(arguments[0]))
     .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String((e && e.stack) || e) }));`;

export async function launchWebKit(): Promise<Engine> {
  if (!MINIBROWSER) throw new Error('MiniBrowser of libwebkit2gtk-4.1 is not installed (Debian: webkit2gtk-driver)');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own process group, so that closing ends xvfb-run, the X server and the driver together.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {}
  };
  let ready = false;
  for (let i = 0; i < 200 && !ready; i++) {
    ready = await call(base, 'GET', '/status').then(
      () => true,
      () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50)),
    );
  }
  if (!ready) {
    stop();
    throw new Error('WebKitWebDriver did not start');
  }
  const capabilities = {
    alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
  };
  let version = '';
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newTab(): Promise<Tab> {
      const session = (await call(base, 'POST', '/session', { capabilities })) as {
        sessionId: string;
        capabilities: { browserVersion: string };
      };
      version = session.capabilities.browserVersion;
      const s = `/session/${session.sessionId}`;
      await call(base, 'POST', `${s}/timeouts`, { script: 120_000, pageLoad: 60_000 });
      await call(base, 'POST', `${s}/window/rect`, VIEWPORT);
      return {
        goto: async (url) => void (await call(base, 'POST', `${s}/url`, { url })),
        reload: async () => void (await call(base, 'POST', `${s}/refresh`, {})),
        async run(fn, arg) {
          const out = (await call(base, 'POST', `${s}/execute/async`, {
            script: asyncScript(fn.toString()),
            args: [arg],
          })) as { value?: never; error?: string };
          if (out.error !== undefined) throw new Error(`In the page: ${out.error}`);
          return out.value as never;
        },
        async clickAt(x, y) {
          const pointer = { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' } };
          const steps = [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ];
          await call(base, 'POST', `${s}/actions`, { actions: [{ ...pointer, actions: steps }] });
          await call(base, 'DELETE', `${s}/actions`);
        },
        close: async () => void (await call(base, 'DELETE', s).catch(() => undefined)),
      };
    },
    async close() {
      stop();
    },
  };
}
