import type { Kysely } from 'kysely';
import { createdAt } from '../columns.ts';

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
