// `npm run backup -- FILE` and `npm run restore -- FILE`: the database the shop would use with this
// environment (DATABASE_URL, else DATA_DIR/brixilated.sqlite), saved to or replaced from FILE.
import path from 'node:path';
import { backupDatabase, backupTargetFromEnv, restoreDatabase } from './db/backup.ts';

const [action, given] = process.argv.slice(2);
// npm runs scripts in the repository; a relative FILE means the folder the command was typed in.
const file = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE   |   npm run restore -- FILE');
  process.exit(2);
}
const target = backupTargetFromEnv(process.env);
const where = target.kind === 'postgres' ? 'the PostgreSQL database in DATABASE_URL' : target.file;
try {
  if (action === 'backup') {
    await backupDatabase(target, file);
    console.log(`Backed up ${where} to ${file}.`);
  } else {
    await restoreDatabase(target, file);
    console.log(`Restored ${where} from ${file}.`);
  }
} catch (error) {
  console.error(`The ${action} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
