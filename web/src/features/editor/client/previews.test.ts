// The blending previews as the Edit step asks for them: after the sliders rest and the picture is drawn, one
// blending at a time from the worker's session on the real core, and none for a look no longer shown.
import { BLENDINGS, type Blending, type ColorCap } from '@brixilated/shop';
import type { Adjustments, Grid, MosaicCore } from 'mosaic-core';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Outcome } from '../common/protocol';
import { EditorSession } from '../worker/session';
import type { EditorBridge } from './bridge';
import { editorPipeline, SLIDERS_REST_MS } from './pipeline';
import { watchPreviews } from './previews';
import { useEditor } from './store';

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});
afterEach(() => {
  useEditor.getState().clear();
  editorPipeline.attach(null);
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits until `done()` (at most 10 s, for a busy machine). */
async function until(done: () => boolean) {
  for (let i = 0; i < 1000 && !done(); i++) await pause(10);
}
const AT_REST = { brightness: 100, contrast: 100, saturation: 100 };

/** The worker as the real session for previews and reprocesses; `asked` records each preview asked for. */
function previewBridge(session: EditorSession, asked: { blending: Blending; brightness: number }[]): EditorBridge {
  const worker = {
    async pixelate(adjustments: Adjustments, _edits: unknown, allowed?: number[], blending?: Blending) {
      await pause(5);
      return { ok: true, value: session.pixelate(adjustments, [], allowed, blending) };
    },
    async blendingPreview(blending: Blending, adjustments: Adjustments, colorCap: ColorCap): Promise<Outcome<Grid>> {
      asked.push({ blending, brightness: adjustments.brightness });
      await pause(5);
      return { ok: true, value: session.preview(blending, adjustments, colorCap) };
    },
  };
  return { worker: worker as unknown as EditorBridge['worker'], dispose: () => session.close() };
}

function openPhoto() {
  const width = 200;
  const height = 160;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([(i * 5) % 256, (i * 11) % 256, 90, 255], i * 4);
  const session = new EditorSession(core);
  const first = session.openPhoto(rgba, width, height, { wide: 2, high: 1 }, AT_REST, undefined, 'off');
  return { session, first };
}

describe('blending previews', () => {
  it('come once the sliders rest, every blending in turn, at most 40 studs a side in the size’s proportions', async () => {
    const { session, first } = openPhoto();
    const asked: { blending: Blending; brightness: number }[] = [];
    editorPipeline.attach(previewBridge(session, asked));
    useEditor.getState().load(first, undefined, undefined, 'off');
    const shown: { blending: Blending; grid: Grid }[] = [];
    const stop = watchPreviews((_key, blending, grid) => shown.push({ blending, grid }));
    await pause(SLIDERS_REST_MS / 2);
    expect(asked).toEqual([]);
    await until(() => shown.length === BLENDINGS.length);
    expect(shown.map((s) => s.blending)).toEqual([...BLENDINGS]);
    expect(shown.every((s) => s.grid.width === 40 && s.grid.height === 20)).toBe(true);
    stop();
  });

  it('a slider moved while they are made drops the rest, and the new look’s come after the sliders rest again', async () => {
    const { session, first } = openPhoto();
    const asked: { blending: Blending; brightness: number }[] = [];
    editorPipeline.attach(previewBridge(session, asked));
    useEditor.getState().load(first, undefined, undefined, 'off');
    const shown: { key: string; blending: Blending }[] = [];
    const stop = watchPreviews((key, blending) => shown.push({ key, blending }));
    // Wait for the first preview asked for, then move a slider.
    await until(() => asked.length > 0);
    useEditor.getState().setAdjustment('brightness', 130);
    await until(() => asked.filter((a) => a.brightness === 130).length === BLENDINGS.length);
    await until(() => shown.filter((x) => x.key === shown.at(-1)?.key).length === BLENDINGS.length);
    const atRest = asked.filter((a) => a.brightness === 100);
    expect(atRest.length).toBeLessThan(BLENDINGS.length);
    expect(asked.filter((a) => a.brightness === 130).map((a) => a.blending)).toEqual([...BLENDINGS]);
    // Only the newest look's previews are shown after the move (at most the one under way before it).
    const keys = [...new Set(shown.map((s) => s.key))];
    expect(shown.filter((s) => s.key === keys.at(-1)).map((s) => s.blending)).toEqual([...BLENDINGS]);
    expect(shown.length).toBeLessThanOrEqual(BLENDINGS.length + 1);
    stop();
  });
});
