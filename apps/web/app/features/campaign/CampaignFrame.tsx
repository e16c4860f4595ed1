import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import type { FrameData } from "../../layout/frame-data.ts";
import { Brand } from "../../layout/Header.tsx";
import { LANG_LABELS, langLinks } from "../../layout/lang-switch.ts";
import { CAMPAIGN_PAGES, campaignPath, type CampaignPage } from "./campaign-paths.ts";
import { campaignMessages } from "./messages.ts";

/**
 * The bare layout of the campaign pages (spec §2: tdm40, tdm40-congratulate, tdm40-ticket): a slim bar with the
 * portal's brand and the language links instead of the site header, and the campaign's own footer. Their styles
 * (campaign.css) come with the campaign's screens.
 */
export function CampaignBar({ lang, frame, pathWithQuery }: { lang: UrlLang; frame: FrameData; pathWithQuery: string }) {
  const t = translator(campaignMessages, lang);
  return (
    <header className="campaign-bar" data-testid="campaign-bar">
      <div className="container campaign-bar__inner">
        <Brand lang={lang} frame={frame} className="brand campaign-bar__brand" />
        <nav aria-label={t("langNav")}>
          <ul className="campaign-bar__langs">
            {langLinks(pathWithQuery, lang).map((link) => (
              <li key={link.lang}>
                <a href={link.href} lang={LANG_LABELS[link.lang].htmlLang} hrefLang={LANG_LABELS[link.lang].htmlLang} aria-current={link.current ? "true" : undefined} title={LANG_LABELS[link.lang].full}>
                  <span className="campaign-bar__lang-full">{LANG_LABELS[link.lang].full}</span>
                  <span className="campaign-bar__lang-short">
                    {LANG_LABELS[link.lang].short}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

const PAGE_LABEL: Record<CampaignPage, "pages" | "congratulateCta" | "ticketCta"> = {
  tdm40: "pages",
  "tdm40-congratulate": "congratulateCta",
  "tdm40-ticket": "ticketCta",
};

/** The campaign's special footer: its pages, the way back to the portal, the copyright line. */
export function CampaignFooter({ lang, frame, pathname }: { lang: UrlLang; frame: FrameData; pathname: string }) {
  const t = translator(campaignMessages, lang);
  return (
    <footer className="campaign-footer" data-testid="campaign-footer">
      <div className="container campaign-footer__inner">
        <p className="campaign-footer__mark" aria-hidden="true">
          40
        </p>
        <nav aria-label={t("pagesNav")}>
          <ul className="campaign-footer__links">
            {CAMPAIGN_PAGES.map((page) => {
              const href = campaignPath(lang, page);
              return (
                <li key={page}>
                  <a href={href} aria-current={pathname === href ? "page" : undefined}>
                    {t(PAGE_LABEL[page])}
                  </a>
                </li>
              );
            })}
            <li>
              <a href={`/${lang}/`}>{t("home")}</a>
            </li>
          </ul>
        </nav>
      </div>
      {/* Copyright HTML is written by staff in the CMS: trusted content. */}
      <div className="container campaign-footer__copyright rich-text" dangerouslySetInnerHTML={{ __html: frame.footCopyright }} />
    </footer>
  );
}
