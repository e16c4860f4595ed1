import { liveApi } from "@portal/contract/endpoints/broadcast";
import { sportTopicApi } from "@portal/contract/endpoints/sport-topic";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/topic";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf } from "../../data/route-params.ts";
import { sportTopicMessages } from "../../features/sport-topic/messages.ts";
import { ItemCards, LiveBlock, ResultsTables } from "../../features/sport-topic/SportTopicParts.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import "../../features/broadcast/live.css";
import "../../features/sport-topic/sport-topic.css";

/** sport_topic/{slug} (spec §2): a sport special — its live block, results and items. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const topic = await loadOrFail(api, sportTopicApi.detail, { params: { slug: params.slug } });
  const channel = topic.live ? await loadOptional(api, liveApi.detail, { params: { id: topic.live.channelId } }) : null;
  return { lang, topic, channel };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, { title: data?.topic.title, description: data?.topic.summary, image: data?.topic.cover ?? null });

export default function SportTopicPage({ loaderData }: Route.ComponentProps) {
  const { lang, topic, channel } = loaderData;
  const t = translator(sportTopicMessages, lang);
  return (
    <main id="main" className="sport-topic container" data-testid="sport-topic-page">
      <header className="sport-topic__head">
        <p className="sport-topic__kicker">{t("kicker")}</p>
        <h1 className="sport-topic__title">{topic.title}</h1>
        <p className="sport-topic__summary">{topic.summary}</p>
      </header>
      <div className="sport-topic__layout">
        <div className="sport-topic__main">
          {topic.live ? <LiveBlock lang={lang} topic={topic.slug} title={topic.live.title} channel={channel} /> : null}
          {/* Staff's text: trusted HTML. */}
          <div className="sport-topic__intro rich-text prose" dangerouslySetInnerHTML={{ __html: topic.intro }} />
          <section aria-labelledby="sport-topic-latest">
            <h2 id="sport-topic-latest" className="sport-topic__heading">
              {t("latest")}
            </h2>
            <ItemCards lang={lang} slug={topic.slug} items={topic.items} />
          </section>
        </div>
        <aside className="sport-topic__side">
          <ResultsTables lang={lang} results={topic.results} />
        </aside>
      </div>
    </main>
  );
}
