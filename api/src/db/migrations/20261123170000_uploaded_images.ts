import type { CreateTableBuilder, Kysely } from 'kysely';

// The columns most tables repeat, as this migration wrote them (a migration carries what it needs).
type Table = CreateTableBuilder<string, any>;

/** `created_at varchar(32) not null`: when the row was made (ISO 8601). */
function createdAt(table: Table): Table {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull());
}

// Every stored upload: who sent it (for the per-client byte quota) and when (pictures nothing refers to
// are deleted after a week). Frozen in time: Kysely<any>, portable SQL only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploaded_images')
    .addColumn('url', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('client', 'varchar(100)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .$call(createdAt)
    .execute();
  await db.schema
    .createIndex('uploaded_images_client_idx')
    .on('uploaded_images')
    .columns(['client', 'created_at'])
    .execute();
  await db.schema.createIndex('uploaded_images_created_idx').on('uploaded_images').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploaded_images').execute();
}
