import { useEffect, useRef } from "react";
import { Carousel, type CarouselLabels } from "../../components/Carousel.tsx";
import { sendAdClick, sendAdView, whenHalfVisible } from "../advertisement/ad-events.ts";
import { ratioStyle, type AdSlide, type SlotRatios } from "./ad-slots.ts";
import { AdLink } from "./AdImage.tsx";

export interface AdCarouselProps {
  slides: AdSlide[];
  ratios: SlotRatios;
  /** Time each slide stays, e.g. HOME_TOP_AD_AUTOPLAY_MS. */
  autoplayMs: number;
  /** The first slide is above the fold: load it at once, with high priority. */
  priority: boolean;
  labels: CarouselLabels & { newWindow: string };
  /** Each slide's title written over its picture (AdLink). */
  captioned?: boolean;
}

/**
 * An advert slot of two or more adverts: the shared Carousel (components/Carousel.tsx) in the slot's box of
 * reserved aspect ratio. The first slide's image is what the server rendered; after hydration the current and the
 * next slide's images load eagerly (no blank slide on turning). Like a single advert (AdView), each slide sends
 * ad_view the first time it is the current one while half of it is in view, and ad_click when its link is followed.
 */
export default function AdCarousel({ slides, ratios, autoplayMs, priority, labels, captioned = false }: AdCarouselProps) {
  return (
    <Carousel
      items={slides}
      keyOf={(slide) => slide.id}
      autoplayMs={autoplayMs}
      labels={labels}
      className="ad-carousel"
      frameClassName="ad-frame"
      style={ratioStyle(ratios)}
      renderSlide={(slide, i, { current, soon }) => (
        <>
          <AdLink
            slide={slide}
            ratios={ratios}
            priority={priority && i === 0}
            loading={(priority && i === 0) || soon ? "eager" : "lazy"}
            newWindowLabel={labels.newWindow}
            captioned={captioned}
          />
          <SlideEvents id={slide.id} current={current} />
        </>
      )}
    />
  );
}

/**
 * A slide's statistics, on the slide the Carousel draws around it (this marker's parent): ad_view once the slide is
 * current and half in view (once per advert and page: ad-events.ts), ad_click when a link in it is followed.
 */
function SlideEvents({ id, current }: { id: number; current: boolean }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const slide = marker.current?.parentElement;
    if (!slide) return undefined;
    const onClick = (event: Event) => {
      if ((event.target as Element).closest("a[href]")) sendAdClick(id);
    };
    slide.addEventListener("click", onClick, true);
    const stopWatching = current ? whenHalfVisible(slide, () => sendAdView(id)) : undefined;
    return () => {
      slide.removeEventListener("click", onClick, true);
      stopWatching?.();
    };
  }, [id, current]);
  return <span ref={marker} hidden />;
}
