import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only.
// Stock per palette colour (by its blueprint code, 1-40) and the shop's settings (the stock threshold).
// A colour without a row is available and not counted yet; `on_hand` null means the same.

// The columns most tables repeat, as this migration wrote them (a migration carries what it needs).
type Table = CreateTableBuilder<string, any>;

/** `created_at` and `updated_at`, both `varchar(32) not null` (ISO 8601). */
function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('color_stock')
    .addColumn('code', 'integer', (c) => c.primaryKey())
    .addColumn('on_hand', 'integer')
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();
  await db.schema
    .createTable('shop_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(1000)', (c) => c.notNull())
    .$call(timestamps)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_settings').execute();
  await db.schema.dropTable('color_stock').execute();
}
