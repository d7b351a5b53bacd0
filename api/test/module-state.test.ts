// No state lives beside createApp: a module-level binding that can change would be shared by every app of the
// process (tests make hundreds), outlive the app that filled it, and never be closed. This reads every module of
// api/src with the scan in scripts/lib/module-state.mjs, which names each top-level declaration that holds
// changing state (a let or var, a const made with new or holding an empty container, a static property).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleState } from '../../scripts/lib/module-state.mjs';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('module-level state in api/src', () => {
  it('there is none: every stateful part is made by createApp', () => {
    const found = modules(SRC).flatMap((file) =>
      moduleState(readFileSync(file, 'utf8'), file).map((where) => `${path.relative(SRC, file)}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('the scan names each kind of module-level state, and passes constants', () => {
    const source = [
      'let shared: Pool | null = null;',
      'var count = 0;',
      'const cache = new Map<string, string>();',
      'export const reads = new WeakMap<object, Batcher>();',
      'const gate = new WorkSlots(2) as WorkSlots;',
      'const seen: string[] = [];',
      'const byKey = {} as Record<string, number>;',
      'class Registry { static entries = new Set<string>(); static readonly NAME = "r"; }',
      "const SAFE: ReadonlySet<string> = new Set(['GET']);",
      "const BUSY = new AppError(503, 'BUSY', 'Busy');",
      "const LIMITS = [['/a', 1]] as const;",
      'const schema = z.object({ a: z.string() });',
      'function inside() { let local = 0; const map = new Map(); return [local, map]; }',
    ].join('\n');
    expect(moduleState(source)).toEqual([
      '1: shared (a let or var)',
      '2: count (a let or var)',
      '3: cache (a new Map)',
      '4: reads (a new WeakMap)',
      '5: gate (a new WorkSlots)',
      '6: seen (an empty container)',
      '7: byKey (an empty container)',
      '8: Registry.entries (a static property)',
    ]);
  });
});
