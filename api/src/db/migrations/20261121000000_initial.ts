import type { CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only (text ids, integer cents, 0/1 flags, ISO text times).

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

/** `created_at` and `updated_at`, both `varchar(32) not null` (ISO 8601). */
function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
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

/** A cart or order item: its place in the list and the Brix it is. */
function itemColumns(table: CreateTableBuilder<string, any>): CreateTableBuilder<string, any> {
  return table
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('shape', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'varchar(16)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('orig_image_url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('pix_image_url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .addColumn('color_counts', 'text', (c) => c.notNull())
    .addColumn('color_map', 'text', (c) => c.notNull());
}

/** A postal address: the recipient's name (in `nameColumn`), street, city, state and ZIP. */
function addressColumns(
  nameColumn: string,
): (table: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any> {
  return (table) =>
    table
      .addColumn(nameColumn, 'varchar(100)', (c) => c.notNull())
      .addColumn('street_address', 'varchar(100)', (c) => c.notNull())
      .addColumn('street_address2', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('city', 'varchar(60)', (c) => c.notNull())
      .addColumn('state', 'varchar(40)', (c) => c.notNull())
      .addColumn('zip', 'varchar(10)', (c) => c.notNull());
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(id)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fav_address', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('addresses')
    .$call(id)
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .addColumn('position', 'integer', (c) => c.notNull())
    .$call(addressColumns('name'))
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').columns(['user_id', 'position']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .$call(createdAt)
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .$call(createdAt)
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('cart_items')
    .$call(id)
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .$call(itemColumns)
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('cart_items_user_idx').on('cart_items').columns(['user_id', 'position']).execute();

  await db.schema
    .createTable('coupons')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('orders')
    .$call(id)
    .addColumn('order_number', 'varchar(8)', (c) => c.notNull().unique())
    .$call(reference('user_id', 'users.id'))
    .addColumn('date', 'varchar(32)', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(32)')
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'date']).execute();

  await db.schema
    .createTable('suborders')
    .$call(id)
    .$call(reference('order_id', 'orders.id', { onDelete: 'cascade' }))
    .addColumn('position', 'integer', (c) => c.notNull())
    .$call(addressColumns('address_name'))
    .addColumn('gift', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shipping_index', 'integer', (c) => c.notNull())
    .addColumn('shipping_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('suborders_order_idx').on('suborders').columns(['order_id', 'position']).execute();

  await db.schema
    .createTable('order_items')
    .$call(id)
    .$call(reference('suborder_id', 'suborders.id', { onDelete: 'cascade' }))
    .$call(itemColumns)
    .addColumn('instructions_url', 'varchar(2048)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('order_items_suborder_idx')
    .on('order_items')
    .columns(['suborder_id', 'position'])
    .execute();

  await db.schema
    .createTable('inquiries')
    .$call(id)
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .$call(reference('user_id', 'users.id', { nullable: true, onDelete: 'set null' }))
    .$call(createdAt)
    .execute();

  await db.schema
    .createTable('analytics_events')
    .$call(id)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('path', 'varchar(300)', (c) => c.notNull())
    .addColumn('category', 'varchar(100)')
    .addColumn('action', 'varchar(100)')
    .addColumn('label', 'varchar(200)')
    .$call(reference('user_id', 'users.id', { nullable: true, onDelete: 'set null' }))
    .$call(createdAt)
    .execute();
  await db.schema.createIndex('analytics_events_created_idx').on('analytics_events').column('created_at').execute();

  await db.schema
    .createTable('sizes')
    .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('shape', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'varchar(16)', (c) => c.notNull())
    .addColumn('plates_wide', 'integer', (c) => c.notNull())
    .addColumn('plates_high', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sizes',
    'analytics_events',
    'inquiries',
    'order_items',
    'suborders',
    'orders',
    'coupons',
    'cart_items',
    'password_resets',
    'sessions',
    'addresses',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
