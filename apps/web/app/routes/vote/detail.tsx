import { redirect } from "react-router";
import { voteApi } from "@portal/contract/endpoints/vote";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/detail";
import { loadOrFail } from "../../data/load.server.ts";
import { idQuery, langOf, slugQuery } from "../../data/route-params.ts";
import { voteMessages } from "../../features/vote/messages.ts";
import { ruleText, statusText, VoteBallotIsland } from "../../features/vote/VoteParts.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

const SLUG = /^[\w-]{1,100}$/;

export const handle: RouteHandle = { query: { appkey: slugQuery, id: idQuery } };

/** vote (spec §2): one vote by ?appkey= (or ?id=), with its ballot and results; without either, the list. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const appkey = url.searchParams.get("appkey") ?? "";
  const id = Number(url.searchParams.get("id"));
  const byId = Number.isInteger(id) && id > 0 && id < 2_147_483_647;
  if (!SLUG.test(appkey) && !byId) throw redirect(`/${lang}/votes`);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const page = await loadOrFail(api, voteApi.list, { query: SLUG.test(appkey) ? { appkey } : { id } });
  const vote = page.items[0]!;
  return { lang, vote, breadcrumb: [{ title: translator(voteMessages, lang)("listTitle"), path: "votes" }, { title: vote.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data }) => pageMeta(matches, { title: data?.vote.title, description: data?.vote.description ?? undefined });

export default function VoteDetail({ loaderData }: Route.ComponentProps) {
  const { lang, vote } = loaderData;
  const t = translator(voteMessages, lang);
  return (
    <main id="main" className="vote-page container" data-testid="vote-detail" data-status={vote.status}>
      <ImageFallbackScript />
      <p className="vote-backlinks">
        <a href={`/${lang}/votes`}>{t("allVotes")}</a>
        {vote.specialId !== null ? <a href={`/${lang}/subject-vote-index?id=${vote.specialId}`}>{t("backToSubject")}</a> : null}
      </p>
      <div className="vote-head">
        <div>
          <p className={`vote-status vote-status--${vote.status}`}>{t(vote.status)}</p>
          <h1>{vote.title}</h1>
          <ul className="vote-facts">
            <li>{statusText(vote, lang)}</li>
            <li>{ruleText(vote, lang)}</li>
          </ul>
          {vote.description ? <p className="vote-lead">{vote.description}</p> : null}
        </div>
        {vote.cover ? <img className="vote-head__cover" src={vote.cover} alt="" width={640} height={360} fetchPriority="high" data-fallback="/demo/default-ad.svg" /> : null}
      </div>
      <VoteBallotIsland vote={vote} lang={lang} />
    </main>
  );
}
