import type { Kysely } from 'kysely';

// The Colours cap and Tidy lone studs a Brix's grid was made with, kept with each cart and order item beside
// its colour blending. Items from before them were made with every colour and without tidying: 'all' and 0.
// Frozen in time: Kysely<any>, portable SQL only.

const TABLES = ['cart_items', 'order_items'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('color_cap', 'varchar(8)', (c) => c.notNull().defaultTo('all'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('tidy', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('tidy').execute();
    await db.schema.alterTable(table).dropColumn('color_cap').execute();
  }
}
