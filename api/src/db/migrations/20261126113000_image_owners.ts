import type { Kysely } from 'kysely';

// Who may use each stored picture: the account or the visitor (a browser, by a cookie) that uploaded it, and
// the account a visitor logged in to. Pictures already referred to by a cart item, a saved design or an order
// belong to the accounts that refer to them. Frozen in time: Kysely<any>, portable SQL only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('image_owners')
    .addColumn('url', 'varchar(64)', (c) => c.notNull().references('uploaded_images.url').onDelete('cascade'))
    // `user:{id}` or `visitor:{hash of the visitor cookie}`.
    .addColumn('owner', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_owners_pk', ['url', 'owner'])
    .execute();
  await db.schema.createIndex('image_owners_owner_idx').on('image_owners').columns(['owner', 'url']).execute();
  const now = new Date().toISOString();
  const referrers = [
    db.selectFrom('cart_items').select(['orig_image_url as url', 'user_id']),
    db.selectFrom('cart_items').select(['pix_image_url as url', 'user_id']),
    db.selectFrom('designs').select(['photo_url as url', 'user_id']),
    db
      .selectFrom('order_items')
      .innerJoin('suborders', 'suborders.id', 'order_items.suborder_id')
      .innerJoin('orders', 'orders.id', 'suborders.order_id')
      .select(['order_items.orig_image_url as url', 'orders.user_id']),
    db
      .selectFrom('order_items')
      .innerJoin('suborders', 'suborders.id', 'order_items.suborder_id')
      .innerJoin('orders', 'orders.id', 'suborders.order_id')
      .select(['order_items.pix_image_url as url', 'orders.user_id']),
  ];
  const stored = new Set(
    (await db.selectFrom('uploaded_images').select('url').execute()).map((row: { url: string }) => row.url),
  );
  const owners = new Set<string>();
  for (const query of referrers) {
    for (const row of (await query.execute()) as { url: string; user_id: string }[]) {
      if (stored.has(row.url)) owners.add(`${row.url}\n${row.user_id}`);
    }
  }
  for (const pair of owners) {
    const [url, userId] = pair.split('\n');
    await db
      .insertInto('image_owners')
      .values({ url, owner: `user:${userId}`, created_at: now })
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_owners').execute();
}
