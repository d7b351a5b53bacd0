// Vitest global setup of the `api-postgres` project: one real PostgreSQL 15 server for the whole run
// (scripts/lib/postgres.mjs: a temporary directory, a free loopback port), and a template database
// that already holds the migrated schema, so each test's fresh database is one CREATE DATABASE away.
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/lib/postgres.mjs';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/open.ts';
import { TEMPLATE_DATABASE, databaseUrl } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's maintenance database URL, when the suite runs on PostgreSQL. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = openPostgres(databaseUrl(server.url, TEMPLATE_DATABASE), { max: 1 });
  await migrateToLatest(template);
  await template.destroy();
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
  };
}
