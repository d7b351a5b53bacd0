// What makes the guide usable beside the plates: the screen kept on (Screen Wake Lock, where the browser has
// it), steps by keyboard and by swipe, and the stage sized to the room it has.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Keeps the screen on while the guide is open, and again after the tab comes back into view. */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
    ).wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((taken) => {
          if (live) lock = taken;
          else void taken.release();
        })
        .catch(() => {}); // refused (battery saver, no user gesture yet): the screen simply may dim
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => {});
    };
  }, []);
}

/** Space and → step forward, ← steps back; keys meant for a control that has the focus are left to it. */
export function useStepKeys(onNext: () => void, onBack: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('button, input, select, textarea, a, [contenteditable="true"]'))
        return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' || event.key === 'ArrowRight') {
        event.preventDefault();
        onNext();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onBack();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNext, onBack]);
}

/** A horizontal swipe over `ref`: right to left steps forward, left to right steps back. */
export function useSwipe(ref: RefObject<HTMLElement | null>, onNext: () => void, onBack: () => void): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      if (dx < 0) onNext();
      else onBack();
    };
    const cancel = () => (start = null);
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [ref, onNext, onBack]);
}

/** Where the step's panel sits beside the stage (wide, landscape screens); elsewhere it is below it. */
export const SIDE_BY_SIDE = '(min-width: 900px) and (orientation: landscape)';
/** Room kept under the stage for the step and its buttons when the panel is below it. */
const PANEL_BELOW = 210;

/**
 * The side of the largest square that fits `ref`'s width and the window's height below `ref`'s top on the page,
 * with the step's panel in view too.
 */
export function useSquareSide(ref: RefObject<HTMLElement | null>): number {
  const [side, setSide] = useState(0);
  // Measured before the browser paints, so the plate is drawn in the frame that shows the view.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const below = window.matchMedia(SIDE_BY_SIDE).matches ? 8 : PANEL_BELOW;
      setSide(Math.max(240, Math.floor(Math.min(element.clientWidth, window.innerHeight - top - below))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return side;
}
