// The editor's view of the grid: zoom and pan. It changes nothing in the design; the stage reads it.

export const ZOOM_MIN = 1;
/** Zoomed in fully, a stud of the largest grid (256 a side) on a 400 px stage is 50 px across. */
export const ZOOM_MAX = 32;
/** Each Zoom in doubles the view (Zoom out halves it). */
export const ZOOM_STEP = 2;

export interface View {
  scale: number;
  x: number;
  y: number;
}

export const FULL_VIEW: View = Object.freeze({ scale: 1, x: 0, y: 0 });

/** The view moved the least so the picture fills a `width` x `height` stage (no empty edge shows). */
export function onPicture(v: View, width: number, height: number): View {
  const minX = width - width * v.scale;
  const minY = height - height * v.scale;
  return { scale: v.scale, x: Math.min(0, Math.max(minX, v.x)), y: Math.min(0, Math.max(minY, v.y)) };
}

export interface ViewState {
  view: View;
  /**
   * Zooms by `factor` (within ZOOM_MIN..ZOOM_MAX), keeping the point under `focus` (stage pixels) still; with
   * `stage`, the view is then kept on the picture (no empty edge shows).
   */
  zoomBy(factor: number, focus?: { x: number; y: number }, stage?: { width: number; height: number }): void;
  resetZoom(): void;
  setView(view: View): void;
}

/** The view's state and actions, for a store whose `set` and `get` include them. */
export function viewSlice(set: (patch: Pick<ViewState, 'view'>) => void, get: () => ViewState): ViewState {
  return {
    view: { ...FULL_VIEW },
    zoomBy(factor, focus, stage) {
      const { view } = get();
      const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.scale * factor));
      if (scale === ZOOM_MIN) return set({ view: { ...FULL_VIEW } });
      const f = focus ?? { x: 0, y: 0 };
      // Keep the point under the focus (stage pixels) where it is.
      const k = scale / view.scale;
      const next = { scale, x: f.x - (f.x - view.x) * k, y: f.y - (f.y - view.y) * k };
      set({ view: stage ? onPicture(next, stage.width, stage.height) : next });
    },
    resetZoom() {
      set({ view: { ...FULL_VIEW } });
    },
    setView(view) {
      set({ view });
    },
  };
}
