// What goes into the box of a Brix besides the blueprint: its studs (one brick per stud, sorted by colour,
// with spares), its base plates and the connectors that join them; and the stock rule that keeps a colour in
// new designs. The admin's pick lists, the BrickLink wanted lists and the stock all follow these numbers.
import { PALETTE, studCode, type PaletteColor } from 'mosaic-core';
import { STUDS_PER_PLATE } from './plates.ts';

/** Spare bricks packed per colour: this percentage of the colour's studs, rounded up... */
export const SPARE_PERCENT = 5;
/** ...and never fewer than this for a colour the Brix uses. */
export const MIN_SPARES = 2;

/** Spare bricks of one colour for one kit that uses `count` studs of it (0 for a colour it does not use). */
export function sparesFor(count: number): number {
  if (count <= 0) return 0;
  // Whole numbers divided once: 5 % of 60 is exactly 3 (60 * 0.05 would be 3.0000000000000004, rounded up to 4).
  return Math.max(MIN_SPARES, Math.ceil((count * SPARE_PERCENT) / 100));
}

/**
 * Connectors in a kit of `wide` x `high` base plates: one for every seam where two neighbouring plates meet
 * (a single plate needs none).
 */
export function connectorsFor(wide: number, high: number): number {
  return (wide - 1) * high + wide * (high - 1);
}

/** The colour code printed on the blueprint and the pick lists (palette index + 1), as a number. */
export const colorCode = (index: number): number => Number(studCode(index));
/** The palette colour of a code, or undefined for a code outside 1 to 40. */
export const colorOfCode = (code: number): PaletteColor | undefined =>
  Number.isInteger(code) ? PALETTE[code - 1] : undefined;

/** Plates a side of the largest standard Brix (4 x 4 plates), whose studs set the default stock threshold. */
const THRESHOLD_PLATES = 4;
/**
 * Default stock threshold: a colour whose free stock falls below the studs one 4 x 4 Brix could need of it
 * (128 x 128 = 16,384, a Brix in that single colour) leaves new designs. The admin can change it.
 */
export const DEFAULT_STOCK_THRESHOLD = (THRESHOLD_PLATES * STUDS_PER_PLATE) ** 2;
/** The most an admin may set as the threshold or as pieces on hand of one colour. */
export const MAX_STOCK_PIECES = 100_000_000;

/** Studs one person places in an hour, the rate a kit's build time is estimated at. */
export const BUILD_STUDS_PER_HOUR = 500;

/** What a kit holds and asks of its builder; the design's numbers are null until its grid is known. */
export interface KitFacts {
  /** Base plates across and down, and in all. */
  wide: number;
  high: number;
  plates: number;
  /** Studs on the finished Brix: one brick each, as the blueprint's legend counts its pieces. */
  studs: number;
  connectors: number;
  /** Hours to place every stud at BUILD_STUDS_PER_HOUR. */
  buildHours: number;
  /** Colours the design uses, spare bricks packed, and every brick in the box (studs + spares). */
  colors: number | null;
  spares: number | null;
  pieces: number | null;
}

/**
 * The facts of a kit of `wide` x `high` plates; with the design's per-colour stud counts (indexed by palette
 * colour), also its colours, spares and pieces. The same numbers the pick list and the blueprint use.
 */
export function kitFacts(wide: number, high: number, counts?: ArrayLike<number> | null): KitFacts {
  const studs = wide * high * STUDS_PER_PLATE * STUDS_PER_PLATE;
  let colors: number | null = null;
  let spares: number | null = null;
  if (counts) {
    colors = 0;
    spares = 0;
    for (let i = 0; i < counts.length; i += 1) {
      if (counts[i] > 0) colors += 1;
      spares += sparesFor(counts[i]);
    }
  }
  return {
    wide,
    high,
    plates: wide * high,
    studs,
    connectors: connectorsFor(wide, high),
    buildHours: studs / BUILD_STUDS_PER_HOUR,
    colors,
    spares,
    pieces: spares === null ? null : studs + spares,
  };
}

/** A build time for people: "about 45 minutes", "about 8 hours", "about 33 hours" (to the nearest half hour under 10). */
export function buildTimeText(hours: number): string {
  if (hours < 1) return `about ${Math.max(5, Math.round((hours * 60) / 5) * 5)} minutes`;
  const rounded = hours < 10 ? Math.round(hours * 2) / 2 : Math.round(hours);
  return `about ${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
}
