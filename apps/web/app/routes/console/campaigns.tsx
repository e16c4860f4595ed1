import { useMemo } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/campaigns";
import { campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import type { ConsoleCampaignItem } from "@portal/contract/schemas/campaign/console";
import { translator } from "../../i18n/define.ts";
import { CAMPAIGNS_PATH, campaignBadge, campaignPath, campaignTicketsPath } from "../../features/console/campaigns/campaigns.ts";
import { campaignConsoleMessages } from "../../features/console/campaigns/messages.ts";
import { companyConsoleMessages } from "../../features/console/company/messages.ts";
import { PublishedList } from "../../features/console/PublishedList.tsx";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { PostingListHead } from "../../features/console/postings/PostingList.tsx";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/operations.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navCampaigns");

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ campaigns: ConsoleCampaignItem[] }> {
  return { campaigns: await loadForDesk(context, request, consoleLangOfRequest(request), campaignPagesConsoleApi.list, {}) };
}

/**
 * Marketing's campaign pages (docs/console.md "Marketing"): each with its status by the ticket window, the window, the
 * tickets given of the total (to the registrations), the messages waiting; publish or unpublish; add and edit.
 */
export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(campaignConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { campaigns } = loaderData;
  const columns = useMemo(
    () => [
      { label: t("colAddress"), cell: (row: ConsoleCampaignItem) => <code>{row.slug}</code> },
      {
        label: t("colStatus"),
        cell: (row: ConsoleCampaignItem) => (
          <span className={campaignBadge(row.status)} data-testid="campaign-row-status">
            {t(`status_${row.status}`)}
          </span>
        ),
      },
      { label: t("colWindow"), cell: (row: ConsoleCampaignItem) => `${macauDateTime(row.ticketsOpenAt)} – ${macauDateTime(row.ticketsCloseAt)}` },
      {
        label: t("colTickets"),
        cell: (row: ConsoleCampaignItem) => (
          <>
            {t("ticketsTaken", { taken: row.ticketsTaken, total: row.ticketsTotal })}{" "}
            <Link to={campaignTicketsPath(row.id)} aria-label={t("ticketsLinkOf", { title: row.title })} data-testid="campaign-row-tickets">
              {t("ticketsLink")}
            </Link>
          </>
        ),
      },
      { label: t("colPending"), cell: (row: ConsoleCampaignItem) => (row.pendingCongratulations ? <Link to={`/console/congratulations?campaign=${encodeURIComponent(row.slug)}`}>{row.pendingCongratulations}</Link> : 0) },
    ],
    [t],
  );
  return (
    <div className="console-page console-page--wide news-desk" data-testid="campaigns">
      <PostingListHead title={t("campaignsTitle")} lead={t("campaignsLead")} newLabel={t("newCampaign")} newPath={`${CAMPAIGNS_PATH}/new`} newTestId="campaign-new" />
      <PublishedList
        lang={lang}
        title={`${t("campaignsTitle")} (${campaigns.length})`}
        rows={campaigns}
        pathOf={campaignPath}
        columns={columns}
        publish={(row, published) => call(campaignPagesConsoleApi.visibility, { params: { id: row.id }, body: { published } })}
        t={translator(companyConsoleMessages, lang)}
        testId="campaigns"
      />
    </div>
  );
}
