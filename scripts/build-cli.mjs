// Compiles mosaic-core's command line from TypeScript to JavaScript with esbuild, so `npx mosaic-core` runs on
// plain Node with no TypeScript loader:
//   mosaic-core/js/cli.ts (and the core's TypeScript face it imports) -> mosaic-core/pkg/cli.js
// mosaic-core/bin/mosaic-core.mjs runs it. It sits in pkg/ beside the .wasm files: the core finds them at
// `../pkg` from its own file, which from pkg/cli.js is pkg/ again. sharp (a native addon) is left to Node.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await esbuild.build({
  entryPoints: [path.join(root, 'mosaic-core', 'js', 'cli.ts')],
  outfile: path.join(root, 'mosaic-core', 'pkg', 'cli.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['sharp'],
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
});
