import type { Kysely } from 'kysely';

// Stored colorMaps in their compact form: {"width":W,"height":H,"indices":[...]} with no spacing, as the
// cart now keeps every grid it accepts. Rows stored earlier kept the text as sent (spacing and all).
// Covers cart items, order items and the priced carts held by open payment intents.
// Frozen in time: its own small copy of the compact form, portable SQL only.

const BATCH = 200;

function compact(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const { width, height, indices } = (value ?? {}) as { width?: unknown; height?: unknown; indices?: unknown };
  if (typeof width !== 'number' || typeof height !== 'number' || !Array.isArray(indices)) return text;
  return `{"width":${width},"height":${height},"indices":[${indices.join(',')}]}`;
}

/** Rewrites one text column of a table, a batch of rows at a time in id order. */
async function rewrite(
  db: Kysely<any>,
  table: string,
  column: string,
  change: (text: string) => string,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', column])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as Array<Record<string, string>>;
    for (const row of rows) {
      const next = change(row[column]);
      if (next !== row[column])
        await db
          .updateTable(table)
          .set({ [column]: next })
          .where('id', '=', row.id)
          .execute();
    }
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].id;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, 'cart_items', 'color_map', compact);
  await rewrite(db, 'order_items', 'color_map', compact);
  await rewrite(db, 'payment_intents', 'items', (text) => {
    const items = JSON.parse(text) as Array<{ color_map?: unknown }>;
    let changed = false;
    for (const item of items) {
      if (typeof item.color_map !== 'string') continue;
      const next = compact(item.color_map);
      if (next !== item.color_map) {
        item.color_map = next;
        changed = true;
      }
    }
    return changed ? JSON.stringify(items) : text;
  });
}

// The compact text is the same grid, so there is nothing to undo.
export async function down(): Promise<void> {}
