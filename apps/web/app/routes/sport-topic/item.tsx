import { liveApi } from "@portal/contract/endpoints/broadcast";
import { sportTopicApi } from "@portal/contract/endpoints/sport-topic";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/item";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { sportTopicMessages } from "../../features/sport-topic/messages.ts";
import { formatTopicDate, ItemCards, LiveBlock, sportTopicPath } from "../../features/sport-topic/SportTopicParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import "../../features/broadcast/live.css";
import "../../features/sport-topic/sport-topic.css";

/** sport_topic/{slug}/{id} (spec §2): one item of a sport special, with the special's live block beside it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const item = await loadOrFail(api, sportTopicApi.item, { params: { slug: params.slug, id: idParam(params.id) } });
  const channel = item.topic.live ? await loadOptional(api, liveApi.detail, { params: { id: item.topic.live.channelId } }) : null;
  return { lang, item, channel, breadcrumb: [{ title: item.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, { title: data ? pageTitle(data.item.title, data.item.topic.title) : undefined, description: data?.item.summary, image: data?.item.cover ?? null });

export default function SportTopicItemPage({ loaderData }: Route.ComponentProps) {
  const { lang, item, channel } = loaderData;
  const t = translator(sportTopicMessages, lang);
  return (
    <main id="main" className="sport-topic container" data-testid="sport-topic-item-page">
      <div className="sport-topic__layout">
        <article className="sport-topic__main sport-topic-article">
          <p className="sport-topic__kicker">
            <a href={sportTopicPath(lang, item.topic.slug)}>{item.topic.title}</a> · {t(item.kind)}
          </p>
          <h1 className="sport-topic__title">{item.title}</h1>
          <p className="sport-topic__summary">{item.summary}</p>
          <time className="sport-topic-card__date" dateTime={item.publishedAt}>
            {formatTopicDate(item.publishedAt, lang)}
          </time>
          {item.video ? (
            <video className="sport-topic-article__video" controls preload="none" poster={item.cover ?? undefined} aria-label={t("videoLabel", { title: item.title })}>
              <source src={item.video} />
            </video>
          ) : item.cover ? (
            <img className="sport-topic-article__image" src={item.cover} alt="" width={1280} height={720} />
          ) : null}
          {/* Staff's text: trusted HTML. */}
          <div className="sport-topic-article__body rich-text prose" dangerouslySetInnerHTML={{ __html: item.body }} />
          <p>
            <a className="back-link" href={sportTopicPath(lang, item.topic.slug)}>← {t("backToTopic", { topic: item.topic.title })}</a>
          </p>
        </article>
        <aside className="sport-topic__side">
          {item.topic.live ? <LiveBlock lang={lang} topic={item.topic.slug} title={item.topic.live.title} channel={channel} /> : null}
          {item.related.length ? (
            <section aria-labelledby="sport-topic-more">
              <h2 id="sport-topic-more" className="sport-topic__heading">
                {t("more")}
              </h2>
              <ItemCards lang={lang} slug={item.topic.slug} items={item.related} />
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
