// A design as one value: built from what the wizard holds, saved in the shop's wire shape and opened again
// exactly (the grid, the look, the painted studs), and read back safely from the browser's storage.
import { MAX_EDITS, serializeColorMap, type CartItem, type Design } from '@brixilated/shop';
import { describe, expect, it } from 'vitest';
import {
  designEdits,
  designOfItem,
  readSnapshot,
  recipeOf,
  snapshotFromDesign,
  toDesignInput,
  type WizardSnapshot,
} from './design';

const W = 64;
const H = 32;

function snapshot(): WizardSnapshot {
  const indices = new Uint8Array(W * H).map((_, i) => i % 40);
  return {
    step: 'Edit',
    reached: 'Review',
    choices: { shape: 'Landscape', sizeName: 'Small', custom: { wide: 5, high: 4 }, unit: 'in' },
    photo: {
      file: new Blob(['photo bytes'], { type: 'image/jpeg' }),
      uploaded: { url: '/images/photo.jpg', width: 1200, height: 600 },
      crop: { area: { x: 10.4, y: 0, width: 1179.6, height: 590.2 }, plates: { wide: 2, high: 1 } },
    },
    editor: {
      width: W,
      height: H,
      indices,
      adjustments: { brightness: 120, contrast: 90, saturation: 150 },
      blending: 'smooth',
      done: [
        {
          kind: 'paint',
          edits: [
            { x: 1, y: 2, from: 5, to: 7 },
            { x: 2, y: 2, from: 6, to: 7 },
          ],
        },
        { kind: 'fill', edits: [{ x: 63, y: 31, from: 0, to: 39 }] },
      ],
      undone: [{ kind: 'paint', edits: [{ x: 0, y: 0, from: 0, to: 1 }] }],
    },
    design: { id: null, saveAfterLogin: false },
  };
}

describe('the design to save', () => {
  it('holds the shape, size, plates, stored photo, whole-pixel crop, sliders, blending, painted studs and grid', () => {
    const s = snapshot();
    const input = toDesignInput(s, '/images/photo.jpg');
    expect(input).toEqual({
      shape: 'Landscape',
      size: 'Small',
      plates: { wide: 2, high: 1 },
      photoUrl: '/images/photo.jpg',
      crop: { x: 10, y: 0, width: 1180, height: 590 },
      sliders: { brightness: 120, contrast: 90, saturation: 150 },
      blending: 'smooth',
      // A snapshot kept before Colours and Tidy lone studs: their defaults.
      colorCap: 'all',
      tidy: true,
      // The applied edits, oldest first; undone ones are not painted.
      edits: [
        { x: 1, y: 2, from: 5, to: 7 },
        { x: 2, y: 2, from: 6, to: 7 },
        { x: 63, y: 31, from: 0, to: 39 },
      ],
      colorMap: serializeColorMap(s.editor!),
    });
  });

  it('is not made while a part is missing', () => {
    expect(toDesignInput(snapshot(), null)).toBeNull();
    expect(toDesignInput({ ...snapshot(), editor: null }, '/images/p.jpg')).toBeNull();
    expect(toDesignInput({ ...snapshot(), photo: { ...snapshot().photo!, crop: null } }, '/images/p.jpg')).toBeNull();
    expect(
      toDesignInput({ ...snapshot(), choices: { ...snapshot().choices, sizeName: null } }, '/images/p.jpg'),
    ).toBeNull();
  });

  it('keeps at most the newest MAX_EDITS painted studs', () => {
    const many = Array.from({ length: MAX_EDITS + 20 }, (_, i) => ({
      x: i % W,
      y: Math.floor(i / W) % H,
      from: 0,
      to: 1,
    }));
    const edits = designEdits([
      { kind: 'paint', edits: many.slice(0, 100) },
      { kind: 'replace', edits: many.slice(100) },
    ]);
    expect(edits).toHaveLength(MAX_EDITS);
    expect(edits[0]).toEqual(many[20]);
    expect(edits.at(-1)).toEqual(many.at(-1));
  });
});

describe('a saved design opened again', () => {
  function saved(): Design {
    const input = toDesignInput(snapshot(), '/images/photo.jpg')!;
    return {
      ...input,
      id: '5d2f4a1e-0000-4000-8000-000000000001',
      thumbnailUrl: '/api/designs/x/thumbnail.png',
      createdAt: '2026-11-25T12:00:00.000Z',
      updatedAt: '2026-11-25T12:00:00.000Z',
    };
  }

  it('opens at the Edit step with the same grid, look and painted studs, and saves back to the same design', () => {
    const design = saved();
    const file = new Blob(['the stored photo']);
    const opened = snapshotFromDesign(design, file);
    expect(opened.step).toBe('Edit');
    expect(opened.choices).toMatchObject({ shape: 'Landscape', sizeName: 'Small' });
    // Opened as saved: no changes to keep yet.
    expect(opened.design).toEqual({ id: design.id, saveAfterLogin: false, saved: true });
    expect(opened.photo).toMatchObject({
      file,
      uploaded: { url: '/images/photo.jpg' },
      crop: { area: design.crop, plates: design.plates },
    });
    expect(opened.editor!.indices).toEqual(snapshot().editor!.indices);
    expect(opened.editor).toMatchObject({ adjustments: design.sliders, blending: 'smooth', undone: [] });
    // The painted studs come back as one action to undo.
    expect(opened.editor!.done).toEqual([{ kind: 'paint', edits: design.edits }]);
    // Saving it unchanged gives the very same design.
    const { id: _id, thumbnailUrl: _t, createdAt: _c, updatedAt: _u, ...input } = design;
    expect(toDesignInput(opened, design.photoUrl)).toEqual(input);
  });

  it('keeps its Colours cap and Tidy lone studs, and a design saved before them opens with the defaults', () => {
    const s = snapshot();
    const input = toDesignInput({ ...s, editor: { ...s.editor!, colorCap: 12, tidy: false } }, '/images/photo.jpg')!;
    expect(input).toMatchObject({ colorCap: 12, tidy: false });
    const opened = snapshotFromDesign({ ...saved(), colorCap: 12, tidy: false }, new Blob([]));
    expect(opened.editor).toMatchObject({ colorCap: 12, tidy: false });
    const { colorCap: _c, tidy: _t, ...older } = saved();
    expect(snapshotFromDesign(older, new Blob([])).editor).toMatchObject({ colorCap: 'all', tidy: true });
  });

  it('a custom size keeps its plates as the custom size', () => {
    const design = { ...saved(), size: 'Custom' as const, plates: { wide: 6, high: 3 } };
    expect(snapshotFromDesign(design, new Blob([])).choices.custom).toEqual({ wide: 6, high: 3 });
  });

  it('refuses a grid that does not parse', () => {
    expect(() => snapshotFromDesign({ ...saved(), colorMap: 'not a grid' }, new Blob([]))).toThrow();
  });
});

describe('reading a kept snapshot back', () => {
  it('accepts a whole one as it is', () => {
    const s = snapshot();
    expect(readSnapshot(structuredClone(s))).toEqual(s);
    expect(readSnapshot({ ...s, photo: null, editor: null, step: 'Size', reached: 'Size' })).not.toBeNull();
    const capped = { ...s, editor: { ...s.editor!, colorCap: 8 as const, tidy: false } };
    expect(readSnapshot(structuredClone(capped))).toEqual(capped);
  });

  it('refuses anything unsound, so the wizard starts afresh', () => {
    const s = snapshot();
    const bad: unknown[] = [
      null,
      'text',
      { ...s, step: 'Checkout' },
      { ...s, choices: { ...s.choices, shape: 'Round' } },
      { ...s, photo: { ...s.photo, file: 'data:image/jpeg;base64,AAAA' } },
      { ...s, photo: { ...s.photo, crop: { area: { x: 0, y: 0, width: 10 }, plates: { wide: 2, high: 1 } } } },
      { ...s, editor: { ...s.editor, indices: new Uint8Array(W * H).fill(40) } },
      { ...s, editor: { ...s.editor, indices: new Uint8Array(10) } },
      { ...s, editor: { ...s.editor, blending: 'grainy' } },
      { ...s, editor: { ...s.editor, colorCap: 10 } },
      { ...s, editor: { ...s.editor, tidy: 'yes' } },
      { ...s, editor: { ...s.editor, done: [{ kind: 'paint', edits: [{ x: W, y: 0, from: 0, to: 1 }] }] } },
      { ...s, design: { id: 7, saveAfterLogin: false } },
    ];
    for (const v of bad) expect(readSnapshot(v)).toBeNull();
  });
});

describe('a cart item opened again', () => {
  it('keeps the recipe of the design it was made from, and opens as a new design at the Edit step', () => {
    const s = snapshot();
    const recipe = recipeOf(s)!;
    expect(recipe).toEqual({
      plates: { wide: 2, high: 1 },
      crop: { x: 10, y: 0, width: 1180, height: 590 },
      sliders: { brightness: 120, contrast: 90, saturation: 150 },
      edits: toDesignInput(s, '/images/photo.jpg')!.edits,
    });
    const item: CartItem = {
      id: '0',
      shape: 'Landscape',
      size: 'Small',
      width: 20,
      height: 10,
      quantity: 1,
      origImageUrl: '/images/photo.jpg',
      pixImageUrl: '/images/picture.png',
      colorMap: serializeColorMap(s.editor!),
      blending: 'smooth',
      colorCap: 12,
      tidy: true,
      recipe,
      priceCents: 9999,
      price: 99.99,
      colorCounts: [],
    };
    const opened = snapshotFromDesign(designOfItem(item)!, new Blob(['photo bytes']));
    expect(opened.step).toBe('Edit');
    expect(opened.photo?.crop).toEqual({ area: recipe.crop, plates: recipe.plates });
    expect(opened.editor).toMatchObject({ adjustments: recipe.sliders, blending: 'smooth', colorCap: 12, tidy: true });
    expect(Array.from(opened.editor!.indices)).toEqual(Array.from(s.editor!.indices));
    expect(opened.editor!.done).toEqual([{ kind: 'paint', edits: recipe.edits }]);
    // Not a saved design: saving it makes a new one.
    expect(opened.design).toEqual({ id: null, saveAfterLogin: false });

    expect(recipeOf({ ...s, editor: null })).toBeNull();
    expect(designOfItem({ ...item, recipe: null })).toBeNull();
  });
});
