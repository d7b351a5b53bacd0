// The palette colour whose studs the stage picks out while the customer points at it (or focuses it) in the
// palette: a view state only, never part of the design.
import { create } from 'zustand';

interface HighlightState {
  /** The palette index whose studs stand out, or null. */
  index: number | null;
  setHighlight(index: number | null): void;
}

export const useHighlight = create<HighlightState>((set) => ({
  index: null,
  setHighlight: (index) => set({ index }),
}));
