import type { CreateTableBuilder, Kysely } from 'kysely';

// Checkout: payment intents and the order they become, the built-in test provider's intents,
// webhook events seen (each processed once) and coupon redemptions.
// Frozen in time: written against Kysely<any>, portable SQL only (text ids, integer cents, 0/1 flags, ISO text times).

// The columns most tables repeat, as this migration wrote them (a migration carries what it needs).
type Table = CreateTableBuilder<string, any>;

/** `created_at varchar(32) not null`: when the row was made (ISO 8601). */
function createdAt(table: Table): Table {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull());
}

/** `created_at` and `updated_at`, both `varchar(32) not null` (ISO 8601). */
function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

/** A `varchar(36)` column holding another table's UUID, `not null` unless `nullable`. */
function reference(
  column: string,
  target: string,
  options: { onDelete?: 'cascade' | 'set null'; nullable?: boolean } = {},
): (table: Table) => Table {
  return (table) =>
    table.addColumn(column, 'varchar(36)', (c) => {
      const checked = options.nullable ? c : c.notNull();
      const linked = checked.references(target);
      return options.onDelete ? linked.onDelete(options.onDelete) : linked;
    });
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_intents')
    // The provider's intent id (pi_...).
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    // Reserved when the intent is made, so the order keeps the number the customer saw.
    .addColumn('order_number', 'varchar(8)', (c) => c.notNull().unique())
    // The priced cart the amount was computed from (JSON), and where and how it ships.
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_index', 'integer', (c) => c.notNull())
    .addColumn('gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_index', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(32)')
    .addColumn('coupon_type', 'varchar(16)')
    .addColumn('coupon_quantity', 'integer')
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    // Bumped on every amount change: part of the provider idempotency key of the next update.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    // Set once, in the transaction that places the order: the guard against a second order.
    .addColumn('order_id', 'varchar(36)', (c) => c.unique().references('orders.id'))
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('payment_intents_user_idx')
    .on('payment_intents')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('test_payment_intents')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('client_secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_received_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('last_error', 'varchar(300)')
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(100)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('order_id', 'varchar(36)', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('coupon_code', 'varchar(32)', (c) => c.notNull())
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('coupon_redemptions_code_idx').on('coupon_redemptions').column('coupon_code').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['coupon_redemptions', 'webhook_events', 'test_payment_intents', 'payment_intents']) {
    await db.schema.dropTable(table).execute();
  }
}
