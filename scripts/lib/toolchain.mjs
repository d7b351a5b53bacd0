// Chooses the Rust toolchain for the WebAssembly build: the first of `cargo` on PATH and Debian's
// /usr/bin/cargo whose rustc has the wasm32-unknown-unknown target (Debian's rustc ships it; a rustup
// toolchain has it after `rustup target add wasm32-unknown-unknown`). Crates come from vendor/ for any
// cargo (.cargo/config.toml), so no choice of crate source is left here. The native tests and benchmarks
// run with plain `cargo`, whichever is first on PATH.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const WASM_TARGET = 'wasm32-unknown-unknown';

function sysroot(rustc) {
  try {
    return execFileSync(rustc, ['--print', 'sysroot'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function hasWasmTarget(rustc) {
  const root = sysroot(rustc);
  return root !== null && existsSync(path.join(root, 'lib', 'rustlib', WASM_TARGET));
}

/** The cargo/rustc pair that can build for wasm32, or null when there is none. */
export function rustToolchain() {
  const candidates = [
    { cargo: 'cargo', rustc: 'rustc' },
    { cargo: '/usr/bin/cargo', rustc: '/usr/bin/rustc' },
  ];
  const found = candidates.find((c) => hasWasmTarget(c.rustc));
  if (!found) return null;
  const rustdoc = found.rustc.replace(/rustc$/, 'rustdoc');
  return {
    cargo: found.cargo,
    env: { ...process.env, RUSTC: found.rustc, RUSTDOC: rustdoc },
    wasmTarget: WASM_TARGET,
  };
}

/** Runs cargo with the wasm-capable toolchain; `subcommand` is e.g. ['build', '--release']. Exits on failure. */
export function cargo(subcommand, { cwd = process.cwd(), allowFailure = false } = {}) {
  const tc = rustToolchain();
  if (!tc) {
    console.error(
      'No Rust toolchain with the wasm32-unknown-unknown target was found.\n' +
        'On Debian (as root): apt-get install rustc cargo libstd-rust-dev-wasm32\n' +
        'With rustup: rustup target add wasm32-unknown-unknown',
    );
    process.exit(1);
  }
  const result = spawnSync(tc.cargo, subcommand, { cwd, env: tc.env, stdio: 'inherit' });
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}
