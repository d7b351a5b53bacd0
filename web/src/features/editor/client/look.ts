// The look the editor draws the photo with: the three sliders, the colour blending, the Colours cap and
// Tidy lone studs. Each change asks for a reprocess (the store's, through the pipeline's queue).
import { SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, TIDY_DEFAULT, type Blending, type ColorCap } from '@brixilated/shop';
import type { Adjustments } from 'mosaic-core';
import { editorPipeline, type Look } from './pipeline';

export type SliderName = keyof Adjustments;

export const DEFAULT_SLIDERS: Adjustments = { brightness: 100, contrast: 100, saturation: 100 };

/** A new photo's look: sliders at rest, no blending, every colour, Tidy as the shop's default. */
export const FIRST_LOOK: Required<Look> = Object.freeze({
  adjustments: DEFAULT_SLIDERS,
  blending: 'off',
  colorCap: 'all',
  tidy: TIDY_DEFAULT,
});

/** Slider values snap to the minimum gap and stay within 0..200. */
export function snapSlider(value: number): number {
  const v = Math.round(value / SLIDER_STEP) * SLIDER_STEP;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, v));
}

export interface LookState {
  adjustments: Adjustments;
  /** Colour blending: Off, Smooth (Floyd-Steinberg), Crisp (Atkinson) or Best likeness (a search on Smooth). */
  blending: Blending;
  /** Colours: at most this many of the available colours, those that best render the photo ('all': every one). */
  colorCap: ColorCap;
  /** Tidy lone studs (with a blending): a stud whose neighbours all differ takes a neighbour's colour when that costs little. */
  tidy: boolean;

  setAdjustment(name: SliderName, value: number): void;
  resetSliders(): void;
  /** The core's suggestion for the photo and the blending shown, on the slider steps. */
  autoAdjust(): Promise<void>;
  /** Chooses the colour blending, Colours cap or Tidy; each reprocesses like a slider change (edits replayed). */
  setBlending(blending: Blending): void;
  setColorCap(cap: ColorCap): void;
  setTidy(on: boolean): void;
}

type Patch = Partial<Pick<LookState, 'adjustments' | 'blending' | 'colorCap' | 'tidy'>> & {
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
    set(patch);
    reprocess();
  }

  return {
    ...FIRST_LOOK,
    adjustments: { ...DEFAULT_SLIDERS },

    setAdjustment(name, value) {
      const v = snapSlider(value);
      const current = get().adjustments;
      if (current[name] === v) return;
      set({ adjustments: { ...current, [name]: v } });
      reprocess(true);
    },

    resetSliders() {
      set({ adjustments: { ...DEFAULT_SLIDERS } });
      reprocess();
    },

    async autoAdjust() {
      if (!get().doc) return;
      set({ processing: true });
      // The blending shown (a restored design's reaches the worker only with its first reprocess).
      const outcome = await editorPipeline.suggest(get().blending);
      if (!outcome.ok) return set({ processing: false, error: outcome.message });
      const { brightness, contrast, saturation } = outcome.value;
      const snapped = { brightness: snapSlider(brightness), contrast: snapSlider(contrast) };
      set({ adjustments: { ...snapped, saturation: snapSlider(saturation) } });
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
