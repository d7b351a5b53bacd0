import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * The Content-Security-Policy of the web app's pages: only the shop's own scripts, plus Stripe.js and its
 * frames for card payments; WebAssembly (mosaic-core) may compile; photos being cropped are blob: URLs;
 * inline styles are allowed (the cropper and Stripe's elements set them), inline scripts are not.
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com https://*.js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
const isHashedAsset = (relative: string) =>
  relative.startsWith('assets/') && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(relative);

/** Text-like files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm|manifest\+json)|image\/svg)/;
/** gzip of each file, made once by the app serving it: the build does not change while the process runs. */
type GzipCache = Map<string, { mtimeMs: number; body: Buffer }>;

function gzipped(cache: GzipCache, file: string, mtimeMs: number): Buffer {
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file), { level: 9 });
  cache.set(file, { mtimeMs, body });
  return body;
}

function sendFile(c: Context, gzips: GzipCache, file: string, relative: string, stat: Stats) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
  c.header('Content-Type', type);
  if (type.startsWith('text/html')) c.header('Content-Security-Policy', WEB_APP_CSP);
  c.header('Cache-Control', isHashedAsset(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
  c.header('ETag', etag);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  const compress = COMPRESSIBLE.test(type) && stat.size > 1024;
  if (compress) {
    c.header('Vary', 'Accept-Encoding');
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      const body = gzipped(gzips, file, stat.mtimeMs);
      c.header('Content-Encoding', 'gzip');
      c.header('Content-Length', String(body.length));
      return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
    }
  }
  c.header('Content-Length', String(stat.size));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
}

/**
 * Serves the built web app from `distDir`: real files as they are (source maps only with `sourceMaps`), and
 * index.html for every other path outside /api and /images so client-side routes (/order, /account, ...) load
 * the app.
 */
export function serveWebApp(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its env and schema
  app: Hono<any, any, any>,
  distDir: string,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): { built: boolean } {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  const built = existsSync(index);
  const gzips: GzipCache = new Map();
  app.on(['GET', 'HEAD'], '*', (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/images/')) return c.notFound();
    if (!built) {
      c.header('Content-Security-Policy', WEB_APP_CSP);
      return c.html(
        '<!doctype html><title>Brixilated</title><h1>The web app is not built yet</h1>' +
          '<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload. The API is up under /api.</p>',
        503,
      );
    }
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    // Source maps give the app's whole source away: served only where the setting asks (a staging server).
    if (!sourceMaps && relative.endsWith('.map')) return c.notFound();
    const file = path.join(root, relative);
    // path.normalize + the prefix check keep "../" out of the dist folder.
    if (file.startsWith(root + path.sep) && existsSync(file)) {
      const stat = statSync(file);
      if (stat.isFile()) return sendFile(c, gzips, file, relative.split(path.sep).join('/'), stat);
    }
    // A missing file with an extension is a real 404 (a broken asset link), not a page.
    if (path.extname(relative) && !relative.endsWith('.html')) return c.notFound();
    return sendFile(c, gzips, index, 'index.html', statSync(index));
  });
  return { built };
}
