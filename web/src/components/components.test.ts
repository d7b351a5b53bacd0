import { describe, expect, it } from 'vitest';
import { clampComparison } from './BeforeAfter';
import { carouselShiftEm } from './Carousel';
import { platesFor, sampleImageUrl } from './rooms/sizes';

describe('before/after', () => {
  it('keeps the divider 10 from either end of 0..100', () => {
    expect(clampComparison(0)).toBe(10);
    expect(clampComparison(5)).toBe(10);
    expect(clampComparison(37.4)).toBe(37);
    expect(clampComparison(95)).toBe(90);
    expect(clampComparison(100)).toBe(90);
  });
});

describe('carousel', () => {
  it('steps 10em and stops at 27em once position x 10 exceeds 23', () => {
    expect([0, 1, 2, 3, 4].map(carouselShiftEm)).toEqual([0, 10, 20, 27, 27]);
  });
});

describe('room preview sizes', () => {
  it('hangs each size code at its plates (S=2, M=3, L=4)', () => {
    const codes = ['SS', 'SM', 'SL', 'PS', 'PM', 'PL', 'LS', 'LM', 'LL'];
    expect(codes.map((code) => platesFor(code))).toEqual([
      { wide: 2, high: 2 },
      { wide: 3, high: 3 },
      { wide: 4, high: 4 },
      { wide: 2, high: 3 },
      { wide: 2, high: 4 },
      { wide: 3, high: 4 },
      { wide: 3, high: 2 },
      { wide: 4, high: 2 },
      { wide: 4, high: 3 },
    ]);
  });

  it('lets custom plates override the code and falls back for unknown codes', () => {
    expect(platesFor('SC', { wide: 6, high: 6 })).toEqual({ wide: 6, high: 6 });
    expect(platesFor('??')).toEqual({ wide: 3, high: 3 });
  });

  it('points at one sample image per shape-size key', () => {
    expect(sampleImageUrl('LM')).toBe('/samples/LM.png');
    expect(sampleImageUrl('PC')).toBe('/samples/PC.png');
    expect(sampleImageUrl('S')).toBe('/samples/SC.png');
  });
});

describe('room preview framing', async () => {
  const { frameView, hangPicture } = await import('./rooms/RoomPreview');
  const { ROOM_SCENES, FLOOR_Y } = await import('./rooms/scenes');
  it('always shows the whole picture and the floor line below it', () => {
    for (const scene of ROOM_SCENES) {
      for (let wide = 1; wide <= 8; wide++) {
        for (let high = 1; high <= 8; high++) {
          const { x, y, w, h } = hangPicture(scene, { wide, high });
          expect(w).toBe(wide * 40); // 10 inches a plate at 4 px an inch
          const view = frameView(x + w / 2, y, w, h);
          expect(view.w / view.h).toBeCloseTo(1.6, 5);
          expect(view.x).toBeLessThanOrEqual(x);
          expect(view.x + view.w).toBeGreaterThanOrEqual(x + w);
          expect(view.y).toBeLessThanOrEqual(y);
          expect(view.y + view.h, `${scene.id} ${wide}x${high}`).toBeGreaterThan(FLOOR_Y + 20);
        }
      }
    }
  });

  it('frames a long, low picture within the drawn room instead of zooming out past it', async () => {
    const { VIEW_W } = await import('./rooms/scenes');
    for (const scene of ROOM_SCENES) {
      for (const wide of [6, 7, 8]) {
        const { x, y, w, h } = hangPicture(scene, { wide, high: 1 });
        expect(frameView(x + w / 2, y, w, h).w, `${scene.id} ${wide}x1`).toBeLessThanOrEqual(VIEW_W);
      }
    }
  });
});
