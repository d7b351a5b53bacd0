import { createReadStream, existsSync, statSync } from 'node:fs';
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
};

/** Vite puts content-hashed files under assets/: they never change, so browsers may keep them a year. */
const isHashedAsset = (relative: string) => relative.startsWith('assets/') && /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(relative);

function sendFile(c: Context, file: string, relative: string, size: number) {
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  c.header('Content-Type', type);
  c.header('Content-Length', String(size));
  c.header('Cache-Control', isHashedAsset(relative) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
}

/**
 * Serves the built web app from `distDir`: real files as they are, and index.html for every other
 * path outside /api and /images so client-side routes (/order, /account, ...) load the app.
 */
export function serveWebApp(app: Hono<any, any, any>, distDir: string): { built: boolean } {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  const built = existsSync(index);
  app.on(['GET', 'HEAD'], '*', (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    if (urlPath.startsWith('/api/') || urlPath.startsWith('/images/')) return c.notFound();
    if (!built) {
      return c.html(
        '<!doctype html><title>Brixilated</title><h1>The web app is not built yet</h1>' +
          '<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload. The API is up under /api.</p>',
        503,
      );
    }
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    const file = path.join(root, relative);
    // path.normalize + the prefix check keep "../" out of the dist folder.
    if (file.startsWith(root + path.sep) && existsSync(file)) {
      const stat = statSync(file);
      if (stat.isFile()) return sendFile(c, file, relative.split(path.sep).join('/'), stat.size);
    }
    // A missing file with an extension is a real 404 (a broken asset link), not a page.
    if (path.extname(relative) && !relative.endsWith('.html')) return c.notFound();
    return sendFile(c, index, 'index.html', statSync(index).size);
  });
  return { built };
}
