import { useEffect, useState, type ReactNode } from 'react';
import { Chevron } from './Carousel';

export interface SlideshowProps {
  label: string;
  slides: { key: string; content: ReactNode; name: string }[];
  /** Milliseconds between slides. */
  interval: number;
}

/** An auto-advancing slider with previous/next, a dot per slide and a pause button (WCAG 2.2.2). */
export function Slideshow({ label, slides, interval }: SlideshowProps) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = slides.length;
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setCurrent((i) => (i + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [playing, current, count, interval]);
  const go = (i: number) => setCurrent((i + count) % count);
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label={label} data-interval={interval}>
      <div className="slideshow-stage">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={`slideshow-slide${i === current ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.name}`}
            aria-hidden={i !== current}
            inert={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="slideshow-controls">
        <button type="button" className="icon-btn" aria-label="Previous slide" onClick={() => go(current - 1)}>
          <Chevron direction="left" />
        </button>
        <div className="slideshow-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={`slideshow-dot${i === current ? ' is-current' : ''}`}
              aria-label={`Show slide ${i + 1}: ${slide.name}`}
              aria-current={i === current}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-btn" aria-label="Next slide" onClick={() => go(current + 1)}>
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost"
          onClick={() => setPlaying((p) => !p)}
          aria-pressed={!playing}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
    </section>
  );
}
