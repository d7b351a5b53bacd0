// How big the Edit step's stage is drawn: one of four preview sizes by screen class, 1.2 times that on a
// non-square picture's long side, the largest that fits both the screen's width and its height (smaller
// still on a low screen), so the stage, its controls and the wizard's buttons are in view without scrolling.
import { useEffect, useState } from 'react';

/** The preview sizes in pixels, largest first. */
export const PREVIEW_BASES = [550, 500, 450, 400] as const;
/** Non-square pictures are this much larger on their long side. */
const LONG_SIDE_FACTOR = 1.2;
/**
 * Screen height the stage leaves to the rest of the step above and below it: the shop's header, the step
 * header and the step's title row (about 230 px), the zoom row under the stage and the wizard's button bar
 * (about 130 px).
 */
export const STAGE_CHROME_HEIGHT = 360;

/** The stage is never drawn lower than this, however low the screen: the page scrolls instead. */
const MIN_STAGE_HEIGHT = 240;

/** The preview size the screen's width allows: 400, 450, 500 or 550. */
function baseForWidth(width: number): number {
  if (width >= 1340) return 550;
  if (width >= 1200) return 500;
  if (width >= 1100) return 450;
  return 400;
}

function sized(base: number, wide: number, high: number): { width: number; height: number } {
  if (wide === high) return { width: base, height: base };
  const long = Math.round(base * LONG_SIDE_FACTOR);
  return wide > high
    ? { width: long, height: Math.round((long * high) / wide) }
    : { width: Math.round((long * wide) / high), height: long };
}

/**
 * The stage's size for a picture of `wide` x `high` plates on a screen of `screenWidth` x `screenHeight`:
 * the largest preview size the width allows whose height fits beside the step's other parts; on a screen too
 * low for the smallest, as tall as fits.
 */
export function stageSize(
  wide: number,
  high: number,
  screenWidth: number,
  screenHeight: number,
): { width: number; height: number } {
  const widest = baseForWidth(screenWidth);
  const room = screenHeight - STAGE_CHROME_HEIGHT;
  for (const base of PREVIEW_BASES) {
    if (base > widest) continue;
    const size = sized(base, wide, high);
    if (size.height <= room) return size;
  }
  // Lower than every preview size allows: as tall as the room, the width in proportion.
  const height = Math.max(MIN_STAGE_HEIGHT, room);
  return { width: Math.round((height * wide) / high), height };
}

/** The stage's size, following the window's size. */
export function useStageSize(wide: number, high: number): { width: number; height: number } {
  const [screen, setScreen] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setScreen({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return stageSize(wide, high, screen.width, screen.height);
}
