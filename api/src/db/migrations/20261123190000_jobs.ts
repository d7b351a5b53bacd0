import type { CreateTableBuilder, Kysely } from 'kysely';

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

// The shop's durable jobs (emails, blueprint PDFs): written in the same transaction as the change that
// causes them, run by every serving process under a lease. Frozen in time: Kysely<any>, portable SQL only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .$call(id)
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('locked_by', 'varchar(100)')
    .$call(createdAt)
    .addColumn('done_at', 'varchar(32)')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'priority', 'run_at']).execute();
  await db.schema.createIndex('jobs_done_idx').on('jobs').columns(['state', 'done_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
