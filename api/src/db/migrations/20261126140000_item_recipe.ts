import type { Kysely } from 'kysely';

// How each cart and order item's grid was made from its photo (plates, crop, sliders, painted studs) as JSON
// text, so the design can be opened again from the cart. Items from before it have none (null).
// Frozen in time: Kysely<any>, portable SQL only.

const TABLES = ['cart_items', 'order_items'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('recipe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('recipe').execute();
}
