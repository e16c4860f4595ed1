import type { ReactNode } from "react";
import type { UrlLang } from "@portal/contract/locales";
import type { AboutBanner } from "@portal/contract/schemas/company";
import { InlineScript, centreCurrentInStrips } from "../../components/InlineScript.tsx";
import { translator } from "../../i18n/define.ts";
import { aboutMessages } from "./messages.ts";
import { ABOUT_SECTION, aboutHref, type AboutPageKey } from "./paths.ts";
import "./company.css";

/**
 * The About us section's sub-navigation: every page of the section, the current one marked. A row that scrolls
 * sideways on a phone, a column beside the content from 991 px.
 */
export function AboutNav({ lang, current }: { lang: UrlLang; current: AboutPageKey }) {
  const t = translator(aboutMessages, lang);
  return (
    <nav className="about-nav" aria-label={t("sectionNav")} data-testid="about-nav">
      <ul role="list">
        <li>
          <a href={aboutHref(lang)} aria-current={current === "aboutUs" ? "page" : undefined}>
            {t("aboutUs")}
          </a>
        </li>
        {ABOUT_SECTION.map((page) => (
          <li key={page.key}>
            <a href={aboutHref(lang, page.path)} aria-current={current === page.key ? "page" : undefined}>
              {t(page.key)}
            </a>
          </li>
        ))}
      </ul>
      {/* On a phone the row scrolls: the current page's link is brought into view as the page is parsed. */}
      <InlineScript code={ABOUT_NAV_SCRIPT} />
    </nav>
  );
}

const ABOUT_NAV_SCRIPT = centreCurrentInStrips([".about-nav ul"]);

/**
 * A page of the About us section: the heading (kicker "About us", the title, the lead), the banner when the page has
 * one (the first picture, server-rendered: the page's largest paint), the sub-navigation and the content.
 */
export function AboutLayout({
  lang,
  current,
  title,
  lead,
  banner,
  testId,
  children,
}: {
  lang: UrlLang;
  current: AboutPageKey;
  title: string;
  lead?: string | null;
  banner?: AboutBanner | null;
  testId: string;
  children: ReactNode;
}) {
  const t = translator(aboutMessages, lang);
  return (
    <main id="main" className="about-page container" data-testid={testId}>
      <header className="about-head">
        {current === "aboutUs" ? null : (
          <p className="about-head__kicker">
            <a href={aboutHref(lang)}>{t("aboutUs")}</a>
          </p>
        )}
        <h1 className="about-head__title">{title}</h1>
        {lead ? <p className="about-head__lead">{lead}</p> : null}
      </header>
      {banner ? (
        <figure className="about-banner" data-testid="about-banner">
          <img src={banner.image} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
          <figcaption className="about-banner__text">
            <strong>{banner.title}</strong>
            {banner.subtitle ? <span>{banner.subtitle}</span> : null}
          </figcaption>
        </figure>
      ) : null}
      <div className="about-body">
        <AboutNav lang={lang} current={current} />
        <div className="about-content">{children}</div>
      </div>
    </main>
  );
}
