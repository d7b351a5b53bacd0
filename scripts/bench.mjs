// `npm run bench`: builds the WebAssembly modules if either is missing, then runs the Node benchmark
// (mosaic-core/bench/bench.ts). `cargo bench -p mosaic-core` measures each Rust stage on its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (
  ['mosaic_core.wasm', 'mosaic_core_scalar.wasm'].some(
    (file) => !existsSync(path.join(root, 'mosaic-core', 'pkg', file)),
  )
) {
  const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-wasm.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'mosaic-core', 'bench', 'bench.ts')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
