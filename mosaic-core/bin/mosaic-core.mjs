#!/usr/bin/env node
// `npx mosaic-core ...`: the command line (js/cli.ts) as the build compiled it to JavaScript (pkg/cli.js, by
// `npm run build` or `node scripts/build.mjs cli`), run by plain Node.
let cli;
try {
  cli = await import('../pkg/cli.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('cli.js')) throw error;
  console.error('mosaic-core: the command line is not built: run `npm run build` (or `node scripts/build.mjs cli`)');
  process.exit(1);
}
// The process stays up until the command has answered. The CLI compiles the core with every function optimised
// (loadMosaicCoreNode's `optimized`), and on Node 24 that compilation runs on V8's threads without holding the
// event loop: once the photo is decoded nothing else does, and Node would end the process mid-command (exit 13,
// "unsettled top-level await").
const alive = setInterval(() => {}, 2 ** 30);
try {
  process.exitCode = await cli.main(process.argv.slice(2));
} finally {
  clearInterval(alive);
}
