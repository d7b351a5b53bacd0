// Compiles the API server from TypeScript to JavaScript with esbuild, so the shop runs on plain Node
// (`npm start`, and everything that spawns it through scripts/lib/server.mjs):
//   api/src/main.ts                   -> api/dist/main.js          the server
//   api/src/blueprint/pdf-worker.ts   -> api/dist/pdf-worker.js    a blueprint worker thread (pool.ts starts it)
//   api/src/db/migrations/NAME.ts     -> api/dist/migrations/NAME.js  (the migrator reads the folder beside it)
//   code they share, and what is imported only on demand (the S3 store, the PDF maker), in chunk-HASH.js files.
// Bundled: the API, the workspace packages (@brixilated/shop and mosaic-core's TypeScript face) and the pure
// JavaScript packages (hono, zod, kysely, pg, nodemailer, stripe, pdf-lib): one file parses faster than Node
// resolving and reading hundreds of modules. Left to Node at run time, from node_modules: native addons
// (better-sqlite3, sharp, argon2) and the AWS SDK (large, loaded only when S3_BUCKET is set).
// A workspace module that finds its files through import.meta.url (mosaic-core finds its .wasm) keeps finding
// them: in its code, import.meta.url is replaced by its source file's URL, relative to the output file.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'api');
const outdir = path.join(apiDir, 'dist');

/** Packages Node loads at run time: native addons, the AWS SDK, and pg's optional native binding (not installed). */
const EXTERNAL = ['better-sqlite3', 'sharp', 'argon2', '@aws-sdk/*', '@smithy/*', 'pg-native'];

/** The directories of the other workspace packages (mosaic-core, shop, web). */
function otherWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((dir) => path.join(root, dir)).filter((dir) => dir !== apiDir);
}

/** Keeps import.meta.url pointing at the source file in the workspace packages' code. */
function sourceUrls() {
  const dirs = otherWorkspaces();
  return {
    name: 'brix-source-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!dirs.some((dir) => args.path.startsWith(dir + path.sep))) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
          loader: path.extname(args.path).slice(1).replace(/^[cm]/, ''),
        };
      });
    },
  };
}

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  const migrationsDir = path.join(apiDir, 'src', 'db', 'migrations');
  const migrations = readdirSync(migrationsDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  await esbuild.build({
    entryPoints: {
      main: path.join(apiDir, 'src', 'main.ts'),
      'pdf-worker': path.join(apiDir, 'src', 'blueprint', 'pdf-worker.ts'),
      ...Object.fromEntries(
        migrations.map((f) => [`migrations/${f.replace(/\.ts$/, '')}`, path.join(migrationsDir, f)]),
      ),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // The bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: "import { createRequire as __brixCreateRequire } from 'node:module'; const require = __brixCreateRequire(import.meta.url);",
    },
    external: EXTERNAL,
    plugins: [sourceUrls()],
    sourcemap: 'linked',
    // Stack traces need the mappings only; the sources are in the repository (and a smaller map loads faster).
    sourcesContent: false,
    // Less to parse at each start; names are kept, so stack traces still read.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
}

await buildServer();
