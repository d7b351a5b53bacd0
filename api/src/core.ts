// mosaic-core on the server: the same WebAssembly core the editor runs checks and counts every grid a
// customer sends and draws the blueprints. Loaded once per app, on first use.
import type { MosaicCore } from 'mosaic-core';

/** What the server asks of the core. */
export type ServerCore = Pick<MosaicCore, 'validateGrid' | 'counts' | 'blueprint' | 'render'>;
export type CoreLoader = () => Promise<ServerCore>;

/** Loads the core once, and tries again on the next call if loading failed. */
export function memoizeCore(load: CoreLoader): CoreLoader {
  let pending: Promise<ServerCore> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
