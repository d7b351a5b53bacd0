import { platesToInches } from '@brixilated/shop';
import { useId } from 'react';
import { FLOOR_Y, PX_PER_INCH, ROOM_SCENES, VIEW_H, VIEW_W, type RoomScene } from './scenes';
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

const CEILING_MARGIN = 28;
/** The camera frames a picture about this many times its width, never closer than MIN_VIEW_W px. */
const FRAMING = 4.5;
const MIN_VIEW_W = 600;
const ASPECT = VIEW_W / VIEW_H;

/** Where a picture of `plates` hangs: centred on the room's anchor, its middle near eye level, never lower than the anchor. */
export function hangPicture(scene: RoomScene, plates: Plates) {
  const w = platesToInches(plates.wide) * PX_PER_INCH;
  const h = platesToInches(plates.high) * PX_PER_INCH;
  const bottom = Math.min(scene.anchor.bottom, FLOOR_Y - 170 + h / 2);
  return { x: scene.anchor.cx - w / 2, y: bottom - h, w, h };
}

/**
 * The part of the room to show: close enough that a small picture reads, wide enough to show the room
 * around it, always including the floor line; very large pictures zoom out past the drawn room.
 */
export function frameView(cx: number, y: number, w: number, h: number) {
  const top = y - CEILING_MARGIN;
  // Tall enough for the picture and the floor line below it, wide enough for the framing.
  // The framing never asks for more than the drawn room's width unless the picture itself needs it: a long,
  // low picture (8 x 1 plates) would otherwise zoom far out past the room into empty wall and floor.
  const framedW = Math.max(MIN_VIEW_W, Math.min(w * FRAMING, Math.max(VIEW_W, w * 1.6)));
  const viewH = Math.max(framedW / ASPECT, FLOOR_Y + 60 - top, h * 1.6);
  const viewW = viewH * ASPECT;
  if (viewW <= VIEW_W) {
    const y0 = Math.min(Math.min(VIEW_H, FLOOR_Y + viewH * 0.25) - viewH, top);
    const x0 = Math.min(VIEW_W - viewW, Math.max(0, cx - viewW / 2));
    return { x: x0, y: y0, w: viewW, h: viewH };
  }
  // Wider than the drawn room: show all of it, and more wall above when the picture needs it.
  const fullH = Math.max(VIEW_H - Math.min(0, top), viewH);
  const fullW = fullH * ASPECT;
  return { x: (VIEW_W - fullW) / 2, y: VIEW_H - fullH, w: fullW, h: fullH };
}

/**
 * A picture hung on the wall of a sample room, to scale: each base plate is 10 inches, and the rooms are
 * drawn at 4 px per inch. The view frames the picture like a photo of the room (closer for small
 * pictures, all of the room and more wall for very large ones); it never scales the picture alone.
 */
export function RoomPreview({ roomId, sizeCode, imageUrl, plates, className }: RoomPreviewProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = (name: string) => `room-${uid}-${name}`;
  const scene = ROOM_SCENES.find((r) => r.id === roomId) ?? ROOM_SCENES[0];
  const size = platesFor(sizeCode, plates);
  const { x, y, w, h } = hangPicture(scene, size);
  const view = frameView(x + w / 2, y, w, h);
  const src = imageUrl ?? sampleImageUrl(sizeCode);
  const label = `Your Brix, ${size.wide} x ${size.high} plates (${platesToInches(size.wide)} x ${platesToInches(size.high)} inches), on the wall of the ${scene.name}`;

  return (
    <svg
      className={['room-preview', className].filter(Boolean).join(' ')}
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
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
      />
      <rect x={x} y={y} width={w} height={h} fill="none" stroke="rgb(0 0 0 / 0.35)" strokeWidth={1.5} />
    </svg>
  );
}
