import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './slide-show.css';

/** A horizontal move of the finger longer than this turns the slide. */
const SWIPE_PX = 40;

type Props = {
  slides: ReactNode[];
  /** turns to the next slide every so many milliseconds (none: only by hand) */
  autoplayMs?: number;
  /** names the slide show for screen readers */
  label: string;
  className?: string;
};

/**
 * Slides side by side, one in view: dots (and a swipe) turn them, and they turn by themselves while
 * nobody points at or works in them. It is laid out by CSS alone, so the server draws the first slide
 * exactly where the browser will show it and nothing moves when the page comes alive (a measuring
 * carousel re-lays its slides after its script runs, which repaints the page's largest picture late).
 * Slides out of view are inert: not focusable, not read.
 */
export function SlideShow({ slides, autoplayMs, label, className }: Props) {
  const { t } = useTranslation('common');
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const index = count > 0 ? current % count : 0;

  useEffect(() => {
    if (!autoplayMs || count < 2 || held || paused) return;
    const timer = setInterval(() => {
      if (!document.hidden) setCurrent((i) => (i + 1) % count);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, count, held, paused]);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || count < 2) return;
    const moved = event.clientX - from;
    if (Math.abs(moved) < SWIPE_PX) return;
    setCurrent((i) => (i + (moved < 0 ? 1 : count - 1)) % count);
  };

  return (
    <section
      className={`of-slideshow${className ? ` ${className}` : ''}`}
      aria-roledescription={t('slideShow.carousel')}
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        className="of-slideshow-track"
        style={{ transform: `translateX(-${index * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group
          <div
            // Slides keep their place: the list is the caller's, in its order.
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="of-slideshow-slide"
            role="group"
            aria-roledescription={t('slideShow.slide')}
            aria-label={t('slideShow.position', { n: i + 1, total: count })}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="of-slideshow-controls">
          {autoplayMs ? (
            <button
              type="button"
              className="of-slideshow-pause"
              aria-label={t(paused ? 'slideShow.play' : 'slideShow.pause')}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? <CaretRightOutlined aria-hidden="true" /> : <PauseOutlined aria-hidden="true" />}
            </button>
          ) : null}
          {slides.map((_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
              key={i}
              type="button"
              className="of-slideshow-dot"
              aria-label={t('slideShow.goTo', { n: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
