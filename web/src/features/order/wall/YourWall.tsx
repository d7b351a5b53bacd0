// "Your wall" in the Review step: the shopper's own wall photo (read in the browser, never uploaded), a ruler
// dragged across something of known width, and the Brix hung on the wall at its true size with a soft
// shadow, draggable into place. Download picture saves the wall with the Brix (without the ruler) as a PNG.
// What the shopper set up is kept in wallStore.ts; this component only shows it and passes changes on.
import type Konva from 'konva';
import { platesToInches } from '@brixilated/shop';
import { useEffect, useId, useRef, useState } from 'react';
import { Circle, Image as KonvaImage, Layer, Line, Stage } from 'react-konva';
import { FileButton } from '../../../components/FileButton';
import styles from '../Order.module.css';
import { brixBox, fittedSize, knownWidthInches, pixelsPerInch, WALL_MESSAGES, type LengthUnit } from './wall';
import { useWall, type Wall } from './wallStore';

interface Props {
  /** The finished Brix picture (the Review step's rendering). */
  imageUrl: string;
  plates: { wide: number; high: number };
}

/** Reads the chosen file as a picture, oriented as the camera held it and no larger than the wall needs. */
async function readWall(file: File): Promise<Wall | null> {
  if (file.type && !file.type.startsWith('image/')) return null;
  try {
    const full = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fittedSize(full.width, full.height);
    if (size.width === full.width) return { image: full, ...size };
    full.close();
    const image = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
    return { image, ...size };
  } catch {
    return null;
  }
}

/** The picture at `url`, once loaded. */
function useLoadedImage(url: string): HTMLImageElement | null {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = new Image();
    let live = true;
    img.onload = () => live && setImage(img);
    img.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return image;
}

/** The element's content width in CSS pixels, kept up to date. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function YourWall({ imageUrl, plates }: Props) {
  const ids = useId();
  const { wall, ruler, centre, widthText, widthTouched, unit } = useWall();
  const { setWall, moveRulerEnd, moveBrix, setWidthText, touchWidth, setUnit } = useWall.getState();
  const [fileError, setFileError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const rulerLayer = useRef<Konva.Layer>(null);
  const brix = useLoadedImage(imageUrl);
  const displayWidth = useWidth(frame);

  async function choose(file: File) {
    const read = await readWall(file);
    if (!read) {
      setFileError(WALL_MESSAGES.notAnImage);
      return;
    }
    setFileError(null);
    setWall(read);
  }

  const typed = knownWidthInches(widthText, unit);
  const scale = wall && 'inches' in typed ? pixelsPerInch(ruler[0], ruler[1], typed.inches) : null;
  const box = scale ? brixBox(plates, scale, centre) : null;
  const widthError =
    'error' in typed
      ? widthTouched || widthText !== ''
        ? typed.error
        : null
      : scale === null
        ? WALL_MESSAGES.shortRuler
        : null;
  const k = wall && displayWidth > 0 ? displayWidth / wall.width : 0;
  const inches = `${platesToInches(plates.wide)} x ${platesToInches(plates.high)} in`;

  async function download() {
    const stage = stageRef.current;
    if (!stage || !wall || k === 0) return;
    setSaving(true);
    rulerLayer.current?.hide();
    try {
      const blob = (await stage.toBlob({ pixelRatio: wall.width / displayWidth, mimeType: 'image/png' })) as Blob;
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'brixilated-your-wall.png';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } finally {
      rulerLayer.current?.show();
      setSaving(false);
    }
  }

  const moveEnd = (i: 0 | 1) => (e: Konva.KonvaEventObject<DragEvent>) =>
    moveRulerEnd(i, { x: e.target.x(), y: e.target.y() });

  return (
    <div className="stack-sm" data-testid="your-wall">
      <p className="small">
        Your photo stays in your browser: it is never uploaded. Drag the ruler's ends across something whose width you
        know, such as a door or a sofa, and type that width. Your Brix then hangs at its true size; drag it into place.
      </p>
      <div className={styles.wallControls}>
        <FileButton
          accept="image/*"
          inputLabel="Choose a photo of your wall"
          testId="wall-input"
          onFile={(file) => void choose(file)}
        >
          {wall ? 'Choose another photo' : 'Choose a photo of your wall'}
        </FileButton>
        {wall && (
          <>
            <label className={styles.wallWidth} htmlFor={`${ids}-width`}>
              Width under the ruler
            </label>
            <input
              id={`${ids}-width`}
              className="input"
              style={{ width: '7rem' }}
              inputMode="decimal"
              value={widthText}
              aria-invalid={widthError !== null}
              aria-describedby={widthError ? `${ids}-width-error` : undefined}
              onChange={(e) => setWidthText(e.target.value)}
              onBlur={touchWidth}
            />
            <select
              className="input"
              style={{ width: '5rem' }}
              aria-label="Unit"
              value={unit}
              onChange={(e) => setUnit(e.target.value as LengthUnit)}
            >
              <option value="in">in</option>
              <option value="cm">cm</option>
            </select>
            <button type="button" className="btn btn-primary" disabled={!box || saving} onClick={() => void download()}>
              Download picture
            </button>
          </>
        )}
      </div>
      {fileError && (
        <p className={styles.uploadError} role="alert">
          {fileError}
        </p>
      )}
      {wall && widthError && (
        <p id={`${ids}-width-error`} className={styles.uploadError} role="alert">
          {widthError}
        </p>
      )}
      <div
        ref={frame}
        className={styles.wallFrame}
        role="img"
        aria-label={box ? `Your wall with your Brix (${inches}) at its true size` : 'Your wall'}
        data-ruler={JSON.stringify(ruler)}
        data-brix-box={box ? JSON.stringify(box) : ''}
        data-display-scale={k}
      >
        {wall && k > 0 && (
          <Stage ref={stageRef} width={displayWidth} height={wall.height * k} scaleX={k} scaleY={k}>
            <Layer>
              <KonvaImage image={wall.image} width={wall.width} height={wall.height} listening={false} />
              {box && brix && (
                <KonvaImage
                  image={brix}
                  x={box.x}
                  y={box.y}
                  width={box.w}
                  height={box.h}
                  draggable
                  shadowColor="#000000"
                  shadowBlur={Math.max(4, box.w * 0.04)}
                  shadowOffsetX={box.w * 0.012}
                  shadowOffsetY={box.w * 0.02}
                  shadowOpacity={0.45}
                  onDragMove={(e) => moveBrix({ x: e.target.x() + box.w / 2, y: e.target.y() + box.h / 2 })}
                  onMouseEnter={(e) => (e.target.getStage()!.container().style.cursor = 'move')}
                  onMouseLeave={(e) => (e.target.getStage()!.container().style.cursor = 'default')}
                />
              )}
            </Layer>
            <Layer ref={rulerLayer}>
              <Line
                points={[ruler[0].x, ruler[0].y, ruler[1].x, ruler[1].y]}
                stroke="#111111"
                strokeWidth={5 / k}
                listening={false}
              />
              <Line
                points={[ruler[0].x, ruler[0].y, ruler[1].x, ruler[1].y]}
                stroke="#ffd400"
                strokeWidth={3 / k}
                dash={[10 / k, 6 / k]}
                listening={false}
              />
              {ruler.map((p, i) => (
                <Circle
                  key={i}
                  x={p.x}
                  y={p.y}
                  radius={9 / k}
                  fill="#ffd400"
                  stroke="#111111"
                  strokeWidth={2 / k}
                  draggable
                  onDragMove={moveEnd(i as 0 | 1)}
                />
              ))}
            </Layer>
          </Stage>
        )}
      </div>
    </div>
  );
}
