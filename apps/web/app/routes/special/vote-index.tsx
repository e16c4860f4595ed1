import { competitionApi } from "@portal/contract/endpoints/competition";
import { voteApi } from "@portal/contract/endpoints/vote";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/vote-index";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idParam, idQuery, langOf } from "../../data/route-params.ts";
import { specialMessages } from "../../features/special/messages.ts";
import { ItemSection, specialDates } from "../../features/special/SpecialParts.tsx";
import { voteMessages } from "../../features/vote/messages.ts";
import { ruleText, statusText, VoteBallotIsland } from "../../features/vote/VoteParts.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";

/** Spec §2: the breadcrumb is hidden on the subject pages. */
export const handle: RouteHandle = { hideBreadcrumb: true, query: { id: idQuery } };

/**
 * subject-vote-index?id= (spec §2): a competition's page — its entries with their votes (real tallies), the
 * viewers' vote with live results, the related programme, the programme reviews and the news.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(new URL(request.url).searchParams.get("id") ?? undefined);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const competition = await loadOrFail(api, competitionApi.detail, { query: { id } });
  const part = { query: { competitionId: competition.id, pageSize: 12 } };
  const [entries, programs, reviews, news, rank] = await Promise.all([
    loadOptional(api, competitionApi.entries, { query: { competitionId: competition.id, pageSize: 50 } }),
    loadOptional(api, competitionApi.relatedPrograms, part),
    loadOptional(api, competitionApi.reviews, { params: { slug: competition.slug }, query: { pageSize: 6 } }),
    loadOptional(api, competitionApi.news, part),
    loadOptional(api, voteApi.rank, { query: { specialId: competition.id } }),
  ]);
  const votes = rank ? await loadOptional(api, voteApi.list, { query: { id: rank.voteId } }) : null;
  return {
    lang,
    competition,
    entries: entries?.items ?? [],
    programs: programs?.items ?? [],
    reviews: reviews?.items ?? [],
    news: news?.items ?? [],
    vote: votes?.items[0] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, { title: data?.competition.title, description: data?.competition.summary });

export default function SubjectVoteIndex({ loaderData }: Route.ComponentProps) {
  const { lang, competition, entries, programs, reviews, news, vote } = loaderData;
  const t = translator(voteMessages, lang);
  const ts = translator(specialMessages, lang);
  return (
    <main id="main" className="vote-page subject-page container" data-testid="subject-vote-index">
      <ImageFallbackScript />
      {competition.banner || competition.cover ? (
        <div className="subject-hero">
          <img src={competition.banner ?? competition.cover ?? ""} alt="" width={1200} height={400} fetchPriority="high" data-fallback="/demo/default-ad.svg" />
        </div>
      ) : null}
      <h1>{competition.title}</h1>
      <p className="special-card__dates">{specialDates(competition, lang)}</p>
      <p className="subject-lead">{competition.summary}</p>
      <ul className="subject-links">
        <li>
          <a className="button" href={`/${lang}/subject-term?id=${competition.id}`}>{ts("terms")}</a>
        </li>
      </ul>
      {entries.length ? (
        <section className="vote-section" aria-labelledby="entries">
          <h2 id="entries">{t("entries")}</h2>
          <ul className="vote-entries" data-testid="competition-entries">
            {entries.map((entry) => (
              <li key={entry.id} className="vote-entry" data-entry-id={entry.id} data-votes={entry.votes}>
                {entry.number !== null ? <span className="vote-entry__number">{entry.number}</span> : null}
                <div>
                  <h3 className="vote-entry__title">{entry.title}</h3>
                  <p className="vote-entry__meta">{entry.summary}</p>
                  <p className="vote-entry__meta">{t("ballots", { count: entry.votes })}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {vote ? (
        <section className="vote-section" aria-labelledby="viewers-vote" id="vote">
          <h2 id="viewers-vote">{t("competitionVote")}</h2>
          <ul className="vote-facts">
            <li>{statusText(vote, lang)}</li>
            <li>{ruleText(vote, lang)}</li>
          </ul>
          {vote.description ? <p>{vote.description}</p> : null}
          <VoteBallotIsland vote={vote} lang={lang} />
        </section>
      ) : null}
      <ItemSection id="programs" title={t("programs")} items={programs} lang={lang} />
      <ItemSection id="reviews" title={t("reviews")} items={reviews} lang={lang} player />
      <ItemSection id="news" title={t("news")} items={news} lang={lang} />
    </main>
  );
}
