import type { Kysely } from 'kysely';

// The id of the HTTP request that wrote a job (null for jobs written outside a request, and for older ones), so
// the lines a job logs can be joined to the request's. Frozen in time: Kysely<any>, portable SQL only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'varchar(128)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
