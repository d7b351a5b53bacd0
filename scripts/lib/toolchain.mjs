// Chooses the Rust toolchain and crate source for this machine, so the same Cargo.toml builds
// with Debian's rustc (which ships the wasm32 target) and offline registry, or with a normal
// rustup toolchain and crates.io elsewhere.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const WASM_TARGET = 'wasm32-unknown-unknown';
export const DEBIAN_REGISTRY = '/usr/share/cargo/registry';

function sysroot(rustc) {
  try {
    return execFileSync(rustc, ['--print', 'sysroot'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function hasWasmTarget(rustc) {
  const root = sysroot(rustc);
  return root !== null && existsSync(path.join(root, 'lib', 'rustlib', WASM_TARGET));
}

/** The cargo/rustc pair to use and the extra arguments that pick the crate source. */
export function rustToolchain() {
  const candidates = [
    { cargo: 'cargo', rustc: 'rustc' },
    { cargo: '/usr/bin/cargo', rustc: '/usr/bin/rustc' },
  ];
  const found = candidates.find((c) => hasWasmTarget(c.rustc));
  if (!found) return null;
  // Debian's packaged crates stand in for crates.io when that registry is present (this machine
  // has no route to crates.io). Set BRIX_CARGO_ONLINE=1 to use crates.io instead.
  const offline = existsSync(DEBIAN_REGISTRY) && !process.env.BRIX_CARGO_ONLINE;
  const sourceArgs = offline
    ? ['--config', 'source.crates-io.replace-with="debian"', '--config', `source.debian.directory="${DEBIAN_REGISTRY}"`, '--offline']
    : [];
  const rustdoc = found.rustc.replace(/rustc$/, 'rustdoc');
  return {
    cargo: found.cargo,
    env: { ...process.env, RUSTC: found.rustc, RUSTDOC: rustdoc },
    sourceArgs,
    wasmTarget: WASM_TARGET,
  };
}

/** Runs cargo with the chosen toolchain; `subcommand` is e.g. ['build', '--release']. Exits on failure. */
export function cargo(subcommand, { cwd = process.cwd(), allowFailure = false } = {}) {
  const tc = rustToolchain();
  if (!tc) {
    console.error(
      'No Rust toolchain with the wasm32-unknown-unknown target was found.\n' +
        'On Debian (as root): apt-get install rustc cargo libstd-rust-dev-wasm32 librust-criterion-dev librust-proptest-dev\n' +
        'With rustup: rustup target add wasm32-unknown-unknown',
    );
    process.exit(1);
  }
  const [cmd, ...rest] = subcommand;
  const args = [cmd, ...tc.sourceArgs, ...rest];
  const result = spawnSync(tc.cargo, args, { cwd, env: tc.env, stdio: 'inherit' });
  if (result.status !== 0 && !allowFailure) process.exit(result.status ?? 1);
  return result.status ?? 1;
}
