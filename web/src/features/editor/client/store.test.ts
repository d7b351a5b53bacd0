// The editor store with the worker's session on the real core (mosaic-core's .wasm in Node): reprocesses
// are pixelated and have the edits replayed by the core, as in the browser's worker.
import { PALETTE_SIZE, type Adjustments, type AllowedColors, type Edit, type MosaicCore } from 'mosaic-core';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorBridge } from './bridge';
import type { EditedGrid, GridMessage, Outcome } from '../common/protocol';
import { EditorSession, replayOnto, type Finish } from '../worker/session';
import { halvesOf } from '../worker/looks';
import type { Halves } from '../common/autoAdjust';
import type { Blending, ColorCap } from '@brixilated/shop';
import { ALL_COLORS } from './availability';
import { distancePxPerStud } from './DistanceView';
import { editorPipeline } from './pipeline';
import { replayedMessage, SLIDERS_REST_MS, snapSlider, useEditor } from './store';

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

function grid(width: number, height: number, fill: number): GridMessage {
  const g = { width, height, indices: new Uint8Array(width * height).fill(fill) };
  return { ...g, counts: core.counts(g) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A stand-in for the worker: each reprocess pixelates to a grid filled with (brightness / 10) and the
 * core replays the edits onto it. */
function fakeBridge(calls: Adjustments[], onPixelate?: () => void): EditorBridge {
  let base: GridMessage | null = null;
  const worker = {
    async pixelate(adjustments: Adjustments, edits: Edit[]): Promise<Outcome<EditedGrid>> {
      calls.push(adjustments);
      await pause(5);
      base = grid(4, 4, adjustments.brightness / 10);
      onPixelate?.();
      return { ok: true, value: replayOnto(core, base, edits) };
    },
    async replay(edits: Edit[]): Promise<Outcome<EditedGrid>> {
      await pause(1);
      return { ok: true, value: replayOnto(core, base!, edits) };
    },
    // Auto-adjust's measure: the picture is best, from afar and up close, at contrast 130.
    async measureLook({ adjustments }: { adjustments: Adjustments }): Promise<Outcome<Halves>> {
      const off = Math.abs(adjustments.contrast - 130);
      return { ok: true, value: { likeness: 1 + off / 10, lone: 0.05 + off / 1000, specks: 0.05 } };
    },
  };
  return { worker: worker as unknown as EditorBridge['worker'], dispose() {} };
}

async function settle() {
  for (let i = 0; i < 100 && useEditor.getState().processing; i++) await pause(5);
}

afterEach(() => {
  useEditor.getState().clear();
  editorPipeline.attach(null);
  useEditor.setState({ allowed: ALL_COLORS });
  vi.unstubAllGlobals();
});

/** The shop answers GET /api/inventory/colours with these palette indices unavailable. */
function shopWithout(indices: number[]) {
  const data = Array.from({ length: PALETTE_SIZE }, (_, i) => ({ code: i + 1, available: !indices.includes(i) }));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

/** A photo of many colours, 160 x 128 pixels unless said. */
function testPhoto(width = 160, height = 128): { rgba: Uint8Array; width: number; height: number } {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) rgba.set([(i * 7) % 256, (i * 3) % 256, 120, 255], i * 4);
  return { rgba, width, height };
}

/** The store's worker as the real session on the core, recording the colours each reprocess was allowed. */
function sessionBridge(session: EditorSession, allowedSent: (AllowedColors | undefined)[]): EditorBridge {
  return watchedBridge(session, { before: ({ allowed }) => void allowedSent.push(allowed) });
}

/** One reprocess the editor asked of the worker. */
interface PixelateCall {
  adjustments: Adjustments;
  allowed?: AllowedColors;
  blending?: Blending;
  finish?: Finish;
}

/**
 * The store's worker as the real session on the core, passing every look through; `before` sees each
 * reprocess first (and may hold it up), `after` sees the grid it made.
 */
function watchedBridge(
  session: EditorSession,
  watch: {
    before?: (call: PixelateCall) => unknown;
    after?: (call: PixelateCall, made: EditedGrid) => void;
  },
): EditorBridge {
  const worker = {
    async pixelate(
      adjustments: Adjustments,
      edits: Edit[],
      allowed?: AllowedColors,
      blending?: Blending,
      finish?: Finish,
    ): Promise<Outcome<EditedGrid>> {
      const call = { adjustments, allowed, blending, finish };
      await watch.before?.(call);
      const value = session.pixelate(adjustments, edits, allowed, blending, finish);
      watch.after?.(call, value);
      return { ok: true, value };
    },
    async replay(edits: Edit[]): Promise<Outcome<EditedGrid>> {
      return { ok: true, value: session.replay(edits) };
    },
    async measureLook(
      look: { adjustments: Adjustments; blending: Blending; colorCap: ColorCap; tidy: boolean },
      small: boolean,
    ): Promise<Outcome<Halves>> {
      return { ok: true, value: session.measureLook(look, small) };
    },
  };
  return { worker: worker as unknown as EditorBridge['worker'], dispose: () => session.close() };
}

/** The sliders at rest. */
const AT_REST = { brightness: 100, contrast: 100, saturation: 100 };

/** A photo (testPhoto() unless said) opened on one plate in a worker session, as the crop step opens it (sliders at rest). */
function openedPhoto(allowed?: AllowedColors, photo = testPhoto()) {
  const session = new EditorSession(core);
  const first = session.openPhoto(photo.rgba, photo.width, photo.height, { wide: 1, high: 1 }, AT_REST, allowed);
  return { ...photo, session, first, sliders: AT_REST };
}

describe('editor store', () => {
  it('paints only with a selected colour, and the palette click toggles the selection', () => {
    const ed = useEditor.getState();
    ed.load(grid(4, 4, 0));
    ed.setAdvanced(true);
    ed.pointerDown(1, 1);
    ed.pointerUp();
    expect(useEditor.getState().canUndo).toBe(false);
    ed.toggleColor(7);
    expect(useEditor.getState().selected).toBe(7);
    ed.pointerDown(1, 1);
    ed.pointerMove(3, 1);
    ed.pointerUp();
    const { doc, canUndo } = useEditor.getState();
    expect(Array.from(doc!.indices.subarray(4, 8))).toEqual([0, 7, 7, 7]);
    expect(doc!.counts[7]).toBe(3);
    expect(canUndo).toBe(true);
    ed.toggleColor(7);
    expect(useEditor.getState().selected).toBeNull();
  });

  it("the eyedropper picks a stud's colour and goes back to the brush", () => {
    const ed = useEditor.getState();
    const g = grid(2, 1, 3);
    g.indices[1] = 9;
    ed.load(g);
    ed.setTool('eyedropper');
    ed.pointerDown(1, 0);
    expect(useEditor.getState().selected).toBe(9);
    expect(useEditor.getState().tool).toBe('paint');
  });

  it('slider changes reprocess in the worker, newest wins, and edits come back with a toast', async () => {
    const calls: Adjustments[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(fakeBridge(calls));
    ed.load(grid(4, 4, 10), undefined, undefined, 'off');
    ed.toggleColor(2);
    ed.pointerDown(0, 0);
    ed.pointerUp();
    ed.setAdjustment('brightness', 112); // snaps to 110
    ed.setAdjustment('brightness', 130);
    ed.setAdjustment('brightness', 150);
    await settle();
    expect(calls.map((c) => c.brightness)).toEqual([110, 150]);
    const { doc, adjustments, toast, reprocessCount } = useEditor.getState();
    expect(adjustments.brightness).toBe(150);
    expect(reprocessCount).toBe(2);
    expect(doc!.indices[0]).toBe(2);
    expect(doc!.indices[1]).toBe(15);
    expect(Array.from(doc!.counts)).toEqual(Array.from(core.counts(doc!)));
    expect(toast).toBe(replayedMessage(1));
  });

  it('a stud painted while the worker reprocesses is replayed too, not lost', async () => {
    const ed = useEditor.getState();
    // The customer paints (1, 0) while the worker is busy with the slider's reprocess.
    editorPipeline.attach(fakeBridge([], () => useEditor.getState().pointerDown(1, 0)));
    ed.load(grid(4, 4, 10));
    ed.toggleColor(2);
    ed.pointerDown(0, 0);
    ed.pointerUp();
    ed.setAdjustment('brightness', 150);
    await settle();
    useEditor.getState().pointerUp();
    const { doc, toast } = useEditor.getState();
    expect(Array.from(doc!.indices.subarray(0, 3))).toEqual([2, 2, 15]);
    expect(Array.from(doc!.counts)).toEqual(Array.from(core.counts(doc!)));
    expect(toast).toBe(replayedMessage(2));
    // Undo takes the second stud back to the reprocessed picture's color.
    ed.undo();
    expect(Array.from(useEditor.getState().doc!.indices.subarray(0, 2))).toEqual([2, 15]);
  });

  it('reprocesses a real photo in the worker session and replays the edits with the core', async () => {
    const { rgba, width, height, session, first } = openedPhoto();
    const ed = useEditor.getState();
    editorPipeline.attach(sessionBridge(session, []));
    ed.load(first, undefined, undefined, 'off');
    const color = (first.indices[0] + 1) % 40;
    ed.toggleColor(color);
    ed.pointerDown(0, 0);
    ed.pointerMove(5, 0);
    ed.pointerUp();
    ed.setAdjustment('contrast', 160);
    await settle();
    const { doc, toast, error } = useEditor.getState();
    expect(error).toBeNull();
    expect(toast).toBe(replayedMessage(6));
    // The same as the core's own pixelation at 160 % contrast with the six studs painted on it.
    const photo = core.openPhoto(rgba, width, height);
    const expected = photo.pixelate({
      platesWide: 1,
      platesHigh: 1,
      adjustments: { brightness: 100, contrast: 160, saturation: 100 },
    });
    photo.free();
    for (let x = 0; x < 6; x++) expected.grid.indices[x] = color;
    expect(Array.from(doc!.indices)).toEqual(Array.from(expected.grid.indices));
    expect(Array.from(doc!.counts)).toEqual(Array.from(core.counts(expected.grid)));
    // Undo brings back the reprocessed picture's studs.
    ed.undo();
    const reprocessed = core.openPhoto(rgba, width, height);
    const plain = reprocessed.pixelate({
      platesWide: 1,
      platesHigh: 1,
      adjustments: { brightness: 100, contrast: 160, saturation: 100 },
    });
    reprocessed.free();
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(Array.from(plain.grid.indices));
  });

  it('Reset puts every slider back to 100; Auto-adjust sets what measured better, says so, and Undo puts the sliders back', async () => {
    const calls: Adjustments[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(fakeBridge(calls));
    ed.load(grid(4, 4, 10), undefined, undefined, 'off');
    ed.setAdjustment('contrast', 40);
    await settle();
    ed.resetSliders();
    await settle();
    expect(useEditor.getState().adjustments).toEqual({ brightness: 100, contrast: 100, saturation: 100 });
    ed.setAdjustment('contrast', 110);
    await settle();
    await ed.autoAdjust();
    await settle();
    expect(useEditor.getState().adjustments).toEqual({ brightness: 100, contrast: 130, saturation: 100 });
    expect(calls.at(-1)).toEqual({ brightness: 100, contrast: 130, saturation: 100 });
    expect(useEditor.getState().autoAdjusted).toMatchObject({ change: 'Contrast +20', after: { likeness: 1 } });
    useEditor.getState().undoAutoAdjust();
    await settle();
    expect(useEditor.getState().adjustments).toEqual({ brightness: 100, contrast: 110, saturation: 100 });
    expect(calls.at(-1)).toEqual({ brightness: 100, contrast: 110, saturation: 100 });
    expect(useEditor.getState().autoAdjusted).toBeNull();
    // Nothing better: the sliders stay, nothing is reprocessed, and it says so.
    ed.setAdjustment('contrast', 130);
    await settle();
    const made = calls.length;
    await ed.autoAdjust();
    await settle();
    expect(useEditor.getState().adjustments.contrast).toBe(130);
    expect(calls).toHaveLength(made);
    expect(useEditor.getState().autoAdjusted).toMatchObject({ change: null });
    // A slider moved by hand forgets the report.
    ed.setAdjustment('contrast', 140);
    expect(useEditor.getState().autoAdjusted).toBeNull();
  });

  it('zoom stays between 1x and 32x and keeps the focus point still', () => {
    const ed = useEditor.getState();
    ed.load(grid(4, 4, 0));
    ed.zoomBy(2, { x: 100, y: 100 });
    expect(useEditor.getState().view).toEqual({ scale: 2, x: -100, y: -100 });
    ed.zoomBy(100);
    expect(useEditor.getState().view.scale).toBe(32);
    ed.zoomBy(0.001);
    expect(useEditor.getState().view).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('slider values snap to the minimum gap of 10 within 0..200', () => {
    expect(snapSlider(104)).toBe(100);
    expect(snapSlider(105)).toBe(110);
    expect(snapSlider(-20)).toBe(0);
    expect(snapSlider(260)).toBe(200);
  });
});

describe('only the colours the shop has', () => {
  it('the palette, the eyedropper and every tool refuse an unavailable colour', async () => {
    shopWithout([7, 9]);
    const ed = useEditor.getState();
    expect(await editorPipeline.checkAvailability()).toEqual(ALL_COLORS.filter((i) => i !== 7 && i !== 9));
    // A grid holding colour 9 (as edits replayed from before could leave it).
    const g = grid(3, 1, 3);
    g.indices[1] = 9;
    g.counts = core.counts(g);
    ed.load(g, undefined, useEditor.getState().allowed);
    ed.setAdvanced(true);
    ed.toggleColor(7);
    expect(useEditor.getState().selected).toBeNull();
    ed.setTool('eyedropper');
    ed.pointerDown(1, 0);
    expect(useEditor.getState()).toMatchObject({ selected: null, tool: 'eyedropper' });
    ed.pointerDown(0, 0);
    expect(useEditor.getState()).toMatchObject({ selected: 3, tool: 'paint' });
    // Even a selection forced in from outside paints nothing.
    for (const tool of ['paint', 'fill', 'replace'] as const) {
      useEditor.setState({ selected: 7, tool });
      ed.pointerDown(2, 0);
      ed.pointerMove(1, 0);
      ed.pointerUp();
    }
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual([3, 9, 3]);
    expect(useEditor.getState().canUndo).toBe(false);
  });

  it('Auto-adjust on a restored design measures its look, before any reprocess has told the worker', async () => {
    // A restore crops the photo again as the crop step does (blending Off), then shows the kept grid as it was.
    const { rgba, width, height, session, first } = openedPhoto(undefined, testPhoto(320, 256));
    const ed = useEditor.getState();
    editorPipeline.attach(sessionBridge(session, []));
    const look = { adjustments: { brightness: 150, contrast: 100, saturation: 100 }, blending: 'smooth' as const };
    ed.restore(first, { ...look, tidy: false }, { done: [], undone: [] });
    await ed.autoAdjust();
    await settle();
    const photo = core.openPhoto(rgba, width, height);
    const plates = { wide: 1, high: 1 };
    const smooth = halvesOf(photo, plates, { ...look, tidy: false });
    const off = halvesOf(photo, plates, { ...look, blending: 'off', tidy: false });
    photo.free();
    expect(smooth).not.toEqual(off);
    expect(useEditor.getState().autoAdjusted?.before).toEqual(smooth);
  });

  it('a colour running out mid-session: its edits are dropped, it is deselected, and the photo is made again without it', async () => {
    const { rgba, width, height, session, first } = openedPhoto();
    const sent: (AllowedColors | undefined)[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(sessionBridge(session, sent));
    ed.load(first, undefined, undefined, 'off');
    // The photo's commonest colour, and a stroke of another colour that will run out.
    const commonest = ALL_COLORS.reduce((best, i) => (first.counts[i] > first.counts[best] ? i : best), 0);
    const painted = commonest === 39 ? 38 : 39;
    ed.toggleColor(painted);
    ed.pointerDown(0, 0);
    ed.pointerMove(5, 0);
    ed.pointerUp();
    expect(useEditor.getState().canUndo).toBe(true);

    shopWithout([commonest, painted]);
    await editorPipeline.checkAvailability();
    await settle();
    const allowed = ALL_COLORS.filter((i) => i !== commonest && i !== painted);
    const { doc, selected, canUndo, error } = useEditor.getState();
    expect(error).toBeNull();
    expect(selected).toBeNull();
    expect(canUndo).toBe(false);
    expect(sent).toEqual([allowed]);
    // The core's own pixelation with only the available colours: no edit left on it, neither colour in it.
    const photo = core.openPhoto(rgba, width, height);
    const expected = photo.pixelate({ platesWide: 1, platesHigh: 1, allowed });
    expect(Array.from(doc!.indices)).toEqual(Array.from(expected.grid.indices));
    expect(doc!.counts[commonest] + doc!.counts[painted]).toBe(0);
    // The blending previews (and Auto-adjust's tries) are drawn with the available colours too.
    const preview = session.preview('smooth', { brightness: 100, contrast: 100, saturation: 100 }, 'all');
    expect(preview.indices.every((i) => allowed.includes(i))).toBe(true);
    photo.free();

    // The same answer again changes nothing and reprocesses nothing.
    await editorPipeline.checkAvailability();
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('a photo cropped before the answer came is made again with the available colours on opening', async () => {
    const { session, first } = openedPhoto(ALL_COLORS);
    const sent: (AllowedColors | undefined)[] = [];
    shopWithout([0, 1]);
    const ed = useEditor.getState();
    await editorPipeline.checkAvailability();
    editorPipeline.attach(sessionBridge(session, sent));
    ed.load(first, undefined, ALL_COLORS);
    await settle();
    expect(sent).toEqual([ALL_COLORS.slice(2)]);
    const { doc } = useEditor.getState();
    expect(doc!.counts[0] + doc!.counts[1]).toBe(0);
  });

  it('Clean: its own grid at once, Smooth while a slider moves, Clean again once the sliders rest', async () => {
    const { rgba, width, height, session, first, sliders } = openedPhoto();
    const sent: (Blending | undefined)[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(watchedBridge(session, { before: ({ blending }) => void sent.push(blending) }));
    ed.load(first, undefined, undefined, 'off');
    const photo = core.openPhoto(rgba, width, height);
    const expected = (brightness: number) =>
      Array.from(
        photo.pixelate({
          platesWide: 1,
          platesHigh: 1,
          adjustments: { ...sliders, brightness },
          dither: 'clean',
          tidy: true,
        }).grid.indices,
      );
    ed.setBlending('clean');
    await settle();
    expect(sent).toEqual(['clean']);
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expected(100));
    sent.length = 0;
    ed.setAdjustment('brightness', 120);
    await pause(60);
    expect(sent.every((b) => b === 'smooth')).toBe(true);
    await pause(SLIDERS_REST_MS);
    await settle();
    expect(sent.at(-1)).toBe('clean');
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expected(120));
    photo.free();
  });

  it('Best likeness: Smooth while a slider moves, the searched grid once the sliders rest, edits replayed on top', async () => {
    const { rgba, width, height, session, first, sliders } = openedPhoto();
    const sent: { blending?: Blending; brightness: number; processing: boolean }[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(
      watchedBridge(session, {
        async before({ blending, adjustments }) {
          sent.push({ blending, brightness: adjustments.brightness, processing: useEditor.getState().processing });
          await pause(2);
        },
      }),
    );
    ed.load(first, undefined, undefined, 'off');
    const color = (first.indices[5] + 1) % 40;
    ed.toggleColor(color);
    ed.pointerDown(5, 0);
    ed.pointerUp();
    const photo = core.openPhoto(rgba, width, height);
    // The searched grid with Tidy lone studs (on by default); Smooth as the fast stand-in, plain.
    const expected = (dither: 'floyd-steinberg' | 'likeness', brightness: number) => {
      const adjustments = { ...sliders, brightness };
      const tidy = dither === 'likeness';
      const { grid } = photo.pixelate({ platesWide: 1, platesHigh: 1, adjustments, dither, tidy });
      grid.indices[5] = color;
      return Array.from(grid.indices);
    };
    // Choosing it draws the searched grid at once (no slider is moving).
    ed.setBlending('likeness');
    await settle();
    expect(sent.map((c) => c.blending)).toEqual(['likeness']);
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expected('likeness', 100));
    expect(expected('likeness', 100)).not.toEqual(expected('floyd-steinberg', 100));
    // A slider moving: Smooth at once, and the picture is still being made until the search answers.
    sent.length = 0;
    ed.setAdjustment('brightness', 110);
    ed.setAdjustment('brightness', 120);
    await pause(60);
    expect(useEditor.getState().processing).toBe(true);
    expect(sent.every((c) => c.blending === 'smooth')).toBe(true);
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expected('floyd-steinberg', 120));
    await pause(SLIDERS_REST_MS);
    await settle();
    expect(sent.at(-1)).toMatchObject({ blending: 'likeness', brightness: 120 });
    expect(useEditor.getState().processing).toBe(false);
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expected('likeness', 120));
    // The worker measures the grid shown against the photo: the searched one looks more like it than Smooth
    // (both tidied).
    const shown = useEditor.getState().doc!;
    const searched = session.fidelity(shown);
    const tidiedSmooth = photo.pixelate({
      platesWide: 1,
      platesHigh: 1,
      adjustments: { ...sliders, brightness: 120 },
      dither: 'floyd-steinberg',
      tidy: true,
    }).grid.indices;
    tidiedSmooth[5] = color;
    const smooth = session.fidelity({ ...shown, indices: tidiedSmooth });
    expect(searched.meanDeltaE).toBeLessThan(smooth.meanDeltaE);
    // Another blending chosen while the search waits: the wait is dropped.
    sent.length = 0;
    ed.setAdjustment('brightness', 130);
    ed.setBlending('crisp');
    await pause(SLIDERS_REST_MS + 50);
    await settle();
    expect(sent.map((c) => c.blending)).toEqual(['smooth', 'crisp']);
    photo.free();
  });

  it('Colours caps the colours used, Tidy lone studs turns off and on, each reprocessed like a slider', async () => {
    const { session, first } = openedPhoto();
    const finishes: (Finish | undefined)[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(watchedBridge(session, { before: ({ finish }) => void finishes.push(finish) }));
    ed.load(first);
    expect(useEditor.getState()).toMatchObject({ colorCap: 'all', tidy: true });
    const used = () => Array.from(useEditor.getState().doc!.counts).filter((n) => n > 0).length;
    ed.setBlending('smooth');
    await settle();
    expect(finishes.at(-1)).toEqual({ colorCap: 'all', tidy: true });
    expect(used()).toBeGreaterThan(8);
    ed.setColorCap(8);
    await settle();
    expect(finishes.at(-1)).toEqual({ colorCap: 8, tidy: true });
    expect(used()).toBeLessThanOrEqual(8);
    ed.setTidy(false);
    await settle();
    expect(finishes.at(-1)).toEqual({ colorCap: 8, tidy: false });
    expect(used()).toBeLessThanOrEqual(8);
    // With Off there is nothing to tidy: turning Tidy on reprocesses nothing.
    ed.setBlending('off');
    await settle();
    const before = finishes.length;
    ed.setTidy(true);
    expect(finishes).toHaveLength(before);
    ed.setColorCap('all');
    await settle();
    expect(finishes.at(-1)).toEqual({ colorCap: 'all', tidy: true });
  });

  it('a slider moving under Colours 12: the fast picture keeps to the colours the cap chose, the capped look follows at rest', async () => {
    const { rgba, width, height, session, first, sliders } = openedPhoto();
    const colorsIn = (counts: Uint32Array) => Array.from(counts).filter((n) => n > 0).length;
    const made: { finish?: Finish; colors: number }[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(
      watchedBridge(session, {
        before: () => pause(2),
        after: ({ finish }, value) => void made.push({ finish, colors: colorsIn(value.counts) }),
      }),
    );
    ed.load(first);
    ed.setBlending('likeness');
    ed.setColorCap(12);
    await settle();
    expect(colorsIn(useEditor.getState().doc!.counts)).toBeLessThanOrEqual(12);
    const photo = core.openPhoto(rgba, width, height);
    const at120 = { ...sliders, brightness: 120 };
    // Smooth at the moved slider without the cap uses more than 12 colours.
    const plain = photo.pixelate({ platesWide: 1, platesHigh: 1, adjustments: at120, dither: 'floyd-steinberg' });
    expect(colorsIn(plain.counts)).toBeGreaterThan(12);

    made.length = 0;
    ed.setAdjustment('brightness', 110);
    ed.setAdjustment('brightness', 120);
    await pause(60);
    expect(useEditor.getState().processing).toBe(true);
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((m) => m.finish?.quick === true && m.finish.colorCap === 12 && m.colors <= 12)).toBe(true);
    expect(colorsIn(useEditor.getState().doc!.counts)).toBeLessThanOrEqual(12);
    await pause(SLIDERS_REST_MS);
    await settle();
    expect(made.at(-1)!.finish).toEqual({ colorCap: 12, tidy: true });
    const capped = photo.pixelate({
      platesWide: 1,
      platesHigh: 1,
      adjustments: at120,
      dither: 'likeness',
      maxColors: 12,
      tidy: true,
    });
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(Array.from(capped.grid.indices));
    photo.free();
  });

  it("colour blending reprocesses like a slider with the core's dithering; painted studs stay; Off brings back the plain picture", async () => {
    const { rgba, width, height, session, first, sliders } = openedPhoto();
    const blendings: (Blending | undefined)[] = [];
    const ed = useEditor.getState();
    editorPipeline.attach(watchedBridge(session, { before: ({ blending }) => void blendings.push(blending) }));
    ed.load(first, undefined, undefined, 'off');
    expect(useEditor.getState().blending).toBe('off');
    const color = (first.indices[0] + 1) % 40;
    ed.toggleColor(color);
    ed.pointerDown(0, 0);
    ed.pointerUp();

    const photo = core.openPhoto(rgba, width, height);
    // Tidy lone studs is on by default, and applies with a blending.
    const expect1x1 = (dither: 'none' | 'floyd-steinberg' | 'atkinson') => {
      const tidy = dither !== 'none';
      const { grid } = photo.pixelate({ platesWide: 1, platesHigh: 1, adjustments: sliders, dither, tidy });
      grid.indices[0] = color;
      return Array.from(grid.indices);
    };
    ed.setBlending('smooth');
    await settle();
    expect(useEditor.getState().blending).toBe('smooth');
    const smooth = Array.from(useEditor.getState().doc!.indices);
    expect(smooth).toEqual(expect1x1('floyd-steinberg'));
    expect(smooth).not.toEqual(Array.from(first.indices));
    expect(Array.from(useEditor.getState().doc!.counts)).toEqual(Array.from(core.counts(useEditor.getState().doc!)));

    ed.setBlending('crisp');
    await settle();
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expect1x1('atkinson'));
    // A slider change keeps the blending.
    ed.setAdjustment('contrast', 120);
    await settle();
    expect(blendings.at(-1)).toBe('crisp');
    ed.setAdjustment('contrast', 100);
    ed.setBlending('off');
    await settle();
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(expect1x1('none'));
    // Choosing the blending already chosen reprocesses nothing.
    const before = blendings.length;
    ed.setBlending('off');
    expect(blendings).toHaveLength(before);
    photo.free();
    // A new photo starts with the shop's default blending, Clean.
    ed.setBlending('smooth');
    await settle();
    ed.clear();
    expect(useEditor.getState().blending).toBe('clean');
  });

  it('a new photo opens with Clean: its crop drawn with Smooth at once, then Clean in the worker', async () => {
    const photo = testPhoto();
    const session = new EditorSession(core);
    // As the pipeline's crop makes it: Clean's fast stand-in.
    const first = session.openPhoto(
      photo.rgba,
      photo.width,
      photo.height,
      { wide: 1, high: 1 },
      AT_REST,
      undefined,
      'smooth',
    );
    const sent: (Blending | undefined)[] = [];
    editorPipeline.attach(watchedBridge(session, { before: ({ blending }) => void sent.push(blending) }));
    useEditor.getState().load(first);
    expect(useEditor.getState()).toMatchObject({ blending: 'clean', processing: true });
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(Array.from(first.indices));
    await settle();
    expect(sent).toEqual(['clean']);
    const opened = core.openPhoto(photo.rgba, photo.width, photo.height);
    const clean = opened.pixelate({ platesWide: 1, platesHigh: 1, adjustments: AT_REST, dither: 'clean', tidy: true });
    opened.free();
    expect(useEditor.getState().processing).toBe(false);
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(Array.from(clean.grid.indices));
    // A grid made with its blending itself (a smooth one, say) is shown as it is.
    sent.length = 0;
    useEditor.getState().load(first, undefined, undefined, 'smooth');
    await settle();
    expect(sent).toEqual([]);
  });

  it("the view from a distance is the core's distance render of the grid as it is now; nothing is painted meanwhile", async () => {
    const worker = {
      async viewFromDistance(width: number, height: number, indices: Uint8Array, pxPerStud: number) {
        return { ok: true, value: core.render({ width, height, indices }, { pxPerStud, style: 'distance' }) };
      },
    };
    const ed = useEditor.getState();
    editorPipeline.attach({ worker: worker as unknown as EditorBridge['worker'], dispose() {} });
    ed.load(grid(4, 4, 1));
    ed.toggleColor(0);
    ed.pointerDown(0, 0);
    ed.pointerUp();
    ed.setDistanceView(true);
    expect(useEditor.getState().distanceView).toBe(true);
    ed.pointerDown(3, 3);
    ed.pointerUp();
    expect(useEditor.getState().doc!.indices[15]).toBe(1);
    const far = await ed.renderFromDistance(4);
    expect(far.ok).toBe(true);
    if (!far.ok) return;
    const painted = useEditor.getState().doc!;
    expect(Array.from(far.value.rgba)).toEqual(
      Array.from(core.render(painted, { pxPerStud: 4, style: 'distance' }).rgba),
    );
    ed.setDistanceView(false);
    ed.pointerDown(3, 3);
    ed.pointerUp();
    expect(useEditor.getState().doc!.indices[15]).toBe(0);
    // A new photo opens close up.
    ed.setDistanceView(true);
    ed.load(grid(4, 4, 2));
    expect(useEditor.getState().distanceView).toBe(false);
  });

  it("draws the distance view at about the stage's device pixels a stud, within 16 and about 2 megapixels", () => {
    expect(distancePxPerStud(550, 64, 64, 1)).toBe(9);
    expect(distancePxPerStud(550, 64, 64, 2)).toBe(16);
    expect(distancePxPerStud(660, 256, 192, 2)).toBe(6);
    expect(distancePxPerStud(660, 256, 256, 1)).toBe(3);
    expect(distancePxPerStud(10, 256, 256, 1)).toBe(1);
  });
});

describe('a kept design opened again', () => {
  const look = { adjustments: { brightness: 50, contrast: 100, saturation: 100 }, blending: 'smooth' as const };

  it('opens its grid exactly, with its look and history: undo and the next reprocess work as before', async () => {
    editorPipeline.attach(fakeBridge([]));
    const indices = new Uint8Array(16).fill(3);
    indices[5] = 7; // stud (1, 1) painted 7 over 3
    const before = useEditor.getState().reprocessCount;
    useEditor.getState().restore({ width: 4, height: 4, indices }, look, {
      done: [{ kind: 'paint', edits: [{ x: 1, y: 1, from: 3, to: 7 }] }],
      undone: [],
    });
    const s = useEditor.getState();
    expect(Array.from(s.doc!.indices)).toEqual(Array.from(indices));
    expect(s.doc!.counts[3]).toBe(15);
    expect(s.doc!.counts[7]).toBe(1);
    expect(s).toMatchObject({
      adjustments: look.adjustments,
      blending: 'smooth',
      canUndo: true,
      canRedo: false,
      processing: false,
    });
    // Nothing to remake: every colour is available.
    await settle();
    expect(useEditor.getState().reprocessCount).toBe(before);

    useEditor.getState().setAdjustment('brightness', 100);
    await settle();
    const doc = useEditor.getState().doc!;
    expect(doc.indices[5]).toBe(7);
    expect(doc.indices[0]).toBe(10);
    useEditor.getState().undo();
    expect(useEditor.getState().doc!.indices[5]).toBe(10);
    expect(useEditor.getState().canRedo).toBe(true);
  });

  it('a kept grid holding a colour the shop no longer has is remade, its edits in that colour dropped', async () => {
    useEditor.setState({ allowed: ALL_COLORS.filter((i) => i !== 7) });
    const calls: Adjustments[] = [];
    editorPipeline.attach(fakeBridge(calls));
    const indices = new Uint8Array(16).fill(3);
    indices[5] = 7;
    indices[10] = 9;
    const done = [
      { kind: 'paint' as const, edits: [{ x: 1, y: 1, from: 3, to: 7 }] },
      { kind: 'paint' as const, edits: [{ x: 2, y: 2, from: 3, to: 9 }] },
    ];
    useEditor.getState().restore({ width: 4, height: 4, indices }, look, { done, undone: [] });
    await settle();
    expect(calls).toEqual([look.adjustments]);
    const doc = useEditor.getState().doc!;
    expect(doc.counts[7]).toBe(0);
    expect(doc.indices[5]).toBe(5);
    expect(doc.indices[10]).toBe(9);
    expect(doc.done.flatMap((a) => a.edits)).toEqual([{ x: 2, y: 2, from: 5, to: 9 }]);
    // The kept history itself was copied, not taken over.
    expect(done[0].edits).toHaveLength(1);
  });
});
