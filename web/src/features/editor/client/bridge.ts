// The page's side of the editor worker. Comlink turns the worker's API into async calls; the worker's
// type is imported as a type only, so none of its code (or the core) lands on the main thread.
import * as Comlink from 'comlink';
import type { EditorWorkerApi } from '../worker/editor.worker';

export interface EditorBridge {
  worker: Comlink.Remote<EditorWorkerApi>;
  dispose(): void;
}

export function createEditorBridge(): EditorBridge {
  const raw = new Worker(new URL('../worker/editor.worker.ts', import.meta.url), {
    type: 'module',
    name: 'brix-editor',
  });
  const worker = Comlink.wrap<EditorWorkerApi>(raw);
  return {
    worker,
    dispose() {
      worker[Comlink.releaseProxy]();
      raw.terminate();
    },
  };
}
