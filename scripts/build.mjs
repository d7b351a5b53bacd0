// Builds what the shop serves, one step at a time, skipping every step whose inputs are unchanged
// since it last succeeded (scripts/lib/fresh.mjs hashes their content):
//   wasm    mosaic-core compiled to WebAssembly        -> mosaic-core/pkg/mosaic_core.wasm (SIMD128) and
//                                                         mosaic_core_scalar.wasm (for browsers without it)
//   assets  the gallery mosaics made by mosaic-core    -> web/public/generated/
//   web     the web app bundle (vite)                  -> web/dist/
//   server  the API compiled to JavaScript (esbuild)   -> api/dist/main.js (scripts/build-server.mjs)
//   cli     mosaic-core's command line in JavaScript   -> mosaic-core/pkg/cli.js (scripts/build-cli.mjs), which
//           (esbuild)                                     `npx mosaic-core` (mosaic-core/bin) runs
// `node scripts/build.mjs [step...] [--force]` (`npm run build`) builds the named steps, or all of them;
// --force rebuilds even when fresh.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensure, ensureSystem, root, run } from './lib/ensure.mjs';
import { stepState } from './lib/fresh.mjs';
import { photosDir } from './lib/photos.mjs';

const PHOTOS = path.relative(root, photosDir);
const WASM = 'mosaic-core/pkg/mosaic_core.wasm';
/** The same core without SIMD128, which the web app serves to browsers without WebAssembly SIMD. */
const WASM_SCALAR = 'mosaic-core/pkg/mosaic_core_scalar.wasm';
/** What every TypeScript step reads besides its own sources: the installed packages and the core's face. */
const SHARED_TS = [
  'package-lock.json',
  'tsconfig.json',
  'mosaic-core/js',
  'mosaic-core/palette.json',
  'mosaic-core/package.json',
  'shop',
];

/** The steps in the order they depend on each other. Each names its inputs (files or directories) and outputs. */
export const STEPS = {
  wasm: {
    inputs: [
      'Cargo.toml',
      'Cargo.lock',
      '.cargo/config.toml',
      'mosaic-core/Cargo.toml',
      'mosaic-core/src',
      'scripts/build-wasm.mjs',
      'scripts/lib/toolchain.mjs',
    ],
    outputs: [WASM, WASM_SCALAR],
    run: () => {
      ensureSystem(['rust']);
      run(process.execPath, ['scripts/build-wasm.mjs']);
    },
  },
  assets: {
    inputs: [...SHARED_TS, WASM, 'web/scripts/prepare-assets.mjs', 'web/src/features/gallery', PHOTOS],
    outputs: ['web/public/generated'],
    run: () => run(process.execPath, ['--import', 'tsx', 'web/scripts/prepare-assets.mjs']),
  },
  web: {
    inputs: [...SHARED_TS, WASM, WASM_SCALAR, 'web', 'vite.config.ts'],
    outputs: ['web/dist/index.html'],
    run: () => run(process.execPath, ['node_modules/vite/bin/vite.js', 'build']),
  },
  server: {
    // The core's .wasm is not an input: the server reads it from mosaic-core/pkg at run time.
    inputs: [...SHARED_TS, 'api/src', 'api/package.json', 'package.json', 'scripts/build-server.mjs'],
    outputs: ['api/dist/main.js'],
    run: () => {
      // Thrown, not exited: a test process that builds before spawning the shop reports it as a failure.
      const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      if (result.status !== 0)
        throw new Error(`scripts/build-server.mjs failed (exit ${result.status ?? result.signal})`);
    },
  },
  cli: {
    // The core's .wasm is not an input either: the command line reads it from mosaic-core/pkg at run time.
    inputs: [...SHARED_TS, 'scripts/build-cli.mjs'],
    outputs: ['mosaic-core/pkg/cli.js'],
    run: () => run(process.execPath, ['scripts/build-cli.mjs']),
  },
};

/** Builds the named steps (in dependency order) that are stale; returns the names of those it built. */
export function build(names = Object.keys(STEPS), { force = false, quiet = false } = {}) {
  const built = [];
  for (const [name, step] of Object.entries(STEPS)) {
    if (!names.includes(name)) continue;
    // Every step also depends on this file (the step list) and on the hashing itself.
    const state = stepState(name, {
      inputs: [...step.inputs, 'scripts/build.mjs', 'scripts/lib/fresh.mjs'],
      outputs: step.outputs,
    });
    if (state.fresh && !force) continue;
    console.log(`build: ${name}`);
    step.run();
    state.done();
    built.push(name);
  }
  if (built.length === 0 && !quiet) console.log(`build: ${names.join(', ')} up to date`);
  return built;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((n) => !(n in STEPS));
  if (unknown.length > 0) {
    console.error(`Unknown build step: ${unknown.join(', ')}. Steps: ${Object.keys(STEPS).join(', ')}`);
    process.exit(2);
  }
  ensure();
  build(names.length > 0 ? names : undefined, { force: args.includes('--force') });
}
