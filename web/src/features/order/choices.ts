// The customer's choices on the Shape and Size steps: the shape, its standard sizes as the server prices
// them, the chosen size or a custom one in plates (priced by the server too), and the unit sizes show in.
import { create } from 'zustand';
import {
  MAX_PLATES,
  MIN_PLATES,
  customSizeProblem,
  platesToInches,
  type Shape,
  type SizeName,
  type SizeRecord,
} from '@brixilated/shop';
import { api, errorMessage } from '../../lib/api';
import { LatestOnly } from '../../lib/latest';
import { DEFAULT_CUSTOM, SHAPES, type Unit } from './shapes';

export interface Plates {
  wide: number;
  high: number;
}

export interface ChoicesState {
  shape: Shape | null;
  shapeDescription: string;
  /** The shape's standard sizes. */
  sizes: SizeRecord[];
  sizesError: string | null;
  sizeName: SizeName | null;
  custom: Plates;
  customRecord: SizeRecord | null;
  customError: string | null;
  unit: Unit;

  /** Returns false when the shape was already chosen. */
  chooseShape(shape: Shape): boolean;
  /** Returns false when the size was already chosen. */
  chooseSize(name: SizeName): boolean;
  /** Sets the custom plates (each side kept within the plate limits) and prices them. */
  setCustom(wide: number, high: number): void;
  setUnit(unit: Unit): void;
  /** Asks the server for the shape's sizes again (after a failed request). */
  reloadSizes(): void;
  /** Forgets the shape and size (Start Over); the unit and the custom plates stay as they were. */
  reset(): void;
  /** Takes kept choices back (a saved design, or the wizard after a page reload); the sizes are asked for again. */
  restore(kept: KeptChoices): void;
}

/** The choices as kept to open the wizard again. */
export interface KeptChoices {
  shape: Shape | null;
  sizeName: SizeName | null;
  custom: Plates;
  unit: Unit;
}

/** The chosen size's record (Custom: the priced custom record), or null. */
export function selectedSize(s: Pick<ChoicesState, 'sizes' | 'sizeName' | 'customRecord'>): SizeRecord | null {
  if (!s.sizeName) return null;
  if (s.sizeName === 'Custom') return s.customRecord;
  return s.sizes.find((r) => r.sizeData.size === s.sizeName) ?? null;
}

const clampPlates = (n: number) => Math.min(MAX_PLATES, Math.max(MIN_PLATES, Math.round(n)));

const FRESH = {
  shape: null,
  shapeDescription: '',
  sizes: [],
  sizesError: null,
  sizeName: null,
  customRecord: null,
  customError: null,
} satisfies Partial<ChoicesState>;

export const useChoices = create<ChoicesState>((set, get) => {
  const sizesOf = new LatestOnly<Shape, SizeRecord[]>(
    async (shape) => (await api.post<{ data: SizeRecord[] }>('/inventory/sizes', { shape })).data,
    (data, shape, stale) => {
      if (!stale) set({ sizes: data.filter((r) => r.shape === shape && r.sizeData.size !== 'Custom') });
    },
    (err, _shape, stale) => {
      if (!stale) set({ sizesError: errorMessage(err) });
    },
  );

  const customPrice = new LatestOnly<Plates, SizeRecord | undefined>(
    async ({ wide, high }) =>
      (
        await api.post<{ data: SizeRecord[] }>('/inventory/sizes', {
          width: platesToInches(wide),
          height: platesToInches(high),
        })
      ).data[0],
    (record, _plates, stale) => {
      if (stale) return;
      if (!record) return set({ customError: 'That size is not available.' });
      // The custom size keeps its name even when it matches a standard one; the server prices both alike.
      set({ customRecord: { ...record, sizeData: { ...record.sizeData, size: 'Custom', code: null } } });
    },
    (err, _plates, stale) => {
      if (!stale) set({ customError: errorMessage(err) });
    },
  );

  function loadSizes(shape: Shape) {
    set({ sizes: [], sizesError: null });
    sizesOf.request(shape);
  }

  function priceCustom() {
    const { shape, custom } = get();
    if (!shape) return;
    const problem = customSizeProblem(shape, custom.wide, custom.high);
    customPrice.cancel();
    set({ customRecord: null, customError: problem });
    if (!problem) customPrice.request(custom);
  }

  return {
    ...FRESH,
    custom: { ...DEFAULT_CUSTOM.Square },
    unit: 'in',

    chooseShape(shape) {
      if (get().shape === shape) return false;
      const option = SHAPES.find((o) => o.shape === shape)!;
      customPrice.cancel();
      set({
        shape,
        shapeDescription: option.description,
        sizeName: null,
        custom: { ...DEFAULT_CUSTOM[shape] },
        customRecord: null,
        customError: null,
      });
      loadSizes(shape);
      return true;
    },

    chooseSize(name) {
      if (get().sizeName === name) return false;
      set({ sizeName: name });
      if (name === 'Custom') priceCustom();
      return true;
    },

    setCustom(wide, high) {
      set({ custom: { wide: clampPlates(wide), high: clampPlates(high) } });
      priceCustom();
    },

    setUnit(unit) {
      set({ unit });
    },

    reloadSizes() {
      const { shape } = get();
      if (shape) loadSizes(shape);
    },

    reset() {
      sizesOf.cancel();
      customPrice.cancel();
      set(FRESH);
    },

    restore({ shape, sizeName, custom, unit }) {
      get().reset();
      const option = SHAPES.find((o) => o.shape === shape);
      const plates = { wide: clampPlates(custom.wide), high: clampPlates(custom.high) };
      if (!shape || !option) return set({ custom: plates, unit });
      set({ shape, shapeDescription: option.description, sizeName, custom: plates, unit });
      loadSizes(shape);
      if (sizeName === 'Custom') priceCustom();
    },
  };
});
