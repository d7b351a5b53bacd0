// api/README.md is the contract the web app codes against: every row must be a mounted route, and every route a row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/app.ts';
import { createTestShop } from './support/app.ts';

const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');

/** "METHOD /path" for every row of the table, with {params} as written. */
function contractRows(): string[] {
  const rows: string[] = [];
  for (const line of readme.split('\n')) {
    const match = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*([^|\s]+)\s*\|/.exec(line);
    if (match) rows.push(`${match[1]} ${match[2].replace(/\{(\w+)\}\.pdf$/, '{$1}.pdf')}`);
  }
  return rows.sort();
}

/** Route params are named freely in code; compare shapes ("/api/user/{}"), not names. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');

describe('api/README.md', () => {
  it('lists every mounted route, and every row is mounted', async () => {
    const shop = await createTestShop();
    const mounted = listRoutes(shop.app).map(shape);
    const documented = contractRows().map(shape);
    expect(documented.length).toBeGreaterThan(40);
    expect(new Set(documented).size).toBe(documented.length);
    expect(mounted.filter((r) => !documented.includes(r)), 'mounted but not in api/README.md').toEqual([]);
    expect(documented.filter((r) => !mounted.includes(r)), 'in api/README.md but not mounted').toEqual([]);
  });

  it('routes every row to a handler (no "no such call" answer for sample values)', async () => {
    const sample: Record<string, string> = { orderNumber: '12345678', itemId: '00000000-0000-4000-8000-000000000000', id: '00000000-0000-4000-8000-000000000000', index: '0' };
    const shop = await createTestShop();
    for (const row of contractRows()) {
      const [method, route] = row.split(' ');
      const url = route.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
      const res = await shop.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.body?.error?.message, row).not.toBe('There is no such API call.');
    }
  });
});
