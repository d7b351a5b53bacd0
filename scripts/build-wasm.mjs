// Builds mosaic-core for WebAssembly (release, stripped) into mosaic-core/pkg and prints its size.
// SIMD128 is switched on for the crate (the slider change's per-cell work, mosaic-core/src/lanes.rs), and
// float-to-integer conversions that saturate instead of trapping (no range checks around each):
// Node 20 and every current browser run it. A RUSTFLAGS in the environment replaces these flags (cargo's
// rule), which builds the scalar version.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cargo, rustToolchain } from './lib/toolchain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = rustToolchain()?.wasmTarget ?? 'wasm32-unknown-unknown';
const flagsVar = `CARGO_TARGET_${target.toUpperCase().replace(/-/g, '_')}_RUSTFLAGS`;
process.env[flagsVar] = [process.env[flagsVar], '-C target-feature=+simd128,+nontrapping-fptoint'].filter(Boolean).join(' ');
cargo(['build', '--release', '--target', target, '-p', 'mosaic-core'], { cwd: root });
const built = path.join(root, 'target', target, 'release', 'mosaic_core.wasm');
const outDir = path.join(root, 'mosaic-core', 'pkg');
mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, 'mosaic_core.wasm');
copyFileSync(built, out);
const bytes = statSync(out).size;
console.log(`mosaic-core: ${path.relative(root, out)} is ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB)`);
