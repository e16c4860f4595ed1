import { useEffect, useRef, useState } from "react";
import { CarouselControls, fill } from "../../components/CarouselControls.tsx";
import { useCarousel } from "../../components/use-carousel.ts";
import type { AdSlide } from "../shared/ad-slots.ts";
import { sendAdClick, sendAdView, whenHalfVisible } from "./ad-events.ts";

export interface FooterAdsLabels {
  region: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "{current} of {total}". */
  position: string;
  newWindow: string;
}

export interface FooterAdsProps {
  slides: AdSlide[];
  autoplayMs: number;
  labels: FooterAdsLabels;
}

function ShortItem({ slide, newWindow, hidden }: { slide: AdSlide; newWindow: string; hidden: boolean }) {
  const body = (
    <>
      <span className="footer-ad__thumb">
        <img src={slide.cover} alt="" width={160} height={53} loading="lazy" decoding="async" data-fallback="/demo/default-ad.svg" />
      </span>
      <span className="footer-ad__title">{slide.title}</span>
      {slide.newWindow ? <span className="visually-hidden">{newWindow}</span> : null}
    </>
  );
  return (
    <li className="footer-ad" aria-hidden={hidden || undefined} inert={hidden || undefined} data-testid="footer-ad" data-ad-id={slide.id}>
      {slide.href ? (
        <a className="footer-ad__link" href={slide.href} {...(slide.newWindow ? { target: "_blank", rel: "noopener" } : {})}>
          {body}
        </a>
      ) : (
        <span className="footer-ad__link">{body}</span>
      )}
    </li>
  );
}

/**
 * The footer adverts (spec §3): one advert as a single short item (thumbnail and title), two or more as a
 * carousel of short items (the shared useCarousel and CarouselControls) that turns every `autoplayMs` (8000 ms,
 * like the notice bar) unless paused (a visible button), pointed at, focused, in a background tab, or the visitor
 * prefers reduced motion. Previous/next buttons and the arrow keys move by hand; the live region announces only
 * moves made by the visitor. ad_view is sent for each advert the first time it shows while the footer is in view;
 * ad_click when its link is followed.
 */
export default function FooterAds({ slides, autoplayMs, labels }: FooterAdsProps) {
  const count = slides.length;
  const [inView, setInView] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const carousel = useCarousel(count, { autoplayMs });
  const { index, moved, rotating } = carousel;

  useEffect(() => (ref.current ? whenHalfVisible(ref.current, () => setInView(true)) : undefined), []);

  useEffect(() => {
    const current = slides[index];
    if (inView && current) sendAdView(current.id);
  }, [inView, index, slides]);

  if (count === 0) return null;

  return (
    <section
      ref={ref}
      className={count > 1 ? "footer-ads footer-ads--carousel" : "footer-ads"}
      aria-label={labels.region}
      aria-roledescription={count > 1 ? "carousel" : undefined}
      data-testid="footer-ads"
      {...(count > 1 ? carousel.bind : {})}
      onClickCapture={(event) => {
        const item = (event.target as Element).closest<HTMLElement>("[data-ad-id]");
        if (item && (event.target as Element).closest("a[href]")) sendAdClick(Number(item.dataset.adId));
      }}
    >
      <div className="container footer-ads__inner">
        <ul className="footer-ads__track" aria-live={moved && !rotating ? "polite" : "off"} aria-atomic="true">
          {slides.map((slide, i) => (
            <ShortItem key={slide.id} slide={slide} newWindow={labels.newWindow} hidden={count > 1 && i !== index} />
          ))}
        </ul>
        {count > 1 ? (
          <CarouselControls carousel={carousel} labels={labels} className="footer-ads__controls" testIdPrefix="footer-ads">
            <span className="footer-ads__position" data-testid="footer-ads-position">
              {fill(labels.position, { current: index + 1, total: count })}
            </span>
          </CarouselControls>
        ) : null}
      </div>
    </section>
  );
}
