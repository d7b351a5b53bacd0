import { describe, expect, it } from 'vitest';
import { STAGE_CHROME_HEIGHT, stageSize } from './stageSize';

describe('the Edit step stage size', () => {
  it('follows the screen width on a tall screen: 400, 450, 500 or 550, 1.2 times on the long side', () => {
    expect(stageSize(3, 3, 1024, 2000)).toEqual({ width: 400, height: 400 });
    expect(stageSize(3, 3, 1100, 2000)).toEqual({ width: 450, height: 450 });
    expect(stageSize(3, 3, 1200, 2000)).toEqual({ width: 500, height: 500 });
    expect(stageSize(3, 3, 1440, 2000)).toEqual({ width: 550, height: 550 });
    expect(stageSize(4, 2, 1440, 2000)).toEqual({ width: 660, height: 330 });
    expect(stageSize(2, 4, 1440, 2000)).toEqual({ width: 330, height: 660 });
  });

  it('takes a smaller size where the screen is too low for the stage and the buttons', () => {
    const room = (height: number) => height - STAGE_CHROME_HEIGHT;
    // 1440 x 900: the width allows 550; the largest size whose height fits is taken.
    expect(stageSize(3, 3, 1440, 900).height).toBeLessThanOrEqual(room(900));
    expect(stageSize(3, 3, 1440, 900).height).toBeGreaterThanOrEqual(400);
    expect(stageSize(3, 3, 1440, 2000).height).toBe(550);
    // A portrait's long side is 1.2 times the size, so it gets a smaller size than a square on the same screen.
    expect(stageSize(2, 4, 1440, 900).height).toBeLessThanOrEqual(room(900));
    expect(stageSize(2, 4, 1440, 900).width).toBe(stageSize(2, 4, 1440, 900).height / 2);
    // Lower than the smallest size allows: as tall as the room, in proportion.
    expect(stageSize(2, 4, 1024, 700)).toEqual({ width: 170, height: 340 });
  });

  it('every size chosen fits the room left for it, unless even the smallest does not', () => {
    for (const height of [700, 768, 800, 900, 1080])
      for (const [wide, high] of [
        [3, 3],
        [2, 3],
        [4, 3],
        [8, 1],
        [1, 8],
      ]) {
        const size = stageSize(wide, high, 1440, height);
        const smallest = stageSize(wide, high, 1000, 10_000);
        if (size.height !== smallest.height) expect(size.height).toBeLessThanOrEqual(height - STAGE_CHROME_HEIGHT);
      }
  });
});
