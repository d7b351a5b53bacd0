import type { Kysely } from 'kysely';

// The building guide's marks: which steps of which plate of an ordered Brix the builder has marked done.
// One row a mark, so marks from two devices add up instead of one overwriting the other; undoing a step
// deletes its row. Frozen in time: Kysely<any>, portable SQL only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('build_marks')
    .addColumn('item_id', 'varchar(36)', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
    .addColumn('plate', 'integer', (c) => c.notNull())
    // `c{palette index}` or `r{row}`.
    .addColumn('step', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('build_marks_pk', ['item_id', 'plate', 'step'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('build_marks').execute();
}
