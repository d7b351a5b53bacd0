import type { Kysely } from 'kysely';

// When an admin's cancel of an order began: set before the refund is asked for, so a tracking number or a
// completion saved while the refund is under way is refused instead of leaving an order shipped and refunded.
// Null when no cancel is under way (and on every order from before it). Frozen in time: Kysely<any>.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancelling_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cancelling_at').execute();
}
