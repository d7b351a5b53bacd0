import { useId } from 'react';
import { FLOOR_Y, PX_PER_INCH, ROOM_SCENES, VIEW_H, VIEW_W } from './scenes';
import { platesFor, sampleImageUrl, type Plates } from './sizes';
import './rooms.css';

export interface RoomPreviewProps {
  /** One of ROOMS' ids; unknown ids show the first room. */
  roomId: string;
  /** Size code 'SS'..'LL' (shape letter + size letter); custom sizes pass `plates` too. */
  sizeCode: string;
  /** The picture to hang; defaults to the sample mosaic for the size code. */
  imageUrl?: string;
  /** Width x height in base plates; overrides the size code (custom sizes). */
  plates?: Plates;
  className?: string;
}

const PLATE_INCHES = 10;
const CEILING_MARGIN = 28;

/**
 * A picture hung on the wall of a sample room, to scale: each base plate is 10 inches, and the rooms are
 * drawn at 4 px per inch. Pictures too tall for the wall above the furniture zoom the view out rather than
 * shrinking the picture, so the proportions stay true.
 */
export function RoomPreview({ roomId, sizeCode, imageUrl, plates, className }: RoomPreviewProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = (name: string) => `room-${uid}-${name}`;
  const scene = ROOM_SCENES.find((r) => r.id === roomId) ?? ROOM_SCENES[0];
  const size = platesFor(sizeCode, plates);
  const w = size.wide * PLATE_INCHES * PX_PER_INCH;
  const h = size.high * PLATE_INCHES * PX_PER_INCH;
  const x = scene.anchor.cx - w / 2;
  // Hang it with its centre about eye level, but never lower than the anchor allows.
  const bottom = Math.min(scene.anchor.bottom, FLOOR_Y - 170 + h / 2);
  const y = bottom - h;
  const minY = Math.min(0, y - CEILING_MARGIN);
  const viewH = VIEW_H - minY;
  const viewW = (VIEW_W * viewH) / VIEW_H;
  const viewX = (VIEW_W - viewW) / 2;
  const src = imageUrl ?? sampleImageUrl(sizeCode);
  const label = `Your Brix, ${size.wide} x ${size.high} plates (${size.wide * PLATE_INCHES} x ${size.high * PLATE_INCHES} inches), on the wall of the ${scene.name}`;

  return (
    <svg
      className={['room-preview', className].filter(Boolean).join(' ')}
      viewBox={`${viewX} ${minY} ${viewW} ${viewH}`}
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <title>{label}</title>
      {scene.draw(ids)}
      <clipPath id={ids('pic')}>
        <rect x={x} y={y} width={w} height={h} />
      </clipPath>
      <rect x={x + 6} y={y + 10} width={w} height={h} fill="#000" opacity={0.22} filter="blur(6px)" />
      <rect x={x + 3} y={y + 5} width={w} height={h} fill="#000" opacity={0.18} />
      <rect x={x} y={y} width={w} height={h} fill="#ddd" />
      <image
        href={src}
        x={x}
        y={y}
        width={w}
        height={h}
        preserveAspectRatio="xMidYMid slice"
        clipPath={`url(#${ids('pic')})`}
        style={{ imageRendering: 'pixelated' }}
      />
      <rect x={x} y={y} width={w} height={h} fill="none" stroke="rgb(0 0 0 / 0.35)" strokeWidth={1.5} />
    </svg>
  );
}
