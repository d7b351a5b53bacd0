import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  beginStroke,
  canRedo,
  canUndo,
  colourAt,
  countColours,
  createDoc,
  editCount,
  endStroke,
  floodFill,
  paint,
  paintLine,
  redo,
  replaceColour,
  replayList,
  reprocessed,
  toColorMap,
  undo,
  type MosaicDoc,
} from './model';

/** A grid from rows of digits, e.g. ['001', '011']. */
function gridOf(rows: string[]) {
  const height = rows.length;
  const width = rows[0].length;
  const indices = new Uint8Array(width * height);
  rows.forEach((row, y) => [...row].forEach((c, x) => (indices[y * width + x] = Number(c))));
  return { width, height, indices };
}

function rowsOf(doc: MosaicDoc): string[] {
  const rows: string[] = [];
  for (let y = 0; y < doc.height; y++) rows.push(Array.from(doc.indices.subarray(y * doc.width, (y + 1) * doc.width)).join(''));
  return rows;
}

function expectCountsRight(doc: MosaicDoc) {
  expect(Array.from(doc.counts)).toEqual(Array.from(countColours(doc.indices)));
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

  it('ignores studs off the grid, colours outside the palette and studs already that colour', () => {
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

  it('painting the same stud twice in a stroke undoes back to the original colour', () => {
    const doc = createDoc(gridOf(['1']));
    beginStroke(doc);
    paint(doc, 0, 0, 2);
    paint(doc, 0, 0, 3);
    endStroke(doc);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['1']);
    expectCountsRight(doc);
  });
});

describe('undo and redo', () => {
  it('walks back and forth through the history', () => {
    const doc = createDoc(gridOf(['000']));
    for (const x of [0, 1, 2]) {
      paint(doc, x, 0, x + 1);
      endStroke(doc);
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
    paint(doc, 0, 0, 1);
    endStroke(doc);
    undo(doc);
    expect(canRedo(doc)).toBe(true);
    paint(doc, 1, 0, 2);
    endStroke(doc);
    expect(canRedo(doc)).toBe(false);
  });

  it('an open stroke is committed before undo, so undo removes it', () => {
    const doc = createDoc(gridOf(['00']));
    paint(doc, 0, 0, 4);
    expect(canUndo(doc)).toBe(true);
    undo(doc);
    expect(rowsOf(doc)).toEqual(['00']);
  });
});

describe('history limit', () => {
  it(`keeps at most ${HISTORY_LIMIT} edits, dropping the oldest`, () => {
    const doc = createDoc({ width: 600, height: 1, indices: new Uint8Array(600) });
    for (let x = 0; x < 600; x++) {
      paint(doc, x, 0, 1);
      endStroke(doc);
    }
    expect(editCount(doc.done)).toBe(HISTORY_LIMIT);
    expect(doc.done[0].edits[0].x).toBe(100);
    let undone = 0;
    while (canUndo(doc)) {
      undo(doc);
      undone++;
    }
    expect(undone).toBe(HISTORY_LIMIT);
    // The 100 oldest edits can no longer be undone, but they stay painted.
    expect(doc.counts[1]).toBe(100);
    expectCountsRight(doc);
  });

  it('trims a single action larger than the limit to its newest edits', () => {
    const doc = createDoc({ width: 40, height: 20, indices: new Uint8Array(800) });
    replaceColour(doc, 0, 0, 3);
    expect(doc.counts[3]).toBe(800);
    expect(editCount(doc.done)).toBe(HISTORY_LIMIT);
    expect(replayList(doc)).toHaveLength(HISTORY_LIMIT);
  });
});

describe('flood fill and replace colour', () => {
  it('flood fill paints only the connected area of the clicked colour', () => {
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

  it('flood fill with the same colour does nothing', () => {
    const doc = createDoc(gridOf(['11']));
    expect(floodFill(doc, 0, 0, 1)).toEqual([]);
    expect(canUndo(doc)).toBe(false);
  });

  it('replace colour changes that colour everywhere, connected or not', () => {
    const doc = createDoc(gridOf(['1100', '1010', '0011']));
    replaceColour(doc, 2, 1, 6);
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

  it('reads the colour under a stud (eyedropper)', () => {
    const doc = createDoc(gridOf(['12', '34']));
    expect(colourAt(doc, 1, 1)).toBe(4);
    expect(colourAt(doc, 2, 0)).toBeNull();
  });
});

describe('reprocessing', () => {
  it('re-applies the applied edits onto the new grid and keeps counts right', () => {
    const doc = createDoc(gridOf(['000', '000']));
    paint(doc, 0, 0, 5);
    endStroke(doc);
    paint(doc, 2, 1, 6);
    endStroke(doc);
    undo(doc); // the second edit is undone and must not come back
    const fresh = gridOf(['111', '222']);
    const replayed = reprocessed(doc, fresh, countColours(fresh.indices));
    expect(replayed).toBe(1);
    expect(rowsOf(doc)).toEqual(['511', '222']);
    expectCountsRight(doc);
    // Undo now restores the new grid's colour, not the old one.
    undo(doc);
    expect(rowsOf(doc)).toEqual(['111', '222']);
    redo(doc);
    redo(doc);
    expect(rowsOf(doc)).toEqual(['511', '226']);
    expectCountsRight(doc);
  });

  it('commits an open stroke before replaying it', () => {
    const doc = createDoc(gridOf(['00']));
    paint(doc, 1, 0, 3);
    expect(reprocessed(doc, gridOf(['44']))).toBe(1);
    expect(rowsOf(doc)).toEqual(['43']);
    expect(doc.stroke).toBeNull();
  });

  it('replays a flood fill and a replacement by the studs they changed', () => {
    const doc = createDoc(gridOf(['1100', '0000']));
    floodFill(doc, 0, 0, 2);
    replaceColour(doc, 3, 1, 7);
    expect(rowsOf(doc)).toEqual(['2277', '7777']);
    expect(reprocessed(doc, gridOf(['3333', '3333']))).toBe(8);
    expect(rowsOf(doc)).toEqual(['2277', '7777']);
    expectCountsRight(doc);
  });

  it('starts a fresh history when the size changes', () => {
    const doc = createDoc(gridOf(['00']));
    paint(doc, 0, 0, 1);
    expect(reprocessed(doc, gridOf(['000']))).toBe(0);
    expect(canUndo(doc)).toBe(false);
    expect(rowsOf(doc)).toEqual(['000']);
  });
});

describe('colorMap', () => {
  it('is the JSON the cart expects, in studs', () => {
    const doc = createDoc(gridOf(['12', '30']));
    expect(JSON.parse(toColorMap(doc))).toEqual({ width: 2, height: 2, indices: [1, 2, 3, 0] });
  });
});
