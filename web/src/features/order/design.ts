// A design: everything the wizard holds, as one plain value. The wizard keeps it in the browser so a page
// reload loses nothing (persist.ts), and a customer saves it to their account (saveDesign.ts) and opens it
// again from My designs. Here: the value and its conversions to and from the saved designs' wire shape.
// No stores, no browser APIs.
import {
  BLENDINGS,
  COLOR_CAPS,
  MAX_EDITS,
  PALETTE_SIZE,
  parseColorMap,
  serializeColorMap,
  SHAPES,
  SIZE_NAMES,
  TIDY_DEFAULT,
  type Blending,
  type CartItem,
  type CheckedDesign,
  type ColorCap,
  type Design,
  type DesignEdit,
  type DesignInput,
  type ItemRecipe,
  type Shape,
  type SizeName,
} from '@brixilated/shop';
import type { Adjustments } from 'mosaic-core';
import type { EditAction } from '../editor';
import type { CropArea } from '../editor';
import type { Plates } from './choices';
import { DEFAULT_CUSTOM, STEPS, type StepName, type Unit } from './shapes';
import type { KeptPhoto } from './photo';

/** The editor's part of a design: the grid as it is, the look it was drawn with and the edit history. */
export interface EditorPart {
  width: number;
  height: number;
  indices: Uint8Array;
  adjustments: Adjustments;
  blending: Blending;
  /** Colours and Tidy lone studs (left out in snapshots kept before them: the defaults). */
  colorCap?: ColorCap;
  tidy?: boolean;
  done: EditAction[];
  undone: EditAction[];
}

export interface WizardSnapshot {
  step: StepName;
  reached: StepName;
  choices: { shape: Shape | null; sizeName: SizeName | null; custom: Plates; unit: Unit };
  /** The photo (the file itself, kept in the browser), where the shop stored it and its crop. */
  photo: KeptPhoto | null;
  editor: EditorPart | null;
  /**
   * The saved design this one is (saving again updates it), whether it is to be saved once the visitor has
   * logged in, and whether it was saved as it is (so it opens as saved, not as changes to keep).
   */
  design: { id: string | null; saveAfterLogin: boolean; saved?: boolean };
}

/** The painted studs a saved design keeps: the history's edits, oldest first, at most the newest MAX_EDITS. */
export function designEdits(done: readonly EditAction[]): DesignEdit[] {
  return done.flatMap((a) => a.edits.map(({ x, y, from, to }) => ({ x, y, from, to }))).slice(-MAX_EDITS);
}

/** Whole pixels, as the shop keeps a crop. */
const wholeCrop = (c: CropArea): CropArea => ({
  x: Math.round(c.x),
  y: Math.round(c.y),
  width: Math.round(c.width),
  height: Math.round(c.height),
});

/**
 * How the grid was made from the photo (plates, crop, sliders, painted studs), or null while a part is missing (no
 * crop or mosaic yet). The plates are the crop's (a new size forgets the crop).
 */
export function recipeOf(s: WizardSnapshot): ItemRecipe | null {
  const crop = s.photo?.crop;
  if (!crop || !s.editor) return null;
  const { adjustments, done } = s.editor;
  return {
    plates: { wide: crop.plates.wide, high: crop.plates.high },
    crop: wholeCrop(crop.area),
    sliders: { brightness: adjustments.brightness, contrast: adjustments.contrast, saturation: adjustments.saturation },
    edits: designEdits(done),
  };
}

/**
 * The design to save, or null while a part is missing (no shape, size, crop or mosaic yet); `photoUrl` is
 * where the shop stored the photo.
 */
export function toDesignInput(s: WizardSnapshot, photoUrl: string | null): CheckedDesign | null {
  const { shape, sizeName } = s.choices;
  const recipe = recipeOf(s);
  if (!shape || !sizeName || !recipe || !s.editor || !photoUrl) return null;
  const { blending, colorCap = 'all', tidy = TIDY_DEFAULT } = s.editor;
  return {
    shape,
    size: sizeName,
    ...recipe,
    photoUrl,
    blending,
    colorCap,
    tidy,
    colorMap: serializeColorMap(s.editor),
  };
}

/** A cart item as a design to open again (not one saved to the account), or null when it keeps no recipe. */
export function designOfItem(item: CartItem): DesignInput | null {
  if (!item.recipe) return null;
  const { shape, size, origImageUrl, blending, colorCap, tidy, colorMap, recipe } = item;
  return { shape, size, photoUrl: origImageUrl, blending, colorCap, tidy, colorMap, ...recipe };
}

/**
 * A design as the wizard opens it (one saved to the account, with its id, or a cart item's): at the Edit step,
 * with its photo (`file`, fetched from where the shop stored it), the grid exactly as saved and its painted studs
 * as one action to undo.
 */
export function snapshotFromDesign(design: DesignInput | Design, file: Blob): WizardSnapshot {
  const parsed = parseColorMap(design.colorMap);
  if (!parsed.ok) throw new Error(parsed.message);
  const { width, height, indices } = parsed.grid;
  return {
    step: 'Edit',
    reached: 'Edit',
    choices: {
      shape: design.shape,
      sizeName: design.size,
      custom: design.size === 'Custom' ? { ...design.plates } : { ...DEFAULT_CUSTOM[design.shape] },
      unit: 'in',
    },
    // The photo's size is read again when it is opened.
    photo: {
      file,
      uploaded: { url: design.photoUrl, width: 0, height: 0 },
      crop: { area: { ...design.crop }, plates: { ...design.plates } },
    },
    editor: {
      width,
      height,
      indices: Uint8Array.from(indices),
      adjustments: { ...design.sliders },
      blending: design.blending ?? 'off',
      colorCap: design.colorCap ?? 'all',
      tidy: design.tidy ?? TIDY_DEFAULT,
      done: design.edits.length > 0 ? [{ kind: 'paint', edits: design.edits.map((e) => ({ ...e })) }] : [],
      undone: [],
    },
    design:
      'id' in design ? { id: design.id, saveAfterLogin: false, saved: true } : { id: null, saveAfterLogin: false },
  };
}

// ---- Reading a kept snapshot back: it comes from the browser's storage, written by an older version perhaps. ----

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isWhole = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

function isAction(v: unknown, width: number, height: number): v is EditAction {
  return (
    isObject(v) &&
    oneOf(['paint', 'fill', 'replace'] as const, v.kind) &&
    Array.isArray(v.edits) &&
    v.edits.every(
      (e: unknown) =>
        isObject(e) &&
        isWhole(e.x, 0, width - 1) &&
        isWhole(e.y, 0, height - 1) &&
        isWhole(e.from, 0, PALETTE_SIZE - 1) &&
        isWhole(e.to, 0, PALETTE_SIZE - 1),
    )
  );
}

function isEditorPart(v: unknown): v is EditorPart {
  if (!isObject(v) || !isWhole(v.width, 1, 100_000) || !isWhole(v.height, 1, 100_000)) return false;
  const { width, height } = v;
  const a = v.adjustments;
  return (
    v.indices instanceof Uint8Array &&
    v.indices.length === width * height &&
    v.indices.every((i) => i < PALETTE_SIZE) &&
    isObject(a) &&
    ['brightness', 'contrast', 'saturation'].every((k) => isWhole(a[k], 0, 1000)) &&
    oneOf(BLENDINGS, v.blending) &&
    (v.colorCap === undefined || (COLOR_CAPS as readonly unknown[]).includes(v.colorCap)) &&
    (v.tidy === undefined || typeof v.tidy === 'boolean') &&
    Array.isArray(v.done) &&
    v.done.every((x) => isAction(x, width, height)) &&
    Array.isArray(v.undone) &&
    v.undone.every((x) => isAction(x, width, height))
  );
}

const isArea = (v: unknown): v is CropArea =>
  isObject(v) && ['x', 'y', 'width', 'height'].every((k) => typeof v[k] === 'number' && Number.isFinite(v[k]));
const isPlates = (v: unknown): v is Plates => isObject(v) && isWhole(v.wide, 1, 1000) && isWhole(v.high, 1, 1000);

/** The snapshot if `v` is a whole and sound one, else null (the wizard then simply starts afresh). */
export function readSnapshot(v: unknown): WizardSnapshot | null {
  if (!isObject(v) || !oneOf(STEPS, v.step) || !oneOf(STEPS, v.reached)) return null;
  const { choices, photo, editor, design } = v;
  if (!isObject(choices) || !isObject(design)) return null;
  if (choices.shape !== null && !oneOf(SHAPES, choices.shape)) return null;
  if (choices.sizeName !== null && !oneOf(SIZE_NAMES, choices.sizeName)) return null;
  if (!isPlates(choices.custom)) return null;
  if (choices.unit !== 'in' && choices.unit !== 'cm') return null;
  if (photo !== null) {
    if (!isObject(photo) || !(photo.file instanceof Blob)) return null;
    if (photo.crop !== null && !(isObject(photo.crop) && isArea(photo.crop.area) && isPlates(photo.crop.plates)))
      return null;
    const up = photo.uploaded;
    if (
      up !== null &&
      !(isObject(up) && typeof up.url === 'string' && typeof up.width === 'number' && typeof up.height === 'number')
    )
      return null;
    if (photo.uploadedAt != null && typeof photo.uploadedAt !== 'number') return null;
  }
  if (editor !== null && !isEditorPart(editor)) return null;
  if (!(design.id === null || typeof design.id === 'string') || typeof design.saveAfterLogin !== 'boolean') return null;
  if (design.saved !== undefined && typeof design.saved !== 'boolean') return null;
  return v as unknown as WizardSnapshot;
}
