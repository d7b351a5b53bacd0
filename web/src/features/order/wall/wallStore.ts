// What the shopper set up in the Review step's room picker and on "Your wall": the room, the wall photo (in
// this tab only, never uploaded), the ruler, the typed width and where the Brix hangs. It lives outside the
// components so it stays while the shopper goes back to edit and returns, or the step is drawn afresh.
import { create } from 'zustand';
import { startingRuler, type LengthUnit, type Point } from './wall';

export interface Wall {
  image: ImageBitmap;
  width: number;
  height: number;
}

interface WallState {
  /** The room picker's choice: a sample room's id or YOUR_WALL_ID; null until the shopper picks. */
  roomId: string | null;
  wall: Wall | null;
  ruler: [Point, Point];
  centre: Point;
  widthText: string;
  widthTouched: boolean;
  unit: LengthUnit;

  chooseRoom(id: string): void;
  /** A new wall photo: the ruler and the Brix start again on it (the typed width is kept). */
  setWall(wall: Wall): void;
  moveRulerEnd(end: 0 | 1, to: Point): void;
  moveBrix(centre: Point): void;
  setWidthText(text: string): void;
  touchWidth(): void;
  setUnit(unit: LengthUnit): void;
}

export const YOUR_WALL_ID = 'your-wall';

const origin = (): Point => ({ x: 0, y: 0 });

export const useWall = create<WallState>((set, get) => ({
  roomId: null,
  wall: null,
  ruler: [origin(), origin()],
  centre: origin(),
  widthText: '',
  widthTouched: false,
  unit: 'in',

  chooseRoom(id) {
    set({ roomId: id });
  },
  setWall(wall) {
    get().wall?.image.close();
    set({ wall, ruler: startingRuler(wall.width, wall.height), centre: { x: wall.width / 2, y: wall.height * 0.4 } });
  },
  moveRulerEnd(end, to) {
    const [a, b] = get().ruler;
    set({ ruler: end === 0 ? [to, b] : [a, to] });
  },
  moveBrix(centre) {
    set({ centre });
  },
  setWidthText(widthText) {
    set({ widthText });
  },
  touchWidth() {
    set({ widthTouched: true });
  },
  setUnit(unit) {
    set({ unit });
  },
}));
