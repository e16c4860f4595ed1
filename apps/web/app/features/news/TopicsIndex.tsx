import type { UrlLang } from "@portal/contract/locales";
import type { NewsTopicsResponse } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { NextIcon, PrevIcon } from "../../components/icons.tsx";
import { newsMessages } from "./messages.ts";
import { plainTextOf, topicPath, topicsPath } from "./news-paths.ts";
import "./news.css";
import "./topics-band.css";

export const TOPICS_PAGE_SIZE = 24;
const EXCERPT_CHARS = 140;

/**
 * Every news topic (news-topics): a card each — picture, title, how many stories, the start of its description —
 * leading to news-topic/{slug}; previous and next pages as links. Server-rendered, no script.
 */
export function TopicsIndex({ lang, page, topics }: { lang: UrlLang; page: number; topics: NewsTopicsResponse }) {
  const t = translator(newsMessages, lang);
  const pages = Math.max(1, Math.ceil(topics.total / topics.pageSize));
  return (
    <main id="main" className="news-page container topics-page" data-testid="news-topics">
      <h1 className="news-page__title">{t("topicsTitle")}</h1>
      <p className="news-page__lead">{t("topicsLead")}</p>
      {topics.items.length ? (
        <ul className="topic-cards" role="list">
          {topics.items.map((topic, index) => (
            <li key={topic.id}>
              <a className="topic-card" href={topicPath(lang, topic.slug)} data-testid="topic-card">
                <span className="topic-card__media">
                  {topic.cover ? (
                    <img src={topic.cover} alt="" width={640} height={360} loading={index < 3 ? undefined : "lazy"} decoding="async" />
                  ) : null}
                </span>
                <span className="topic-card__text">
                  <span className="topic-card__count">{t("topicCount", { count: topic.articleCount })}</span>
                  <span className="topic-card__title">{topic.title}</span>
                  {topic.description ? <span className="topic-card__summary">{plainTextOf(topic.description, EXCERPT_CHARS)}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="news-empty">{t("topicsEmpty")}</p>
      )}
      {pages > 1 ? (
        <nav className="topics-pager" aria-label={t("topicsPages")}>
          {page > 1 ? (
            <a href={topicsPath(lang, page - 1)} rel="prev">
              <PrevIcon /> {t("topicsPrevious")}
            </a>
          ) : null}
          <span>{t("pageOf", { page })}</span>
          {page < pages ? (
            <a href={topicsPath(lang, page + 1)} rel="next">
              {t("topicsNext")} <NextIcon />
            </a>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}
