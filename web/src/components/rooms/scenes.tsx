// The five sample rooms, drawn to scale in SVG: 1 inch = 4 px, so one 10-inch base plate is 40 px.
// The wall runs from y = 0 to FLOOR_Y (110 in, about 9 ft); furniture stands on the floor line.
import type { ReactNode } from 'react';
import { EXT_TOP, EXT_W, EXT_X, Floor, FLOOR_Y, Glow, Plant, Room, Rug, Window, wood, woodDark } from './roomParts';

export { FLOOR_Y, PX_PER_INCH, VIEW_H, VIEW_W } from './roomParts';

export interface RoomScene {
  id: string;
  name: string;
  /** Where the picture hangs: its centre x and the lowest its bottom edge may go (above the furniture). */
  anchor: { cx: number; bottom: number };
  draw: (ids: (name: string) => string) => ReactNode;
}

function Bedroom(ids: (n: string) => string) {
  const bedX = 360;
  const bedW = 240; // a queen bed, 60 in
  return (
    <Room ids={ids} wall="#c9d6e3" light="#ffe6a8">
      <Window ids={ids} x={70} y={90} w={150} h={190} />
      <Floor ids={ids} tone="#c8a27c" plank="#a8825e" />
      <Rug x={300} w={360} color="#e8e1d3" stripe="#c9b79a" />
      {/* headboard, mattress, duvet, pillows */}
      <rect x={bedX - 10} y={FLOOR_Y - 200} width={bedW + 20} height={200} rx={18} fill="#6d7f99" />
      <rect x={bedX} y={FLOOR_Y - 188} width={bedW} height={20} rx={8} fill="#7f91ab" />
      <rect x={bedX - 6} y={FLOOR_Y - 96} width={bedW + 12} height={56} rx={10} fill="#f3f1ec" />
      <rect x={bedX + 18} y={FLOOR_Y - 128} width={92} height={40} rx={16} fill="#fbfaf7" stroke="#e1ddd3" />
      <rect x={bedX + 130} y={FLOOR_Y - 128} width={92} height={40} rx={16} fill="#fbfaf7" stroke="#e1ddd3" />
      <path
        d={`M${bedX - 12} ${FLOOR_Y - 80} h${bedW + 24} v60 q-${(bedW + 24) / 2} 14 -${bedW + 24} 0 Z`}
        fill="#e7b75a"
      />
      <rect x={bedX - 12} y={FLOOR_Y - 20} width={bedW + 24} height={14} fill="#5a4634" />
      {/* nightstands with lamps */}
      {[bedX - 100, bedX + bedW + 30].map((x) => (
        <g key={x}>
          <Glow ids={ids} cx={x + 35} cy={FLOOR_Y - 150} r={110} />
          <rect x={x} y={FLOOR_Y - 96} width={70} height={96} rx={4} fill={wood} />
          <rect x={x + 6} y={FLOOR_Y - 70} width={58} height={26} rx={2} fill={woodDark} opacity={0.35} />
          <circle cx={x + 35} cy={FLOOR_Y - 57} r={3} fill="#e8d9c4" />
          <rect x={x + 31} y={FLOOR_Y - 140} width={8} height={44} fill="#8a8178" />
          <path
            d={`M${x + 12} ${FLOOR_Y - 140} L${x + 20} ${FLOOR_Y - 182} L${x + 50} ${FLOOR_Y - 182} L${x + 58} ${FLOOR_Y - 140} Z`}
            fill="#fff3d6"
            stroke="#ecd9ad"
          />
        </g>
      ))}
      <Plant x={880} scale={0.9} />
    </Room>
  );
}

function ReadingRoom(ids: (n: string) => string) {
  return (
    <Room ids={ids} wall="#a9bfa3" light="#ffdf9a">
      <Floor ids={ids} tone="#8e6a4b" plank="#735236" />
      {/* bookshelf */}
      <g>
        <rect x={40} y={FLOOR_Y - 330} width={200} height={330} fill={woodDark} />
        {[0, 1, 2, 3, 4].map((row) => (
          <g key={row}>
            <rect x={50} y={FLOOR_Y - 320 + row * 64} width={180} height={56} fill="#5e3d25" />
            {Array.from({ length: 9 }, (_, i) => {
              const colors = [
                '#b23a3a',
                '#2f5d8a',
                '#d9a441',
                '#4c7a4f',
                '#efe6d2',
                '#7a4d8a',
                '#c86b3c',
                '#33495e',
                '#9c8a5a',
              ];
              const h = 40 + ((i * 7 + row * 5) % 14);
              const w = 14 + ((i + row) % 3) * 3;
              const x = 54 + i * 19;
              return row === 2 && i > 5 ? null : (
                <rect
                  key={i}
                  x={x}
                  y={FLOOR_Y - 320 + row * 64 + 56 - h}
                  width={w}
                  height={h}
                  fill={colors[(i + row * 2) % colors.length]}
                />
              );
            })}
          </g>
        ))}
      </g>
      <Rug x={330} w={420} color="#b5523b" stripe="#e6c07b" />
      {/* armchair */}
      <g transform="translate(470 0)">
        <rect x={0} y={FLOOR_Y - 170} width={170} height={120} rx={30} fill="#8c3b2e" />
        <rect x={-20} y={FLOOR_Y - 110} width={46} height={90} rx={18} fill="#7a3227" />
        <rect x={144} y={FLOOR_Y - 110} width={46} height={90} rx={18} fill="#7a3227" />
        <rect x={18} y={FLOOR_Y - 80} width={134} height={44} rx={12} fill="#9d4636" />
        <rect x={-14} y={FLOOR_Y - 36} width={198} height={20} rx={6} fill="#7a3227" />
        <rect x={0} y={FLOOR_Y - 16} width={10} height={16} fill={woodDark} />
        <rect x={160} y={FLOOR_Y - 16} width={10} height={16} fill={woodDark} />
      </g>
      {/* side table with books and tea */}
      <g transform="translate(690 0)">
        <rect x={0} y={FLOOR_Y - 90} width={80} height={10} fill={wood} />
        <rect x={34} y={FLOOR_Y - 80} width={12} height={80} fill={woodDark} />
        <rect x={10} y={FLOOR_Y - 104} width={50} height={8} fill="#2f5d8a" />
        <rect x={14} y={FLOOR_Y - 112} width={44} height={8} fill="#d9a441" />
        <rect x={62} y={FLOOR_Y - 106} width={14} height={16} rx={3} fill="#f3f0ea" />
      </g>
      {/* floor lamp */}
      <g transform="translate(840 0)">
        <Glow ids={ids} cx={0} cy={FLOOR_Y - 300} r={170} />
        <ellipse cx={0} cy={FLOOR_Y - 4} rx={34} ry={8} fill="#333" />
        <rect x={-3} y={FLOOR_Y - 300} width={6} height={296} fill="#3a3a3a" />
        <path
          d={`M-44 ${FLOOR_Y - 290} L-30 ${FLOOR_Y - 350} L30 ${FLOOR_Y - 350} L44 ${FLOOR_Y - 290} Z`}
          fill="#fff1cf"
          stroke="#e7d2a0"
        />
      </g>
    </Room>
  );
}

function DiningRoom(ids: (n: string) => string) {
  return (
    <Room ids={ids} wall="#e9dcc6" light="#ffe2a0">
      {/* wainscoting */}
      <rect x={EXT_X} y={FLOOR_Y - 130} width={EXT_W} height={130} fill="#f6f1e7" />
      <rect x={EXT_X} y={FLOOR_Y - 134} width={EXT_W} height={6} fill="#ddd2bd" />
      {Array.from({ length: 36 }, (_, i) => (
        <rect
          key={i}
          x={EXT_X + 16 + i * 80}
          y={FLOOR_Y - 112}
          width={62}
          height={86}
          fill="none"
          stroke="#e2d8c5"
          strokeWidth={3}
        />
      ))}
      <Floor ids={ids} tone="#9c7655" plank="#7f5c40" />
      {/* sideboard against the wall */}
      <rect x={300} y={FLOOR_Y - 150} width={360} height={12} fill={woodDark} />
      <rect x={310} y={FLOOR_Y - 138} width={340} height={110} fill={wood} />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={320 + i * 112}
          y={FLOOR_Y - 128}
          width={100}
          height={90}
          fill="none"
          stroke={woodDark}
          strokeWidth={2}
        />
      ))}
      <rect x={320} y={FLOOR_Y - 28} width={10} height={28} fill={woodDark} />
      <rect x={630} y={FLOOR_Y - 28} width={10} height={28} fill={woodDark} />
      <path d={`M600 ${FLOOR_Y - 150} q-14 -30 0 -56 q14 26 0 56`} fill="#2f6a3c" />
      <rect x={588} y={FLOOR_Y - 176} width={24} height={26} rx={6} fill="#3d6f9e" />
      <circle cx={360} cy={FLOOR_Y - 162} r={12} fill="#e7c65a" />
      <circle cx={382} cy={FLOOR_Y - 160} r={10} fill="#c8553d" />
      {/* dining table in front: the chairs' backs rise behind it, plates and a vase on its top */}
      <g>
        {[250, 425, 600].map((x) => (
          <g key={x}>
            <rect x={x} y={FLOOR_Y - 58} width={110} height={66} rx={12} fill={woodDark} />
            <rect x={x + 10} y={FLOOR_Y - 48} width={90} height={56} rx={8} fill="#557a8f" />
            <rect x={x + 18} y={FLOOR_Y - 40} width={74} height={46} rx={6} fill="#638aa0" />
          </g>
        ))}
        <rect x={180} y={FLOOR_Y + 6} width={600} height={20} rx={3} fill="#a9744b" />
        <rect x={176} y={FLOOR_Y + 24} width={608} height={16} rx={3} fill={woodDark} />
        <rect x={206} y={FLOOR_Y + 40} width={18} height={112} fill={woodDark} />
        <rect x={736} y={FLOOR_Y + 40} width={18} height={112} fill={woodDark} />
        {[305, 655].map((cx) => (
          <g key={cx}>
            <ellipse cx={cx} cy={FLOOR_Y + 16} rx={34} ry={7} fill="#ffffff" />
            <ellipse cx={cx} cy={FLOOR_Y + 16} rx={20} ry={4} fill="#ece6da" />
            <rect x={cx + 40} y={FLOOR_Y - 6} width={10} height={22} rx={2} fill="#d8e8ef" opacity={0.85} />
          </g>
        ))}
        {/* vase with flowers in the middle of the table */}
        <path d={`M468 ${FLOOR_Y + 16} q-8 -26 4 -40 h16 q12 14 4 40 z`} fill="#e9e4da" />
        <circle cx={470} cy={FLOOR_Y - 34} r={9} fill="#c8553d" />
        <circle cx={488} cy={FLOOR_Y - 40} r={10} fill="#e7c65a" />
        <circle cx={500} cy={FLOOR_Y - 30} r={8} fill="#c8553d" />
        <path d={`M474 ${FLOOR_Y - 26} l6 8 M496 ${FLOOR_Y - 24} l-8 8`} stroke="#2f6a3c" strokeWidth={3} />
      </g>
      {/* pendant lights over the ends of the table, clear of any picture up to 8 plates wide */}
      {[250, 710].map((x) => (
        <g key={x}>
          <Glow ids={ids} cx={x} cy={170} r={150} />
          <rect x={x - 1} y={EXT_TOP} width={2} height={130 - EXT_TOP} fill="#555" />
          <path d={`M${x - 40} 170 Q${x} 110 ${x + 40} 170 Z`} fill="#2c3e50" />
          <ellipse cx={x} cy={170} rx={40} ry={6} fill="#fff1c4" />
        </g>
      ))}
    </Room>
  );
}

function LivingRoom(ids: (n: string) => string) {
  return (
    <Room ids={ids} wall="#dedbd5" light="#ffe5ad">
      <Window ids={ids} x={760} y={80} w={140} h={210} />
      <Floor ids={ids} tone="#c9ab86" plank="#ad8f6b" />
      <Rug x={230} w={500} color="#d8cfc0" stripe="#7f8fa6" />
      {/* sofa, 84 in */}
      <g transform="translate(312 0)">
        <rect x={0} y={FLOOR_Y - 150} width={336} height={90} rx={22} fill="#3e5c76" />
        <rect x={-26} y={FLOOR_Y - 104} width={48} height={84} rx={16} fill="#36526a" />
        <rect x={314} y={FLOOR_Y - 104} width={48} height={84} rx={16} fill="#36526a" />
        <rect x={16} y={FLOOR_Y - 84} width={150} height={46} rx={12} fill="#4a6b87" />
        <rect x={170} y={FLOOR_Y - 84} width={150} height={46} rx={12} fill="#4a6b87" />
        <rect x={-20} y={FLOOR_Y - 40} width={376} height={24} rx={8} fill="#36526a" />
        <rect x={30} y={FLOOR_Y - 132} width={56} height={46} rx={12} fill="#e7b75a" transform="rotate(-8 58 -109)" />
        <rect x={252} y={FLOOR_Y - 130} width={56} height={46} rx={12} fill="#e9e4da" />
        <rect x={0} y={FLOOR_Y - 16} width={8} height={16} fill="#2b2b2b" />
        <rect x={328} y={FLOOR_Y - 16} width={8} height={16} fill="#2b2b2b" />
      </g>
      {/* coffee table */}
      <rect x={380} y={FLOOR_Y + 60} width={200} height={14} rx={4} fill={wood} />
      <rect x={396} y={FLOOR_Y + 74} width={10} height={50} fill={woodDark} />
      <rect x={554} y={FLOOR_Y + 74} width={10} height={50} fill={woodDark} />
      <rect x={430} y={FLOOR_Y + 46} width={40} height={14} fill="#c0141a" />
      <circle cx={520} cy={FLOOR_Y + 52} r={10} fill="#f3f0ea" />
      {/* floor lamp and plant */}
      <g transform="translate(200 0)">
        <Glow ids={ids} cx={0} cy={FLOOR_Y - 290} r={160} />
        <ellipse cx={0} cy={FLOOR_Y - 4} rx={30} ry={7} fill="#2b2b2b" />
        <rect x={-3} y={FLOOR_Y - 290} width={6} height={286} fill="#b8913a" />
        <path
          d={`M-40 ${FLOOR_Y - 280} L-28 ${FLOOR_Y - 338} L28 ${FLOOR_Y - 338} L40 ${FLOOR_Y - 280} Z`}
          fill="#fff4d8"
          stroke="#ead6a6"
        />
      </g>
      <Plant x={80} scale={1.3} />
    </Room>
  );
}

function Office(ids: (n: string) => string) {
  return (
    <Room ids={ids} wall="#f1efe9" light="#fff0c2">
      <rect x={EXT_X} y={EXT_TOP} width={260 - EXT_X} height={FLOOR_Y - EXT_TOP} fill="#2f4858" opacity={0.92} />
      <Floor ids={ids} tone="#a7a39b" plank="#8f8b83" />
      {/* shelf on the accent wall */}
      <rect x={40} y={150} width={180} height={8} fill={wood} />
      <rect x={60} y={112} width={18} height={38} fill="#d9a441" />
      <rect x={80} y={118} width={14} height={32} fill="#c0141a" />
      <circle cx={170} cy={134} r={16} fill="#3f7d4a" />
      <rect x={158} y={134} width={24} height={16} fill="#d9d2c3" />
      {/* desk */}
      <rect x={380} y={FLOOR_Y - 124} width={360} height={14} rx={3} fill={wood} />
      <rect x={392} y={FLOOR_Y - 110} width={12} height={110} fill="#3a3a3a" />
      <rect x={716} y={FLOOR_Y - 110} width={12} height={110} fill="#3a3a3a" />
      <rect x={620} y={FLOOR_Y - 110} width={96} height={70} fill={woodDark} />
      {/* monitor, keyboard, mug */}
      <rect x={470} y={FLOOR_Y - 236} width={170} height={100} rx={6} fill="#1d232a" />
      <rect x={478} y={FLOOR_Y - 228} width={154} height={84} fill="#2c5d88" />
      <rect x={548} y={FLOOR_Y - 136} width={14} height={12} fill="#1d232a" />
      <rect x={500} y={FLOOR_Y - 130} width={110} height={6} rx={2} fill="#d6d6d6" />
      <rect x={660} y={FLOOR_Y - 146} width={18} height={22} rx={3} fill="#c0141a" />
      {/* desk lamp */}
      <g>
        <Glow ids={ids} cx={420} cy={FLOOR_Y - 170} r={120} />
        <rect x={398} y={FLOOR_Y - 130} width={40} height={6} fill="#333" />
        <line x1={418} y1={FLOOR_Y - 130} x2={400} y2={FLOOR_Y - 190} stroke="#333" strokeWidth={5} />
        <line x1={400} y1={FLOOR_Y - 190} x2={430} y2={FLOOR_Y - 214} stroke="#333" strokeWidth={5} />
        <path d={`M420 ${FLOOR_Y - 222} L452 ${FLOOR_Y - 200} L440 ${FLOOR_Y - 186} Z`} fill="#333" />
      </g>
      {/* chair */}
      <g transform="translate(440 0)">
        <rect x={0} y={FLOOR_Y - 128} width={90} height={58} rx={16} fill="#444c56" />
        <rect x={-6} y={FLOOR_Y - 70} width={102} height={18} rx={8} fill="#3a4048" />
        <rect x={40} y={FLOOR_Y - 52} width={10} height={36} fill="#2b2b2b" />
        <line x1={0} y1={FLOOR_Y - 6} x2={90} y2={FLOOR_Y - 6} stroke="#2b2b2b" strokeWidth={6} strokeLinecap="round" />
      </g>
      <Plant x={880} scale={1.1} />
    </Room>
  );
}

export const ROOM_SCENES: RoomScene[] = [
  { id: 'bedroom', name: 'Bedroom', anchor: { cx: 480, bottom: FLOOR_Y - 224 }, draw: Bedroom },
  { id: 'reading-room', name: 'Reading Room', anchor: { cx: 555, bottom: FLOOR_Y - 196 }, draw: ReadingRoom },
  { id: 'dining-room', name: 'Dining Room', anchor: { cx: 480, bottom: FLOOR_Y - 200 }, draw: DiningRoom },
  { id: 'living-room', name: 'Living Room', anchor: { cx: 480, bottom: FLOOR_Y - 176 }, draw: LivingRoom },
  { id: 'office', name: 'Office', anchor: { cx: 555, bottom: FLOOR_Y - 264 }, draw: Office },
];
