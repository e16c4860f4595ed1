import { voteApi } from "@portal/contract/endpoints/vote";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/list";
import { loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { voteMessages } from "../../features/vote/messages.ts";
import { VoteGrid } from "../../features/vote/VoteParts.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import type { RouteHandle } from "../../context.ts";

const PAGE_SIZE = 12;

export const handle: RouteHandle = { query: { page: pageQuery } };

/** votes (spec §2): the open votes, those opening soon, then the closed ones with their results (?page=n pages the closed votes). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const page = pageParam(new URL(request.url));
  const api = context.apiFor(urlLangToApiLocale(lang));
  const [open, upcoming, closed] = await Promise.all([
    loadOrFail(api, voteApi.list, { query: { status: "open", pageSize: 50 } }),
    loadOrFail(api, voteApi.list, { query: { status: "upcoming", pageSize: PAGE_SIZE } }),
    loadOrFail(api, voteApi.list, { query: { status: "closed", page, pageSize: PAGE_SIZE } }),
  ]);
  return { lang, open: open.items, upcoming: upcoming.items, closed };
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = translator(voteMessages, langOf(params.lang));
  return pageMeta(matches, { title: t("listTitle"), description: t("description") });
};

export default function VoteList({ loaderData }: Route.ComponentProps) {
  const { lang, open, upcoming, closed } = loaderData;
  const t = translator(voteMessages, lang);
  const pages = Math.max(1, Math.ceil(closed.total / closed.pageSize));
  const href = (page: number) => `/${lang}/votes${page > 1 ? `?page=${page}` : ""}#closed`;
  return (
    <main id="main" className="vote-page container" data-testid="vote-list">
      <ImageFallbackScript />
      <h1>{t("listTitle")}</h1>
      <p className="vote-lead">{t("description")}</p>
      <section className="vote-section" aria-labelledby="open">
        <h2 id="open">{t("openVotes")}</h2>
        {open.length ? (
          <VoteGrid votes={open} lang={lang} />
        ) : (
          <p>{t("noOpen")}</p>
        )}
      </section>
      {upcoming.length ? (
        <section className="vote-section" aria-labelledby="upcoming" data-testid="upcoming-votes">
          <h2 id="upcoming">{t("upcomingVotes")}</h2>
          <VoteGrid votes={upcoming} lang={lang} />
        </section>
      ) : null}
      <section className="vote-section" aria-labelledby="closed">
        <h2 id="closed">{t("closedVotes")}</h2>
        {closed.items.length ? (
          <VoteGrid votes={closed.items} lang={lang} />
        ) : (
          <p>{t("noClosed")}</p>
        )}
        {pages > 1 ? (
          <nav className="pager" aria-label={t("pages")}>
            {closed.page > 1 ? <a className="button" href={href(closed.page - 1)} rel="prev">{t("previousPage")}</a> : null}
            <span aria-current="page">{t("pageOf", { page: closed.page, pages })}</span>
            {closed.page < pages ? <a className="button" href={href(closed.page + 1)} rel="next">{t("nextPage")}</a> : null}
          </nav>
        ) : null}
      </section>
    </main>
  );
}
