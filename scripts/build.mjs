// Builds everything the shop serves: the WebAssembly core, the web app's generated assets, the web bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensure, root, run } from './lib/ensure.mjs';

export function build() {
  run(process.execPath, ['scripts/build-wasm.mjs']);
  const assets = path.join(root, 'web', 'scripts', 'prepare-assets.mjs');
  if (existsSync(assets)) run(process.execPath, ['--import', 'tsx', assets]);
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensure();
  build();
}
