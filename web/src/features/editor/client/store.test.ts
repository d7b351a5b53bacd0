import { afterEach, describe, expect, it } from 'vitest';
import type { Adjustments } from 'mosaic-core';
import type { EditorBridge } from './bridge';
import { countColours } from '../shared/model';
import type { GridMessage, Outcome } from '../shared/protocol';
import { replayedMessage, snapSlider, useEditor } from './store';

function grid(width: number, height: number, fill: number): GridMessage {
  const indices = new Uint8Array(width * height).fill(fill);
  return { width, height, indices, counts: countColours(indices) };
}

/** A stand-in for the worker: each reprocess answers a grid filled with (brightness / 10). */
function fakeBridge(calls: Adjustments[]): EditorBridge {
  const worker = {
    async pixelate(adjustments: Adjustments): Promise<Outcome<GridMessage>> {
      calls.push(adjustments);
      await new Promise((r) => setTimeout(r, 5));
      return { ok: true, value: grid(4, 4, adjustments.brightness / 10) };
    },
    async suggest(): Promise<Outcome<Adjustments>> {
      return { ok: true, value: { brightness: 123, contrast: 87, saturation: 140 } };
    },
  };
  return { worker: worker as unknown as EditorBridge['worker'], dispose() {} };
}

async function settle() {
  for (let i = 0; i < 50 && useEditor.getState().processing; i++) await new Promise((r) => setTimeout(r, 5));
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
    ed.toggleColour(7);
    expect(useEditor.getState().selected).toBe(7);
    ed.pointerDown(1, 1);
    ed.pointerMove(3, 1);
    ed.pointerUp();
    const { doc, canUndo } = useEditor.getState();
    expect(Array.from(doc!.indices.subarray(4, 8))).toEqual([0, 7, 7, 7]);
    expect(doc!.counts[7]).toBe(3);
    expect(canUndo).toBe(true);
    ed.toggleColour(7);
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
    ed.toggleColour(2);
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
    expect(Array.from(doc!.counts)).toEqual(Array.from(countColours(doc!.indices)));
    expect(toast).toBe(replayedMessage(1));
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
