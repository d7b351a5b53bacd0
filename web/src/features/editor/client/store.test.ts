// The editor store with the worker's session on the real core (mosaic-core's .wasm in Node): reprocesses
// are pixelated and have the edits replayed by the core, as in the browser's worker.
import type { Adjustments, Edit, MosaicCore } from 'mosaic-core';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EditorBridge } from './bridge';
import type { EditedGrid, GridMessage, Outcome } from '../shared/protocol';
import { EditorSession, replayOnto } from '../worker/session';
import { replayedMessage, snapSlider, useEditor } from './store';

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
    async suggest(): Promise<Outcome<Adjustments>> {
      return { ok: true, value: { brightness: 123, contrast: 87, saturation: 140 } };
    },
  };
  return { worker: worker as unknown as EditorBridge['worker'], dispose() {} };
}

async function settle() {
  for (let i = 0; i < 100 && useEditor.getState().processing; i++) await pause(5);
}

afterEach(() => {
  useEditor.getState().clear();
  useEditor.getState().attach(null);
});

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

  it('the eyedropper picks a stud\'s colour and goes back to the brush', () => {
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
    ed.attach(fakeBridge(calls));
    ed.load(grid(4, 4, 10));
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
    ed.attach(fakeBridge([], () => useEditor.getState().pointerDown(1, 0)));
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
    const session = new EditorSession(core);
    const width = 160;
    const height = 128;
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([(i * 7) % 256, (i * 3) % 256, 120, 255], i * 4);
    const first = session.openPhoto(rgba, width, height, { wide: 1, high: 1 }, { brightness: 100, contrast: 100, saturation: 100 });
    const worker = {
      async pixelate(adjustments: Adjustments, edits: Edit[]): Promise<Outcome<EditedGrid>> {
        return { ok: true, value: session.pixelate(adjustments, edits) };
      },
      async replay(edits: Edit[]): Promise<Outcome<EditedGrid>> {
        return { ok: true, value: session.replay(edits) };
      },
    };
    const ed = useEditor.getState();
    ed.attach({ worker: worker as unknown as EditorBridge['worker'], dispose: () => session.close() });
    ed.load(first);
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
    const expected = photo.pixelate({ platesWide: 1, platesHigh: 1, adjustments: { brightness: 100, contrast: 160, saturation: 100 } });
    photo.free();
    for (let x = 0; x < 6; x++) expected.grid.indices[x] = color;
    expect(Array.from(doc!.indices)).toEqual(Array.from(expected.grid.indices));
    expect(Array.from(doc!.counts)).toEqual(Array.from(core.counts(expected.grid)));
    // Undo brings back the reprocessed picture's studs.
    ed.undo();
    const reprocessed = core.openPhoto(rgba, width, height);
    const plain = reprocessed.pixelate({ platesWide: 1, platesHigh: 1, adjustments: { brightness: 100, contrast: 160, saturation: 100 } });
    reprocessed.free();
    expect(Array.from(useEditor.getState().doc!.indices)).toEqual(Array.from(plain.grid.indices));
  });

  it('Reset puts every slider back to 100; Auto-adjust uses the core\'s suggestion on the slider steps', async () => {
    const calls: Adjustments[] = [];
    const ed = useEditor.getState();
    ed.attach(fakeBridge(calls));
    ed.load(grid(4, 4, 10));
    ed.setAdjustment('contrast', 40);
    await settle();
    ed.resetSliders();
    await settle();
    expect(useEditor.getState().adjustments).toEqual({ brightness: 100, contrast: 100, saturation: 100 });
    await ed.autoAdjust();
    await settle();
    expect(useEditor.getState().adjustments).toEqual({ brightness: 120, contrast: 90, saturation: 140 });
    expect(calls.at(-1)).toEqual({ brightness: 120, contrast: 90, saturation: 140 });
  });

  it('zoom stays between 1x and 16x and keeps the focus point still', () => {
    const ed = useEditor.getState();
    ed.load(grid(4, 4, 0));
    ed.zoomBy(2, { x: 100, y: 100 });
    expect(useEditor.getState().view).toEqual({ scale: 2, x: -100, y: -100 });
    ed.zoomBy(100);
    expect(useEditor.getState().view.scale).toBe(16);
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
