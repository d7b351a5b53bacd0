// The pixel editor as plain model code: the grid of palette indices, the per-color counts and the edit
// history. No React, no Konva, no worker: the zustand store wraps it and the stage only draws it.
//
// History: each entry is one named action (a brush stroke, a flood fill, a color replacement) holding the
// studs it changed as { x, y, from, to }. Undo writes every `from` back (newest first), redo writes every
// `to`. Painting changes the grid here at once (the stage repaints the stud in the same frame); after a
// slider change the worker replays the history onto the new grid with the core (see adoptReplayed), and
// each edit's `from` becomes the new grid's color under it, so undo stays right.
import { serializeColorMap } from '@brixilated/shop';
import { MAX_HISTORY, PALETTE_SIZE, type Edit } from 'mosaic-core';
import type { EditedGrid, GridMessage } from './protocol';

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
  /** Studs per palette color, always in step with `indices`. */
  counts: Uint32Array;
  /** Applied actions, oldest first. */
  done: EditAction[];
  /** Undone actions, the next one to redo last. */
  undone: EditAction[];
  /** The brush stroke being drawn (click and drag), committed by endStroke. */
  stroke: EditAction | null;
  version: number;
}

/** A document for a grid as the worker sends it (the grid and the core's counts of it). */
export function createDoc(grid: GridMessage): MosaicDoc {
  if (grid.counts.length !== PALETTE_SIZE) throw new Error(`A grid needs ${PALETTE_SIZE} counts`);
  return {
    width: grid.width,
    height: grid.height,
    indices: grid.indices,
    counts: grid.counts,
    done: [],
    undone: [],
    stroke: null,
    version: 0,
  };
}

/** A deep copy of `actions` (the doc changes its history in place; a kept or saved copy must not follow). */
export function copyActions(actions: readonly EditAction[]): EditAction[] {
  return actions.map((a) => ({ kind: a.kind, edits: a.edits.map((e) => ({ ...e })) }));
}

export function editCount(actions: readonly EditAction[]): number {
  let n = 0;
  for (const a of actions) n += a.edits.length;
  return n;
}

export function inside(doc: MosaicDoc, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < doc.width && y < doc.height;
}

export function colorAt(doc: MosaicDoc, x: number, y: number): number | null {
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

/** Writes each edit's `to`, recording the color it replaced as `from`. Returns the damaged cells. */
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

/** Keeps the history within MAX_HISTORY edits by dropping the oldest actions (and, for one huge
 * action, its oldest edits: those can no longer be undone one by one, but their studs stay painted). */
function capHistory(doc: MosaicDoc): void {
  let total = editCount(doc.done);
  while (total > MAX_HISTORY && doc.done.length > 1) {
    total -= doc.done.shift()!.edits.length;
  }
  if (total > MAX_HISTORY) {
    const only = doc.done[0];
    only.edits = only.edits.slice(only.edits.length - MAX_HISTORY);
  }
}

function commit(doc: MosaicDoc, action: EditAction): void {
  if (action.edits.length === 0) return;
  doc.done.push(action);
  doc.undone = [];
  capHistory(doc);
}

function validColor(color: number): boolean {
  return Number.isInteger(color) && color >= 0 && color < PALETTE_SIZE;
}

// ---- Brush strokes: click paints one stud, drag paints every stud the pointer crosses. ----

export function beginStroke(doc: MosaicDoc): void {
  if (doc.stroke) endStroke(doc);
  doc.stroke = { kind: 'paint', edits: [] };
}

/** Paints one stud with `color` as part of the current stroke (one is started if none is open).
 * Returns the damaged cells (empty when the stud already had that color or is off the grid). */
export function paint(doc: MosaicDoc, x: number, y: number, color: number): number[] {
  if (!inside(doc, x, y) || !validColor(color)) return [];
  const cell = y * doc.width + x;
  if (doc.indices[cell] === color) return [];
  if (!doc.stroke) beginStroke(doc);
  const edit: Edit = { x, y, from: doc.indices[cell], to: color };
  doc.stroke!.edits.push(edit);
  applyEdits(doc, [edit]);
  doc.version++;
  return [cell];
}

/** Paints the straight line of studs from (x0, y0) to (x1, y1) (Bresenham), so a fast drag leaves no gaps. */
export function paintLine(doc: MosaicDoc, x0: number, y0: number, x1: number, y1: number, color: number): number[] {
  const cells: number[] = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    cells.push(...paint(doc, x, y, color));
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

/** Paints the 4-connected area of same-colored studs around (x, y). */
export function floodFill(doc: MosaicDoc, x: number, y: number, color: number): number[] {
  endStroke(doc);
  if (!inside(doc, x, y) || !validColor(color)) return [];
  const { width, height, indices } = doc;
  const start = y * width + x;
  const target = indices[start];
  if (target === color) return [];
  const seen = new Uint8Array(width * height);
  const stack = [start];
  seen[start] = 1;
  const edits: Edit[] = [];
  while (stack.length) {
    const cell = stack.pop()!;
    const cx = cell % width;
    const cy = (cell - cx) / width;
    edits.push({ x: cx, y: cy, from: target, to: color });
    const next = [
      cx > 0 ? cell - 1 : -1,
      cx < width - 1 ? cell + 1 : -1,
      cy > 0 ? cell - width : -1,
      cy < height - 1 ? cell + width : -1,
    ];
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

/** Replaces the color of the stud at (x, y) with `color` everywhere on the grid. */
export function replaceColor(doc: MosaicDoc, x: number, y: number, color: number): number[] {
  endStroke(doc);
  if (!inside(doc, x, y) || !validColor(color)) return [];
  const { width, indices } = doc;
  const target = indices[y * width + x];
  if (target === color) return [];
  const edits: Edit[] = [];
  for (let cell = 0; cell < indices.length; cell++) {
    if (indices[cell] === target) edits.push({ x: cell % width, y: Math.floor(cell / width), from: target, to: color });
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
  return moveAction(doc, 'done', 'undone', revertEdits);
}

export function redo(doc: MosaicDoc): number[] {
  return moveAction(doc, 'undone', 'done', applyEdits);
}

/**
 * Undo and redo: ends the stroke, takes the newest action of `from`, changes the grid by it and keeps it in
 * `to`. The lists are looked up after the stroke ends (committing a stroke replaces `undone`).
 */
function moveAction(
  doc: MosaicDoc,
  from: 'done' | 'undone',
  to: 'done' | 'undone',
  change: (doc: MosaicDoc, edits: Edit[]) => number[],
): number[] {
  endStroke(doc);
  const action = doc[from].pop();
  if (!action) return [];
  const cells = change(doc, action.edits);
  doc[to].push(action);
  doc.version++;
  return cells;
}

// ---- Reprocessing ----

/**
 * The edits the worker replays onto a reprocessed grid, oldest first: the history and the stroke being
 * drawn, at most the newest MAX_HISTORY.
 */
export function replayList(doc: MosaicDoc): Edit[] {
  const edits = doc.done.flatMap((a) => a.edits);
  if (doc.stroke) edits.push(...doc.stroke.edits);
  return edits.slice(-MAX_HISTORY);
}

/**
 * Takes a reprocessed grid onto which the worker's core replayed `replayList(doc)` (the caller checks that
 * the history has not changed since it was sent: `doc.version`). Each replayed edit's `from` becomes the
 * color it painted over on the new grid. The redo stack is kept: redoing later paints onto the new grid.
 * Returns how many edits were re-applied.
 */
export function adoptReplayed(doc: MosaicDoc, edited: EditedGrid): number {
  const edits = replayList(doc);
  if (edited.width !== doc.width || edited.height !== doc.height || edited.under.length !== edits.length) {
    throw new Error('The reprocessed picture does not match the one being edited');
  }
  if (edited.counts.length !== PALETTE_SIZE) throw new Error(`A grid needs ${PALETTE_SIZE} counts`);
  doc.indices = edited.indices;
  doc.counts = edited.counts;
  edits.forEach((e, i) => (e.from = edited.under[i]));
  doc.version++;
  return edits.length;
}

/**
 * Drops from the history (done, undone and the stroke being drawn) every edit that paints a color
 * outside `allowed` (palette indices): the shop stopped selling it during the session. Those studs get
 * the reprocessed grid's color, which the caller asks the worker for next (the grid here still shows the
 * dropped paint until then). Actions left empty go. Returns how many edits were dropped.
 */
export function dropEditsOutside(doc: MosaicDoc, allowed: readonly number[]): number {
  const ok = new Uint8Array(PALETTE_SIZE);
  for (const i of allowed) ok[i] = 1;
  let dropped = 0;
  const keep = (action: EditAction): boolean => {
    const before = action.edits.length;
    action.edits = action.edits.filter((e) => ok[e.to] === 1);
    dropped += before - action.edits.length;
    return action.edits.length > 0;
  };
  doc.done = doc.done.filter(keep);
  doc.undone = doc.undone.filter(keep);
  if (doc.stroke) keep(doc.stroke);
  if (dropped > 0) doc.version++;
  return dropped;
}

/** The grid as the cart's `colorMap` (the shop's codec). */
export function toColorMap(doc: MosaicDoc): string {
  return serializeColorMap(doc);
}
