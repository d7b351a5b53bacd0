import { describe, expect, it } from 'vitest';
import { brixBox, fittedSize, knownWidthInches, pixelsPerInch, startingRuler, WALL_MESSAGES } from './wall';
import { useWall, YOUR_WALL_ID } from './wallStore';

describe('your wall: the typed width', () => {
  it('takes inches and centimetres, with a comma or a point', () => {
    expect(knownWidthInches('36', 'in')).toEqual({ inches: 36 });
    expect(knownWidthInches(' 91.44 ', 'cm')).toEqual({ inches: 36 });
    expect(knownWidthInches('80,5', 'in')).toEqual({ inches: 80.5 });
  });

  it('accepts 5 in to 50 ft and refuses less, more, zero, nothing and words', () => {
    expect(knownWidthInches('5', 'in')).toEqual({ inches: 5 });
    expect(knownWidthInches('12.7', 'cm')).toEqual({ inches: 5 });
    expect(knownWidthInches('600', 'in')).toEqual({ inches: 600 });
    expect(knownWidthInches('1524', 'cm')).toEqual({ inches: 600 });
    for (const [text, unit] of [
      ['4.9', 'in'],
      ['12', 'cm'],
      ['601', 'in'],
      ['1525', 'cm'],
      ['0', 'in'],
      ['-30', 'in'],
      ['3 ft', 'in'],
      ['1e3', 'in'],
    ] as const) {
      expect(knownWidthInches(text, unit)).toEqual({ error: WALL_MESSAGES.widthRange });
    }
    expect(knownWidthInches('  ', 'cm')).toEqual({ error: WALL_MESSAGES.noWidth });
  });
});

describe('your wall: scale and the Brix at true size', () => {
  it('a ruler of 600 px across a 30 in object makes 20 px an inch, in any direction', () => {
    expect(pixelsPerInch({ x: 100, y: 50 }, { x: 700, y: 50 }, 30)).toBe(20);
    expect(pixelsPerInch({ x: 0, y: 0 }, { x: 360, y: 480 }, 30)).toBe(20);
  });

  it('a ruler too short measures nothing', () => {
    expect(pixelsPerInch({ x: 10, y: 10 }, { x: 15, y: 12 }, 30)).toBeNull();
  });

  it('a 3 x 2 plate Brix (30 x 20 in) at 20 px an inch is 600 x 400 px, centred where asked', () => {
    expect(brixBox({ wide: 3, high: 2 }, 20, { x: 1000, y: 500 })).toEqual({ x: 700, y: 300, w: 600, h: 400 });
  });

  it('fits large wall photos within the longest side and never enlarges small ones', () => {
    expect(fittedSize(4800, 3600)).toEqual({ width: 2400, height: 1800 });
    expect(fittedSize(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
    expect(fittedSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('starts the ruler across the middle third', () => {
    expect(startingRuler(900, 600)).toEqual([
      { x: 300, y: 360 },
      { x: 600, y: 360 },
    ]);
  });
});

describe('the wall store', () => {
  const bitmap = () => {
    const image = {
      closed: false,
      close() {
        image.closed = true;
      },
    };
    return image;
  };

  it('keeps the room, the wall and the ruler outside the components, and closes a replaced wall photo', () => {
    useWall.getState().chooseRoom(YOUR_WALL_ID);
    const first = bitmap();
    useWall.getState().setWall({ image: first as unknown as ImageBitmap, width: 2000, height: 1000 });
    expect(useWall.getState().ruler).toEqual(startingRuler(2000, 1000));
    expect(useWall.getState().centre).toEqual({ x: 1000, y: 400 });
    useWall.getState().moveRulerEnd(1, { x: 1500, y: 700 });
    useWall.getState().setWidthText('80');
    expect(useWall.getState().ruler[1]).toEqual({ x: 1500, y: 700 });

    const second = bitmap();
    useWall.getState().setWall({ image: second as unknown as ImageBitmap, width: 1200, height: 1600 });
    expect(first.closed).toBe(true);
    expect(second.closed).toBe(false);
    expect(useWall.getState().ruler).toEqual(startingRuler(1200, 1600));
    expect(useWall.getState()).toMatchObject({ roomId: YOUR_WALL_ID, widthText: '80', centre: { x: 600, y: 640 } });
  });
});
