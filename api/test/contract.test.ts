// api/README.md is the contract the web app codes against: every row must be a mounted route, and every route a row.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../src/app.ts';
import { createTestShop } from './support/app.ts';

const readme = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md'), 'utf8');

/** Every row of the table: "METHOD /path" with {params} as written, and its Who column. */
function contractTable(): { row: string; who: string }[] {
  const rows: { row: string; who: string }[] = [];
  for (const line of readme.split('\n')) {
    const match = /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*([^|\s]+)\s*\|\s*([^|]*?)\s*\|/.exec(line);
    if (match) rows.push({ row: `${match[1]} ${match[2].replace(/\{(\w+)\}\.pdf$/, '{$1}.pdf')}`, who: match[3] });
  }
  return rows.sort((a, b) => a.row.localeCompare(b.row));
}
const contractRows = (): string[] => contractTable().map((r) => r.row);

/** Route params are named freely in code; compare shapes ("/api/user/{}"), not names. */
const shape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');

describe('api/README.md', () => {
  it('lists every mounted route, and every row is mounted', async () => {
    const shop = await createTestShop();
    const mounted = listRoutes(shop.app).map(shape);
    const documented = contractRows().map(shape);
    expect(documented.length).toBeGreaterThan(40);
    expect(new Set(documented).size).toBe(documented.length);
    expect(
      mounted.filter((r) => !documented.includes(r)),
      'mounted but not in api/README.md',
    ).toEqual([]);
    expect(
      documented.filter((r) => !mounted.includes(r)),
      'in api/README.md but not mounted',
    ).toEqual([]);
  });

  it('keeps the Who column true: visitors get 401 where a login is needed, customers 403 on admin rows', async () => {
    const sample: Record<string, string> = {
      orderNumber: '12345678',
      itemId: '00000000-0000-4000-8000-000000000000',
      id: '00000000-0000-4000-8000-000000000000',
      index: '0',
      email: 'someone@example.com',
      userId: 'someone@example.com',
      code: 'WELCOME10',
      token: 'x',
      name: 'x',
    };
    const shop = await createTestShop();
    const { token } = await shop.signUp();
    const needsLogin = new Set(['customer', 'admin', 'that user', 'owner or admin', 'that user or admin']);
    const open = new Set(['anyone', 'visitor', 'Stripe']);
    for (const { row, who } of contractTable()) {
      expect(needsLogin.has(who) || open.has(who), `${row}: unknown Who "${who}"`).toBe(true);
      const [method, route] = row.split(' ');
      const url = route.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const visitor = await shop.call(method, url, body);
      if (needsLogin.has(who)) expect(visitor.status, `${row} as a visitor`).toBe(401);
      else expect(visitor.status, `${row} as a visitor`).not.toBe(401);
      if (who === 'admin')
        expect((await shop.call(method, url, body, { cookie: token })).status, `${row} as a customer`).toBe(403);
    }
  });

  it('routes every row to a handler (no "no such call" answer for sample values)', async () => {
    const sample: Record<string, string> = {
      orderNumber: '12345678',
      itemId: '00000000-0000-4000-8000-000000000000',
      id: '00000000-0000-4000-8000-000000000000',
      index: '0',
    };
    const shop = await createTestShop();
    for (const row of contractRows()) {
      const [method, route] = row.split(' ');
      const url = route.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? 'x');
      const res = await shop.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.body?.error?.message, row).not.toBe('There is no such API call.');
    }
  });
});
