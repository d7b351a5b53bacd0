import type { CreateTableBuilder, Kysely } from 'kysely';

// Payments that were taken but could not become an order (the amount differs from the checkout's, or the
// checkout is gone): kept until an admin has dealt with them.
// Frozen in time: written against Kysely<any>, portable SQL only (text ids, integer cents, ISO text times).

// The columns most tables repeat, as this migration wrote them (a migration carries what it needs).
type Table = CreateTableBuilder<string, any>;

/** `id varchar(36) primary key`: the row's UUID. */
function id(table: Table): Table {
  return table.addColumn('id', 'varchar(36)', (c) => c.primaryKey());
}

/** `created_at varchar(32) not null`: when the row was made (ISO 8601). */
function createdAt(table: Table): Table {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull());
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
    .createTable('payment_problems')
    .$call(id)
    // One problem per payment: a replayed webhook or a second reconcile run finds it already recorded.
    .addColumn('intent_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_number', 'varchar(8)')
    .$call(reference('user_id', 'users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('paid_cents', 'integer', (c) => c.notNull())
    .addColumn('expected_cents', 'integer')
    .$call(createdAt)
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('payment_problems_open_idx')
    .on('payment_problems')
    .columns(['resolved_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_problems').execute();
}
