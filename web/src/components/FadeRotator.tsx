import { useEffect, useState } from 'react';

/** The rotating fade image changes every 10 s by default. */
export const FADE_INTERVAL_MS = 10_000;

export interface FadeRotatorProps {
  images: { src: string; alt: string }[];
  interval?: number;
  className?: string;
}

/** Images that cross-fade one into the next; hovering or focusing pauses it. */
export function FadeRotator({ images, interval = FADE_INTERVAL_MS, className }: FadeRotatorProps) {
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || images.length < 2) return;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % images.length), interval);
    return () => window.clearInterval(timer);
  }, [paused, images.length, interval]);
  return (
    <div
      className={['fade-rotator', className].filter(Boolean).join(' ')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {images.map((image, i) => (
        <img
          key={image.src}
          src={image.src}
          alt={i === current ? image.alt : ''}
          aria-hidden={i !== current}
          className={i === current ? 'is-current' : ''}
          loading={i === 0 ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  );
}
