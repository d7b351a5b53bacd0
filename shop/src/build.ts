// The building guide: where it lives, and how a plate is cut into steps. The web app draws the steps and the
// API keeps which of them the builder has marked done; both read the rules from here.
import { STUDS_PER_PLATE } from './plates.ts';

/** The guide of one Brix of an order, as the web app's router writes it; `item` is its place in the order, from 1. */
export const BUILD_PAGE_ROUTE = '/account/orders/:orderNumber/build/:item';

/** The guide of the `item`th Brix of an order (from 1), opened at plate `plate` (from 1) when given. */
export const buildPagePath = (orderNumber: string, item: number, plate?: number): string =>
  `/account/orders/${encodeURIComponent(orderNumber)}/build/${item}${plate ? `?plate=${plate}` : ''}`;

/** How a plate is cut into steps: one colour a step (most studs first) or one row a step, from the top. */
export type BuildMode = 'colour' | 'row';

/**
 * One step of a plate. Its key names it in the marks the server keeps: `c{palette index}` for a colour,
 * `r{row from 0}` for a row, so a mark means the same on every device whatever order the steps are shown in.
 */
export interface BuildStep {
  key: string;
  /** The colour's palette index (colour steps); null for a row. */
  colour: number | null;
  /** The row from the top, from 0 (row steps); null for a colour. */
  row: number | null;
  /** Studs this step places. */
  studs: number;
}

/** A mark's step key, as the API accepts it. */
export const BUILD_STEP_KEY = /^(c([0-9]|[1-3][0-9])|r([0-9]|[12][0-9]|3[01]))$/;

/** A builder's mark: the step `step` of plate `plate` (from 0) is done. */
export interface BuildMark {
  plate: number;
  step: string;
}

/** What `PUT /api/build/{orderNumber}/{item}/marks` takes: a step marked done, or not done any more. */
export interface BuildMarkChange extends BuildMark {
  done: boolean;
}

/**
 * The steps of one plate from its 32 x 32 palette indices (row-major). Colour steps come with the most studs
 * first (ties by palette index, the blueprint legend's order); row steps from the top, skipping none.
 */
export function plateSteps(indices: ArrayLike<number>, mode: BuildMode): BuildStep[] {
  if (mode === 'row') {
    return Array.from({ length: STUDS_PER_PLATE }, (_, row) => ({
      key: `r${row}`,
      colour: null,
      row,
      studs: STUDS_PER_PLATE,
    }));
  }
  const counts = new Map<number, number>();
  for (let i = 0; i < indices.length; i++) counts.set(indices[i], (counts.get(indices[i]) ?? 0) + 1);
  return [...counts]
    .sort(([a, na], [b, nb]) => nb - na || a - b)
    .map(([colour, studs]) => ({ key: `c${colour}`, colour, row: null, studs }));
}

/** Whether stud `i` (row-major within the plate) belongs to `step`. */
export const inStep = (step: BuildStep, indices: ArrayLike<number>, i: number): boolean =>
  step.colour !== null ? indices[i] === step.colour : Math.floor(i / STUDS_PER_PLATE) === step.row;

/** One plate of a guide: where it sits on the plate map and its studs of each colour (palette index -> count). */
export interface BuildPlate {
  row: number;
  col: number;
  /** Its top-left stud in the whole grid. */
  x: number;
  y: number;
  /** [palette index, studs] for each colour on the plate, as the blueprint's plate page counts them. */
  counts: [number, number][];
}

/** What `GET /api/build/{orderNumber}/{item}` answers: everything the guide draws, and the marks so far. */
export interface BuildGuide {
  orderNumber: string;
  /** The Brix's place in the order, from 1 (the blueprint's file name has it too). */
  item: number;
  /** e.g. "Square Large Brix, 40 x 40 in (101.6 x 101.6 cm)", as the blueprint's cover says. */
  title: string;
  platesWide: number;
  platesHigh: number;
  /** The grid as colorMap text. */
  colorMap: string;
  plates: BuildPlate[];
  /** Each colour of the Brix with its code and count, in palette order (the blueprint's legend). */
  legend: { index: number; code: string; name: string; hex: string; count: number }[];
  marks: BuildMark[];
}

/**
 * Whether a stud of colour `hex` takes a dark code (light studs) rather than a white one (dark studs), by its
 * WCAG relative luminance: the blueprint prints codes this way, and the guide draws them the same.
 */
export function takesDarkCode(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255) > 0.22;
}
