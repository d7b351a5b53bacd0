// The editor store: the model (grid, history), the tool state (selected color, tool, pan mode), the view
// (zoom and offset), the sliders, the colors the shop has (availability.ts), and the bridge to the editor
// worker, which it starts on first use.
// React components and the Konva stage only read it and call its actions. Stud changes are also
// announced as "damage" so the stage can repaint only those studs.
import { SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, TIDY_DEFAULT, type Blending, type ColorCap } from '@brixilated/shop';
import { PALETTE_SIZE, type Adjustments, type RenderedImage } from 'mosaic-core';
import { create } from 'zustand';
import * as model from '../common/model';
import type { Damage, EditAction, MosaicDoc } from '../common/model';
import { LatestOnly } from '../../../lib/latest';
import { MESSAGES, type EditedGrid, type GridMessage, type Outcome } from '../common/protocol';
import { ALL_COLORS, fetchAvailableColors, sameColors } from './availability';
import { createEditorBridge, type EditorBridge } from './bridge';

export type Tool = 'paint' | 'eyedropper' | 'fill' | 'replace';
export type SliderName = keyof Adjustments;

// The sliders' range and step are a shop rule (saved designs are checked by it too).
export { SLIDER_DEFAULT, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP } from '@brixilated/shop';
/** The toast shows for 7 s. */
export const TOAST_MS = 7000;
export const ZOOM_MIN = 1;
/** Zoomed in fully, a stud of the largest grid (256 a side) on a 400 px stage is 50 px across. */
export const ZOOM_MAX = 32;
/** Each Zoom in doubles the view (Zoom out halves it). */
export const ZOOM_STEP = 2;

export const DEFAULT_SLIDERS: Adjustments = { brightness: 100, contrast: 100, saturation: 100 };

/**
 * What a moving slider shows at once for a look too slow to follow it (Best likeness, a search; a Colours
 * cap; Tidy lone studs): the plain blending (Smooth for Best likeness, its starting point), and the look
 * itself replaces it once the sliders rest for SLIDERS_REST_MS.
 */
const FAST_BLENDING: Partial<Record<Blending, Blending>> = { likeness: 'smooth' };
export const SLIDERS_REST_MS = 300;

/**
 * What a reprocess draws the photo with: the sliders, the colour blending, the Colours cap ('all' when left
 * out) and Tidy lone studs (the shop's default when left out; with a blending only).
 */
export interface Look {
  adjustments: Adjustments;
  blending: Blending;
  colorCap?: ColorCap;
  tidy?: boolean;
}

/** Whether a look is slower than a plain slider change (see FAST_BLENDING). */
function slow({ blending, colorCap = 'all', tidy = TIDY_DEFAULT }: Look): boolean {
  return blending === 'likeness' || colorCap !== 'all' || (tidy && blending !== 'off');
}

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

export interface View {
  scale: number;
  x: number;
  y: number;
}

type DamageListener = (damage: Damage) => void;

export interface EditorState {
  doc: MosaicDoc | null;
  /** Bumped on every change of the grid, so components that show counts or history re-render. */
  version: number;
  canUndo: boolean;
  canRedo: boolean;
  selected: number | null;
  tool: Tool;
  advanced: boolean;
  panMode: boolean;
  view: View;
  adjustments: Adjustments;
  /**
   * Colour blending: Off (each stud the nearest colour), Smooth (Floyd-Steinberg), Crisp (Atkinson) or Best
   * likeness (Smooth improved by a search; Smooth is shown while a slider moves).
   */
  blending: Blending;
  /** Colours: at most this many of the available colours, those that best render the photo ('all': every one). */
  colorCap: ColorCap;
  /** Tidy lone studs (with a blending): a stud whose neighbours all differ takes a neighbour's colour when that costs little. */
  tidy: boolean;
  /** The preview shows the mosaic as seen from across the room (3 m) instead of up close; painting waits. */
  distanceView: boolean;
  processing: boolean;
  error: string | null;
  toast: string | null;
  /** Reprocesses finished so far (tests and the benchmark wait on it). */
  reprocessCount: number;
  /**
   * The palette indices the shopper may use (ascending): the shop's available colors, all 40 until known
   * or when the shop cannot be asked. The worker quantises with only these, the Advanced Editor offers
   * only these, and no tool paints another.
   */
  allowed: readonly number[];

  /** The editor worker, started on first use (the wizard's photo steps use it too). */
  worker(): EditorBridge['worker'];
  /** Puts another worker in place (a stand-in in tests), or none. */
  attach(bridge: EditorBridge | null): void;
  /**
   * Asks the shop which colors are available (one call at a time) and adopts the answer: when it differs
   * from the colors the open grid was made with, edits painting a color no longer available are dropped
   * from the history, an unavailable selected color is deselected, and the grid is reprocessed.
   */
  checkAvailability(): Promise<readonly number[]>;
  /** The colors to quantise a new photo with: the answer being awaited, else the last one (asking once if never asked). */
  availableColors(): Promise<readonly number[]>;
  /** Opens a grid the worker made with these sliders, the `allowed` colors (all when left out) and this blending. */
  load(grid: GridMessage, adjustments?: Adjustments, allowed?: readonly number[], blending?: Blending): void;
  /**
   * Opens a kept design again (a saved design, or the wizard after a page reload): its grid exactly as it
   * was, the look it was drawn with and its edit history. A grid holding a colour the shop no longer has is
   * remade with the available ones (its edits in that colour dropped), as for a colour running out.
   */
  restore(grid: KeptGrid, look: Look, history: KeptHistory): void;
  clear(): void;
  subscribeDamage(listener: DamageListener): () => void;

  setAdjustment(name: SliderName, value: number): void;
  resetSliders(): void;
  autoAdjust(): Promise<void>;
  /** Chooses the colour blending; the picture is reprocessed like a slider change (edits replayed). */
  setBlending(blending: Blending): void;
  /** Chooses the Colours cap; reprocessed like a slider change. */
  setColorCap(cap: ColorCap): void;
  /** Turns Tidy lone studs on or off; reprocessed like a slider change. */
  setTidy(on: boolean): void;
  setDistanceView(on: boolean): void;
  /** The open grid as seen from across the room, drawn by the worker at `pxPerStud` pixels a stud. */
  renderFromDistance(pxPerStud: number): Promise<Outcome<RenderedImage>>;

  setAdvanced(on: boolean): void;
  setPanMode(on: boolean): void;
  setTool(tool: Tool): void;
  /** Click selects a palette color; clicking it again deselects it. */
  toggleColor(index: number): void;

  /** Pointer down on stud (x, y) with the current tool. */
  pointerDown(x: number, y: number): void;
  /** Pointer moved to stud (x, y) while down (brush strokes only). */
  pointerMove(x: number, y: number): void;
  pointerUp(): void;
  undo(): void;
  redo(): void;

  zoomBy(factor: number, focus?: { x: number; y: number }): void;
  resetZoom(): void;
  setView(view: View): void;
  dismissToast(): void;
}

/** Slider values snap to the minimum gap and stay within 0..200. */
export function snapSlider(value: number): number {
  const v = Math.round(value / SLIDER_STEP) * SLIDER_STEP;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, v));
}

export function replayedMessage(edits: number): string {
  return `Your ${edits} pixel ${edits === 1 ? 'edit was' : 'edits were'} re-applied to the updated picture.`;
}

export const useEditor = create<EditorState>((set, get) => {
  const listeners = new Set<DamageListener>();
  let bridge: EditorBridge | null = null;
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let lastStud: { x: number; y: number } | null = null;
  /** The colors the open grid was made (or is being remade) with. */
  let docAllowed: readonly number[] = ALL_COLORS;
  /** The availability call in flight, and whether one ever answered. */
  let asking: Promise<readonly number[]> | null = null;
  let asked = false;
  /** The searched picture's request, waiting for the sliders to rest (see FAST_BLENDING). */
  let restTimer: ReturnType<typeof setTimeout> | undefined;

  const isAllowed = (color: number) => get().allowed.includes(color);

  function emit(damage: Damage) {
    for (const l of listeners) l(damage);
  }

  function changed(cells: number[] | 'all') {
    const { doc } = get();
    if (!doc) return;
    if (cells === 'all') emit({ all: true });
    else if (cells.length) emit({ all: false, cells });
    else return;
    set({ version: doc.version, canUndo: model.canUndo(doc), canRedo: model.canRedo(doc) });
  }

  function showToast(message: string) {
    clearTimeout(toastTimer);
    set({ toast: message });
    toastTimer = setTimeout(() => set({ toast: null }), TOAST_MS);
  }

  function connected(): EditorBridge {
    bridge ??= createEditorBridge();
    return bridge;
  }

  /**
   * Reprocesses with the worker, which replays the history onto the new grid with the core. Painting
   * goes on meanwhile (on this thread, at once): when the history changed while the worker was busy, the
   * worker replays the newer history onto the same new grid, until the answer matches the history.
   */
  async function reprocessInWorker({
    adjustments,
    blending,
    colorCap = 'all',
    tidy = TIDY_DEFAULT,
  }: Look): Promise<{ doc: MosaicDoc | null; outcome: Outcome<EditedGrid> }> {
    const { doc } = get();
    if (!doc || !bridge) return { doc, outcome: { ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto } };
    const { worker } = bridge;
    let sent = doc.version;
    const { allowed } = get();
    docAllowed = allowed;
    let outcome = await worker.pixelate(adjustments, model.replayList(doc), [...allowed], blending, {
      colorCap,
      tidy,
    });
    while (outcome.ok && get().doc === doc && doc.version !== sent) {
      sent = doc.version;
      outcome = await worker.replay(model.replayList(doc));
    }
    return { doc, outcome };
  }

  const reprocess = new LatestOnly<Look, { doc: MosaicDoc | null; outcome: Outcome<EditedGrid> }>(
    reprocessInWorker,
    ({ doc, outcome }, look, stale) => {
      // A fast picture shown while the searched one waits for the sliders to rest: not the last word.
      const now = get();
      const interim =
        stale ||
        restTimer !== undefined ||
        look.blending !== now.blending ||
        look.colorCap !== now.colorCap ||
        look.tidy !== now.tidy;
      if (!outcome.ok) {
        set({ error: outcome.message, processing: !interim ? false : get().processing });
        return;
      }
      // A new photo was loaded meanwhile: this answer belongs to the old one.
      if (!doc || get().doc !== doc) return;
      const replayed = model.adoptReplayed(doc, outcome.value);
      changed('all');
      set({ error: null, reprocessCount: get().reprocessCount + 1, ...(interim ? {} : { processing: false }) });
      if (!interim && replayed > 0) showToast(replayedMessage(replayed));
    },
    (err) =>
      set({ processing: false, error: err instanceof Error ? err.message : 'The picture could not be updated.' }),
  );

  /**
   * Reprocesses with the look now chosen (sliders and blending); the newest request wins. While a slider
   * `moving`, a blending too slow to follow it is drawn with its fast stand-in at once and itself once the
   * sliders rest.
   */
  function requestReprocess(moving = false) {
    const chosen = (): Look => {
      const { adjustments, blending, colorCap, tidy } = get();
      return { adjustments, blending, colorCap, tidy };
    };
    const look = chosen();
    set({ processing: true });
    clearTimeout(restTimer);
    restTimer = undefined;
    if (moving && slow(look)) {
      restTimer = setTimeout(() => {
        restTimer = undefined;
        if (get().doc) reprocess.request(chosen());
      }, SLIDERS_REST_MS);
      const blending = FAST_BLENDING[look.blending] ?? look.blending;
      reprocess.request({ adjustments: look.adjustments, blending, colorCap: 'all', tidy: false });
      return;
    }
    reprocess.request(look);
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

  /** Opens `doc`, made with `allowed` colours and this look, in a fresh view. */
  function open(
    doc: MosaicDoc,
    adjustments: Adjustments,
    allowed: readonly number[],
    blending: Blending,
    finish: { colorCap: ColorCap; tidy: boolean } = { colorCap: 'all', tidy: TIDY_DEFAULT },
  ) {
    lastStud = null;
    docAllowed = allowed;
    set({
      doc,
      version: doc.version,
      canUndo: model.canUndo(doc),
      canRedo: model.canRedo(doc),
      adjustments: { ...adjustments },
      blending,
      ...finish,
      selected: null,
      tool: 'paint',
      advanced: false,
      panMode: false,
      distanceView: false,
      view: { scale: 1, x: 0, y: 0 },
      processing: false,
      error: null,
    });
    emit({ all: true });
    // Availability may have changed since the photo was cropped.
    followAllowed();
  }

  return {
    doc: null,
    version: 0,
    canUndo: false,
    canRedo: false,
    selected: null,
    tool: 'paint',
    advanced: false,
    panMode: false,
    view: { scale: 1, x: 0, y: 0 },
    adjustments: { ...DEFAULT_SLIDERS },
    blending: 'off',
    colorCap: 'all',
    tidy: TIDY_DEFAULT,
    distanceView: false,
    processing: false,
    error: null,
    toast: null,
    reprocessCount: 0,
    allowed: ALL_COLORS,

    checkAvailability() {
      asking ??= fetchAvailableColors().then((allowed) => {
        asking = null;
        asked = true;
        if (!sameColors(allowed, get().allowed)) set({ allowed });
        followAllowed();
        return get().allowed;
      });
      return asking;
    },

    availableColors() {
      if (asking) return asking;
      return asked ? Promise.resolve(get().allowed) : get().checkAvailability();
    },

    worker() {
      return connected().worker;
    },

    attach(next) {
      if (bridge && bridge !== next) bridge.dispose();
      bridge = next;
    },

    load(grid, adjustments = DEFAULT_SLIDERS, allowed = ALL_COLORS, blending = 'off') {
      open(model.createDoc(grid), adjustments, allowed, blending);
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
      open(doc, adjustments, usesOnlyAllowed ? allowed : ALL_COLORS, blending, { colorCap, tidy });
    },

    clear() {
      clearTimeout(toastTimer);
      clearTimeout(restTimer);
      restTimer = undefined;
      set({
        doc: null,
        version: 0,
        canUndo: false,
        canRedo: false,
        toast: null,
        error: null,
        processing: false,
        adjustments: { ...DEFAULT_SLIDERS },
        blending: 'off',
        colorCap: 'all',
        tidy: TIDY_DEFAULT,
        distanceView: false,
      });
    },

    subscribeDamage(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setAdjustment(name, value) {
      const v = snapSlider(value);
      const current = get().adjustments;
      if (current[name] === v) return;
      set({ adjustments: { ...current, [name]: v } });
      requestReprocess(true);
    },

    resetSliders() {
      set({ adjustments: { ...DEFAULT_SLIDERS } });
      requestReprocess();
    },

    async autoAdjust() {
      if (!bridge) return;
      set({ processing: true });
      // The blending shown (a restored design's reaches the worker only with its first reprocess).
      const outcome = await bridge.worker.suggest(get().blending).catch((): Outcome<Adjustments> => ({
        ok: false,
        code: 'INTERNAL',
        message: 'The suggestion could not be made. Please try again.',
      }));
      if (!outcome.ok) {
        set({ processing: false, error: outcome.message });
        return;
      }
      const adjustments = {
        brightness: snapSlider(outcome.value.brightness),
        contrast: snapSlider(outcome.value.contrast),
        saturation: snapSlider(outcome.value.saturation),
      };
      set({ adjustments });
      requestReprocess();
    },

    setDistanceView(on) {
      const { doc } = get();
      if (doc) model.endStroke(doc);
      set({ distanceView: on });
    },

    async renderFromDistance(pxPerStud) {
      const { doc } = get();
      if (!doc || !bridge) return { ok: false, code: 'NO_PHOTO', message: MESSAGES.noPhoto };
      // A copy: the grid changes in place while the shopper paints.
      return bridge.worker.viewFromDistance(doc.width, doc.height, doc.indices.slice(), pxPerStud);
    },

    setBlending(blending) {
      if (get().blending === blending) return;
      set({ blending });
      requestReprocess();
    },

    setColorCap(colorCap) {
      if (get().colorCap === colorCap) return;
      set({ colorCap });
      requestReprocess();
    },

    setTidy(tidy) {
      if (get().tidy === tidy) return;
      set({ tidy });
      // Without a blending there is nothing to tidy: the picture stays as it is.
      if (get().blending !== 'off') requestReprocess();
    },

    setAdvanced(on) {
      const { doc } = get();
      if (doc) model.endStroke(doc);
      set({ advanced: on, panMode: on ? get().panMode : false });
    },
    setPanMode(on) {
      set({ panMode: on });
    },
    setTool(tool) {
      set({ tool });
    },
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

    zoomBy(factor, focus) {
      const { view } = get();
      const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.scale * factor));
      if (scale === ZOOM_MIN) return set({ view: { scale, x: 0, y: 0 } });
      const f = focus ?? { x: 0, y: 0 };
      // Keep the point under the focus (stage pixels) where it is.
      const k = scale / view.scale;
      set({ view: { scale, x: f.x - (f.x - view.x) * k, y: f.y - (f.y - view.y) * k } });
    },
    resetZoom() {
      set({ view: { scale: 1, x: 0, y: 0 } });
    },
    setView(view) {
      set({ view });
    },
    dismissToast() {
      clearTimeout(toastTimer);
      set({ toast: null });
    },
  };
});
