// Zoom around a point: the point stays where it is, and with the stage given the picture keeps filling it.
import { describe, expect, it } from 'vitest';
import { FULL_VIEW, onPicture, viewSlice, type View } from './view';

function slice() {
  let state: { view: View } = { view: { ...FULL_VIEW } };
  const s = viewSlice(
    (patch) => (state = { ...state, ...patch }),
    () => ({ ...s, view: state.view }),
  );
  return { zoom: s.zoomBy, view: () => state.view };
}

/** Where the stage point `p` falls on the picture (in unzoomed stage pixels). */
const pictureAt = (v: View, p: { x: number; y: number }) => ({ x: (p.x - v.x) / v.scale, y: (p.y - v.y) / v.scale });

describe('zoom around the stage centre', () => {
  const stage = { width: 400, height: 300 };
  const centre = { x: 200, y: 150 };

  it('keeps the stud at the centre in the centre, zooming in twice', () => {
    const { zoom, view } = slice();
    zoom(2, centre, stage);
    expect(pictureAt(view(), centre)).toEqual(centre);
    zoom(2, centre, stage);
    expect(view().scale).toBe(4);
    expect(pictureAt(view(), centre)).toEqual(centre);
  });

  it('keeps the picture on the stage when zooming out from a corner', () => {
    const { zoom, view } = slice();
    zoom(4, { x: 400, y: 300 }, stage);
    expect(view()).toEqual({ scale: 4, x: -1200, y: -900 });
    zoom(0.5, centre, stage);
    expect(view()).toEqual(onPicture(view(), stage.width, stage.height));
    expect(view()).toEqual({ scale: 2, x: -400, y: -300 });
  });
});
