// The worker's mosaic-core: loaded once, at the worker's start, so it compiles while the customer chooses and
// crops a photo. Browsers without WebAssembly SIMD get the core built without it (same results).
import { coreWasmUrl, loadMosaicCore, type MosaicCore } from 'mosaic-core';
import wasmUrl from 'mosaic-core/mosaic_core.wasm?url';
import scalarWasmUrl from 'mosaic-core/mosaic_core_scalar.wasm?url';

const corePromise: Promise<MosaicCore> = loadMosaicCore(fetch(coreWasmUrl({ simd: wasmUrl, scalar: scalarWasmUrl })));
corePromise.catch(() => {}); // reported to the page by the call that needs it

/** What the customer reads when the core itself could not start. */
export const CORE_FAILED = 'The picture tool could not start. Please reload the page and try again.';

/** The core, or null when it could not be loaded. */
export async function core(): Promise<MosaicCore | null> {
  try {
    return await corePromise;
  } catch {
    return null;
  }
}
