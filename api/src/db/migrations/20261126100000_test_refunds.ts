import type { Kysely } from 'kysely';

// The built-in test provider's refunds: one row per refund of a paid test intent, found again by its
// idempotency key so a repeated refund request answers the first refund. Frozen in time: Kysely<any>,
// portable SQL only (text ids, integer cents, ISO text times).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_payment_refunds')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('intent_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(300)')
    .addColumn('idempotency_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_payment_refunds').execute();
}
