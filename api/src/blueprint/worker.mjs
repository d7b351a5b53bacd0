// Entry of a blueprint worker thread: the shop runs TypeScript through tsx, which a new thread must
// load for itself before it can import pdf-worker.ts.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
