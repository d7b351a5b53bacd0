// The copy check of `npm test -- lint`: jscpd (configured in .jscpd.json: six or more lines, the frozen
// migrations left out) lists the pairs of places that repeat each other, and the check fails when there are
// more than COPY_BUDGET. A repeated block is a rule that can change in one place and not the other: make it
// one component, helper or test step instead of raising the budget.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/ensure.mjs';

/** The most pairs of repeated blocks the tree may hold. */
export const COPY_BUDGET = 20;

const REPORT = path.join(root, 'test-artifacts', 'jscpd', 'jscpd-report.json');
const SOURCES = ['api', 'web', 'shop', 'mosaic-core', 'scripts', 'e2e'];

rmSync(REPORT, { force: true });
const run = spawnSync(path.join(root, 'node_modules', '.bin', 'jscpd'), ['--config', '.jscpd.json', ...SOURCES], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (run.status !== 0) {
  console.error(`jscpd failed (exit ${run.status ?? run.signal})`);
  process.exit(1);
}
const { duplicates } = JSON.parse(readFileSync(REPORT, 'utf8'));
const place = (f) => `${path.relative(root, f.name)}:${f.start}-${f.end}`;
for (const pair of [...duplicates].sort((a, b) => b.lines - a.lines)) {
  console.log(`${String(pair.lines).padStart(3)} lines  ${place(pair.firstFile)} ~ ${place(pair.secondFile)}`);
}
const within = duplicates.length <= COPY_BUDGET;
console.log(`${duplicates.length} pairs of repeated blocks (at most ${COPY_BUDGET})${within ? '' : ': too many'}`);
process.exit(within ? 0 : 1);
