// `npm start`: install what is missing, build what is stale (scripts/build.mjs), then serve the shop
// (migrations and demo data run at start-up) as scripts/lib/server.mjs runs it.
import { spawn } from 'node:child_process';
import { ensure, root } from './lib/ensure.mjs';
import { serverCommand } from './lib/server.mjs';
import { build } from './build.mjs';

ensure();
build();
const { command, args } = serverCommand();
const server = spawn(command, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
