import { BLENDINGS, BLENDING_HINTS, BLENDING_NAMES } from '@brixilated/shop';
import { PALETTE, type Grid } from 'mosaic-core';
import { useEffect, useRef } from 'react';
import { PillChoice } from '../../../components/PillChoice';
import { useBlendingPreviews, useEditor } from '../../editor';

const BLENDING_OPTIONS = BLENDINGS.map((id) => ({ id, name: BLENDING_NAMES[id] }));
/** A preview's longer side on the page, in CSS pixels. */
const PREVIEW_PX = 64;

/** A blending's preview: one canvas pixel a stud, drawn larger with sharp studs; an empty frame until it comes. */
function Preview({ grid, name }: { grid: Grid | undefined; name: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !grid) return;
    canvas.width = grid.width;
    canvas.height = grid.height;
    const image = ctx.createImageData(grid.width, grid.height);
    grid.indices.forEach((color, i) => {
      const [r, g, b] = PALETTE[color].rgb;
      image.data.set([r, g, b, 255], i * 4);
    });
    ctx.putImageData(image, 0, 0);
  }, [grid]);
  const wide = grid ? grid.width >= grid.height : true;
  const ratio = grid ? grid.height / grid.width : 1;
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={`Preview: ${name}`}
      data-preview={grid ? 'drawn' : 'waiting'}
      width={1}
      height={1}
      style={{
        width: wide ? PREVIEW_PX : PREVIEW_PX / ratio,
        height: wide ? PREVIEW_PX * ratio : PREVIEW_PX,
        imageRendering: 'pixelated',
        flex: 'none',
        background: 'var(--surface-2, #eee)',
        borderRadius: 4,
      }}
    />
  );
}

/**
 * Colour blending: the core's error diffusion, chosen by the shopper and reprocessed like a slider; beside each
 * name a small picture of the photo with it (made once the sliders rest) and a line on what it does.
 */
export function BlendingChoice() {
  const blending = useEditor((s) => s.blending);
  const setBlending = useEditor((s) => s.setBlending);
  const previews = useBlendingPreviews();
  return (
    <div className="stack-sm">
      <PillChoice legend="Colour blending" options={BLENDING_OPTIONS} value={blending} onChange={setBlending} small />
      <ul className="small muted" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
        {BLENDINGS.map((id) => (
          <li key={id} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
            <Preview grid={previews[id]} name={BLENDING_NAMES[id]} />
            <span>
              <strong>{BLENDING_NAMES[id]}</strong>: {BLENDING_HINTS[id]}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
