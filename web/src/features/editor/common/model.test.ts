// The editor model on the real core: counts come from mosaic-core's `counts`, and a reprocess is the
// core's replay (as the worker runs it, worker/session.ts) handed to adoptReplayed.
import { MAX_HISTORY, type Grid } from 'mosaic-core';
import { loadMosaicCoreNode } from 'mosaic-core/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayOnto } from '../worker/session';
import {
  adoptReplayed,
  beginStroke,
  canRedo,
  canUndo,
  colorAt,
  createDoc,
  dropEditsOutside,
  editCount,
  endStroke,
  floodFill,
  paint,
  paintLine,
  redo,
  replaceColor,
  replayList,
  toColorMap,
  undo,
  type MosaicDoc,
} from './model';
import type { GridMessage } from './protocol';

let core: Awaited<ReturnType<typeof loadMosaicCoreNode>>;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

/** A grid from rows of digits, e.g. ['001', '011'], with the core's counts. */
function gridOf(rows: string[]): GridMessage {
  const height = rows.length;
  const width = rows[0].length;
  const indices = new Uint8Array(width * height);
  rows.forEach((row, y) => [...row].forEach((c, x) => (indices[y * width + x] = Number(c))));
  return withCounts({ width, height, indices });
}

function withCounts(grid: Grid): GridMessage {
  return { ...grid, counts: core.counts(grid) };
}

/** What a reprocess does: the worker's core replays the history onto the fresh grid; the page adopts it. */
function reprocess(doc: MosaicDoc, fresh: GridMessage): number {
  return adoptReplayed(doc, replayOnto(core, fresh, replayList(doc)));
}

function rowsOf(doc: MosaicDoc): string[] {
  const rows: string[] = [];
  for (let y = 0; y < doc.height; y++)
    rows.push(Array.from(doc.indices.subarray(y * doc.width, (y + 1) * doc.width)).join(''));
  return rows;
}

/** One click on a stud: a stroke of that one stud, ended. */
function click(doc: MosaicDoc, x: number, y: number, color: number): void {
  paint(doc, x, y, color);
  endStroke(doc);
}

function expectCountsRight(doc: MosaicDoc) {
  expect(Array.from(doc.counts)).toEqual(Array.from(core.counts(doc)));
}

describe('painting', () => {
  it('paints a stud, records it and keeps the counts right', () => {
    const doc = createDoc(gridOf(['000', '000']));
    expect(canUndo(doc)).toBe(false);
    expect(paint(doc, 1, 1, 7)).toEqual([4]);
    endStroke(doc);
    expect(rowsOf(doc)).toEqual(['000', '070']);
    expect(doc.counts[0]).toBe(5);
    expect(doc.counts[7]).toBe(1);
    expect(doc.done).toEqual([{ kind: 'paint', edits: [{ x: 1, y: 1, from: 0, to: 7 }] }]);
    expect(canUndo(doc)).toBe(true);
    expect(canRedo(doc)).toBe(false);
    expectCountsRight(doc);
  });

  it('ignores studs off the grid, colors outside the palette and studs already that color', () => {
    const doc = createDoc(gridOf(['12']));
    expect(paint(doc, 2, 0, 3)).toEqual([]);
    expect(paint(doc, -1, 0, 3)).toEqual([]);
    expect(paint(doc, 0, 0, 40)).toEqual([]);
    expect(paint(doc, 0, 0, 1)).toEqual([]);
    endStroke(doc);
    expect(doc.done).toEqual([]);
    expect(canUndo(doc)).toBe(false);
  });

  it('a click-and-drag stroke is one history entry and undoes as one', () => {
    const doc = createDoc(gridOf(['0000', '0000']));
    beginStroke(doc);
    paintLine(doc, 0, 0, 3, 1, 5);
    endStroke(doc);
    expect(doc.done).toHaveLength(1);
    expect(doc.done[0].edits.length).toBe(4);
    expect(rowsOf(doc)).toEqual(['5500', '0055']);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['0000', '0000']);
    expectCountsRight(doc);
  });

  it('painting the same stud twice in a stroke undoes back to the original color', () => {
    const doc = createDoc(gridOf(['1']));
    beginStroke(doc);
    paint(doc, 0, 0, 2);
    click(doc, 0, 0, 3);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['1']);
    expectCountsRight(doc);
  });
});

describe('undo and redo', () => {
  it('walks back and forth through the history', () => {
    const doc = createDoc(gridOf(['000']));
    for (const x of [0, 1, 2]) {
      click(doc, x, 0, x + 1);
    }
    expect(rowsOf(doc)).toEqual(['123']);
    undo(doc);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['100']);
    expect(canUndo(doc)).toBe(true);
    expect(canRedo(doc)).toBe(true);
    redo(doc);
    expect(rowsOf(doc)).toEqual(['120']);
    undo(doc);
    undo(doc);
    expect(canUndo(doc)).toBe(false);
    expect(undo(doc)).toEqual([]);
    expect(rowsOf(doc)).toEqual(['000']);
    redo(doc);
    redo(doc);
    redo(doc);
    expect(canRedo(doc)).toBe(false);
    expect(rowsOf(doc)).toEqual(['123']);
    expectCountsRight(doc);
  });

  it('a new edit clears the redo stack', () => {
    const doc = createDoc(gridOf(['00']));
    click(doc, 0, 0, 1);
    undo(doc);
    expect(canRedo(doc)).toBe(true);
    click(doc, 1, 0, 2);
    expect(canRedo(doc)).toBe(false);
  });

  it('an open stroke is committed before undo, so undo removes it', () => {
    const doc = createDoc(gridOf(['00']));
    paint(doc, 0, 0, 4);
    expect(canUndo(doc)).toBe(true);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['00']);
    // The undone stroke can be redone.
    expect(canRedo(doc)).toBe(true);
    redo(doc);
    expect(rowsOf(doc)).toEqual(['40']);
  });
});

describe('history limit', () => {
  it(`keeps at most ${MAX_HISTORY} edits, dropping the oldest`, () => {
    const doc = createDoc(withCounts({ width: 600, height: 1, indices: new Uint8Array(600) }));
    for (let x = 0; x < 600; x++) {
      click(doc, x, 0, 1);
    }
    expect(editCount(doc.done)).toBe(MAX_HISTORY);
    expect(doc.done[0].edits[0].x).toBe(100);
    let undone = 0;
    while (canUndo(doc)) {
      undo(doc);
      undone++;
    }
    expect(undone).toBe(MAX_HISTORY);
    // The 100 oldest edits can no longer be undone, but they stay painted.
    expect(doc.counts[1]).toBe(100);
    expectCountsRight(doc);
  });

  it('trims a single action larger than the limit to its newest edits', () => {
    const doc = createDoc(withCounts({ width: 40, height: 20, indices: new Uint8Array(800) }));
    replaceColor(doc, 0, 0, 3);
    expect(doc.counts[3]).toBe(800);
    expect(editCount(doc.done)).toBe(MAX_HISTORY);
    expect(replayList(doc)).toHaveLength(MAX_HISTORY);
  });
});

describe('flood fill and replace color', () => {
  it('flood fill paints only the connected area of the clicked color', () => {
    const doc = createDoc(gridOf(['1100', '1010', '0011']));
    floodFill(doc, 0, 0, 9);
    expect(rowsOf(doc)).toEqual(['9900', '9010', '0011']);
    expect(doc.done).toHaveLength(1);
    expect(doc.done[0].kind).toBe('fill');
    expectCountsRight(doc);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['1100', '1010', '0011']);
    expectCountsRight(doc);
  });

  it('flood fill with the same color does nothing', () => {
    const doc = createDoc(gridOf(['11']));
    expect(floodFill(doc, 0, 0, 1)).toEqual([]);
    expect(canUndo(doc)).toBe(false);
  });

  it('replace color changes that color everywhere, connected or not', () => {
    const doc = createDoc(gridOf(['1100', '1010', '0011']));
    replaceColor(doc, 2, 1, 6);
    expect(rowsOf(doc)).toEqual(['6600', '6060', '0066']);
    expect(doc.counts[1]).toBe(0);
    expect(doc.counts[6]).toBe(6);
    expectCountsRight(doc);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['1100', '1010', '0011']);
    redo(doc);
    expect(rowsOf(doc)).toEqual(['6600', '6060', '0066']);
    expectCountsRight(doc);
  });

  it('reads the color under a stud (eyedropper)', () => {
    const doc = createDoc(gridOf(['12', '34']));
    expect(colorAt(doc, 1, 1)).toBe(4);
    expect(colorAt(doc, 2, 0)).toBeNull();
  });
});

describe('reprocessing (the core replays the history)', () => {
  it('re-applies the applied edits onto the new grid and keeps counts right', () => {
    const doc = createDoc(gridOf(['000', '000']));
    click(doc, 0, 0, 5);
    click(doc, 2, 1, 6);
    undo(doc); // the second edit is undone and must not come back
    expect(reprocess(doc, gridOf(['111', '222']))).toBe(1);
    expect(rowsOf(doc)).toEqual(['511', '222']);
    expectCountsRight(doc);
    // Undo now restores the new grid's color, not the old one.
    undo(doc);
    expect(rowsOf(doc)).toEqual(['111', '222']);
    redo(doc);
    redo(doc);
    expect(rowsOf(doc)).toEqual(['511', '226']);
    expectCountsRight(doc);
  });

  it('replays the stroke being drawn and keeps it open', () => {
    const doc = createDoc(gridOf(['000']));
    paint(doc, 1, 0, 3);
    expect(reprocess(doc, gridOf(['444']))).toBe(1);
    expect(rowsOf(doc)).toEqual(['434']);
    expect(doc.stroke?.edits).toHaveLength(1);
    click(doc, 2, 0, 3);
    expect(doc.done).toHaveLength(1);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['444']);
    expectCountsRight(doc);
  });

  it("a stud painted twice undoes to the new grid's color under the first edit", () => {
    const doc = createDoc(gridOf(['0']));
    click(doc, 0, 0, 2);
    click(doc, 0, 0, 3);
    reprocess(doc, gridOf(['7']));
    expect(rowsOf(doc)).toEqual(['3']);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['2']);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['7']);
    expectCountsRight(doc);
  });

  it('replays a flood fill and a replacement by the studs they changed', () => {
    const doc = createDoc(gridOf(['1100', '0000']));
    floodFill(doc, 0, 0, 2);
    replaceColor(doc, 3, 1, 7);
    expect(rowsOf(doc)).toEqual(['2277', '7777']);
    expect(reprocess(doc, gridOf(['3333', '3333']))).toBe(8);
    expect(rowsOf(doc)).toEqual(['2277', '7777']);
    expectCountsRight(doc);
  });

  it(`replays at most the newest ${MAX_HISTORY} edits`, () => {
    const doc = createDoc(withCounts({ width: 40, height: 20, indices: new Uint8Array(800) }));
    replaceColor(doc, 0, 0, 3);
    expect(reprocess(doc, withCounts({ width: 40, height: 20, indices: new Uint8Array(800).fill(1) }))).toBe(
      MAX_HISTORY,
    );
    expect(doc.counts[3]).toBe(MAX_HISTORY);
    expect(doc.counts[1]).toBe(800 - MAX_HISTORY);
    expectCountsRight(doc);
  });

  it('refuses a replayed grid made for another history or size', () => {
    const doc = createDoc(gridOf(['00']));
    click(doc, 0, 0, 1);
    const answer = replayOnto(core, gridOf(['55']), replayList(doc));
    paint(doc, 1, 0, 2); // the history changed after the list was sent
    expect(() => adoptReplayed(doc, answer)).toThrow(/does not match/);
    expect(() => adoptReplayed(doc, replayOnto(core, gridOf(['555']), []))).toThrow(/does not match/);
  });
});

describe('colorMap', () => {
  it('is the JSON the cart expects, in studs', () => {
    const doc = createDoc(gridOf(['12', '30']));
    expect(JSON.parse(toColorMap(doc))).toEqual({ width: 2, height: 2, indices: [1, 2, 3, 0] });
  });
});

describe('colours that ran out', () => {
  it('drops every edit painting a colour outside the allowed ones, from history, redo stack and the open stroke', () => {
    const doc = createDoc(gridOf(['0000', '0000']));
    paint(doc, 0, 0, 5);
    click(doc, 1, 0, 6);
    floodFill(doc, 3, 1, 7);
    replaceColor(doc, 0, 0, 6);
    undo(doc);
    beginStroke(doc);
    paint(doc, 2, 0, 6);
    paint(doc, 3, 0, 5);
    const allowed = Array.from({ length: 40 }, (_, i) => i).filter((i) => i !== 6 && i !== 7);
    const version = doc.version;
    expect(dropEditsOutside(doc, allowed)).toBe(1 + 6 + 1 + 1);
    expect(doc.version).toBe(version + 1);
    // Left: the brush stroke's 5 (its 6 dropped), nothing of the fill, the stroke's own 5; the undone
    // replacement (to 6) is gone from the redo stack.
    expect(doc.done.map((a) => a.edits.map((e) => e.to))).toEqual([[5]]);
    expect(doc.undone).toEqual([]);
    expect(doc.stroke!.edits.map((e) => [e.x, e.to])).toEqual([[3, 5]]);
    expect(replayList(doc).every((e) => allowed.includes(e.to))).toBe(true);
    expect(canRedo(doc)).toBe(false);
    expect(dropEditsOutside(doc, allowed)).toBe(0);
    expect(doc.version).toBe(version + 1);
  });
});
