// The browser suite's TypeScript helpers (e2e/: the shop's test server, the browsers and their drivers), loaded
// from a plain Node script (the benchmarks) through tsx.
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { root } from './ensure.mjs';

register();

/** Imports `e2e/<file>` (a .ts module). */
export const importE2e = (file) => import(path.join(root, 'e2e', file));
