// Run by api/test/native-teardown.test.ts as a process of its own (`node --expose-gc --import tsx`): rounds of
// SQLite databases and statements dropped, blueprint threads started and stopped and passwords hashed, with the
// garbage collected after each; it prints `done` and ends by itself, leaving an idle thread and an open database.
import { sql } from 'kysely';
import type { Grid } from 'mosaic-core';
import { hashPassword } from '../../src/auth/passwords.ts';
import { BlueprintPool } from '../../src/blueprint/pool.ts';
import { openSqlite } from '../../src/db/open.ts';

const grid: Grid = { width: 32, height: 32, indices: new Uint8Array(1024) };
const details = { orderNumber: '00000001', title: 'Square Brix' };
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

for (let round = 0; round < 3; round += 1) {
  const db = openSqlite(':memory:');
  // More distinct statements than the connection keeps: those it lets go become garbage.
  for (let n = 0; n < 700; n += 1) await sql`select ${sql.lit(n)} as n`.execute(db);
  await db.destroy();
  const pool = new BlueprintPool(2);
  await Promise.all([pool.render(grid, details), pool.render(grid, details)]);
  await pool.close();
  await hashPassword('correct horse 1!', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  gc();
}
// A pool with an idle thread and an open database, as a shop leaves them: the process ends around them.
await new BlueprintPool(1).render(grid, details);
await sql`select 1`.execute(openSqlite(':memory:'));
console.log('done');
