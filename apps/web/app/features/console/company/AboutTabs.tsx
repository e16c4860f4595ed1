import { Link } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../../i18n/define.ts";
import { ABOUT_TABS, aboutTabPath, type AboutTab } from "./company.ts";
import { companyConsoleMessages } from "./messages.ts";
import "../ordered-list.css";

/** The About us screens' tabs: the pages, then each small list of the section (the current one marked). */
export function AboutTabs({ lang, current }: { lang: UrlLang; current: AboutTab }) {
  const t = translator(companyConsoleMessages, lang);
  return (
    <nav aria-label={t("tabsLabel")}>
      <ul className="console-chips" data-testid="about-tabs">
        {ABOUT_TABS.map((tab) => (
          <li key={tab}>
            <Link to={aboutTabPath(tab)} aria-current={tab === current ? "page" : undefined}>
              {t(`tab_${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
