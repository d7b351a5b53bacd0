import { useState, type ReactNode } from 'react';

/** Each arrow press moves 10em; once position x 10 exceeds 23 the shift stops at 27em. */
export const CAROUSEL_STEP_EM = 10;
export const CAROUSEL_MAX_SHIFT_EM = 27;
const CAROUSEL_LIMIT = 23;

export function carouselShiftEm(position: number): number {
  return position * CAROUSEL_STEP_EM > CAROUSEL_LIMIT ? CAROUSEL_MAX_SHIFT_EM : position * CAROUSEL_STEP_EM;
}

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  /** Items, each laid out 10em wide (9em plus a 1em gap). */
  items: ReactNode[];
}

/** A strip of images moved with arrow buttons. */
export function Carousel({ label, items }: CarouselProps) {
  const [position, setPosition] = useState(0);
  const shift = carouselShiftEm(position);
  const atEnd = position * CAROUSEL_STEP_EM > CAROUSEL_LIMIT;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <button
        type="button"
        className="carousel-arrow prev"
        aria-label="Previous images"
        disabled={position === 0}
        onClick={() => setPosition((p) => Math.max(0, p - 1))}
      >
        <Chevron direction="left" />
      </button>
      <div className="carousel-viewport">
        <ul className="carousel-track" style={{ transform: `translateX(-${shift}em)` }}>
          {items.map((item, i) => (
            <li key={i} className="carousel-item">
              {item}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="carousel-arrow next"
        aria-label="Next images"
        disabled={atEnd}
        onClick={() => setPosition((p) => p + 1)}
      >
        <Chevron direction="right" />
      </button>
    </section>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
