// One plate of the guide, drawn with Konva: its 32 x 32 studs in their colours with the blueprint's codes, row
// and column numbers, bold guide lines every 8 studs. The step's studs stand out, the rest are dimmed, and
// studs already placed are drawn faint. One shape draws the whole plate, so a step repaints in one pass.
import type Konva from 'konva';
import { inStep, STUDS_PER_PLATE, takesDarkCode, type BuildStep } from '@brixilated/shop';
import { memo, useMemo } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type { GuideColour } from './guideModel';

/** Bold guide lines every this many studs, as on the printed plate page. */
const GUIDE_EVERY = 8;
/** Room for the row and column numbers, in studs. */
const LABEL_BAND = 1.2;

/** The marks drawn in a stud when patterns are on: one of eight, by colour, so colours differ by shape too. */
const PATTERNS = ['dot', 'ring', 'bar', 'cross', 'slash', 'square', 'diamond', 'plus'] as const;
export const patternOf = (colour: number) => PATTERNS[colour % PATTERNS.length];

export interface PlateStageProps {
  indices: Uint8Array;
  colours: Map<number, GuideColour>;
  step: BuildStep | null;
  /** 1 where a stud is already placed (a step marked done). */
  placed: Uint8Array;
  patterns: boolean;
  /** The side of the square stage, in CSS pixels. */
  side: number;
  /** When the step changed (performance.now()), to time the repaint. */
  changedAt: number;
}

/** Straight strokes of each pattern, as [x1, y1, x2, y2] in radii from the stud's centre. */
const STROKES: Partial<Record<(typeof PATTERNS)[number], number[][]>> = {
  bar: [[-0.45, -0.6, 0.45, -0.6]],
  cross: [
    [-0.45, -0.45, 0.45, 0.45],
    [0.45, -0.45, -0.45, 0.45],
  ],
  slash: [[-0.7, 0.7, 0.7, -0.7]],
  plus: [
    [0, -0.85, 0, -0.45],
    [0, 0.45, 0, 0.85],
  ],
  diamond: [
    [0, -0.85, 0.85, 0],
    [0.85, 0, 0, 0.85],
    [0, 0.85, -0.85, 0],
    [-0.85, 0, 0, -0.85],
  ],
};

function drawPattern(ctx: CanvasRenderingContext2D, kind: (typeof PATTERNS)[number], x: number, y: number, r: number) {
  ctx.beginPath();
  if (kind === 'dot') ctx.arc(x, y - r * 0.55, r * 0.14, 0, Math.PI * 2);
  else if (kind === 'ring') ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
  else if (kind === 'square') ctx.rect(x - r * 0.72, y - r * 0.72, r * 1.44, r * 1.44);
  for (const [x1, y1, x2, y2] of STROKES[kind] ?? []) {
    ctx.moveTo(x + x1 * r, y + y1 * r);
    ctx.lineTo(x + x2 * r, y + y2 * r);
  }
  ctx.stroke();
}

function PlateStageView({ indices, colours, step, placed, patterns, side, changedAt }: PlateStageProps) {
  const inks = useMemo(
    () => new Map([...colours.values()].map((c) => [c.index, takesDarkCode(c.hex) ? '#111' : '#fff'])),
    [colours],
  );
  const sceneFunc = (konvaContext: Konva.Context) => {
    const ctx = konvaContext._context;
    const pitch = side / (STUDS_PER_PLATE + 2 * LABEL_BAND);
    const origin = pitch * LABEL_BAND;
    const grid = pitch * STUDS_PER_PLATE;
    const radius = pitch * 0.44;
    ctx.fillStyle = '#f4f4f6';
    ctx.fillRect(origin, origin, grid, grid);
    // Row and column numbers on all four sides.
    ctx.fillStyle = '#55565c';
    ctx.font = `${Math.max(8, pitch * 0.42)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let n = 0; n < STUDS_PER_PLATE; n++) {
      const at = origin + (n + 0.5) * pitch;
      const label = String(n + 1);
      ctx.fillText(label, at, origin / 2);
      ctx.fillText(label, at, origin + grid + origin / 2);
      ctx.fillText(label, origin / 2, at);
      ctx.fillText(label, origin + grid + origin / 2, at);
    }
    ctx.font = `bold ${Math.max(7, pitch * 0.42)}px system-ui, sans-serif`;
    ctx.lineWidth = Math.max(1, pitch * 0.06);
    for (let i = 0; i < indices.length; i++) {
      const colour = colours.get(indices[i]);
      if (!colour) continue;
      const x = origin + ((i % STUDS_PER_PLATE) + 0.5) * pitch;
      const y = origin + (Math.floor(i / STUDS_PER_PLATE) + 0.5) * pitch;
      const shown = step === null || inStep(step, indices, i);
      ctx.globalAlpha = shown ? 1 : placed[i] ? 0.55 : 0.16;
      ctx.fillStyle = colour.hex;
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      ctx.fill();
      if (shown && step !== null) {
        ctx.strokeStyle = '#111';
        ctx.stroke();
      }
      const ink = inks.get(colour.index)!;
      ctx.fillStyle = ink;
      ctx.fillText(colour.code, x, y + pitch * 0.02);
      if (patterns && shown) {
        ctx.strokeStyle = ink;
        drawPattern(ctx, patternOf(colour.index), x, y, radius);
      }
    }
    ctx.globalAlpha = 1;
    ctx.strokeStyle = '#222';
    for (let n = 0; n <= STUDS_PER_PLATE; n += GUIDE_EVERY) {
      const at = origin + n * pitch;
      ctx.lineWidth = n === 0 || n === STUDS_PER_PLATE ? 2 : 1.4;
      ctx.beginPath();
      ctx.moveTo(at, origin);
      ctx.lineTo(at, origin + grid);
      ctx.moveTo(origin, at);
      ctx.lineTo(origin + grid, at);
      ctx.stroke();
    }
    // How long the step took to show: from the press to the end of this drawing.
    performance.measure('guide-repaint', { start: changedAt, end: performance.now() });
  };
  return (
    <Stage width={side} height={side} listening={false}>
      <Layer listening={false}>
        <Shape sceneFunc={sceneFunc} listening={false} perfectDrawEnabled={false} />
      </Layer>
    </Stage>
  );
}

export const PlateStage = memo(PlateStageView);
