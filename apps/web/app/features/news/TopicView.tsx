import type { UrlLang } from "@portal/contract/locales";
import type { NewsTopicDetail } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { NewsCard } from "../shared/NewsCard.tsx";
import { PrevIcon } from "../../components/icons.tsx";
import { newsMessages } from "./messages.ts";
import { topicsPath } from "./news-paths.ts";
import "../home/home.css";
import "./news.css";

/** A news topic: its banner (cover, title, description written by staff) and its stories, newest first. */
export function TopicView({ detail, lang, now }: { detail: NewsTopicDetail; lang: UrlLang; now: number }) {
  const t = translator(newsMessages, lang);
  const { topic, items } = detail;
  return (
    <main id="main" className="topic-page" data-testid="news-topic">
      <header className={`topic-hero${topic.cover ? " topic-hero--cover" : ""}`}>
        {topic.cover ? <img className="topic-hero__image" src={topic.cover} alt="" width={1600} height={600} fetchPriority="high" /> : null}
        <div className="topic-hero__text container">
          {/* The breadcrumb is hidden here (spec §2): the way back to every topic. */}
          <a className="topic-hero__all" href={topicsPath(lang)} data-testid="all-topics">
            <PrevIcon /> {t("allTopics")}
          </a>
          <p className="topic-hero__kicker">{t("topic")}</p>
          <h1 className="topic-hero__title">{topic.title}</h1>
          <p className="topic-hero__count">{t("topicCount", { count: detail.total })}</p>
        </div>
      </header>
      <div className="container topic-page__body">
        {topic.description ? <div className="topic-page__description article__body prose" dangerouslySetInnerHTML={{ __html: topic.description }} /> : null}
        <h2 className="news-section-title">{t("topicArticles")}</h2>
        {items.length ? (
          <ul className="news-grid news-grid--n4" role="list">
            {items.map((item) => (
              <li key={item.id}>
                <NewsCard card={item} lang={lang} now={now} summary />
              </li>
            ))}
          </ul>
        ) : (
          <p className="news-empty">{t("empty")}</p>
        )}
      </div>
    </main>
  );
}
