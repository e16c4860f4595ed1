import { Link } from "react-router";
import type { Route } from "./+types/votes";
import { voteConsoleApi } from "@portal/contract/endpoints/vote";
import type { Paged } from "@portal/contract/schemas/member";
import type { ConsoleVoteItem } from "@portal/contract/schemas/vote/console";
import type { RouteHandle } from "../../context.ts";
import { pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConsolePager, ListNotice } from "../../features/console/ConsoleList.tsx";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { marketingMessages } from "../../features/console/marketing/messages.ts";
import { VOTES_PATH, statusBadge, votePath } from "../../features/console/marketing/marketing.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navVotes");

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { page: pageQuery } };

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ votes: Paged<ConsoleVoteItem> }> {
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  return { votes: await loadForDesk(context, request, consoleLangOfRequest(request), voteConsoleApi.list, { query: { page, pageSize: PAGE_SIZE } }) };
}

/** Marketing's votes: every vote, newest first, with its status, ballots and closing time. */
export default function Votes({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(marketingMessages, lang);
  const { votes } = loaderData;
  return (
    <div className="console-page news-desk" data-testid="votes">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("votesTitle")}</h1>
          <p className="console-page__lead">{t("votesLead")}</p>
        </div>
        <Link to={`${VOTES_PATH}/new`} className="button button--primary" data-testid="vote-new">
          {t("newVote")}
        </Link>
      </header>
      <section className="console-panel news-table-panel" aria-labelledby="votes-title">
        <h2 id="votes-title" className="console-panel__title">
          {t("votesTitle")} ({votes.total})
        </h2>
        <ListNotice lang={lang} failure={null} empty={votes.items.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{t("colStatus")}</th>
              <th scope="col">{t("colBallots")}</th>
              <th scope="col">{t("colCloses")}</th>
            </tr>
          </thead>
          <tbody>
            {votes.items.map((row) => (
              <tr key={row.id} data-testid="vote-row" data-appkey={row.appkey} data-status={row.status}>
                <th scope="row" className="news-table__headline">
                  <Link to={votePath(row.id)}>{row.title}</Link>
                </th>
                <td data-label={t("colStatus")}>
                  <span className={statusBadge(row.status)}>{t(`status_${row.status}`)}</span>
                </td>
                <td data-label={t("colBallots")}>{row.ballots}</td>
                <td data-label={t("colCloses")}>
                  <time dateTime={row.closesAt}>{macauDateTime(row.closesAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ConsolePager lang={lang} page={votes.page} pageSize={votes.pageSize} total={votes.total} />
      </section>
    </div>
  );
}
