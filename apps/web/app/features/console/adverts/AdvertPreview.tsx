import type { AdRatio } from "@portal/contract/ad-slots";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { PREVIEW_DESKTOP_WIDTH, PREVIEW_MOBILE_WIDTH } from "./adverts.ts";
import { advertConsoleMessages } from "./messages.ts";
import "./adverts.css";

/**
 * The advert as its slot shows it, before it is saved: a desktop frame at the slot's width and desktop ratio, and a
 * phone frame at 375 px in the mobile ratio — as the public Ad does, a phone without its own picture keeps the desktop
 * picture and ratio. The picture fills the box (object-fit: cover), as on the site.
 */
export function AdvertPreview({ lang, slot, ratio, title, cover, respCover }: { lang: UrlLang; slot: string; ratio: AdRatio; title: string; cover: string | null; respCover: string | null }) {
  const t = translator(advertConsoleMessages, lang);
  const width = PREVIEW_DESKTOP_WIDTH[slot] ?? 1200;
  const mobileRatio = respCover ? ratio.mobile : ratio.desktop;
  const frame = (picture: string | null, frameRatio: number, frameWidth: number, caption: string, testId: string) => (
    <figure className="advert-preview__frame" data-testid={testId} data-ratio={frameRatio}>
      <div className="advert-preview__box" style={{ maxWidth: `${frameWidth}px`, aspectRatio: `100 / ${frameRatio}` }}>
        {picture ? <img src={picture} alt={title} /> : <span className="advert-preview__empty">{t("noPicture")}</span>}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
  return (
    <section className="console-panel advert-preview" aria-labelledby="advert-preview-title" data-testid="advert-preview">
      <h2 id="advert-preview-title" className="console-panel__title">
        {t("preview")}
      </h2>
      <p className="console-note">{t("previewLead")}</p>
      {frame(cover, ratio.desktop, width, t("previewDesktop", { width, ratio: ratio.desktop }), "advert-preview-desktop")}
      {frame(respCover ?? cover, mobileRatio, PREVIEW_MOBILE_WIDTH, t("previewMobile", { ratio: mobileRatio }), "advert-preview-mobile")}
    </section>
  );
}
