import { NOTICE_AUTOPLAY_MS } from "@portal/contract/constants";
import type { UrlLang } from "@portal/contract/locales";
import type { AdvertItem } from "@portal/contract/schemas/common";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { toAdSlide } from "../shared/ad-slots.ts";
import { AdLabel } from "../shared/AdSlot.tsx";
import { ImageFallbackScript } from "../shared/ImageFallbackScript.tsx";
import FooterAds from "./FooterAds.island.tsx";
import { advertMessages } from "./messages.ts";
import "./advertisement.css";

/** The footer's adverts (slot `footer`): nothing without adverts; the island loads when the footer nears view. */
export function FooterAdverts({ adverts, lang }: { adverts: readonly AdvertItem[]; lang: UrlLang }) {
  if (adverts.length === 0) return null;
  const t = translator(advertMessages, lang);
  return (
    <div className="footer-ads-box">
      <ImageFallbackScript />
      {/* In the footer's column, not at the window's edge. */}
      <div className="container">
        <AdLabel lang={lang} />
      </div>
      <Island
        component={FooterAds}
        when="visible"
        // A box of its own (not display: contents), so that the islands client can see it come into view.
        className="footer-ads-island"
        props={{
          slides: adverts.map((a) => toAdSlide(a, lang)),
          autoplayMs: NOTICE_AUTOPLAY_MS,
          labels: {
            region: t("footerAdverts"),
            previous: t("previous"),
            next: t("next"),
            pause: t("pause"),
            play: t("play"),
            position: t("position"),
            newWindow: t("newWindow"),
          },
        }}
      />
    </div>
  );
}
