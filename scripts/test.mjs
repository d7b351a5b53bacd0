// `npm test`: installs what is missing, builds, then runs every suite (Rust, TypeScript units,
// API integration, browser end-to-end) and closes with one summary line over all of them.
// Every suite runs even when an earlier one fails, so one run shows every failure.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensure, root } from './lib/ensure.mjs';
import { rustToolchain } from './lib/toolchain.mjs';
import { build } from './build.mjs';

const started = Date.now();
ensure();
build();

const results = []; // { suite, passed, failed, ok }
const reportDir = path.join(root, 'test-artifacts', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** Runs a command, streaming its output, and resolves with { code, output }. */
function capture(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => { output += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { output += d; process.stderr.write(d); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function rustSuite() {
  const tc = rustToolchain();
  const { code, output } = await capture(tc.cargo, ['test', ...tc.sourceArgs, '-p', 'mosaic-core'], tc.env);
  let passed = 0;
  let failed = 0;
  for (const m of output.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
  results.push({ suite: 'rust (cargo test)', passed, failed, ok: code === 0 });
}

async function typecheck() {
  const { code } = await capture(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
  results.push({ suite: 'typecheck (tsc)', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ok: code === 0 });
}

async function vitest(name, projects) {
  const json = path.join(reportDir, `${name}.json`);
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${json}`];
  const { code } = await capture(process.execPath, args);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  } catch {
    failed = 1; // no report: the runner itself failed
  }
  results.push({ suite: `vitest ${name}`, passed, failed, ok: code === 0 });
}

await rustSuite();
await typecheck();
await vitest('unit-and-api', ['core', 'api', 'web']);
await vitest('e2e', ['e2e']);

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const allOk = results.every((r) => r.ok) && failed === 0;
console.log('\nSuites:');
for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.suite}: ${r.passed} passed, ${r.failed} failed`);
console.log(`Time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
