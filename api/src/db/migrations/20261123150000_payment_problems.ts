import type { Kysely } from 'kysely';
import { createdAt, id, reference } from '../columns.ts';

// Payments that were taken but could not become an order (the amount differs from the checkout's, or the
// checkout is gone): kept until an admin has dealt with them.
// Frozen in time: written against Kysely<any>, portable SQL only (text ids, integer cents, ISO text times).

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
