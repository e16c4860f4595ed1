import { Carousel, type CarouselLabels } from "../../components/Carousel.tsx";
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
 * next slide's images load eagerly (no blank slide on turning).
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
      renderSlide={(slide, i, { soon }) => (
        <AdLink
          slide={slide}
          ratios={ratios}
          priority={priority && i === 0}
          loading={(priority && i === 0) || soon ? "eager" : "lazy"}
          newWindowLabel={labels.newWindow}
          captioned={captioned}
        />
      )}
    />
  );
}
