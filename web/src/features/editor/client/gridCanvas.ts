import { useMemo } from 'react';

/** A canvas of one pixel a stud, for a layer drawn over the stage at its size; made anew only when the grid's size changes. */
export function useGridCanvas(gridW: number, gridH: number): HTMLCanvasElement {
  return useMemo(() => {
    const c = document.createElement('canvas');
    c.width = gridW;
    c.height = gridH;
    return c;
  }, [gridW, gridH]);
}
