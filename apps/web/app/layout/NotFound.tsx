import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import { linkTarget, type NavItem } from "./nav.ts";
import { layoutMessages } from "./messages.ts";
import { useFrameParts } from "./frame-parts.tsx";
import "./pages.css";

/** The 404 page's content (routes/not-found.tsx, and the frame's error boundary for a screen's 404). */
export function NotFoundContent({ lang, pathname, sections }: { lang: UrlLang; pathname: string; sections: NavItem[] }) {
  const t = translator(layoutMessages, lang);
  const parts = useFrameParts();
  const links = sections.filter((item) => item.href && item.href !== `/${lang}/`).slice(0, 8);
  return (
    <main id="main" className="status-page" data-testid="not-found">
      <div className="container status-inner">
        <p className="status-code" aria-hidden="true">
          404
        </p>
        <h1>{t("notFoundTitle")}</h1>
        <p className="status-lead">{t("notFoundText")}</p>
        {pathname && !/\/404\/?$/.test(pathname) ? <p className="status-path">{t("notFoundAddress", { path: pathname })}</p> : null}
        {parts.searchField({ lang, id: "not-found-search", label: t("notFoundSearchLabel"), formClassName: "search-form--page" })}
        <p>
          <a className="button button--primary" href={`/${lang}/`} data-testid="not-found-home">
            {t("notFoundHome")}
          </a>
        </p>
        {links.length ? (
          <nav className="status-sections" aria-labelledby="status-sections-title">
            <h2 id="status-sections-title">{t("notFoundSections")}</h2>
            <ul>
              {links.map((item) => (
                <li key={item.id}>
                  <a href={item.href!} {...linkTarget(item)}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </main>
  );
}

/** A screen that failed for another reason than 404: the frame stays, with an apology. */
export function ErrorContent({ lang, status }: { lang: UrlLang; status: number }) {
  const t = translator(layoutMessages, lang);
  return (
    <main id="main" className="status-page" data-testid="error-page">
      <div className="container status-inner">
        <p className="status-code" aria-hidden="true">
          {status}
        </p>
        <h1>{t("errorTitle")}</h1>
        <p className="status-lead">{t("errorText")}</p>
        <p>
          <a className="button button--primary" href={`/${lang}/`}>
            {t("notFoundHome")}
          </a>
        </p>
      </div>
    </main>
  );
}
