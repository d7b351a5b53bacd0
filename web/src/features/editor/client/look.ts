// The look the editor draws the photo with: the three sliders, the colour blending, the Colours cap and
// Tidy lone studs. Each change asks for a reprocess (the store's, through the pipeline's queue).
import {
  BLENDING_DEFAULT,
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  TIDY_DEFAULT,
  type Blending,
  type ColorCap,
} from '@brixilated/shop';
import type { Adjustments } from 'mosaic-core';
import { describeChange, searchSliders, type AutoAdjusted } from '../common/autoAdjust';
import { editorPipeline, type Look } from './pipeline';

export type SliderName = keyof Adjustments;

export const DEFAULT_SLIDERS: Adjustments = { brightness: 100, contrast: 100, saturation: 100 };

/** A new photo's look: sliders at rest, the shop's default blending, every colour, Tidy as the shop's default. */
export const FIRST_LOOK: Required<Look> = Object.freeze({
  adjustments: DEFAULT_SLIDERS,
  blending: BLENDING_DEFAULT,
  colorCap: 'all',
  tidy: TIDY_DEFAULT,
});

/** Slider values snap to the minimum gap and stay within 0..200. */
export function snapSlider(value: number): number {
  const v = Math.round(value / SLIDER_STEP) * SLIDER_STEP;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, v));
}

/** What Auto-adjust did last: what it measured, the sliders it started `from` and the `change` told (null: none). */
export interface AutoAdjustReport extends AutoAdjusted {
  from: Adjustments;
  change: string | null;
}

export interface LookState {
  adjustments: Adjustments;
  /** Colour blending: Off, Smooth (Floyd-Steinberg), Crisp (Atkinson), Best likeness or Clean (searches on Smooth). */
  blending: Blending;
  /** Colours: at most this many of the available colours, those that best render the photo ('all': every one). */
  colorCap: ColorCap;
  /** Tidy lone studs (with a blending): a stud whose neighbours all differ takes a neighbour's colour when that costs little. */
  tidy: boolean;

  /** Auto-adjust is measuring. */
  adjusting: boolean;
  /** Auto-adjust's last answer, until the look changes otherwise (its Undo works until then). */
  autoAdjusted: AutoAdjustReport | null;

  setAdjustment(name: SliderName, value: number): void;
  resetSliders(): void;
  /**
   * Changes the sliders only when that makes the picture better on both halves of the fidelity measure (closer
   * to the photo from afar, cleaner up close), and says what it changed or that nothing was better.
   */
  autoAdjust(): Promise<void>;
  /** Puts the sliders back where Auto-adjust found them. */
  undoAutoAdjust(): void;
  /** Chooses the colour blending, Colours cap or Tidy; each reprocesses like a slider change (edits replayed). */
  setBlending(blending: Blending): void;
  setColorCap(cap: ColorCap): void;
  setTidy(on: boolean): void;
}

type Patch = Partial<
  Pick<LookState, 'adjustments' | 'blending' | 'colorCap' | 'tidy' | 'adjusting' | 'autoAdjusted'>
> & {
  processing?: boolean;
  error?: string | null;
};

/**
 * The look's state and actions for a store whose `get` includes them and whether a design is open;
 * `reprocess(moving)` asks for the picture again (`moving`: a slider is moving).
 */
export function lookSlice(
  set: (patch: Patch) => void,
  get: () => LookState & { doc: unknown },
  reprocess: (moving?: boolean) => void,
): LookState {
  /** Sets part of the look and reprocesses when it changed. */
  function setLook(patch: Partial<Look>) {
    const now = get();
    if (Object.entries(patch).every(([k, v]) => now[k as keyof Look] === v)) return;
    set({ ...patch, autoAdjusted: null });
    reprocess();
  }

  return {
    ...FIRST_LOOK,
    adjustments: { ...DEFAULT_SLIDERS },
    adjusting: false,
    autoAdjusted: null,

    setAdjustment(name, value) {
      const v = snapSlider(value);
      const current = get().adjustments;
      if (current[name] === v) return;
      set({ adjustments: { ...current, [name]: v }, autoAdjusted: null });
      reprocess(true);
    },

    resetSliders() {
      set({ adjustments: { ...DEFAULT_SLIDERS }, autoAdjusted: null });
      reprocess();
    },

    async autoAdjust() {
      const { doc, adjustments, blending, colorCap, tidy, adjusting } = get();
      if (!doc || adjusting) return;
      set({ adjusting: true, autoAdjusted: null });
      // Another photo, or the look changed meanwhile: the search is for a picture no longer shown.
      const stale = () => {
        const now = get();
        return (
          now.doc !== doc ||
          now.adjustments !== adjustments ||
          now.blending !== blending ||
          now.colorCap !== colorCap ||
          now.tidy !== tidy
        );
      };
      let failed: string | null = null;
      // Each try is one call to the worker, with the look shown (a restored design's too, before any reprocess).
      const found = await searchSliders(adjustments, async (tried, small) => {
        if (stale() || failed) return null;
        const outcome = await editorPipeline.measureLook({ adjustments: tried, blending, colorCap, tidy }, small);
        if (outcome.ok) return outcome.value;
        failed = outcome.message;
        return null;
      });
      set({ adjusting: false });
      if (stale()) return;
      if (failed) return set({ error: failed });
      if (!found) return;
      const change = describeChange(adjustments, found.adjustments);
      set({ autoAdjusted: { ...found, from: { ...adjustments }, change } });
      if (change === null) return;
      set({ adjustments: { ...found.adjustments } });
      reprocess();
    },

    undoAutoAdjust() {
      const report = get().autoAdjusted;
      if (!report || report.change === null) return;
      set({ adjustments: { ...report.from }, autoAdjusted: null });
      reprocess();
    },

    setBlending: (blending) => setLook({ blending }),
    setColorCap: (colorCap) => setLook({ colorCap }),

    setTidy(tidy) {
      if (get().tidy === tidy) return;
      set({ tidy });
      // Without a blending there is nothing to tidy: the picture stays as it is.
      if (get().blending !== 'off') reprocess();
    },
  };
}
