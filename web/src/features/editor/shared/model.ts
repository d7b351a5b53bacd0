// The pixel editor as plain model code: the grid of palette indices, the per-colour counts and the edit
// history. No React, no Konva, no worker: the zustand store wraps it and the stage only draws it.
//
// History: each entry is one named action (a brush stroke, a flood fill, a colour replacement) holding the
// studs it changed as { x, y, from, to }. Undo writes every `from` back (newest first), redo writes every
// `to`. `from` is always read from the grid at the moment the action is applied, so undo stays right
// after a reprocess has changed the studs underneath.
import type { Edit, Grid } from 'mosaic-core';

export const PALETTE_COLOURS = 40;
/** At most this many edits are kept and re-applied after a reprocess (spec section 9). */
export const HISTORY_LIMIT = 500;

export type EditKind = 'paint' | 'fill' | 'replace';

export interface EditAction {
  kind: EditKind;
  edits: Edit[];
}

/** Which studs changed since the last drawing: a list of stud offsets (y * width + x) or everything. */
export type Damage = { all: true } | { all: false; cells: number[] };

export interface MosaicDoc {
  width: number;
  height: number;
  /** Palette index per stud, row-major from the top left. Mutated in place; `version` says when. */
  indices: Uint8Array;
  /** Studs per palette colour, always in step with `indices`. */
  counts: Uint32Array;
  /** Applied actions, oldest first. */
  done: EditAction[];
  /** Undone actions, the next one to redo last. */
  undone: EditAction[];
  /** The brush stroke being drawn (click and drag), committed by endStroke. */
  stroke: EditAction | null;
  version: number;
}

export function countColours(indices: Uint8Array): Uint32Array {
  const counts = new Uint32Array(PALETTE_COLOURS);
  for (let i = 0; i < indices.length; i++) counts[indices[i]]++;
  return counts;
}

export function createDoc(grid: Grid, counts?: Uint32Array): MosaicDoc {
  return {
    width: grid.width,
    height: grid.height,
    indices: grid.indices,
    counts: counts && counts.length === PALETTE_COLOURS ? counts : countColours(grid.indices),
    done: [],
    undone: [],
    stroke: null,
    version: 0,
  };
}

export function editCount(actions: readonly EditAction[]): number {
  let n = 0;
  for (const a of actions) n += a.edits.length;
  return n;
}

export function inside(doc: MosaicDoc, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < doc.width && y < doc.height;
}

export function colourAt(doc: MosaicDoc, x: number, y: number): number | null {
  return inside(doc, x, y) ? doc.indices[y * doc.width + x] : null;
}

function setStud(doc: MosaicDoc, cell: number, to: number): number {
  const from = doc.indices[cell];
  if (from !== to) {
    doc.indices[cell] = to;
    doc.counts[from]--;
    doc.counts[to]++;
  }
  return from;
}

/** Writes each edit's `to`, recording the colour it replaced as `from`. Returns the damaged cells. */
function applyEdits(doc: MosaicDoc, edits: Edit[]): number[] {
  const cells: number[] = [];
  for (const e of edits) {
    const cell = e.y * doc.width + e.x;
    e.from = setStud(doc, cell, e.to);
    cells.push(cell);
  }
  return cells;
}

function revertEdits(doc: MosaicDoc, edits: Edit[]): number[] {
  const cells: number[] = [];
  for (let i = edits.length - 1; i >= 0; i--) {
    const e = edits[i];
    const cell = e.y * doc.width + e.x;
    setStud(doc, cell, e.from);
    cells.push(cell);
  }
  return cells;
}

/** Keeps the history within HISTORY_LIMIT edits by dropping the oldest actions (and, for one huge
 * action, its oldest edits: those can no longer be undone one by one, but their studs stay painted). */
function capHistory(doc: MosaicDoc): void {
  let total = editCount(doc.done);
  while (total > HISTORY_LIMIT && doc.done.length > 1) {
    total -= doc.done.shift()!.edits.length;
  }
  if (total > HISTORY_LIMIT) {
    const only = doc.done[0];
    only.edits = only.edits.slice(only.edits.length - HISTORY_LIMIT);
  }
}

function commit(doc: MosaicDoc, action: EditAction): void {
  if (action.edits.length === 0) return;
  doc.done.push(action);
  doc.undone = [];
  capHistory(doc);
}

function validColour(colour: number): boolean {
  return Number.isInteger(colour) && colour >= 0 && colour < PALETTE_COLOURS;
}

// ---- Brush strokes: click paints one stud, drag paints every stud the pointer crosses. ----

export function beginStroke(doc: MosaicDoc): void {
  if (doc.stroke) endStroke(doc);
  doc.stroke = { kind: 'paint', edits: [] };
}

/** Paints one stud with `colour` as part of the current stroke (one is started if none is open).
 * Returns the damaged cells (empty when the stud already had that colour or is off the grid). */
export function paint(doc: MosaicDoc, x: number, y: number, colour: number): number[] {
  if (!inside(doc, x, y) || !validColour(colour)) return [];
  const cell = y * doc.width + x;
  if (doc.indices[cell] === colour) return [];
  if (!doc.stroke) beginStroke(doc);
  const edit: Edit = { x, y, from: doc.indices[cell], to: colour };
  doc.stroke!.edits.push(edit);
  applyEdits(doc, [edit]);
  doc.version++;
  return [cell];
}

/** Paints the straight line of studs from (x0, y0) to (x1, y1) (Bresenham), so a fast drag leaves no gaps. */
export function paintLine(doc: MosaicDoc, x0: number, y0: number, x1: number, y1: number, colour: number): number[] {
  const cells: number[] = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    cells.push(...paint(doc, x, y, colour));
    if (x === x1 && y === y1) break;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
  return cells;
}

export function endStroke(doc: MosaicDoc): void {
  const stroke = doc.stroke;
  doc.stroke = null;
  if (stroke) commit(doc, stroke);
}

// ---- Whole-area actions ----

/** Paints the 4-connected area of same-coloured studs around (x, y). */
export function floodFill(doc: MosaicDoc, x: number, y: number, colour: number): number[] {
  endStroke(doc);
  if (!inside(doc, x, y) || !validColour(colour)) return [];
  const { width, height, indices } = doc;
  const start = y * width + x;
  const target = indices[start];
  if (target === colour) return [];
  const seen = new Uint8Array(width * height);
  const stack = [start];
  seen[start] = 1;
  const edits: Edit[] = [];
  while (stack.length) {
    const cell = stack.pop()!;
    const cx = cell % width;
    const cy = (cell - cx) / width;
    edits.push({ x: cx, y: cy, from: target, to: colour });
    const next = [cx > 0 ? cell - 1 : -1, cx < width - 1 ? cell + 1 : -1, cy > 0 ? cell - width : -1, cy < height - 1 ? cell + width : -1];
    for (const n of next) {
      if (n >= 0 && !seen[n] && indices[n] === target) {
        seen[n] = 1;
        stack.push(n);
      }
    }
  }
  edits.sort((a, b) => a.y - b.y || a.x - b.x);
  const cells = applyEdits(doc, edits);
  commit(doc, { kind: 'fill', edits });
  doc.version++;
  return cells;
}

/** Replaces the colour of the stud at (x, y) with `colour` everywhere on the grid. */
export function replaceColour(doc: MosaicDoc, x: number, y: number, colour: number): number[] {
  endStroke(doc);
  if (!inside(doc, x, y) || !validColour(colour)) return [];
  const { width, indices } = doc;
  const target = indices[y * width + x];
  if (target === colour) return [];
  const edits: Edit[] = [];
  for (let cell = 0; cell < indices.length; cell++) {
    if (indices[cell] === target) edits.push({ x: cell % width, y: Math.floor(cell / width), from: target, to: colour });
  }
  const cells = applyEdits(doc, edits);
  commit(doc, { kind: 'replace', edits });
  doc.version++;
  return cells;
}

// ---- Undo and redo ----

export function canUndo(doc: MosaicDoc): boolean {
  return doc.done.length > 0 || (doc.stroke !== null && doc.stroke.edits.length > 0);
}

export function canRedo(doc: MosaicDoc): boolean {
  return doc.undone.length > 0;
}

export function undo(doc: MosaicDoc): number[] {
  endStroke(doc);
  const action = doc.done.pop();
  if (!action) return [];
  const cells = revertEdits(doc, action.edits);
  doc.undone.push(action);
  doc.version++;
  return cells;
}

export function redo(doc: MosaicDoc): number[] {
  endStroke(doc);
  const action = doc.undone.pop();
  if (!action) return [];
  const cells = applyEdits(doc, action.edits);
  doc.done.push(action);
  doc.version++;
  return cells;
}

// ---- Reprocessing ----

/**
 * Takes a freshly pixelated grid (after a slider change) and re-applies the applied history onto it, at
 * most the newest HISTORY_LIMIT edits. Returns how many edits were re-applied. The redo stack is kept:
 * redoing later paints onto the new grid.
 */
export function reprocessed(doc: MosaicDoc, grid: Grid, counts?: Uint32Array): number {
  endStroke(doc);
  if (grid.width !== doc.width || grid.height !== doc.height) {
    // A different size is a different mosaic: its history no longer applies.
    Object.assign(doc, createDoc(grid, counts), { version: doc.version + 1 });
    return 0;
  }
  doc.indices = grid.indices;
  doc.counts = counts && counts.length === PALETTE_COLOURS ? counts : countColours(grid.indices);
  capHistory(doc);
  let replayed = 0;
  for (const action of doc.done) {
    applyEdits(doc, action.edits);
    replayed += action.edits.length;
  }
  doc.version++;
  return replayed;
}

/** The edits that would be re-applied, oldest first (what the core's replay() takes). */
export function replayList(doc: MosaicDoc): Edit[] {
  return doc.done.flatMap((a) => a.edits).slice(-HISTORY_LIMIT);
}

/** The grid as the cart's `colorMap`: `{"width","height","indices":[...]}` in studs. */
export function toColorMap(doc: MosaicDoc): string {
  return JSON.stringify({ width: doc.width, height: doc.height, indices: Array.from(doc.indices) });
}
