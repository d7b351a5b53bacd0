// The blending previews: a small picture of the open photo with each colour blending, made in the worker once
// the sliders rest and the picture itself is drawn, one blending per call (so a slider step waits for one small
// picture at most), and dropped when the photo, the sliders, the Colours cap or the colours allowed change
// before they come.
import { BLENDINGS, type Blending } from '@brixilated/shop';
import type { Grid } from 'mosaic-core';
import { useEffect, useState } from 'react';
import { editorPipeline, SLIDERS_REST_MS } from './pipeline';
import { useEditor, type EditorState } from './store';

export type BlendingPreviews = Partial<Record<Blending, Grid>>;

const docIds = new WeakMap<object, number>();
let nextDocId = 0;

/** What the previews depend on, as one string (null without a photo); the blending shown and Tidy are not. */
function previewKey(s: EditorState): string | null {
  if (!s.doc) return null;
  if (!docIds.has(s.doc)) docIds.set(s.doc, ++nextDocId);
  return JSON.stringify([docIds.get(s.doc), s.adjustments, s.colorCap, s.allowed]);
}

/**
 * Calls `show` with each blending's preview for the look now shown, SLIDERS_REST_MS after it last changed and
 * once the picture itself is drawn; newer looks drop older previews still to come. Answers the stop.
 */
export function watchPreviews(show: (key: string, blending: Blending, grid: Grid) => void): () => void {
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let key = previewKey(useEditor.getState());

  async function make(gen: number, forKey: string) {
    const { adjustments, colorCap } = useEditor.getState();
    for (const blending of BLENDINGS) {
      if (gen !== generation) return;
      const outcome = await editorPipeline.blendingPreview(blending, adjustments, colorCap);
      if (gen !== generation) return;
      if (outcome.ok) show(forKey, blending, outcome.value);
    }
  }

  function schedule() {
    clearTimeout(timer);
    const gen = ++generation;
    const forKey = key;
    if (forKey === null) return;
    const attempt = () => {
      if (gen !== generation) return;
      // The picture itself first: its reprocess is still on its way.
      if (useEditor.getState().processing) timer = setTimeout(attempt, SLIDERS_REST_MS);
      else void make(gen, forKey);
    };
    timer = setTimeout(attempt, SLIDERS_REST_MS);
  }

  const unsubscribe = useEditor.subscribe((s) => {
    const next = previewKey(s);
    if (next === key) return;
    key = next;
    schedule();
  });
  schedule();
  return () => {
    generation++;
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * The previews of the open photo's blendings while mounted: the newest look's as they come, each in place of the
 * one before (so nothing flickers while the next ones are made).
 */
export function useBlendingPreviews(): BlendingPreviews {
  const [grids, setGrids] = useState<BlendingPreviews>({});
  useEffect(() => watchPreviews((_key, blending, grid) => setGrids((prev) => ({ ...prev, [blending]: grid }))), []);
  return grids;
}
