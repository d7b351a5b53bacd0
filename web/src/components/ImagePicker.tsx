import type { ReactNode } from 'react';
import { Chevron } from './Carousel';

export interface ImagePickerProps {
  /** Accessible name ("Gallery picture"). */
  label: string;
  count: number;
  index: number;
  onChange: (index: number) => void;
  /** The current item, drawn by the caller. */
  children: ReactNode;
}

/** One item at a time with Previous and Next buttons (wrapping around) and an "n of N" counter. */
export function ImagePicker({ label, count, index, onChange, children }: ImagePickerProps) {
  const go = (delta: number) => onChange((index + delta + count) % count);
  return (
    <section className="image-picker" aria-label={label}>
      <div className="image-picker-stage" aria-live="polite">
        {children}
      </div>
      <div className="image-picker-controls">
        <button type="button" className="btn btn-sm" onClick={() => go(-1)} disabled={count < 2}>
          <Chevron direction="left" />
          Previous
        </button>
        <span className="image-picker-count">
          {index + 1} of {count}
        </span>
        <button type="button" className="btn btn-sm" onClick={() => go(1)} disabled={count < 2}>
          Next
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}
