// `npm test`: installs what is missing, builds what is stale, then runs every suite and closes with one
// summary line over all of them. `npm test -- api` (or any of the suite names below, several at once)
// runs only those suites and builds only what they need.
// Every chosen suite runs even when an earlier one fails, so one run shows every failure.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensure, root } from './lib/ensure.mjs';
import { ensureNodeLine, nodeLineBin, nodeLineEnv } from './lib/node-line.mjs';
import { build } from './build.mjs';

const reportDir = path.join(root, 'test-artifacts', 'reports');

/**
 * The suites, in the order `npm test` runs them. `needs` names the build steps (scripts/build.mjs) a suite
 * reads, `system` the Debian packages it needs (scripts/lib/ensure.mjs), `line` the Node.js major version it
 * runs on when not the machine's (scripts/lib/node-line.mjs); `run` resolves with { passed, failed, ok }.
 * To add a suite, add an entry here.
 */
const SUITES = {
  lint: {
    what: 'the house rules: prettier --check, ESLint, cargo fmt --check, cargo clippy -D warnings, dependency-cruiser, copies',
    needs: [],
    system: ['rust', 'rustLint'],
    run: lint,
  },
  rust: { what: 'cargo test and cargo bench -- --test: the core in Rust', needs: [], system: ['rust'], run: rustSuite },
  typecheck: { what: 'tsc --noEmit over every TypeScript file', needs: [], run: typecheck },
  unit: {
    what: "Vitest core + web: the core's TypeScript face, the CLI, the web units",
    needs: ['wasm', 'cli'],
    run: () => vitest('unit', ['core', 'web']),
  },
  api: {
    what: 'Vitest api: every API call on fresh databases',
    needs: ['wasm', 'server'],
    run: () => vitest('api', ['api']),
  },
  postgres: {
    what: 'Vitest api-postgres: the API suite again on a PostgreSQL 15 server the run starts and stops (api/test/support/postgres-server.ts)',
    needs: ['wasm', 'server'],
    system: ['postgresql'],
    run: () => vitest('postgres', ['api-postgres']),
  },
  // The same three suites on Node.js 24 (LTS), installed from the npm registry into node_modules/.cache
  // (scripts/lib/node-line.mjs); the suites above run on the machine's Node (the one running this script).
  'unit:node24': {
    what: 'the unit suite on Node.js 24',
    needs: ['wasm', 'cli'],
    line: 24,
    run: () => vitest('unit-node24', ['core', 'web'], 24),
  },
  'api:node24': {
    what: 'the api suite on Node.js 24',
    needs: ['wasm', 'server'],
    line: 24,
    run: () => vitest('api-node24', ['api'], 24),
  },
  'postgres:node24': {
    what: 'the postgres suite on Node.js 24',
    needs: ['wasm', 'server'],
    system: ['postgresql'],
    line: 24,
    run: () => vitest('postgres-node24', ['api-postgres'], 24),
  },
  e2e: {
    what: 'Vitest e2e: the real server and Chromium',
    needs: ['wasm', 'assets', 'web', 'server'],
    system: ['chromium', 'poppler'],
    run: () => vitest('e2e', ['e2e']),
  },
  engines: {
    what: 'Vitest engines: the journeys that matter in Chromium, Firefox ESR and WebKitGTK (e2e/engines)',
    needs: ['wasm', 'assets', 'web', 'server'],
    system: ['chromium', 'firefox', 'webkit'],
    run: () => vitest('engines', ['engines']),
  },
};

/** Runs a command, streaming its output, and resolves with { code, output }. */
function capture(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * The core's Rust tests and a quick run of every criterion benchmark (`-- --test` runs each once), with
 * plain `cargo`, whichever a developer's shell finds first on PATH, exactly as docs/testing.md writes them.
 */
async function rustSuite() {
  let passed = 0;
  let failed = 0;
  const tests = await capture('cargo', ['test', '-p', 'mosaic-core']);
  for (const m of tests.output.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
  const benches = await capture('cargo', ['bench', '-p', 'mosaic-core', '--', '--test']);
  // criterion prints "Testing NAME" before each benchmark and "Success" after it ran.
  const ran = [...benches.output.matchAll(/^Success$/gm)].length;
  passed += ran;
  if (benches.code !== 0 || ran === 0) failed += 1;
  return { passed, failed, ok: tests.code === 0 && benches.code === 0 && ran > 0 };
}

/** Every folder with TypeScript or JavaScript that dependency-cruiser follows. */
const CRUISED = ['api', 'web', 'e2e', 'shop', 'mosaic-core', 'scripts'];

/**
 * The tools that keep the house rules, each one check: formatting (Prettier, rustfmt), ESLint (eslint.config.js),
 * clippy with warnings as errors, and the dependency rules (.dependency-cruiser.cjs; the imports listed in
 * .dependency-cruiser-known-violations.json are known and being removed, any other violation fails).
 */
async function lint() {
  const bin = (name) => path.join('node_modules', '.bin', name);
  const checks = [
    ['prettier', bin('prettier'), ['--check', '.']],
    ['eslint', bin('eslint'), ['--max-warnings', '0', '.']],
    ['rustfmt', 'cargo', ['fmt', '-p', 'mosaic-core', '--', '--check']],
    ['clippy', 'cargo', ['clippy', '-p', 'mosaic-core', '--all-targets', '--', '-D', 'warnings']],
    [
      'dependency-cruiser',
      bin('depcruise'),
      [
        '--config',
        '.dependency-cruiser.cjs',
        '--ignore-known',
        '.dependency-cruiser-known-violations.json',
        ...CRUISED,
      ],
    ],
    ['copies', process.execPath, ['scripts/copies.mjs']],
  ];
  const failures = [];
  for (const [name, cmd, args] of checks) {
    console.log(`\nlint: ${name}`);
    const { code } = await capture(cmd, args);
    if (code !== 0) failures.push(name);
  }
  if (failures.length > 0) console.log(`\nlint: failed: ${failures.join(', ')}`);
  return { passed: checks.length - failures.length, failed: failures.length, ok: failures.length === 0 };
}

async function typecheck() {
  const { code } = await capture(process.execPath, [
    'node_modules/typescript/bin/tsc',
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, ok: code === 0 };
}

/**
 * Runs Vitest projects, on the machine's Node or on Node `line` (a major version), and reads the counts from its
 * JSON report (test-artifacts/reports/NAME.json).
 */
async function vitest(name, projects, line) {
  const json = path.join(reportDir, `${name}.json`);
  rmSync(json, { force: true });
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ];
  const { code } = line
    ? await capture(nodeLineBin(line), args, nodeLineEnv(line))
    : await capture(process.execPath, args);
  let passed = 0;
  let failed;
  try {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
  } catch {
    failed = 1; // no report: the runner itself failed
  }
  return { passed, failed, ok: code === 0 };
}

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(
    `Unknown suite: ${unknown.join(', ')}. Run \`npm test\` for all, or \`npm test -- NAME...\` with NAME one of:`,
  );
  for (const [name, suite] of Object.entries(SUITES)) console.error(`  ${name.padEnd(16)} ${suite.what}`);
  process.exit(2);
}
const names = chosen.length > 0 ? Object.keys(SUITES).filter((name) => chosen.includes(name)) : Object.keys(SUITES);

const started = Date.now();
ensure([...new Set(names.flatMap((name) => SUITES[name].system ?? []))]);
const steps = [...new Set(names.flatMap((name) => SUITES[name].needs))];
if (steps.length > 0) build(steps);
for (const line of new Set(names.map((name) => SUITES[name].line).filter(Boolean))) ensureNodeLine(line);
mkdirSync(reportDir, { recursive: true });

const results = [];
for (const name of names) results.push({ suite: name, ...(await SUITES[name].run()) });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const allOk = results.every((r) => r.ok) && failed === 0;
console.log('\nSuites:');
for (const r of results)
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.suite.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
console.log(`Time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
