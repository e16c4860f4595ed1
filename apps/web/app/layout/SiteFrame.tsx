import type { ReactNode } from "react";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import BackToTop from "./BackToTop.island.tsx";
import { Breadcrumb } from "./Breadcrumb.tsx";
import type { Crumb } from "./breadcrumb.ts";
import CookieBar from "./CookieBar.island.tsx";
import { Footer } from "./Footer.tsx";
import { FramePartsProvider, type FrameParts } from "./frame-parts.tsx";
import { Header, UrgentBar } from "./Header.tsx";
import HomePopup from "./HomePopup.island.tsx";
import LoadingBar from "./LoadingBar.island.tsx";
import { layoutMessages } from "./messages.ts";
import NoticeBar from "./NoticeBar.island.tsx";
import type { FramePageData } from "./page-data.ts";
import "./bars.css";

/** A bare frame's own top and footer, in place of the notices, header, breadcrumb and footer (campaign pages). */
export interface BareFrameParts {
  header: ReactNode;
  footer: ReactNode;
}

/**
 * The frame of every page (spec §1, §2): skip link, loading bar, urgent and scrolling notices, header, breadcrumb,
 * the page, footer, cookie bar, home popup, back-to-top and the login pop-up. With `?platform` only the page and
 * the quiet helpers remain. With `bareParts` (spec §2 "bare layout with a special footer") the screen's own top and
 * footer replace the notices, header, breadcrumb and footer.
 */
export function SiteFrame({
  data,
  crumbs,
  children,
  bareParts,
  parts,
}: {
  data: FramePageData;
  crumbs: Crumb[];
  children: ReactNode;
  bareParts?: BareFrameParts;
  /** The domains' parts the frame shows (layout/frame-parts.tsx; routes/frame-parts.tsx). */
  parts: FrameParts;
}) {
  const { lang, frame, bare, home } = data;
  const t = translator(layoutMessages, lang);
  return (
    <FramePartsProvider value={parts}>
      <a className="skip-link" href="#main" id="top">
        {t("skipToContent")}
      </a>
      <Island component={LoadingBar} props={{}} />
      {bare ? null : bareParts ? (
        bareParts.header
      ) : (
        <>
          <UrgentBar lang={lang} notices={frame.urgent} />
          {frame.notices.length ? (
            <Island
              component={NoticeBar}
              props={{
                notices: frame.notices,
                labels: {
                  notices: t("notices"),
                  previous: t("previousNotice"),
                  next: t("nextNotice"),
                  pause: t("pauseNotices"),
                  play: t("playNotices"),
                  close: t("closeNotices"),
                  position: t("noticePosition"),
                },
              }}
            />
          ) : null}
          <Header
            lang={lang}
            frame={frame}
            clock={data.clock}
            pathWithQuery={data.pathWithQuery}
            home={home}
          />
          <Breadcrumb crumbs={crumbs} label={t("breadcrumb")} />
        </>
      )}
      {children}
      {bare ? null : (
        <>
          {bareParts ? bareParts.footer : <Footer lang={lang} frame={frame} />}
          <Island
            component={CookieBar}
            props={{
              html: frame.cookieHtml ?? `<p>${t("cookieDefault")}</p>`,
              labels: {
                notice: t("cookieNotice"),
                accept: t("cookieAccept"),
                reject: t("cookieReject"),
                manage: t("cookieManage"),
                settings: t("cookieSettings"),
                categories: t("cookieCategories"),
                essential: t("cookieEssential"),
                alwaysOn: t("cookieAlwaysOn"),
                essentialText: t("cookieEssentialText"),
                analytics: t("cookieAnalytics"),
                analyticsText: t("cookieAnalyticsText"),
                save: t("cookieSave"),
                acceptAll: t("cookieAcceptAll"),
                close: t("close"),
              },
            }}
            when="idle"
          />
          {home && frame.popup ? (
            <Island component={HomePopup} props={{ popup: frame.popup, closeLabel: t("close") }} when="idle" />
          ) : null}
        </>
      )}
      <Island component={BackToTop} props={{ label: t("backToTop") }} when="idle" />
      {parts.loginDialog(lang, frame)}
    </FramePartsProvider>
  );
}
