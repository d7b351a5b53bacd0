// The pieces every sample room is drawn from, to scale in SVG (1 inch = 4 px): the room's size and floor
// line, its wall, floor, light and windows, and the plants and rugs that furnish it.
import type { ReactNode } from 'react';

export const VIEW_W = 960;
export const VIEW_H = 600;
export const FLOOR_Y = 440;
export const PX_PER_INCH = 4;
/** Walls and floors reach well past the view so a zoomed-out view (very large custom sizes) stays a room. */
export const EXT_X = -VIEW_W;
export const EXT_W = VIEW_W * 3;
export const EXT_TOP = -VIEW_H;

export const wood = '#b07a4f';
export const woodDark = '#7d5233';

export function Floor({ ids, tone, plank }: { ids: (n: string) => string; tone: string; plank: string }) {
  return (
    <g>
      <rect x={EXT_X} y={FLOOR_Y} width={EXT_W} height={VIEW_H} fill={tone} />
      {Array.from({ length: 7 }, (_, i) => (
        <line
          key={i}
          x1={EXT_X}
          x2={EXT_X + EXT_W}
          y1={FLOOR_Y + 14 + i * 22}
          y2={FLOOR_Y + 14 + i * 22}
          stroke={plank}
          strokeWidth={1.5}
          opacity={0.6}
        />
      ))}
      <rect x={EXT_X} y={FLOOR_Y} width={EXT_W} height={VIEW_H - FLOOR_Y} fill={`url(#${ids('floorShade')})`} />
      <rect x={EXT_X} y={FLOOR_Y - 14} width={EXT_W} height={14} fill="#f4f1ea" />
      <rect x={EXT_X} y={FLOOR_Y - 1} width={EXT_W} height={2} fill="#d6d0c4" />
    </g>
  );
}

export function Defs({ ids, wall, light }: { ids: (n: string) => string; wall: string; light: string }) {
  return (
    <defs>
      <linearGradient id={ids('wallShade')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#000" stopOpacity="0.10" />
        <stop offset="0.5" stopColor="#000" stopOpacity="0" />
        <stop offset="1" stopColor="#000" stopOpacity="0.06" />
      </linearGradient>
      <linearGradient id={ids('floorShade')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#000" stopOpacity="0.18" />
        <stop offset="1" stopColor="#000" stopOpacity="0" />
      </linearGradient>
      <radialGradient id={ids('glow')} cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stopColor={light} stopOpacity="0.75" />
        <stop offset="0.45" stopColor={light} stopOpacity="0.25" />
        <stop offset="1" stopColor={light} stopOpacity="0" />
      </radialGradient>
      <linearGradient id={ids('beam')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#fffbe8" stopOpacity="0.55" />
        <stop offset="1" stopColor="#fffbe8" stopOpacity="0" />
      </linearGradient>
      <linearGradient id={ids('sky')} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#9fd0f2" />
        <stop offset="1" stopColor="#e3f2fb" />
      </linearGradient>
      <pattern id={ids('wallTex')} width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill={wall} />
        <circle cx="2" cy="3" r="0.6" fill="#000" opacity="0.03" />
      </pattern>
    </defs>
  );
}

export function Wall({ ids }: { ids: (n: string) => string; wall: string }) {
  return (
    <g>
      <rect x={EXT_X} y={EXT_TOP} width={EXT_W} height={FLOOR_Y - EXT_TOP} fill={`url(#${ids('wallTex')})`} />
      <rect x={EXT_X} y={EXT_TOP} width={EXT_W} height={FLOOR_Y - EXT_TOP} fill={`url(#${ids('wallShade')})`} />
    </g>
  );
}

/** What every room has: its gradients, and the textured, shaded wall in its colour; the room's own things go on top. */
export function Room({
  ids,
  wall,
  light,
  children,
}: {
  ids: (n: string) => string;
  wall: string;
  light: string;
  children: ReactNode;
}) {
  return (
    <g>
      <Defs ids={ids} wall={wall} light={light} />
      <Wall ids={ids} wall={wall} />
      {children}
    </g>
  );
}

export function Glow({ ids, cx, cy, r }: { ids: (n: string) => string; cx: number; cy: number; r: number }) {
  return <circle cx={cx} cy={cy} r={r} fill={`url(#${ids('glow')})`} />;
}

export function Window({
  ids,
  x,
  y,
  w,
  h,
}: {
  ids: (n: string) => string;
  x: number;
  y: number;
  w: number;
  h: number;
}) {
  return (
    <g>
      <rect x={x - 8} y={y - 8} width={w + 16} height={h + 16} fill="#f7f5ef" />
      <rect x={x} y={y} width={w} height={h} fill={`url(#${ids('sky')})`} />
      <ellipse cx={x + w * 0.3} cy={y + h * 0.3} rx={w * 0.18} ry={h * 0.06} fill="#fff" opacity={0.8} />
      <rect x={x + w / 2 - 3} y={y} width={6} height={h} fill="#f7f5ef" />
      <rect x={x} y={y + h / 2 - 3} width={w} height={6} fill="#f7f5ef" />
      <rect x={x - 14} y={y + h + 8} width={w + 28} height={8} fill="#e9e4d8" />
      <polygon
        points={`${x},${y + h} ${x + w},${y + h} ${x + w + 90},${FLOOR_Y + 150} ${x + 40},${FLOOR_Y + 150}`}
        fill={`url(#${ids('beam')})`}
      />
    </g>
  );
}

export function Plant({ x, scale = 1 }: { x: number; scale?: number }) {
  const s = scale;
  return (
    <g transform={`translate(${x} ${FLOOR_Y}) scale(${s})`}>
      <path d="M-22 0 L-28 -60 L28 -60 L22 0 Z" fill="#d9d2c3" />
      <rect x={-30} y={-66} width={60} height={8} rx={2} fill="#cbc2b0" />
      {[-60, -35, -10, 15, 40, 65].map((a, i) => (
        <ellipse
          key={i}
          cx={0}
          cy={-110}
          rx={14}
          ry={52}
          fill={i % 2 ? '#3f7d4a' : '#2f6a3c'}
          transform={`rotate(${a} 0 -66)`}
        />
      ))}
    </g>
  );
}

export function Rug({ x, w, color, stripe }: { x: number; w: number; color: string; stripe: string }) {
  return (
    <g>
      <polygon
        points={`${x + 40},${FLOOR_Y + 40} ${x + w - 40},${FLOOR_Y + 40} ${x + w},${FLOOR_Y + 140} ${x},${FLOOR_Y + 140}`}
        fill={color}
      />
      <polygon
        points={`${x + 52},${FLOOR_Y + 50} ${x + w - 52},${FLOOR_Y + 50} ${x + w - 16},${FLOOR_Y + 130} ${x + 16},${FLOOR_Y + 130}`}
        fill="none"
        stroke={stripe}
        strokeWidth={4}
      />
    </g>
  );
}
