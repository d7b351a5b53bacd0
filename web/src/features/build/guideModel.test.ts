import { describe, expect, it } from 'vitest';
import { plateSteps, serializeColorMap, type BuildGuide, type BuildMark } from '@brixilated/shop';
import {
  currentStep,
  doneByPlate,
  doneOn,
  placedStuds,
  plateProgress,
  readGuide,
  studsLeft,
  whereStopped,
} from './guideModel';

/** A 2 x 1-plate guide: the left plate is colour 3 with a 4 x 4 block of colour 7 in its top-left corner, the right colour 5. */
function twoPlates(marks: BuildMark[] = []): BuildGuide {
  const width = 64;
  const indices = Array.from({ length: width * 32 }, (_, i) => {
    const x = i % width;
    const y = Math.floor(i / width);
    if (x >= 32) return 5;
    return x < 4 && y < 4 ? 7 : 3;
  });
  const colours = [3, 5, 7];
  return {
    orderNumber: '12345678',
    item: 1,
    title: 'Landscape Brix',
    platesWide: 2,
    platesHigh: 1,
    colorMap: serializeColorMap({ width, height: 32, indices }),
    plates: [
      {
        row: 0,
        col: 0,
        x: 0,
        y: 0,
        counts: [
          [3, 1008],
          [7, 16],
        ],
      },
      { row: 0, col: 1, x: 32, y: 0, counts: [[5, 1024]] },
    ],
    legend: colours.map((index) => ({
      index,
      code: String(index + 1),
      name: `Colour ${index}`,
      hex: '#808080',
      count: indices.filter((i) => i === index).length,
    })),
    marks,
  };
}

describe('the building guide’s model', () => {
  it('cuts the grid into its plates, row-major within each plate', () => {
    const guide = readGuide(twoPlates());
    expect(guide.plates.map((p) => [p.index, p.row, p.col])).toEqual([
      [0, 0, 0],
      [1, 0, 1],
    ]);
    expect(guide.plates[0].indices[0]).toBe(7);
    expect(guide.plates[0].indices[3 * 32 + 3]).toBe(7);
    expect(guide.plates[0].indices[4]).toBe(3);
    expect(guide.plates[1].indices.every((i) => i === 5)).toBe(true);
  });

  it('steps one colour at a time, most studs first, or one row at a time', () => {
    const { plates } = readGuide(twoPlates());
    expect(plateSteps(plates[0].indices, 'colour').map((s) => [s.key, s.studs])).toEqual([
      ['c3', 1008],
      ['c7', 16],
    ]);
    const rows = plateSteps(plates[0].indices, 'row');
    expect(rows).toHaveLength(32);
    expect(rows[31]).toEqual({ key: 'r31', colour: null, row: 31, studs: 32 });
  });

  it('builds from the first step not marked done, and counts a stud placed by its colour or its row', () => {
    const guide = readGuide(twoPlates());
    const steps = plateSteps(guide.plates[0].indices, 'colour');
    expect(currentStep(steps, new Set())).toBe(0);
    expect(currentStep(steps, new Set(['c3']))).toBe(1);
    expect(currentStep(steps, new Set(['c7', 'c3']))).toBe(2);
    // Row 0 done by rows, colour 7 by colour: 32 + 16 - 4 studs placed.
    const placed = placedStuds(
      guide.plates[0],
      doneOn(
        [
          { plate: 0, step: 'r0' },
          { plate: 0, step: 'c7' },
        ],
        0,
      ),
    );
    expect(placed.reduce((a, b) => a + b, 0)).toBe(44);
    expect(plateProgress(guide.plates[0], [{ plate: 0, step: 'c3' }])).toBeCloseTo(1008 / 1024);
    expect(plateProgress(guide.plates[0], [{ plate: 1, step: 'c5' }])).toBe(0);
  });

  it('counts the studs of each colour left for the whole Brix', () => {
    const guide = readGuide(twoPlates());
    const left = studsLeft(guide, [
      { plate: 0, step: 'c7' },
      { plate: 1, step: 'r0' },
    ]);
    expect(Object.fromEntries(left)).toEqual({ 3: 1008, 5: 1024 - 32, 7: 0 });
  });

  it('counts a stud once when its colour and its row are both marked, and only on the plate marked', () => {
    const guide = readGuide(twoPlates());
    const marks = [
      { plate: 0, step: 'r0' },
      { plate: 1, step: 'c5' },
      { plate: 0, step: 'c7' },
      { plate: 0, step: 'r1' },
    ];
    // Plate 0: rows 0 and 1 (64 studs, 8 of them colour 7) and colour 7 (16 studs): 56 of colour 3, all 16 of 7.
    expect(Object.fromEntries(studsLeft(guide, marks))).toEqual({ 3: 1008 - 56, 5: 0, 7: 0 });
    // A mark of a plate the Brix does not have places nothing.
    expect(Object.fromEntries(studsLeft(guide, [{ plate: 9, step: 'c3' }]))).toEqual({ 3: 1008, 5: 1024, 7: 16 });
    expect(doneByPlate(marks)).toEqual(
      new Map([
        [0, new Set(['r0', 'c7', 'r1'])],
        [1, new Set(['c5'])],
      ]),
    );
  });

  it('opens where the builder stopped: the started plate that is not finished, or the plate map', () => {
    const guide = readGuide(twoPlates());
    expect(whereStopped(guide, [], 'colour')).toBeNull();
    expect(whereStopped(guide, [{ plate: 1, step: 'r4' }], 'colour')).toBe(1);
    // Plate 0 finished by colours: the next unfinished plate.
    expect(
      whereStopped(
        guide,
        [
          { plate: 0, step: 'c3' },
          { plate: 0, step: 'c7' },
        ],
        'colour',
      ),
    ).toBe(1);
    // By rows, colour marks finish nothing: the started plate 0 is where the builder stopped.
    expect(whereStopped(guide, [{ plate: 0, step: 'c3' }], 'row')).toBe(0);
    // Every plate finished: the first one.
    const everyRow = [0, 1].flatMap((plate) => Array.from({ length: 32 }, (_, row) => ({ plate, step: `r${row}` })));
    expect(whereStopped(guide, everyRow, 'row')).toBe(0);
    // Plate 1 started and plate 0 untouched: plate 1, though plate 0 comes first.
    expect(whereStopped(guide, [{ plate: 1, step: 'c5' }], 'row')).toBe(1);
  });
});
