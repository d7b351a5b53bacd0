// The editor's pipeline: the one way into the editor worker, for the editor and the order wizard alike. It
// owns the worker (started on first use), the colours the shop has (asked one call at a time, all 40 until
// known) and the newest-wins reprocess queue. The editor store keeps the design, the tools and the view and
// asks the pipeline for pictures; the wizard reads, crops and renders photos through it.
import { BLENDING_DEFAULT, TIDY_DEFAULT, type Blending, type ColorCap } from '@brixilated/shop';
import type { Adjustments, Grid, RenderedImage } from 'mosaic-core';
import type { Halves } from '../common/autoAdjust';
import { LatestOnly } from '../../../lib/latest';
import * as model from '../common/model';
import type { MosaicDoc } from '../common/model';
import {
  MESSAGES,
  cropperPictureSize,
  type CropArea,
  type EditedGrid,
  type GridMessage,
  type Outcome,
  type PhotoInfo,
  type Plates,
  type ReadPhoto,
} from '../common/protocol';
import { ALL_COLORS, fetchAvailableColors } from './availability';
import { createEditorBridge, type EditorBridge } from './bridge';

/** What the customer reads when the worker itself failed (not the photo). */
export const WORKER_FAILED = 'The picture tool stopped unexpectedly. Please reload the page and try again.';

/**
 * What a reprocess draws the photo with: the sliders, the colour blending, the Colours cap ('all' when left
 * out) and Tidy lone studs (the shop's default when left out; with a blending only).
 */
export interface Look {
  adjustments: Adjustments;
  blending: Blending;
  colorCap?: ColorCap;
  tidy?: boolean;
}

/** A look asked of the worker; `quick`: the fast stand-in for a slow look while a slider moves (never the last word). */
type Request = Look & { quick?: boolean };

/**
 * What a moving slider shows at once for a look too slow to follow it (Best likeness, a search; a Colours
 * cap; Tidy lone studs): the plain blending (Smooth for Best likeness, its starting point), untidied, within
 * the colours the cap chose last (the worker keeps them), and the look itself replaces it once the sliders
 * rest for SLIDERS_REST_MS.
 */
const FAST_BLENDING: Partial<Record<Blending, Blending>> = { likeness: 'smooth', clean: 'smooth' };
export const SLIDERS_REST_MS = 300;

/**
 * The blending a picture is drawn with first when `blending` is too slow for the moment (a new photo's crop, a
 * moving slider): its fast stand-in, or itself.
 */
export function drawnFirst(blending: Blending): Blending {
  return FAST_BLENDING[blending] ?? blending;
}

/** Whether a look is slower than a plain slider change (see FAST_BLENDING). */
function slow({ blending, colorCap = 'all', tidy = TIDY_DEFAULT }: Look): boolean {
  return blending in FAST_BLENDING || colorCap !== 'all' || (tidy && blending !== 'off');
}

/** A reprocess's answer for the design it was made for. */
export interface Reprocessed {
  doc: MosaicDoc | null;
  outcome: Outcome<EditedGrid>;
  /** A fast picture shown while a slower one is on its way (or a newer request waits): not the last word. */
  interim: boolean;
}

/** What the reprocess queue needs from the design's owner. */
export interface ReprocessHooks {
  /** The open design, the look now chosen and the colours it may use. */
  current(): { doc: MosaicDoc | null; look: Look; allowed: readonly number[] };
  done(result: Reprocessed): void;
  failed(message: string): void;
}

export interface ReprocessQueue {
  /**
   * Reprocesses with the look now chosen; the newest request wins. While a slider is `moving`, a look too
   * slow to follow it is drawn with its fast stand-in at once and itself once the sliders rest.
   */
  request(moving?: boolean): void;
  /** Forgets a slow look waiting for the sliders to rest. */
  cancel(): void;
}

const workerFailed = (): Outcome<never> => ({ ok: false, code: 'INTERNAL', message: WORKER_FAILED });
const noPhoto = (): Outcome<never> => ({ ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto });

/**
 * Reprocesses `doc` in the worker, which replays the history onto the new grid with the core. Painting goes
 * on meanwhile (on the page, at once): when the history changed while the worker was busy, the worker
 * replays the newer history onto the same new grid, until the answer matches the history.
 */
async function reprocessInWorker(
  w: EditorBridge['worker'],
  doc: MosaicDoc,
  colors: readonly number[],
  { adjustments, blending, colorCap = 'all', tidy = TIDY_DEFAULT, quick }: Request,
  stillOpen: () => boolean,
): Promise<Outcome<EditedGrid>> {
  let sent = doc.version;
  const finish = quick ? { colorCap, tidy, quick } : { colorCap, tidy };
  let outcome = await w.pixelate(adjustments, model.replayList(doc), [...colors], blending, finish);
  while (outcome.ok && stillOpen() && doc.version !== sent) {
    sent = doc.version;
    outcome = await w.replay(model.replayList(doc));
  }
  return outcome;
}

/**
 * The page's one way into the editor worker (`editorPipeline` below): the worker it started, the colours the
 * shop has, and the reprocess queues it hands out. Tests make their own.
 */
export class EditorPipeline {
  private bridge: EditorBridge | null = null;
  private colors: readonly number[] = ALL_COLORS;
  /** The availability call in flight, and whether one ever answered. */
  private asking: Promise<readonly number[]> | null = null;
  private asked = false;
  private readonly colorListeners = new Set<(allowed: readonly number[]) => void>();

  private worker(): EditorBridge['worker'] {
    this.bridge ??= createEditorBridge();
    return this.bridge.worker;
  }

  /** Starts the worker now (if it is not running) so the core is ready, warmed up, when a photo comes. */
  warmUp(): void {
    void this.worker()
      .ready()
      .catch(() => {});
  }

  /** Puts another worker in place (a stand-in in tests), or none. */
  attach(next: EditorBridge | null): void {
    if (this.bridge && this.bridge !== next) this.bridge.dispose();
    this.bridge = next;
  }

  /** The colours the shop has, as last answered (all 40 until then). */
  allowed(): readonly number[] {
    return this.colors;
  }

  /** Calls `listener` with every answer about the colours the shop has (changed or not). */
  onColors(listener: (allowed: readonly number[]) => void): () => void {
    this.colorListeners.add(listener);
    return () => this.colorListeners.delete(listener);
  }

  /** Asks the shop which colours are available (one call at a time) and tells the listeners. */
  checkAvailability(): Promise<readonly number[]> {
    this.asking ??= fetchAvailableColors().then((answer) => {
      this.asking = null;
      this.asked = true;
      this.colors = answer;
      for (const l of this.colorListeners) l(answer);
      return answer;
    });
    return this.asking;
  }

  /** The colours to quantise a new photo with: the answer being awaited, else the last one (asking once if never asked). */
  availableColors(): Promise<readonly number[]> {
    if (this.asking) return this.asking;
    return this.asked ? Promise.resolve(this.colors) : this.checkAvailability();
  }

  /**
   * Reads a chosen photo in the worker and keeps it there: its size and the cropper's picture, sized for this
   * screen (unless not `forCropper`), or why it cannot be used. The full decode the crop needs goes on after
   * the answer.
   */
  readPhoto(file: Blob, forCropper = true): Promise<Outcome<ReadPhoto>> {
    const pictureSize = forCropper ? cropperPictureSize(globalThis.devicePixelRatio ?? 1) : null;
    return this.worker().load(file, pictureSize).catch(workerFailed);
  }

  /**
   * Crops the photo read last to `area` and pixelates it at `plates` with the `colors` given (sliders at rest),
   * drawn with the default blending's fast stand-in (`drawnFirst`): the editor opens at once and the default
   * blending replaces it when the editor has opened (the store's `load`).
   */
  crop(area: CropArea, plates: Plates, adjustments: Adjustments, colors: readonly number[]) {
    return this.worker()
      .crop(area, plates, adjustments, [...colors], drawnFirst(BLENDING_DEFAULT))
      .catch((): Outcome<{ grid: GridMessage; photo: PhotoInfo }> => workerFailed());
  }

  /** The newest crop as a small JPEG (made after the crop's grid was answered); null if it could not be made. */
  croppedPreview(): Promise<Blob | null> {
    return this.worker()
      .croppedPreview()
      .catch(() => null);
  }

  /** Forgets the photo in the worker (only if a worker was ever started). */
  forgetPhoto(): void {
    if (this.bridge) void this.bridge.worker.reset().catch(() => {});
  }

  /** The final shaded picture of a grid as a PNG. */
  renderFinal(width: number, height: number, indices: Uint8Array): Promise<Outcome<Blob>> {
    return this.worker().renderFinal(width, height, indices).catch(workerFailed);
  }

  /** The grid as seen from across the room, at `pxPerStud` pixels a stud (the open photo's worker only). */
  viewFromDistance(width: number, height: number, indices: Uint8Array, pxPerStud: number) {
    if (!this.bridge) return Promise.resolve<Outcome<RenderedImage>>(noPhoto());
    return this.bridge.worker.viewFromDistance(width, height, indices, pxPerStud);
  }

  /**
   * One of Auto-adjust's tries: both halves of the fidelity measure for the open photo drawn with this look, at
   * the search's small size or at the size's studs.
   */
  measureLook({ adjustments, blending, colorCap = 'all', tidy = TIDY_DEFAULT }: Look, small: boolean) {
    if (!this.bridge) return Promise.resolve<Outcome<Halves>>(noPhoto());
    return this.bridge.worker
      .measureLook({ adjustments, blending, colorCap, tidy }, small)
      .catch((): Outcome<Halves> => ({
        ok: false,
        code: 'INTERNAL',
        message: 'Auto-adjust could not measure this photo. Please try again.',
      }));
  }

  /** A small picture of the open photo with `blending` and these sliders (the open photo's worker only). */
  blendingPreview(blending: Blending, adjustments: Adjustments, colorCap: ColorCap): Promise<Outcome<Grid>> {
    if (!this.bridge) return Promise.resolve(noPhoto());
    return this.bridge.worker.blendingPreview(blending, adjustments, colorCap).catch(workerFailed);
  }

  /** A newest-wins reprocess queue for one design's owner (see ReprocessQueue). */
  reprocessQueue(hooks: ReprocessHooks): ReprocessQueue {
    /** The slow look's request, waiting for the sliders to rest. */
    let restTimer: ReturnType<typeof setTimeout> | undefined;

    const queue = new LatestOnly<Request, { doc: MosaicDoc | null; outcome: Outcome<EditedGrid> }>(
      async (look) => {
        const { doc, allowed: colors } = hooks.current();
        const bridge = this.bridge;
        if (!doc || !bridge) return { doc, outcome: noPhoto() };
        const outcome = await reprocessInWorker(bridge.worker, doc, colors, look, () => hooks.current().doc === doc);
        return { doc, outcome };
      },
      ({ doc, outcome }, look, stale) => {
        const now = hooks.current().look;
        const interim =
          stale ||
          look.quick === true ||
          restTimer !== undefined ||
          look.blending !== now.blending ||
          look.colorCap !== now.colorCap ||
          look.tidy !== now.tidy;
        hooks.done({ doc, outcome, interim });
      },
      (err) => hooks.failed(err instanceof Error ? err.message : 'The picture could not be updated.'),
    );

    const cancel = () => {
      clearTimeout(restTimer);
      restTimer = undefined;
    };

    return {
      cancel,
      request(moving = false) {
        const look = hooks.current().look;
        cancel();
        if (moving && slow(look)) {
          restTimer = setTimeout(() => {
            restTimer = undefined;
            const { doc, look: rested } = hooks.current();
            if (doc) queue.request(rested);
          }, SLIDERS_REST_MS);
          const blending = FAST_BLENDING[look.blending] ?? look.blending;
          queue.request({ adjustments: look.adjustments, blending, colorCap: look.colorCap, tidy: false, quick: true });
          return;
        }
        queue.request(look);
      },
    };
  }
}

/** The page's editor pipeline: the editor and the order wizard share its worker. */
export const editorPipeline = new EditorPipeline();
