// Dims every stud but those of the highlighted colour (highlight.ts), so the customer sees where a colour is
// used. A grid-sized mask drawn over the mosaic, rebuilt when the colour or the grid changes.
import { useEffect, useRef } from 'react';
import type Konva from 'konva';
import { Image as KonvaImage, Layer } from 'react-konva';
import { useGridCanvas } from './gridCanvas';
import { useHighlight } from './highlight';
import { useEditor } from './store';

/** How dark the other studs are drawn (0-255 alpha of near-black). */
const DIM_ALPHA = 190;

export function HighlightLayer({ width, height }: { width: number; height: number }) {
  const index = useHighlight((s) => s.index);
  const gridW = useEditor((s) => s.doc?.width ?? 1);
  const gridH = useEditor((s) => s.doc?.height ?? 1);
  const layerRef = useRef<Konva.Layer>(null);
  const mask = useGridCanvas(gridW, gridH);

  useEffect(() => {
    if (index === null) return;
    const ctx = mask.getContext('2d')!;
    const paint = () => {
      const doc = useEditor.getState().doc;
      if (!doc || doc.width !== mask.width || doc.height !== mask.height) return;
      const img = ctx.createImageData(doc.width, doc.height);
      for (let i = 0; i < doc.indices.length; i++) {
        if (doc.indices[i] !== index) img.data[i * 4 + 3] = DIM_ALPHA;
      }
      ctx.putImageData(img, 0, 0);
      layerRef.current?.batchDraw();
    };
    paint();
    return useEditor.getState().subscribeDamage(paint);
  }, [index, mask]);

  return (
    <Layer ref={layerRef} imageSmoothingEnabled={false} listening={false} visible={index !== null}>
      <KonvaImage image={mask} x={0} y={0} width={width} height={height} listening={false} />
    </Layer>
  );
}
