// Blending previews and Auto-adjust on the real core (mosaic-core's .wasm in Node), as the editor's worker makes them.
import { decodePhoto, loadMosaicCoreNode } from 'mosaic-core/node';
import type { MosaicCore } from 'mosaic-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoPath } from '../../../../../scripts/lib/photos.mjs';
import { betterOnBoth, searchSliders } from '../common/autoAdjust';
import { halvesOf, smallerStuds } from './looks';
import { EditorSession } from './session';

let core: MosaicCore;
beforeAll(async () => {
  core = await loadMosaicCoreNode();
});

const AT_REST = { brightness: 100, contrast: 100, saturation: 100 };

describe('blending previews', () => {
  it('are at most 40 studs on the longer side, in the size’s proportions', () => {
    expect(smallerStuds({ wide: 4, high: 3 }, 40)).toEqual({ wide: 40, high: 30 });
    expect(smallerStuds({ wide: 2, high: 8 }, 40)).toEqual({ wide: 10, high: 40 });
    expect(smallerStuds({ wide: 1, high: 1 }, 40)).toEqual({ wide: 32, high: 32 });
  });

  it('draw the open photo with each blending, and the picture itself is made as before afterwards', async () => {
    const { rgba, width, height } = await decodePhoto(photoPath('kite.jpg'));
    const session = new EditorSession(core);
    const first = session.openPhoto(rgba, width, height, { wide: 2, high: 2 }, AT_REST, undefined, 'smooth');
    const photo = core.openPhoto(rgba, width, height);
    for (const [blending, dither] of [
      ['off', 'none'],
      ['clean', 'clean'],
    ] as const) {
      const preview = session.preview(blending, { ...AT_REST, contrast: 120 }, 'all');
      const direct = photo.pixelate({
        platesWide: 2,
        platesHigh: 2,
        studs: { wide: 40, high: 40 },
        adjustments: { ...AT_REST, contrast: 120 },
        dither,
        measureError: false,
      });
      expect(preview).toMatchObject({ width: 40, height: 40 });
      expect(Array.from(preview.indices)).toEqual(Array.from(direct.grid.indices));
    }
    const again = session.pixelate(AT_REST, [], undefined, 'smooth');
    expect(Array.from(again.indices)).toEqual(Array.from(first.indices));
    photo.free();
    session.close();
  });
});

describe('Auto-adjust', () => {
  it('on a grey photo: changes the sliders only for a picture better on both halves, measured at full size', async () => {
    // A desaturated sample photo: a grey photo, as the e2e test uses.
    const decoded = await decodePhoto(photoPath('cold-ripple.jpg'));
    const { rgba, width, height } = decoded;
    for (let i = 0; i < rgba.length; i += 4) {
      const grey = Math.round(0.2126 * rgba[i] + 0.7152 * rgba[i + 1] + 0.0722 * rgba[i + 2]);
      rgba.set([grey, grey, grey], i);
    }
    const session = new EditorSession(core);
    session.openPhoto(rgba, width, height, { wide: 2, high: 2 }, AT_REST, undefined, 'clean');
    for (const start of [AT_REST, { brightness: 150, contrast: 100, saturation: 100 }]) {
      const found = await searchSliders(start, async (adjustments, small) =>
        session.measureLook({ adjustments, blending: 'clean', colorCap: 'all', tidy: true }, small),
      );
      if (!found) throw new Error('The search stopped');
      const photo = core.openPhoto(rgba, width, height);
      const look = { blending: 'clean' as const, tidy: true };
      // The figures are those of the pictures as drawn at the size's studs.
      expect(found.before).toEqual(halvesOf(photo, { wide: 2, high: 2 }, { ...look, adjustments: start }));
      expect(found.after).toEqual(halvesOf(photo, { wide: 2, high: 2 }, { ...look, adjustments: found.adjustments }));
      photo.free();
      if (JSON.stringify(found.adjustments) === JSON.stringify(start)) expect(found.after).toEqual(found.before);
      else expect(betterOnBoth(found.after, found.before)).toBe(true);
    }
    session.close();
  });
});
