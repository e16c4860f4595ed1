import { LANG_LABELS, type LangLink } from "./lang-switch.ts";
import { safeStorage } from "../browser/storage-keys.ts";
import { clearWeatherCache } from "./weather-cache.ts";

/**
 * The language switch: plain links to the same page in each language (they work without JavaScript); a click also
 * clears the stored weather, which is in the old language (spec §2).
 */
export default function LangSwitch({ links, label }: { links: LangLink[]; label: string }) {
  return (
    <nav className="lang-switch" aria-label={label} data-testid="lang-switch">
      <ul>
        {links.map((link) => {
          const text = LANG_LABELS[link.lang];
          return (
            <li key={link.lang}>
              <a
                href={link.href}
                lang={text.htmlLang}
                hrefLang={text.htmlLang}
                aria-current={link.current ? "true" : undefined}
                title={text.full}
                data-lang={link.lang}
                onClick={() => clearWeatherCache(safeStorage("session"))}
              >
                {/* One of the two shows (CSS, by width) and names the link: the visible text is the name. */}
                <span className="lang-short">{text.short}</span>
                <span className="lang-full">{text.full}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
