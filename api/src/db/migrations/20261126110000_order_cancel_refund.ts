import type { Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only.
// An order cancelled by an admin before it shipped, and its refund: when and why it was cancelled, the
// provider's refund id, how much went back and when. A refund made at the provider (its dashboard) fills the
// refund columns too. Each parcel also records when its tracking number was first saved (shipped).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancelled_at', 'varchar(32)').execute();
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'varchar(500)').execute();
  await db.schema.alterTable('orders').addColumn('refund_id', 'varchar(255)').execute();
  await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('refunded_at', 'varchar(32)').execute();
  await db.schema.alterTable('suborders').addColumn('shipped_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('suborders').dropColumn('shipped_at').execute();
  for (const column of ['refunded_at', 'refunded_cents', 'refund_id', 'cancel_reason', 'cancelled_at']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
