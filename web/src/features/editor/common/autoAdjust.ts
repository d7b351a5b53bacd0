// Auto-adjust's rules, without the core: the slider values it tries, when a try is better, the search over
// them and how the change is told. The worker measures each try (worker/looks.ts), one call at a time, so a
// slider step waits for one picture at most; the page drives the search and shows what was chosen.
import { SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from '@brixilated/shop';
import type { Adjustments } from 'mosaic-core';

/**
 * The two halves of the fidelity measure for one picture: `likeness`, how far it is from the photo seen from
 * afar (mean CIEDE2000 after the eye's blur, against the photo with the sliders at rest: the photo as taken),
 * and cleanliness up close, `lone` (the share of studs with no side neighbour of their colour) and `specks` (the
 * share of near-grey studs that are a chromatic colour). Lower is better for each.
 */
export interface Halves {
  likeness: number;
  lone: number;
  specks: number;
}

/** What Auto-adjust found: the sliders it chose (the same as before when nothing was better) and both measures. */
export interface AutoAdjusted {
  adjustments: Adjustments;
  before: Halves;
  after: Halves;
}

/** The steps Auto-adjust tries on each slider, one slider at a time, from where the sliders are. */
export const AUTO_STEPS = [-20, -10, 10, 20] as const;

const SLIDERS = ['brightness', 'contrast', 'saturation'] as const;
const NAMES = { brightness: 'Brightness', contrast: 'Contrast', saturation: 'Saturation' } as const;

const sameSliders = (a: Adjustments, b: Adjustments) => SLIDERS.every((k) => a[k] === b[k]);

/**
 * The slider values Auto-adjust measures, from the sliders `now`: each slider moved by each of AUTO_STEPS (within
 * the sliders' range), then all three at rest, each on the sliders' steps; none twice and never `now` itself.
 */
export function candidates(now: Adjustments): Adjustments[] {
  const onStep = (v: number) => Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(v / SLIDER_STEP) * SLIDER_STEP));
  const out: Adjustments[] = [];
  const add = (a: Adjustments) => {
    const snapped = {
      brightness: onStep(a.brightness),
      contrast: onStep(a.contrast),
      saturation: onStep(a.saturation),
    };
    if (!sameSliders(snapped, now) && !out.some((o) => sameSliders(o, snapped))) out.push(snapped);
  };
  for (const k of SLIDERS) for (const step of AUTO_STEPS) add({ ...now, [k]: now[k] + step });
  add({ brightness: SLIDER_DEFAULT, contrast: SLIDER_DEFAULT, saturation: SLIDER_DEFAULT });
  return out;
}

/**
 * Whether `a` is a better picture than `b` on both halves: closer to the photo from afar, and cleaner up close
 * (neither share higher, one of them lower).
 */
export function betterOnBoth(a: Halves, b: Halves): boolean {
  const cleaner = a.lone <= b.lone && a.specks <= b.specks && (a.lone < b.lone || a.specks < b.specks);
  return a.likeness < b.likeness && cleaner;
}

/** The tries better than `now` on both halves, the closest to the photo first (then the cleanest). */
export function ranked<T extends { halves: Halves }>(now: Halves, tries: T[]): T[] {
  return tries
    .filter((t) => betterOnBoth(t.halves, now))
    .sort((a, b) => a.halves.likeness - b.halves.likeness || a.halves.lone - b.halves.lone);
}

/** What changed, as the shopper reads it ("Contrast +20", "Brightness −10, Saturation +20"), or null for nothing. */
export function describeChange(from: Adjustments, to: Adjustments): string | null {
  const parts = SLIDERS.filter((k) => from[k] !== to[k]).map((k) => {
    const d = to[k] - from[k];
    return `${NAMES[k]} ${d > 0 ? '+' : '\u2212'}${Math.abs(d)}`;
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Tries better on both halves at the small size that are measured again at the size's own studs, at most. */
export const CONFIRM_TRIES = 2;

/**
 * Measures the photo drawn with these sliders (and the look shown): at the small search size (`small`) or at
 * the size's own studs. Answers null when the search is to stop (the look changed, or measuring failed).
 */
export type Measure = (adjustments: Adjustments, small: boolean) => Promise<Halves | null>;

/**
 * Auto-adjust's search from the sliders `now`: every candidate measured small, the best CONFIRM_TRIES of those
 * better on both halves measured again at the size's studs, and the first better there too kept; else the
 * sliders as they are. The figures answered are those at the size's studs. Null when `measure` stopped it.
 */
export async function searchSliders(now: Adjustments, measure: Measure): Promise<AutoAdjusted | null> {
  const nowSmall = await measure(now, true);
  if (!nowSmall) return null;
  const tries: { adjustments: Adjustments; halves: Halves }[] = [];
  for (const adjustments of candidates(now)) {
    const halves = await measure(adjustments, true);
    if (!halves) return null;
    tries.push({ adjustments, halves });
  }
  const before = await measure(now, false);
  if (!before) return null;
  for (const t of ranked(nowSmall, tries).slice(0, CONFIRM_TRIES)) {
    const after = await measure(t.adjustments, false);
    if (!after) return null;
    if (betterOnBoth(after, before)) return { adjustments: t.adjustments, before, after };
  }
  return { adjustments: { ...now }, before, after: before };
}
