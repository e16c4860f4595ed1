import { useEffect, useRef, useState } from "react";
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from "../../layout/icons.tsx";
import { ratioStyle, type AdSlide, type SlotRatios } from "./ad-slots.ts";
import { AdLink } from "./AdImage.tsx";
import { swipeStep, wrapIndex } from "./carousel.ts";
import { useCarousel } from "./use-carousel.ts";

export interface AdCarouselLabels {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{current} of {total}". */
  position: string;
  /** "Show slide {number}". */
  goTo: string;
  chooseSlide: string;
  newWindow: string;
}

export interface AdCarouselProps {
  slides: AdSlide[];
  ratios: SlotRatios;
  /** Time each slide stays, e.g. HOME_TOP_AD_AUTOPLAY_MS. */
  autoplayMs: number;
  /** The first slide is above the fold: load it at once, with high priority. */
  priority: boolean;
  labels: AdCarouselLabels;
}

const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/**
 * The advert carousel (APG "auto-rotating carousel with buttons"): the first slide is rendered by the server in a
 * box of reserved aspect ratio, so nothing moves when the island hydrates. Slides turn every `autoplayMs` unless the
 * visitor pauses them (a visible button, WCAG 2.2.2), points at or focuses the carousel, the tab is in the
 * background, or the visitor prefers reduced motion (then it starts paused and slides do not animate). Previous /
 * next buttons, one button per slide, arrow keys and swipes move by hand. Hidden slides are inert.
 */
export default function AdCarousel({ slides, ratios, autoplayMs, priority, labels }: AdCarouselProps) {
  const count = slides.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** After hydration, the current and the next slide's images load eagerly (no blank slide on turning). */
  const [hydrated, setHydrated] = useState(false);
  const touchStart = useRef<number | null>(null);
  const { index, paused, setPaused, moved, rotating, go, onKeyDown } = useCarousel(count, autoplayMs, hovered || focused);

  useEffect(() => setHydrated(true), []);

  return (
    <section
      className="ad-carousel"
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      style={ratioStyle(ratios)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Keyboard focus holds the slides; a mouse click on a button (no visible focus) does not.
      onFocus={(event) => {
        if ((event.target as HTMLElement).matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start !== null && end !== undefined) {
          const step = swipeStep(start, end);
          if (step) go(index + step);
        }
      }}
    >
      <div className="ad-frame">
        <div className="ad-carousel__track" style={{ transform: `translateX(${-100 * index}%)` }} aria-live={moved && !rotating ? "polite" : "off"}>
          {slides.map((slide, i) => {
            const current = i === index;
            const soon = hydrated && (current || i === wrapIndex(index + 1, count));
            return (
              <div
                key={slide.id}
                className="ad-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(labels.position, { current: i + 1, total: count })}
                aria-hidden={!current}
                inert={!current}
              >
                <AdLink
                  slide={slide}
                  ratios={ratios}
                  priority={priority && i === 0}
                  loading={(priority && i === 0) || soon ? "eager" : "lazy"}
                  newWindowLabel={labels.newWindow}
                />
              </div>
            );
          })}
        </div>
        <button type="button" className="ad-carousel__arrow ad-carousel__arrow--prev" aria-label={labels.previous} onClick={() => go(index - 1)}>
          <PrevIcon />
        </button>
        <button type="button" className="ad-carousel__arrow ad-carousel__arrow--next" aria-label={labels.next} onClick={() => go(index + 1)}>
          <NextIcon />
        </button>
        <div className="ad-carousel__bar">
          <button
            type="button"
            className="ad-carousel__toggle"
            aria-label={paused ? labels.play : labels.pause}
            onClick={() => {
              // Play is an explicit request: it overrides the hold of the pointer and focus already inside.
              if (paused) {
                setHovered(false);
                setFocused(false);
              }
              setPaused(!paused);
            }}
          >
            {paused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <div className="ad-carousel__dots" role="group" aria-label={labels.chooseSlide}>
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="ad-carousel__dot"
                aria-label={fill(labels.goTo, { number: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
