import { useId } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { ratioStyle, slotRatios, toAdSlide } from "./ad-slots.ts";
import AdCarousel, { type AdCarouselProps } from "./AdCarousel.island.tsx";
import { carouselLabels } from "../../components/Carousel.tsx";
import { AdLink } from "./AdImage.tsx";
import { sharedMessages } from "./messages.ts";
import "./shared.css";

export function adCarouselLabels(lang: UrlLang): AdCarouselProps["labels"] {
  const t = translator(sharedMessages, lang);
  return { ...carouselLabels(lang, t("carousel")), newWindow: t("newWindow") };
}

/**
 * The visible word that tells an advert from the site's own content (廣告 / 广告 / Advertisement / Publicidade):
 * every advert carries it, above its picture, where a reader looks first. It also names the advert's landmark.
 */
export function AdLabel({ lang, id }: { lang: UrlLang; id?: string }) {
  return (
    <p className="ad-label" id={id} data-testid="ad-label">
      {translator(sharedMessages, lang)("advertisement")}
    </p>
  );
}

/**
 * An advert slot (spec §2, §3): nothing without adverts, one advert as a single picture, two or more as the
 * carousel island (hydrated when visible; its first slide is server-rendered in the same reserved box). The box's
 * aspect ratio comes from the slot (ad-slots.ts), its height is at most 600 px. Above the box, the visible
 * "Advertisement" label (AdLabel), which names the slot's landmark.
 */
export function AdSlot({ slot, adverts, lang, autoplayMs, priority = false, className, captioned = false }: {
  slot: string;
  adverts: readonly AdvertItem[];
  lang: UrlLang;
  autoplayMs: number;
  /** Above the fold: the (first) image loads at once with high priority. */
  priority?: boolean;
  className?: string;
  /** Titles written over the pictures (the home banner), not only given as alternative text. */
  captioned?: boolean;
}) {
  if (adverts.length === 0) return null;
  const slides = adverts.map((a) => toAdSlide(a, lang));
  const ratios = slotRatios(slot, adverts);
  const labels = adCarouselLabels(lang);
  const labelId = useId();
  return (
    <aside className={className ? `ad-box ${className}` : "ad-box"} aria-labelledby={labelId} data-slot={slot}>
      <AdLabel lang={lang} id={labelId} />
      {slides.length === 1 ? (
        <div className="ad-slot" style={ratioStyle(ratios)}>
          <div className="ad-frame">
            <AdLink slide={slides[0]!} ratios={ratios} priority={priority} newWindowLabel={labels.newWindow} captioned={captioned} />
          </div>
        </div>
      ) : (
        <Island
          component={AdCarousel}
          when="visible"
          className="ad-slot"
          props={{ slides, ratios, autoplayMs, priority, labels, captioned }}
        />
      )}
    </aside>
  );
}
