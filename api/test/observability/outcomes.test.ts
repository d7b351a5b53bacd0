// The table the access lines and request metrics keep their per-outcome values in: one value per method, route
// and status, made once, listed in the order made, and never more than its limit kept.
import { describe, expect, it } from 'vitest';
import { OutcomeTable } from '../../src/observability/outcomes.ts';

describe('OutcomeTable', () => {
  it('makes one value per method, route and status, and lists them in the order made', () => {
    const made: string[] = [];
    const table = new OutcomeTable((method, route, status) => {
      made.push(`${method} ${route} ${status}`);
      return { method, route, status };
    });
    const first = table.get('GET', '/api/cart', 200);
    expect(table.get('GET', '/api/cart', 200)).toBe(first);
    table.get('POST', '/api/cart', 200);
    table.get('GET', '/api/cart', 404);
    table.get('GET', '/api/inventory/sizes', 200);
    expect(table.get('GET', '/api/cart', 404)).toEqual({ method: 'GET', route: '/api/cart', status: 404 });
    expect(made).toEqual([
      'GET /api/cart 200',
      'POST /api/cart 200',
      'GET /api/cart 404',
      'GET /api/inventory/sizes 200',
    ]);
    expect(table.values().map(({ method, route, status }) => `${method} ${route} ${status}`)).toEqual(made);
  });

  it('keeps at most its limit, handing out new values past it without keeping them, and empties when cleared', () => {
    let made = 0;
    const table = new OutcomeTable(() => ({ n: (made += 1) }), 2);
    table.get('GET', '/a', 200);
    table.get('GET', '/b', 200);
    const third = table.get('GET', '/c', 200);
    expect(third).toEqual({ n: 3 });
    expect(table.get('GET', '/c', 200)).toEqual({ n: 4 }); // not kept: made again
    expect(table.get('GET', '/a', 200)).toEqual({ n: 1 }); // kept ones still found
    expect(table.values()).toHaveLength(2);
    table.clear();
    expect(table.values()).toHaveLength(0);
    expect(table.get('GET', '/a', 200)).toEqual({ n: 5 });
  });
});
