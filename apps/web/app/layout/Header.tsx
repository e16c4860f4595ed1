import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import Clock from "./Clock.island.tsx";
import FontSize from "./FontSize.island.tsx";
import type { FrameData } from "./frame-data.ts";
import HeaderScroll from "./HeaderScroll.island.tsx";
import { SearchIcon } from "../components/icons.tsx";
import { langLinks } from "./lang-switch.ts";
import LangSwitch from "./LangSwitch.island.tsx";
import MainMenu from "./MainMenu.island.tsx";
import { mainMenuLabels } from "./main-menu-labels.ts";
import Member from "./Member.island.tsx";
import { layoutMessages } from "./messages.ts";
import Weather from "./Weather.island.tsx";
import PodcastLink from "./PodcastLink.island.tsx";
import { useFrameParts } from "./frame-parts.tsx";
import "./header.css";
import "./podcast-link.css";

export interface HeaderProps {
  lang: UrlLang;
  frame: FrameData;
  /** The server's date line and time (the Clock island keeps them current). */
  clock: { date: string; time: string };
  pathWithQuery: string;
  home: boolean;
}

/** The brand: the site setting's logo, or the site name as a wordmark when there is none. */
export function Brand({ lang, frame, className, decorative }: { lang: UrlLang; frame: FrameData; className: string; decorative?: boolean }) {
  const t = translator(layoutMessages, lang);
  const name = frame.siteName ?? t("siteName");
  return (
    <a
      className={className}
      href={`/${lang}/`}
      tabIndex={decorative ? -1 : undefined}
      aria-hidden={decorative ? "true" : undefined}
      aria-label={decorative ? undefined : `${name} – ${t("home")}`}
      data-testid={decorative ? undefined : "brand"}
    >
      {frame.logo ? (
        <img src={frame.logo} alt="" />
      ) : (
        <span className="wordmark">
          <span className="wordmark-badge">{Array.from(name)[0]}</span>
          <span className="wordmark-name">{name}</span>
        </span>
      )}
    </a>
  );
}

export function Header({ lang, frame, clock, pathWithQuery, home }: HeaderProps) {
  const t = translator(layoutMessages, lang);
  const parts = useFrameParts();
  const lunar = frame.lunar ? `${t("lunarCalendar")}${frame.lunar.date}${frame.lunar.solarTerms ? ` · ${frame.lunar.solarTerms}` : ""}` : null;
  return (
    <header id="site-header" className="site-header" data-header-type={home ? "home" : "default"} data-testid="site-header">
      <div className="utility-bar">
        <div className="container utility-inner">
          <div className="utility-info">
            <Island component={Clock} props={{ lang, date: clock.date, time: clock.time }} when="idle" as="span" className="utility-item utility-clock" />
            {lunar ? (
              <span className="utility-item lunar" data-testid="header-lunar">
                {lunar}
              </span>
            ) : null}
            <Island
              component={Weather}
              props={{ lang, label: t("weather"), shortLabel: t("weatherShort"), template: t("weatherNow") }}
              when="idle"
              as="span"
              className="utility-item utility-weather"
            />
          </div>
          <div className="utility-tools">
            <Island
              component={FontSize}
              props={{ label: t("textSize"), optionLabel: t("textSizeOption") }}
              when="idle"
              as="span"
              className="utility-item utility-font"
            />
            <Island
              component={LangSwitch}
              props={{ links: langLinks(pathWithQuery, lang), label: t("language") }}
              when="idle"
              as="span"
              className="utility-item utility-lang"
            />
            <Island
              component={Member}
              props={{
                lang,
                signInLabel: t("signIn"),
                accountShortLabel: t("accountShort"),
                loginLabel: t("loginOrRegister"),
                accountLabel: t("myAccount"),
                supplierLabel: t("supplierAccount"),
                supplierShortLabel: t("supplierAccountShort"),
              }}
              as="span"
              className="utility-item utility-member"
            />
          </div>
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead-inner">
          <Brand lang={lang} frame={frame} className="brand" />
          {parts.searchField({ lang, id: "header-search", label: t("search"), formClassName: "search-form--header", className: "masthead-search" })}
          <a className="masthead-search-link" href={`/${lang}/search#search-keyword`} aria-label={t("search")}>
            <SearchIcon />
          </a>
          <Island component={PodcastLink} props={parts.podcastLinkProps(lang)} when="interaction" as="span" className="masthead-podcast" />
        </div>
      </div>
      <div className="nav-bar">
        <div className="container nav-inner">
          <Brand lang={lang} frame={frame} className="brand-mini" decorative />
          <Island
            component={MainMenu}
            props={{
              lang,
              currentPath: pathWithQuery,
              items: frame.menu,
              banner: frame.menuBanner,
              dateLine: lunar ? `${clock.date} · ${lunar}` : clock.date,
              labels: mainMenuLabels(lang),
            }}
            when="interaction"
          />
        </div>
      </div>
      <Island component={HeaderScroll} props={{ home }} />
    </header>
  );
}

/** Urgent notices (notification-top), above the notice bar. Server-rendered; not closable. */
export function UrgentBar({ lang, notices }: { lang: UrlLang; notices: FrameData["urgent"] }) {
  if (notices.length === 0) return null;
  const t = translator(layoutMessages, lang);
  return (
    <section className="urgent-bar" aria-label={t("urgentNotice")} data-testid="urgent-bar">
      <div className="container urgent-inner">
        <strong className="urgent-label">{t("urgentNotice")}</strong>
        <ul className="urgent-list">
          {notices.map((notice) => (
            <li key={notice.id}>
              {notice.href ? <a href={notice.href}>{notice.title}</a> : <span className="urgent-title">{notice.title}</span>}
              {notice.content ? <div className="urgent-content rich-text" dangerouslySetInnerHTML={{ __html: notice.content }} /> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
