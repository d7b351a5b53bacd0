// "View from a distance": the preview as the mosaic looks from across the room. The worker's core draws the
// grid with its distance style (colours blurred in linear light by the eye's blur at 3 m); this layer lies
// over the stage at the same size and takes its pointer events, so nothing is painted while looking.
import { useEffect, useRef, useState } from 'react';
import { LatestOnly } from '../../../lib/latest';
import { useEditor } from './store';

/** Pixels drawn per stud: the stage's device pixels per stud, at most 16, and at most about 2 megapixels in all. */
export function distancePxPerStud(
  stageWidth: number,
  studsWide: number,
  studsHigh: number,
  devicePixelRatio: number,
): number {
  const fit = Math.ceil((stageWidth * devicePixelRatio) / studsWide);
  const budget = Math.floor(Math.sqrt(2_000_000 / (studsWide * studsHigh)));
  return Math.max(1, Math.min(16, fit, budget));
}

export function DistanceView({ width, height, className }: { width: number; height: number; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const version = useEditor((s) => s.version);
  const reprocessCount = useEditor((s) => s.reprocessCount);
  const doc = useEditor((s) => s.doc);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [renderer] = useState(
    () =>
      new LatestOnly<number, Awaited<ReturnType<ReturnType<typeof useEditor.getState>['renderFromDistance']>>>(
        (px) => useEditor.getState().renderFromDistance(px),
        (outcome) => {
          const el = canvas.current;
          if (!outcome.ok) return setFailed(outcome.message);
          if (!el) return;
          const image = outcome.value;
          el.width = image.width;
          el.height = image.height;
          el.getContext('2d')!.putImageData(
            new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height),
            0,
            0,
          );
          setFailed(null);
          setDrawn(true);
        },
        (err) => setFailed(err instanceof Error ? err.message : 'The view from a distance could not be drawn.'),
      ),
  );

  useEffect(() => {
    if (!doc) return;
    renderer.request(distancePxPerStud(width, doc.width, doc.height, window.devicePixelRatio || 1));
  }, [renderer, doc, version, reprocessCount, width]);
  useEffect(() => () => renderer.cancel(), [renderer]);

  return (
    <div className={className} style={{ width, height }} data-drawn={drawn ? 'true' : 'false'}>
      <canvas
        ref={canvas}
        role="img"
        aria-label="Your Brix as it looks from about 3 metres (10 feet) away"
        style={{ width, height, display: 'block' }}
      />
      {failed && (
        <p className="field-error" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
