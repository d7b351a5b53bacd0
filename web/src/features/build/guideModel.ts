// What the building guide shows, worked out from the guide's answer and the marks: each plate's studs and
// steps, which steps are done, how far each plate is, and how many studs of a colour are left for the Brix.
import {
  plateSteps,
  readColorMap,
  STUDS_PER_PLATE,
  type BuildGuide,
  type BuildMark,
  type BuildMode,
  type BuildStep,
} from '@brixilated/shop';

const PLATE_STUDS = STUDS_PER_PLATE * STUDS_PER_PLATE;

export interface GuidePlate {
  /** From 0, row-major from the top left, as the blueprint numbers its pages (plate 1 is index 0). */
  index: number;
  row: number;
  col: number;
  /** Its 32 x 32 palette indices, row-major. */
  indices: Uint8Array;
}

export interface GuideColour {
  index: number;
  code: string;
  name: string;
  hex: string;
  /** Studs of this colour in the whole Brix. */
  count: number;
}

export interface Guide {
  answer: BuildGuide;
  plates: GuidePlate[];
  colours: Map<number, GuideColour>;
}

/** Cuts the guide's grid into its plates (the answer says where each plate sits). */
export function readGuide(answer: BuildGuide): Guide {
  const parsed = readColorMap(answer.colorMap);
  if (!parsed.ok) throw new Error(`The guide's grid does not read: ${parsed.message}`);
  const { width, indices } = parsed.grid;
  const plates = answer.plates.map((plate, index) => {
    const own = new Uint8Array(PLATE_STUDS);
    for (let r = 0; r < STUDS_PER_PLATE; r++) {
      const from = (plate.y + r) * width + plate.x;
      own.set(indices.subarray(from, from + STUDS_PER_PLATE), r * STUDS_PER_PLATE);
    }
    return { index, row: plate.row, col: plate.col, indices: own };
  });
  return { answer, plates, colours: new Map(answer.legend.map((entry) => [entry.index, entry])) };
}

/** The keys of the steps marked done on one plate. */
export const doneOn = (marks: readonly BuildMark[], plate: number): Set<string> =>
  new Set(marks.filter((m) => m.plate === plate).map((m) => m.step));

/** The keys of the steps marked done, by plate, in one pass over the marks (plates without marks are absent). */
export function doneByPlate(marks: readonly BuildMark[]): Map<number, Set<string>> {
  const byPlate = new Map<number, Set<string>>();
  for (const { plate, step } of marks) {
    const done = byPlate.get(plate);
    if (done) done.add(step);
    else byPlate.set(plate, new Set([step]));
  }
  return byPlate;
}

/** The step to build now: the first one not marked done (the number of steps once all are). */
export function currentStep(steps: readonly BuildStep[], done: ReadonlySet<string>): number {
  const next = steps.findIndex((step) => !done.has(step.key));
  return next === -1 ? steps.length : next;
}

/** Which studs of a plate are placed: those whose colour step or whose row step is marked done. */
export function placedStuds(plate: GuidePlate, done: ReadonlySet<string>): Uint8Array {
  const placed = new Uint8Array(PLATE_STUDS);
  if (done.size === 0) return placed;
  // The marks as flags by palette index and by row, so each stud is two array reads.
  const colourDone = new Uint8Array(256);
  const rowDone = new Uint8Array(STUDS_PER_PLATE);
  for (const key of done) {
    const n = Number(key.slice(1));
    if (key[0] === 'c') colourDone[n] = 1;
    else if (key[0] === 'r') rowDone[n] = 1;
  }
  for (let i = 0; i < PLATE_STUDS; i++) {
    placed[i] = colourDone[plate.indices[i]] | rowDone[(i / STUDS_PER_PLATE) | 0];
  }
  return placed;
}

/** How far a plate is: the share of its studs placed, from 0 to 1. */
export function plateProgress(plate: GuidePlate, marks: readonly BuildMark[]): number {
  const placed = placedStuds(plate, doneOn(marks, plate.index));
  let n = 0;
  for (const p of placed) n += p;
  return n / PLATE_STUDS;
}

/** Studs of each colour still to place in the whole Brix (palette index -> studs). */
export function studsLeft(guide: Guide, marks: readonly BuildMark[]): Map<number, number> {
  const left = new Map([...guide.colours.values()].map((c) => [c.index, c.count]));
  // Only the plates with marks have studs placed: the marks are read once, and the other plates not at all.
  for (const [index, done] of doneByPlate(marks)) {
    const plate = guide.plates[index];
    if (!plate) continue;
    const placed = placedStuds(plate, done);
    for (let i = 0; i < PLATE_STUDS; i++) {
      if (placed[i]) left.set(plate.indices[i], left.get(plate.indices[i])! - 1);
    }
  }
  return left;
}

/** The steps of every plate in one mode. */
export const stepsOf = (plate: GuidePlate, mode: BuildMode): BuildStep[] => plateSteps(plate.indices, mode);

/**
 * Where a builder who opens the guide again picks up: the first plate with marks that is not finished, else
 * the first plate not finished; null when nothing is marked yet (the plate map is shown first).
 */
export function whereStopped(guide: Guide, marks: readonly BuildMark[], mode: BuildMode): number | null {
  if (marks.length === 0) return null;
  const done = doneByPlate(marks);
  const none: ReadonlySet<string> = new Set();
  const unfinished = guide.plates.filter((p) => {
    const steps = stepsOf(p, mode);
    return currentStep(steps, done.get(p.index) ?? none) < steps.length;
  });
  const started = unfinished.find((p) => done.has(p.index));
  return (started ?? unfinished[0] ?? guide.plates[0]).index;
}
