import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { NextIcon, PrevIcon } from "./icons.tsx";
import { PlayToggle, fill } from "./CarouselControls.tsx";
import { wrapIndex } from "./carousel.ts";
import { carouselMessages } from "./messages.ts";
import { useCarousel } from "./use-carousel.ts";

export interface CarouselLabels {
  /** The carousel's name ("Featured adverts"). */
  name: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{current} of {total}". */
  position: string;
  /** "Show slide {number}". */
  goTo: string;
  /** The name of the row of dots. */
  choose: string;
}

/** The controls' texts in the page's language (built on the server for an island), with the carousel's name. */
export function carouselLabels(lang: UrlLang, name: string): CarouselLabels {
  const t = translator(carouselMessages, lang);
  return { name, previous: t("previous"), next: t("next"), pause: t("pause"), play: t("play"), position: t("position"), goTo: t("goTo"), choose: t("choose") };
}

/**
 * A carousel (APG "auto-rotating carousel with buttons") of any slides: the first slide is what the server renders,
 * in a box the caller sizes (`frameClassName`, `style`), so nothing moves when the island hydrates. Slides turn every
 * `autoplayMs` unless the visitor pauses them (a visible button, WCAG 2.2.2), points at or focuses the carousel, the
 * tab is in the background, or the visitor prefers reduced motion (then it starts paused and slides do not
 * animate). Previous / next buttons, one button per slide, arrow keys and swipes move by hand. Hidden slides are
 * inert. `renderSlide` gets `soon`: the slide is current or next, once hydrated (load its images now).
 */
export function Carousel<T>({
  items,
  keyOf,
  renderSlide,
  autoplayMs,
  labels,
  className,
  frameClassName,
  style,
}: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderSlide: (item: T, index: number, state: { current: boolean; soon: boolean }) => ReactNode;
  autoplayMs: number;
  labels: CarouselLabels;
  className?: string;
  frameClassName?: string;
  style?: CSSProperties;
}) {
  const count = items.length;
  const [hydrated, setHydrated] = useState(false);
  const carousel = useCarousel(count, { autoplayMs });
  const { index, moved, rotating, go } = carousel;
  useEffect(() => setHydrated(true), []);

  return (
    <section
      className={className ? `carousel ${className}` : "carousel"}
      aria-roledescription="carousel"
      aria-label={labels.name}
      style={style}
      {...carousel.bind}
    >
      <div className={frameClassName ? `carousel__frame ${frameClassName}` : "carousel__frame"}>
        <div className="carousel__viewport">
        <div className="carousel__track" style={{ transform: `translateX(${-100 * index}%)` }} aria-live={moved && !rotating ? "polite" : "off"}>
          {items.map((item, i) => {
            const current = i === index;
            const soon = hydrated && (current || i === wrapIndex(index + 1, count));
            return (
              <div
                key={keyOf(item)}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={fill(labels.position, { current: i + 1, total: count })}
                aria-hidden={!current}
                inert={!current}
              >
                {renderSlide(item, i, { current, soon })}
              </div>
            );
          })}
        </div>
        </div>
        <button type="button" className="carousel__arrow carousel__arrow--prev" aria-label={labels.previous} onClick={() => go(index - 1)}>
          <PrevIcon />
        </button>
        <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={labels.next} onClick={() => go(index + 1)}>
          <NextIcon />
        </button>
        <div className="carousel__bar">
          <PlayToggle paused={carousel.paused} labels={labels} onToggle={carousel.togglePlay} className="carousel__toggle" />
          <div className="carousel__dots" role="group" aria-label={labels.choose}>
            {items.map((item, i) => (
              <button
                key={keyOf(item)}
                type="button"
                className="carousel__dot"
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
