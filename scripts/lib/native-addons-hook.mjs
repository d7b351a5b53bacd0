// Loaded with `--require` (NODE_OPTIONS, set by scripts/lib/node-line.mjs) into every process and worker thread
// of a test run on another Node.js line: a native addon's binary asked for in node_modules/ is loaded from the
// copy built for this line (node_modules/.cache/brixilated/node<major>/addons/node_modules/), when there is one.
// The JavaScript of the package stays the one in node_modules; only its compiled `.node` file is swapped.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = new URL('../../', import.meta.url);
const installed = new URL('node_modules/', root).href;
const major = process.versions.node.split('.')[0];
const copies = new URL(`node_modules/.cache/brixilated/node${major}/addons/node_modules/`, root).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.endsWith('.node') || !resolved.url.startsWith(installed)) return resolved;
    const copy = copies + resolved.url.slice(installed.length);
    return existsSync(fileURLToPath(copy)) ? { ...resolved, url: pathToFileURL(fileURLToPath(copy)).href } : resolved;
  },
});
