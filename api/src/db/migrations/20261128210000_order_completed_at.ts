import type { Kysely } from 'kysely';

// When an admin last ticked an order completed (null while it is not, and on orders completed before this
// column): the admin's order list shows the date of each change of an order's status. Frozen in time: Kysely<any>.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('completed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('completed_at').execute();
}
