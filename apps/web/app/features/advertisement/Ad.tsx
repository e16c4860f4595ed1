import { adRatioOf } from "@portal/contract/ad-slots";
import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { toAdSlide } from "../shared/ad-slots.ts";
import { ImageFallbackScript } from "../shared/ImageFallbackScript.tsx";
import "../shared/shared.css";
import AdView from "./AdView.island.tsx";
import { advertMessages } from "./messages.ts";
import "./advertisement.css";

/**
 * An advert for any screen (e.g. the news-detail top slot, `news_detail_top`): server-rendered in a box of the
 * slot's aspect ratio (AD_SLOT_SHAPES_BY_SLUG), hydrated when it nears the viewport to send ad_view and ad_click.
 * An advert without a cover shows the default image, as does one whose picture fails to load.
 */
export function Ad({ advert, slot, lang, priority = false }: { advert: AdvertItem; slot: string; lang: UrlLang; priority?: boolean }) {
  const t = translator(advertMessages, lang);
  const ratio = adRatioOf(slot);
  const ratios = { desktop: ratio.desktop, mobile: advert.respCover ? ratio.mobile : ratio.desktop };
  return (
    <>
      <ImageFallbackScript />
      <Island
        component={AdView}
        when="visible"
        // A box of its own (not display: contents), so that the islands client can see it come into view.
        className="ad-view-island"
        props={{ slide: toAdSlide(advert, lang), ratios, priority, label: t("advertisement"), newWindowLabel: t("newWindow") }}
      />
    </>
  );
}

/** The adverts of a slot one under the other (each its own Ad), or nothing. */
export function AdList({ adverts, slot, lang, className }: { adverts: readonly AdvertItem[]; slot: string; lang: UrlLang; className?: string }) {
  if (adverts.length === 0) return null;
  return (
    <div className={className ? `ad-list ${className}` : "ad-list"}>
      {adverts.map((advert) => (
        <Ad key={advert.id} advert={advert} slot={slot} lang={lang} />
      ))}
    </div>
  );
}
