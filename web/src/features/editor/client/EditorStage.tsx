// The live preview: a Konva stage with the mosaic on one layer and the pointer's stud outline on another.
// The mosaic is a grid-sized canvas (one pixel per stud) drawn scaled up without smoothing; a stud
// changed by the brush repaints one pixel of it and redraws only the mosaic layer.
import Konva from 'konva';
import { PALETTE } from 'mosaic-core';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Image as KonvaImage, Layer, Rect, Stage } from 'react-konva';
import { useGridCanvas } from './gridCanvas';
import { HighlightLayer } from './HighlightLayer';
import { useEditor } from './store';
import { onPicture, type View } from './view';

const RGB = PALETTE.map((c) => c.rgb);
/** Studs smaller than this on screen are drawn flat (the stud highlight would only add noise). */
const MIN_SHADED_STUD_PX = 5;

/** Below this on-screen stud size the 1 px seam between studs is left out: scaled down to a fraction of a
 * pixel it no longer lands on the stud edges and shows as a plaid of faint stripes across the picture. */
const MIN_SEAM_STUD_PX = 12;

/** One stud's highlight, tiled over the mosaic so the preview reads as bricks. */
function studTile(seam: boolean): HTMLCanvasElement {
  const size = 32;
  const c = document.createElement('canvas');
  c.width = c.height = size;
  const ctx = c.getContext('2d')!;
  const g = ctx.createRadialGradient(size * 0.4, size * 0.38, 1, size / 2, size / 2, size * 0.36);
  g.addColorStop(0, 'rgba(255,255,255,0.32)');
  g.addColorStop(0.7, 'rgba(255,255,255,0.05)');
  g.addColorStop(1, 'rgba(0,0,0,0.22)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size * 0.36, 0, Math.PI * 2);
  ctx.fill();
  if (seam) {
    ctx.strokeStyle = 'rgba(0,0,0,0.12)';
    ctx.lineWidth = 1;
    ctx.strokeRect(0.5, 0.5, size - 1, size - 1);
  }
  return c;
}

interface Props {
  width: number;
  height: number;
}

/** Memoised: the step around it re-renders for sliders and buttons; the stage only for its own state. */
export const EditorStage = memo(function EditorStage({ width, height }: Props) {
  const doc = useEditor((s) => s.doc);
  const view = useEditor((s) => s.view);
  const canPaint = useEditor((s) => s.advanced && !s.panMode);
  const tool = useEditor((s) => s.tool);
  const hasColor = useEditor((s) => s.selected !== null);

  const stageRef = useRef<Konva.Stage>(null);
  const mosaicLayerRef = useRef<Konva.Layer>(null);
  const imageRef = useRef<Konva.Image>(null);
  const hoverRef = useRef<Konva.Rect>(null);
  const interactionLayerRef = useRef<Konva.Layer>(null);
  const painting = useRef(false);
  const pinch = useRef<number | null>(null);

  const gridW = doc?.width ?? 1;
  const gridH = doc?.height ?? 1;
  const stud = width / gridW;

  // The grid-sized canvas the mosaic image shows.
  const canvas = useGridCanvas(gridW, gridH);
  const tiles = useMemo(
    () => (typeof document === 'undefined' ? null : { seam: studTile(true), plain: studTile(false) }),
    [],
  );

  useEffect(() => {
    const ctx = canvas.getContext('2d')!;
    const paintAll = () => {
      const d = useEditor.getState().doc;
      if (!d || d.width !== canvas.width || d.height !== canvas.height) return;
      const img = ctx.createImageData(d.width, d.height);
      const px = img.data;
      for (let i = 0; i < d.indices.length; i++) {
        const [r, g, b] = RGB[d.indices[i]];
        px[i * 4] = r;
        px[i * 4 + 1] = g;
        px[i * 4 + 2] = b;
        px[i * 4 + 3] = 255;
      }
      ctx.putImageData(img, 0, 0);
    };
    paintAll();
    mosaicLayerRef.current?.batchDraw();
    // Drawn at once rather than on the next animation frame: a painted stud shows in the same frame.
    return useEditor.getState().subscribeDamage((damage) => {
      const d = useEditor.getState().doc;
      if (!d) return;
      if (damage.all) paintAll();
      else {
        for (const cell of damage.cells) {
          ctx.fillStyle = PALETTE[d.indices[cell]].hex;
          ctx.fillRect(cell % d.width, Math.floor(cell / d.width), 1, 1);
        }
      }
      mosaicLayerRef.current?.draw();
    });
  }, [canvas]);

  // Tell tests and the benchmark when the mosaic reached the screen.
  useEffect(() => {
    const layer = mosaicLayerRef.current;
    if (!layer) return;
    const onDraw = () =>
      window.dispatchEvent(new CustomEvent('brix:mosaic-drawn', { detail: { version: useEditor.getState().version } }));
    layer.on('draw', onDraw);
    return () => {
      layer.off('draw', onDraw);
    };
  }, []);

  useEffect(() => {
    const up = () => {
      if (painting.current) {
        painting.current = false;
        useEditor.getState().pointerUp();
      }
    };
    window.addEventListener('pointerup', up);
    return () => window.removeEventListener('pointerup', up);
  }, []);

  function studUnderPointer(): { x: number; y: number } | null {
    const p = stageRef.current?.getRelativePointerPosition();
    if (!p) return null;
    const x = Math.floor(p.x / stud);
    const y = Math.floor(p.y / stud);
    if (x < 0 || y < 0 || x >= gridW || y >= gridH) return null;
    return { x, y };
  }

  function showHover(s: { x: number; y: number } | null) {
    const rect = hoverRef.current;
    if (!rect) return;
    rect.visible(Boolean(s) && canPaint);
    if (s) rect.position({ x: s.x * stud, y: s.y * stud });
    interactionLayerRef.current?.batchDraw();
  }

  // Keyboard: arrow keys move a stud cursor (shown like the pointer's outline), Space or Enter applies the
  // tool there; with the view zoomed, the view follows the cursor.
  const keyStud = useRef<{ x: number; y: number } | null>(null);
  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (!canPaint) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const cur = keyStud.current ?? { x: Math.floor(gridW / 2), y: Math.floor(gridH / 2) };
    if (e.key in moves) {
      e.preventDefault();
      const [dx, dy] = moves[e.key];
      const step = e.shiftKey ? 8 : 1;
      const next = {
        x: Math.min(gridW - 1, Math.max(0, cur.x + dx * step)),
        y: Math.min(gridH - 1, Math.max(0, cur.y + dy * step)),
      };
      keyStud.current = next;
      showHover(next);
      if (view.scale > 1) {
        const cx = (next.x + 0.5) * stud * view.scale + view.x;
        const cy = (next.y + 0.5) * stud * view.scale + view.y;
        if (cx < 0 || cy < 0 || cx > width || cy > height) {
          useEditor
            .getState()
            .setView(clampView({ scale: view.scale, x: view.x + width / 2 - cx, y: view.y + height / 2 - cy }));
        }
      }
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      keyStud.current = cur;
      showHover(cur);
      const st = useEditor.getState();
      st.pointerDown(cur.x, cur.y);
      st.pointerUp();
    }
  }

  function onPointerDown(e: Konva.KonvaEventObject<PointerEvent>) {
    if (!canPaint || e.evt.button > 0) return;
    const s = studUnderPointer();
    if (!s) return;
    painting.current = true;
    useEditor.getState().pointerDown(s.x, s.y);
  }

  function onPointerMove() {
    const s = studUnderPointer();
    showHover(s);
    if (painting.current && s) useEditor.getState().pointerMove(s.x, s.y);
  }

  const clampView = (v: View) => onPicture(v, width, height);

  function onWheel(e: Konva.KonvaEventObject<WheelEvent>) {
    e.evt.preventDefault();
    const focus = stageRef.current?.getPointerPosition() ?? { x: width / 2, y: height / 2 };
    // Trackpad pinches arrive as ctrl+wheel with small deltas; mouse wheels as larger steps.
    const factor = Math.exp(-e.evt.deltaY * (e.evt.ctrlKey ? 0.01 : 0.0015));
    const st = useEditor.getState();
    st.zoomBy(factor, focus);
    st.setView(clampView(useEditor.getState().view));
  }

  function onTouchMove(e: Konva.KonvaEventObject<TouchEvent>) {
    const touches = e.evt.touches;
    if (touches.length !== 2) {
      pinch.current = null;
      return;
    }
    e.evt.preventDefault();
    const [a, b] = [touches[0], touches[1]];
    const dist = Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
    const box = stageRef.current!.container().getBoundingClientRect();
    const focus = { x: (a.clientX + b.clientX) / 2 - box.left, y: (a.clientY + b.clientY) / 2 - box.top };
    if (pinch.current) {
      const st = useEditor.getState();
      st.zoomBy(dist / pinch.current, focus);
      st.setView(clampView(useEditor.getState().view));
    }
    pinch.current = dist;
  }

  const shaded = tiles !== null && stud * view.scale >= MIN_SHADED_STUD_PX;
  const tile = tiles && (stud * view.scale >= MIN_SEAM_STUD_PX ? tiles.seam : tiles.plain);
  const cursor = canPaint
    ? tool === 'eyedropper'
      ? 'copy'
      : hasColor
        ? 'crosshair'
        : 'not-allowed'
    : view.scale > 1
      ? 'grab'
      : 'default';

  return (
    <div
      data-testid="mosaic-stage"
      style={{ width, height, cursor, touchAction: 'none' }}
      tabIndex={canPaint ? 0 : -1}
      role="application"
      aria-label={canPaint ? 'Mosaic: arrow keys move between studs, Space paints the stud' : 'Mosaic preview'}
      onKeyDown={onKeyDown}
      onBlur={() => {
        keyStud.current = null;
        showHover(null);
      }}
    >
      <Stage
        ref={stageRef}
        width={width}
        height={height}
        scaleX={view.scale}
        scaleY={view.scale}
        x={view.x}
        y={view.y}
        draggable={!canPaint && view.scale > 1}
        dragBoundFunc={(pos) => {
          const v = clampView({ scale: view.scale, x: pos.x, y: pos.y });
          return { x: v.x, y: v.y };
        }}
        onDragEnd={(e) => {
          if (e.target === stageRef.current)
            useEditor.getState().setView(clampView({ scale: view.scale, x: e.target.x(), y: e.target.y() }));
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => showHover(null)}
        onWheel={onWheel}
        onTouchMove={onTouchMove}
        onTouchEnd={() => (pinch.current = null)}
      >
        {/* Nothing on the layers listens: the stage itself takes the pointer, so no hit canvas is redrawn. */}
        <Layer ref={mosaicLayerRef} imageSmoothingEnabled={false} listening={false}>
          <KonvaImage ref={imageRef} image={canvas} x={0} y={0} width={width} height={height} listening={false} />
        </Layer>
        {/* The stud highlights never change with the grid, so they sit on their own layer and are not
            redrawn when a stud is painted. */}
        <Layer listening={false}>
          {shaded && (
            <Rect
              x={0}
              y={0}
              width={width}
              height={height}
              listening={false}
              fillPatternImage={tile as unknown as HTMLImageElement}
              fillPatternScaleX={stud / 32}
              fillPatternScaleY={stud / 32}
            />
          )}
        </Layer>
        <HighlightLayer width={width} height={height} />
        <Layer ref={interactionLayerRef} listening={false}>
          <Rect
            ref={hoverRef}
            visible={false}
            width={stud}
            height={stud}
            stroke="#ffffff"
            strokeWidth={Math.max(1, 2 / view.scale)}
            shadowColor="#000000"
            shadowBlur={2}
            shadowOpacity={0.8}
          />
        </Layer>
      </Stage>
    </div>
  );
});
