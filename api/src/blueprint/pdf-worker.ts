// One blueprint worker thread: takes a grid and its details, answers the finished PDF (its buffer
// transferred, not copied). mosaic-core is loaded once per thread. Started by pool.ts through worker.mjs.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { loadMosaicCoreNode, type MosaicCore } from 'mosaic-core/node';
import { makeBlueprintPdf, type BlueprintDetails } from './pdf.ts';

export interface RenderRequest {
  id: number;
  width: number;
  height: number;
  indices: Uint8Array;
  details: BlueprintDetails;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

/** Answers the pool's requests on `port`, one PDF each; the core is loaded on the first and again after a failure. */
function serve(port: MessagePort): void {
  let core: Promise<MosaicCore> | null = null;
  port.on('message', (request: RenderRequest) => {
    void (async () => {
      try {
        core ??= loadMosaicCoreNode();
        const pdf = await makeBlueprintPdf(
          await core,
          { width: request.width, height: request.height, indices: request.indices },
          request.details,
        );
        port.postMessage({ id: request.id, pdf } satisfies RenderReply, [pdf.buffer as ArrayBuffer]);
      } catch (error) {
        core = null;
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderReply);
      }
    })();
  });
}

if (parentPort) serve(parentPort);
