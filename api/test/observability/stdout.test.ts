// The shop's own output: lines written in batches to standard output. A lone line still comes out when nothing
// follows it, closing the log writes out every line, in order, before the process exits, and an access line
// written straight into a batch as bytes reads as it would as text.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { BatchedStdout, createLog, type AccessLine } from '../../src/log.ts';

const LOG_MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/log.ts');

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

  it('writes an access line as bytes exactly as the text it would otherwise be, across batches', () => {
    const written: Buffer[] = [];
    const output = { write: (bytes: Buffer) => void written.push(Buffer.from(bytes)), flushSync() {}, end() {} };
    const base = { pid: 4121, hostname: 'web-1', worker: 2 };
    const stdout = new BatchedStdout(output);
    const asText = vi.spyOn(stdout, 'write');
    const batched = createLog({ level: 'info', base, destination: stdout });
    const text: string[] = [];
    const plain = createLog({ level: 'info', base, destination: { write: (line: string) => void text.push(line) } });
    const lines: AccessLine[] = [
      { requestId: '3f9a0c2b7d41e865-1c', method: 'GET', route: '/api/cart', status: 200, ms: 0, bytes: 0 },
      {
        requestId: 'proxy.id:7_x-1',
        method: 'POST',
        route: '/api/orders/:orderNumber',
        status: 404,
        ms: 0.04,
        bytes: 12,
      },
      { requestId: 'r', method: 'GET', route: '/api/inventory/sizes', status: 200, ms: 12.345, bytes: undefined },
      { requestId: 'r', method: 'GET', route: '/api/inventory/sizes', status: 500, ms: 99.96, bytes: 1_000_000 },
      {
        requestId: 'r',
        method: 'DELETE',
        route: '/api/é/:x',
        status: 499,
        ms: 1_000_000.5,
        bytes: 9_007_199_254_740_991,
      },
      // These go the text's way: an id JSON escapes, a time or size that is not a plain whole number.
      { requestId: 'an "odd" id, é', method: 'GET', route: '/api/cart', status: 200, ms: 1, bytes: 2 },
      { requestId: 'r', method: 'GET', route: '/api/cart', status: 200, ms: -3.46, bytes: 2.5 },
      { requestId: 'r', method: 'GET', route: '/api/cart', status: 200, ms: Number.NaN, bytes: -1 },
    ];
    // Enough lines for several 32 KiB batches.
    for (let i = 0; i < 400; i += 1)
      for (const line of lines) {
        const numbered = { ...line, requestId: line.requestId + (i % 7 ? '' : i) };
        batched.access(numbered);
        plain.access(numbered);
      }
    batched.close();
    // Only the last three kinds of line went as text.
    expect(asText).toHaveBeenCalledTimes(3 * 400);
    expect(written.length).toBeGreaterThan(2);
    const withoutTime = (line: string) => line.replace(/"time":"[^"]*"/, '"time":""');
    const fromBytes = Buffer.concat(written).toString('utf8').split('\n');
    const fromText = text.join('').split('\n');
    expect(fromBytes).toHaveLength(lines.length * 400 + 1);
    expect(fromBytes.map(withoutTime)).toEqual(fromText.map(withoutTime));
    for (const line of fromBytes.slice(0, -1)) {
      const parsed = JSON.parse(line) as { time: string; type: string };
      expect(parsed.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(parsed.time) - Date.now())).toBeLessThan(60_000);
      expect(parsed.type).toBe('access');
    }
  });
});
