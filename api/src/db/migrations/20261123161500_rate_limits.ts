import type { Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only.
// Rate-limit counters shared by every API process: one row per key and fixed window.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (c) => c.notNull())
    .addColumn('window_index', 'integer', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_index'])
    .execute();
  await db.schema.createIndex('rate_limits_ends_idx').on('rate_limits').column('ends_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
