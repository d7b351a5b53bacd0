// The shop's own output: lines written in batches to standard output (pino's asynchronous destination). A lone
// line still comes out when nothing follows it, and closing the log writes out every line, in order, before the
// process exits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOG_MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/observability/log.ts');

/** A process that logs one line, waits for a line on its standard input, then logs `count` more and exits. */
const SCRIPT = `
import { createLog } from ${JSON.stringify(LOG_MODULE)};
const log = createLog({ level: 'info' });
log.info('first', { n: 0 });
process.stdin.once('data', () => {
  for (let n = 1; n <= ${2000}; n += 1) {
    if (n % 2) log.access({ requestId: 'r-' + n, method: 'GET', route: '/api/cart', status: 200, ms: 0.1, bytes: n });
    else log.child({ requestId: 'r-' + n }).info('line', { n });
  }
  log.close();
  process.exit(0);
});
`;

describe('standard output', () => {
  it('writes a lone line within a moment, and every line in order when the log is closed', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => (out += text));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // The first line is far below a batch: it comes out by itself, with no other line after it.
      const deadline = Date.now() + 20_000;
      while (!out.includes('"msg":"first"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(out).toContain('"msg":"first"');
      child.stdin.write('go\n');
      expect(await exited).toBe(0);
    } finally {
      child.kill();
    }
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(2001);
    expect(
      lines.map((line) => {
        const l = JSON.parse(line) as { n?: number; bytes?: number };
        return l.n ?? l.bytes;
      }),
    ).toEqual(Array.from({ length: 2001 }, (_, n) => n));
  });
});
