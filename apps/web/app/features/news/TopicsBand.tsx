import type { UrlLang } from "@portal/contract/locales";
import type { NewsTopicSummary } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { newsMessages } from "./messages.ts";
import { NextIcon } from "../../components/icons.tsx";
import { topicPath, topicsPath } from "./news-paths.ts";
import "./topics-band.css";

/** The news topics as a band of picture tiles (home page): each leads to news-topic/{slug}. No script. */
export function TopicsBand({ topics, lang }: { topics: readonly NewsTopicSummary[]; lang: UrlLang }) {
  if (!topics.length) return null;
  const t = translator(newsMessages, lang);
  return (
    <section className="home-section container topics-band" aria-labelledby="home-topics">
      <div className="home-section__head">
        <h2 id="home-topics" className="home-section__title">
          {t("topics")}
        </h2>
        <a className="home-section__more more-link" href={topicsPath(lang)}>
          {t("allTopics")}
          <NextIcon />
        </a>
      </div>
      <ul className="topics-band__list" role="list">
        {topics.map((topic) => (
          <li key={topic.id}>
            <a className="topic-tile" href={topicPath(lang, topic.slug)}>
              {topic.cover ? <img src={topic.cover} alt="" width={480} height={270} loading="lazy" decoding="async" /> : null}
              <span className="topic-tile__label">{t("topic")}</span>
              <span className="topic-tile__title">{topic.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
