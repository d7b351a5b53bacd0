// mosaic-core on the server: the same WebAssembly core the editor runs checks and counts every grid a
// customer sends and draws the blueprints. Loaded once per app, on first use.
import type { ColorGrid } from '@brixilated/shop';
import type { Grid, MosaicCore } from 'mosaic-core';

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

/** A parsed colorMap grid as the core takes it (the codec has checked every index is 0 to 255). */
export const coreGrid = (grid: ColorGrid): Grid => ({ width: grid.width, height: grid.height, indices: Uint8Array.from(grid.indices) });
