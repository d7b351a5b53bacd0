import type { Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only.
// The colour blending a Brix was made with (off, smooth or crisp), kept with each cart and order item so the
// cart, the order and the admin say how the grid was drawn. Items from before it were drawn without: 'off'.

const TABLES = ['cart_items', 'order_items'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('blending', 'varchar(16)', (c) => c.notNull().defaultTo('off'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('blending').execute();
  }
}
