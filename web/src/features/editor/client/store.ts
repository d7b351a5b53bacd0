// The editor store: the design (grid and history, through the model), the tools (selected colour, tool,
// Advanced Editor, pan mode), the look it is drawn with (sliders, blending, Colours, Tidy) and the view
// (view.ts). Pictures come from the pipeline (pipeline.ts), which owns the worker, the colours the shop has
// and the reprocess queue. React components and the Konva stage only read it and call its actions; stud
// changes are announced as damage (damage.ts) so the stage repaints only those studs.
import { BLENDING_DEFAULT, TIDY_DEFAULT, type Blending } from '@brixilated/shop';
import { PALETTE_SIZE, type Adjustments, type RenderedImage } from 'mosaic-core';
import { create } from 'zustand';
import { whenIdle } from '../../../lib/idle';
import * as model from '../common/model';
import type { EditAction, MosaicDoc } from '../common/model';
import { MESSAGES, type GridMessage, type Outcome } from '../common/protocol';
import { ALL_COLORS, sameColors } from './availability';
import { createDamageEvents, type DamageListener } from './damage';
import { DEFAULT_SLIDERS, FIRST_LOOK, lookSlice, type LookState } from './look';
import { drawnFirst, editorPipeline, type Look } from './pipeline';
import { createToast, replayedMessage } from './toast';
import { FULL_VIEW, viewSlice, type ViewState } from './view';

export type Tool = 'paint' | 'eyedropper' | 'fill' | 'replace';

// The sliders' range and step are a shop rule (saved designs are checked by it too).
export { SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from '@brixilated/shop';
export { DEFAULT_SLIDERS, snapSlider, type SliderName } from './look';
export { SLIDERS_REST_MS, type Look } from './pipeline';
export { TOAST_MS, replayedMessage } from './toast';
export { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, type View } from './view';

/** A grid as kept to open again (its counts are counted anew). */
export interface KeptGrid {
  width: number;
  height: number;
  indices: Uint8Array;
}

/** An edit history as kept to open again: the applied actions, oldest first, and the undone ones. */
export interface KeptHistory {
  done: EditAction[];
  undone: EditAction[];
}

export interface EditorState extends ViewState, LookState {
  doc: MosaicDoc | null;
  /** Bumped on every change of the grid, so components that show counts or history re-render. */
  version: number;
  canUndo: boolean;
  canRedo: boolean;
  selected: number | null;
  tool: Tool;
  advanced: boolean;
  panMode: boolean;
  /** The preview shows the mosaic as seen from across the room (3 m) instead of up close; painting waits. */
  distanceView: boolean;
  processing: boolean;
  error: string | null;
  toast: string | null;
  /** Reprocesses finished so far (tests and the benchmark wait on it). */
  reprocessCount: number;
  /**
   * The palette indices the shopper may use (ascending): the shop's available colours as the pipeline last
   * heard them. The Advanced Editor offers only these and no tool paints another.
   */
  allowed: readonly number[];

  /**
   * Opens a grid the worker made with these sliders, the `allowed` colors (all when left out) and this blending
   * (the shop's default when left out) or, for a slow one, its fast stand-in (`drawnFirst`, as a new photo's crop
   * is drawn): the blending itself is then asked for at once and replaces it (the editor is open meanwhile).
   */
  load(grid: GridMessage, adjustments?: Adjustments, allowed?: readonly number[], blending?: Blending): void;
  /**
   * Opens a kept design again (a saved design, or the wizard after a page reload): its grid exactly as it
   * was, the look it was drawn with and its edit history. A grid holding a colour the shop no longer has is
   * remade with the available ones (its edits in that colour dropped), as for a colour running out.
   */
  restore(grid: KeptGrid, look: Look, history: KeptHistory): void;
  clear(): void;
  subscribeDamage(listener: DamageListener): () => void;

  setDistanceView(on: boolean): void;
  /** The open grid as seen from across the room, drawn by the worker at `pxPerStud` pixels a stud. */
  renderFromDistance(pxPerStud: number): Promise<Outcome<RenderedImage>>;

  setAdvanced(on: boolean): void;
  setPanMode(on: boolean): void;
  setTool(tool: Tool): void;
  /** Click selects a palette color; clicking it again deselects it. */
  toggleColor(index: number): void;
  /** Pointer down on stud (x, y) with the current tool; moved while down (brush strokes only); up. */
  pointerDown(x: number, y: number): void;
  pointerMove(x: number, y: number): void;
  pointerUp(): void;
  undo(): void;
  redo(): void;
  dismissToast(): void;
}

/** How long the editor's reprocess after its first picture waits at most for the page to be idle. */
const REPROCESS_IDLE_MS = 200;

export const useEditor = create<EditorState>((set, get) => {
  const damage = createDamageEvents();
  const toast = createToast(set);
  let lastStud: { x: number; y: number } | null = null;
  /** The colors the open grid was made (or is being remade) with. */
  let docAllowed: readonly number[] = ALL_COLORS;

  const isAllowed = (color: number) => get().allowed.includes(color);

  function changed(cells: number[] | 'all') {
    const { doc } = get();
    if (!doc) return;
    if (cells === 'all') damage.emit({ all: true });
    else if (cells.length) damage.emit({ all: false, cells });
    else return;
    set({ version: doc.version, canUndo: model.canUndo(doc), canRedo: model.canRedo(doc) });
  }

  const reprocess = editorPipeline.reprocessQueue({
    current() {
      const { doc, adjustments, blending, colorCap, tidy, allowed } = get();
      return { doc, look: { adjustments, blending, colorCap, tidy }, allowed };
    },
    done({ doc, outcome, interim }) {
      if (!outcome.ok) return set({ error: outcome.message, processing: interim && get().processing });
      // A new photo was loaded meanwhile: this answer belongs to the old one.
      if (!doc || get().doc !== doc) return;
      const replayed = model.adoptReplayed(doc, outcome.value);
      changed('all');
      set({ error: null, reprocessCount: get().reprocessCount + 1, ...(interim ? {} : { processing: false }) });
      if (!interim && replayed > 0) toast.show(replayedMessage(replayed));
    },
    failed: (message) => set({ processing: false, error: message }),
  });

  /** Requests made so far (a deferred one is dropped when another came first). */
  let requests = 0;

  /** Reprocesses with the look now chosen; `moving`: a slider is moving (see the pipeline's queue). */
  function requestReprocess(moving = false) {
    requests++;
    docAllowed = get().allowed;
    set({ processing: true });
    reprocess.request(moving);
  }

  /**
   * Reprocesses once the page is idle (the editor's first picture drawn), unless another request came first;
   * processing from now, so the step waits for it.
   */
  function reprocessWhenIdle() {
    const { doc } = get();
    const asked = requests;
    set({ processing: true });
    whenIdle(
      () => {
        if (get().doc === doc && requests === asked) requestReprocess();
      },
      { timeout: REPROCESS_IDLE_MS },
    );
  }

  /** Brings the open grid and the tools in line with the colors now allowed. */
  function followAllowed() {
    const { doc, allowed, selected } = get();
    if (selected !== null && !allowed.includes(selected)) set({ selected: null });
    if (!doc || sameColors(docAllowed, allowed)) return;
    // Edits in an unavailable color are dropped (not mapped to another color): the reprocessed grid's
    // own color is the nearest available one for each of those studs.
    if (model.dropEditsOutside(doc, allowed) > 0) set({ canUndo: model.canUndo(doc), canRedo: model.canRedo(doc) });
    requestReprocess();
  }

  // Every answer about the shop's colours: adopted, and the open grid follows it.
  editorPipeline.onColors((allowed) => {
    if (!sameColors(allowed, get().allowed)) set({ allowed });
    followAllowed();
  });

  /** Opens `doc`, made with `allowed` colours and this look, in a fresh view. */
  function open(doc: MosaicDoc, allowed: readonly number[], look: Required<Look>) {
    lastStud = null;
    docAllowed = allowed;
    set({
      doc,
      version: doc.version,
      canUndo: model.canUndo(doc),
      canRedo: model.canRedo(doc),
      ...look,
      adjustments: { ...look.adjustments },
      selected: null,
      tool: 'paint',
      advanced: false,
      panMode: false,
      distanceView: false,
      view: { ...FULL_VIEW },
      processing: false,
      adjusting: false,
      autoAdjusted: null,
      error: null,
    });
    damage.emit({ all: true });
    // Availability may have changed since the photo was cropped.
    followAllowed();
  }

  return {
    ...viewSlice(set, get),
    doc: null,
    version: 0,
    canUndo: false,
    canRedo: false,
    selected: null,
    tool: 'paint',
    advanced: false,
    panMode: false,
    ...lookSlice(set, get, requestReprocess),
    distanceView: false,
    processing: false,
    error: null,
    toast: null,
    reprocessCount: 0,
    allowed: ALL_COLORS,

    load(grid, adjustments = DEFAULT_SLIDERS, allowed = ALL_COLORS, blending = BLENDING_DEFAULT) {
      open(model.createDoc(grid), allowed, { ...FIRST_LOOK, adjustments, blending });
      if (drawnFirst(blending) !== blending && !get().processing) reprocessWhenIdle();
    },

    restore(grid, { adjustments, blending, colorCap = 'all', tidy = TIDY_DEFAULT }, history) {
      const counts = new Uint32Array(PALETTE_SIZE);
      for (const i of grid.indices) counts[i]++;
      const doc = model.createDoc({ width: grid.width, height: grid.height, indices: grid.indices.slice(), counts });
      doc.done = model.copyActions(history.done);
      doc.undone = model.copyActions(history.undone);
      // Made with the colours available now when it uses only those; otherwise it is remade with them.
      const { allowed } = get();
      const usesOnlyAllowed = counts.every((n, i) => n === 0 || allowed.includes(i));
      open(doc, usesOnlyAllowed ? allowed : ALL_COLORS, { adjustments, blending, colorCap, tidy });
    },

    clear() {
      toast.dismiss();
      reprocess.cancel();
      set({
        doc: null,
        version: 0,
        canUndo: false,
        canRedo: false,
        error: null,
        processing: false,
        distanceView: false,
      });
      set({ ...FIRST_LOOK, adjustments: { ...DEFAULT_SLIDERS }, adjusting: false, autoAdjusted: null });
    },

    subscribeDamage: damage.subscribe,

    setDistanceView(on) {
      const { doc } = get();
      if (doc) model.endStroke(doc);
      set({ distanceView: on });
    },

    async renderFromDistance(pxPerStud) {
      const { doc } = get();
      if (!doc) return { ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto };
      // A copy: the grid changes in place while the shopper paints.
      return editorPipeline.viewFromDistance(doc.width, doc.height, doc.indices.slice(), pxPerStud);
    },

    setAdvanced(on) {
      const { doc } = get();
      if (doc) model.endStroke(doc);
      set({ advanced: on, panMode: on ? get().panMode : false });
    },
    setPanMode: (panMode) => set({ panMode }),
    setTool: (tool) => set({ tool }),
    toggleColor(index) {
      if (!isAllowed(index)) return;
      set({ selected: get().selected === index ? null : index });
    },

    pointerDown(x, y) {
      const { doc, selected, tool, distanceView } = get();
      // From across the room nothing is painted: the shopper looks, then comes back close to paint.
      if (!doc || distanceView) return;
      if (tool === 'eyedropper') {
        // A stud in a color the shop no longer has (painted before it ran out) is not picked up.
        const color = model.colorAt(doc, x, y);
        if (color !== null && isAllowed(color)) set({ selected: color, tool: 'paint' });
        return;
      }
      // Painting needs a selected (and available) color: without one, a click on the grid does nothing.
      if (selected === null || !isAllowed(selected)) return;
      if (tool === 'fill') return changed(model.floodFill(doc, x, y, selected));
      if (tool === 'replace') return changed(model.replaceColor(doc, x, y, selected));
      model.beginStroke(doc);
      lastStud = { x, y };
      changed(model.paint(doc, x, y, selected));
    },

    pointerMove(x, y) {
      const { doc, selected } = get();
      if (!doc || !doc.stroke || selected === null || !isAllowed(selected) || !lastStud) return;
      if (lastStud.x === x && lastStud.y === y) return;
      const from = lastStud;
      lastStud = { x, y };
      changed(model.paintLine(doc, from.x, from.y, x, y, selected));
    },

    pointerUp() {
      const { doc } = get();
      lastStud = null;
      if (!doc || !doc.stroke) return;
      model.endStroke(doc);
      set({ canUndo: model.canUndo(doc), canRedo: model.canRedo(doc) });
    },

    undo() {
      const { doc } = get();
      if (doc) changed(model.undo(doc));
    },
    redo() {
      const { doc } = get();
      if (doc) changed(model.redo(doc));
    },
    dismissToast: toast.dismiss,
  };
});
