// Set-up file of the API projects: every test's databases are closed (and dropped on PostgreSQL)
// after it, so a long file never holds hundreds of connections.
import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeTestDatabases, markTestStarted } from './database.ts';

beforeEach(() => markTestStarted());
afterEach(() => closeTestDatabases(false));
afterAll(() => closeTestDatabases(true));
