#!/usr/bin/env node
// Runs the TypeScript CLI (js/cli.ts) through tsx, so `npx mosaic-core ...` works without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../js/cli.ts');
process.exitCode = await main(process.argv.slice(2));
