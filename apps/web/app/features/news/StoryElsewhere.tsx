import { htmlLangOf, type UrlLang } from "@portal/contract/locales";
import type { Newsroom } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { newsMessages } from "./messages.ts";
import "../../layout/pages.css";
import "./news.css";

/** What the page says about a story read in a language it was not written in (routes/news/detail.tsx). */
export interface StoryElsewhereData {
  /** The story's id, title and standfirst, in its own language. */
  id: number;
  title: string;
  summary: string;
  newsroom: Newsroom;
  /** The story's page in its own language, and that language. */
  href: string;
  storyLang: UrlLang;
  /** The newsroom of the page's language. */
  newsroomHref: string;
}

const LANGUAGE_KEY = { zh: "storyLangZh", en: "storyLangEn", pt: "storyLangPt" } as const;

/** The story's language named in the page's language ("English", "inglês", "英文"). */
export function storyLanguageName(newsroom: Newsroom, lang: UrlLang): string {
  return translator(newsMessages, lang)(LANGUAGE_KEY[newsroom]);
}

/**
 * news-detail/{id} in a language the story does not exist in (its newsroom writes in one: ADR 0003): says so in the
 * page's language, names the story in its own, and leads to it and to the page language's newsroom. No redirect:
 * a reader who switched language (or followed a link) learns why there is no story in their language.
 */
export function StoryElsewhere({ lang, story }: { lang: UrlLang; story: StoryElsewhereData }) {
  const t = translator(newsMessages, lang);
  const language = storyLanguageName(story.newsroom, lang);
  const storyLang = htmlLangOf(story.storyLang);
  return (
    <main id="main" className="status-page story-elsewhere" data-testid="story-elsewhere" data-news-id={story.id}>
      <div className="container status-inner">
        <h1>{t("onlyInTitle", { language })}</h1>
        <p className="status-lead">{t("onlyInText", { language })}</p>
        <div className="story-elsewhere__story" lang={storyLang}>
          <p className="story-elsewhere__title">{story.title}</p>
          {story.summary ? <p className="story-elsewhere__summary">{story.summary}</p> : null}
        </div>
        <ul className="story-elsewhere__actions">
          <li>
            <a className="button button--primary" href={story.href} hrefLang={storyLang} data-testid="story-elsewhere-read">
              {t("onlyInRead", { language })}
            </a>
          </li>
          <li>
            <a className="button" href={story.newsroomHref} data-testid="story-elsewhere-newsroom">
              {t("onlyInNewsroom")}
            </a>
          </li>
        </ul>
      </div>
    </main>
  );
}
