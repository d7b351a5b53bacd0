import { useId, useState } from 'react';

export type FrameShape = 'S' | 'P' | 'L';

/** The comparison starts at 50, on a 0 to 100 range, and keeps a minimum distance of 10 from each end. */
export const BEFORE_AFTER_START = 50;
export const BEFORE_AFTER_MIN = 0;
export const BEFORE_AFTER_MAX = 100;
export const BEFORE_AFTER_MIN_DISTANCE = 10;

/** Frame proportions: square 4x4, portrait 4 wide by 5.3 high, landscape 6 wide by 4 high. */
export const FRAME_ASPECT: Record<FrameShape, string> = { S: '1 / 1', P: '4 / 5.3', L: '6 / 4' };

export function clampComparison(value: number): number {
  const low = BEFORE_AFTER_MIN + BEFORE_AFTER_MIN_DISTANCE;
  const high = BEFORE_AFTER_MAX - BEFORE_AFTER_MIN_DISTANCE;
  return Math.min(high, Math.max(low, Math.round(value)));
}

export interface BeforeAfterProps {
  /** The original photo. */
  before: string;
  /** The pixelated mosaic. */
  after: string;
  shape: FrameShape;
  /** What the picture shows, for screen readers ("a cat"). */
  subject: string;
  className?: string;
}

/** A slider comparing the original photo (left) with its mosaic (right) in a square, portrait or landscape frame. */
export function BeforeAfter({ before, after, shape, subject, className }: BeforeAfterProps) {
  const [position, setPosition] = useState(BEFORE_AFTER_START);
  const id = useId();
  return (
    <figure
      className={['before-after', `frame-${shape}`, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: FRAME_ASPECT[shape] }}
    >
      <img className="before-after-img after" src={after} alt={`${subject} as a brick mosaic`} draggable={false} />
      <img
        className="before-after-img before"
        src={before}
        alt={`${subject}, original photo`}
        draggable={false}
        style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
      />
      <span className="before-after-tag tag-before" aria-hidden="true">
        Before
      </span>
      <span className="before-after-tag tag-after" aria-hidden="true">
        After
      </span>
      <span className="before-after-divider" style={{ left: `${position}%` }} aria-hidden="true">
        <span className="before-after-handle" />
      </span>
      <label htmlFor={id} className="visually-hidden">
        Compare the original photo of {subject} with its mosaic
      </label>
      <input
        id={id}
        className="before-after-range"
        type="range"
        min={BEFORE_AFTER_MIN}
        max={BEFORE_AFTER_MAX}
        step={1}
        value={position}
        aria-valuetext={`${position}% original photo`}
        onChange={(e) => setPosition(clampComparison(Number(e.target.value)))}
      />
    </figure>
  );
}
