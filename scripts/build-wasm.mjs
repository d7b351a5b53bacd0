// Builds mosaic-core for WebAssembly (release, stripped) into mosaic-core/pkg, as two modules, and prints
// their sizes:
//   mosaic_core.wasm         with SIMD128 (the slider change's per-cell work, mosaic-core/src/lanes.rs) and
//                            float-to-integer conversions that saturate instead of trapping (no range checks
//                            around each). Node 20 (API, CLI, tests) and browsers with WebAssembly SIMD run it.
//   mosaic_core_scalar.wasm  with neither, for browsers that cannot compile SIMD (Safari before 16.4,
//                            Chromium before 91, Firefox before 89). The editor's worker picks one at load
//                            (mosaic-core/js/index.ts, coreWasmUrl). Same results bit for bit
//                            (mosaic-core/test/simd-scalar.test.ts).
// Each is built in its own cargo target directory (target/ and target/wasm-scalar/), so neither build's
// flags invalidate the other's cache. The flags go in CARGO_ENCODED_RUSTFLAGS, which cargo prefers to every
// other source of flags, after any flags the environment sets (CARGO_ENCODED_RUSTFLAGS, RUSTFLAGS or
// CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS, in cargo's order), so those can neither drop the features
// from the SIMD module nor add them to the scalar one. Each module is then asked whether it was compiled
// with SIMD128 (`mc_simd128`): a module that is not what its name says fails the build. (rustc 1.63 gives
// no cfg for the saturating conversions, so they are not asked about; the same flag sets both.)
// Each module then goes through binaryen's wasm-opt -O3 (Debian's binaryen package), allowed only the
// features its build used, which takes about 8 % off its size and changes no result (it keeps IEEE
// arithmetic; mosaic-core/test checks both modules against the same fixtures). Without wasm-opt the module
// is kept as cargo made it, with a warning: it works the same, only larger than the 200 KB budget.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cargo, rustToolchain } from './lib/toolchain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = rustToolchain()?.wasmTarget ?? 'wasm32-unknown-unknown';
const targetVar = `CARGO_TARGET_${target.toUpperCase().replace(/-/g, '_')}_RUSTFLAGS`;
const outDir = path.join(root, 'mosaic-core', 'pkg');

const MODULES = [
  {
    file: 'mosaic_core.wasm',
    targetDir: 'target',
    flags: ['-C', 'target-feature=+simd128,+nontrapping-fptoint'],
    wasmOpt: ['--enable-simd', '--enable-nontrapping-float-to-int'],
    simd128: 1,
  },
  {
    file: 'mosaic_core_scalar.wasm',
    targetDir: path.join('target', 'wasm-scalar'),
    flags: ['-C', 'target-feature=-simd128,-nontrapping-fptoint'],
    wasmOpt: [],
    simd128: 0,
  },
];

/** The flags the environment asks for, from the one source cargo would read. */
function environmentFlags(env) {
  if (env.CARGO_ENCODED_RUSTFLAGS) return env.CARGO_ENCODED_RUSTFLAGS.split('\x1f');
  const spaced = env.RUSTFLAGS ?? env[targetVar] ?? '';
  return spaced.split(/\s+/).filter(Boolean);
}

const inherited = environmentFlags(process.env);
delete process.env.RUSTFLAGS;
delete process.env[targetVar];
mkdirSync(outDir, { recursive: true });
for (const m of MODULES) {
  process.env.CARGO_ENCODED_RUSTFLAGS = [...inherited, ...m.flags].join('\x1f');
  cargo(['build', '--release', '--target', target, '--target-dir', m.targetDir, '-p', 'mosaic-core'], { cwd: root });
  const out = path.join(outDir, m.file);
  const built = path.join(root, m.targetDir, target, 'release', 'mosaic_core.wasm');
  const features = ['--mvp-features', '--enable-mutable-globals', ...m.wasmOpt];
  const opt = spawnSync('wasm-opt', ['-O3', ...features, built, '-o', out], { stdio: 'inherit' });
  if (opt.error) {
    console.warn(`mosaic-core: wasm-opt not found (Debian: apt-get install binaryen); ${m.file} is not size-optimised`);
    copyFileSync(built, out);
  } else if (opt.status !== 0) {
    console.error(`mosaic-core: wasm-opt failed on ${m.file}`);
    process.exit(1);
  }
  const { instance } = await WebAssembly.instantiate(readFileSync(out), {});
  const simd128 = /** @type {() => number} */ (instance.exports.mc_simd128)();
  if (simd128 !== m.simd128) {
    console.error(`mosaic-core: ${m.file} was built ${simd128 ? 'with' : 'without'} SIMD128; check the flags above`);
    process.exit(1);
  }
  const bytes = statSync(out).size;
  console.log(`mosaic-core: ${path.relative(root, out)} is ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB)`);
}
