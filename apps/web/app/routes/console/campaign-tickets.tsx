import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/campaign-tickets";
import { serializeQuery } from "@portal/contract/api-client";
import { campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import { TICKET_CANCEL_REASON_MAX, type ConsoleCampaignTicket, type ConsoleCampaignTickets } from "@portal/contract/schemas/campaign/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { CAMPAIGNS_PATH, campaignPath } from "../../features/console/campaigns/campaigns.ts";
import { campaignConsoleMessages } from "../../features/console/campaigns/messages.ts";
import { ActionStatus, ConsolePager, CsvExport, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/operations.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navCampaigns");

const PAGE_SIZE = 50;

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { page: pageQuery } };

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ tickets: ConsoleCampaignTickets }> {
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const id = Number(params.id);
  return {
    tickets: await loadForDesk(context, request, consoleLangOfRequest(request), campaignPagesConsoleApi.tickets, {
      params: { id: Number.isInteger(id) && id > 0 ? id : 0 },
      query: { page, pageSize: PAGE_SIZE },
    }),
  };
}

/**
 * A campaign's ticket registrations (docs/campaigns.md "The campaign pages in the console"): newest first, the stock,
 * the CSV export, and cancelling one with a reason the member is told.
 */
export default function CampaignTickets({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(campaignConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [cancelling, setCancelling] = useState<ConsoleCampaignTicket | null>(null);
  const [reason, setReason] = useState("");
  const { tickets } = loaderData;
  const { campaign } = tickets;
  const csv = `${campaignPagesConsoleApi.tickets.path.replace(":id", String(campaign.id))}${serializeQuery({ format: "csv" })}`;

  const cancel = (ticket: ConsoleCampaignTicket) =>
    void run(
      `cancel-${ticket.id}`,
      () => call(campaignPagesConsoleApi.cancelTicket, { params: { id: campaign.id, ticketId: ticket.id }, body: { reason } }),
      () => {
        setCancelling(null);
        void revalidator.revalidate();
        return t("cancelledDone", { reference: ticket.reference });
      },
      "dialog",
    );

  return (
    <div className="console-page console-page--wide news-desk" data-testid="campaign-tickets">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={CAMPAIGNS_PATH}>{t("backToCampaigns")}</Link>
          {" · "}
          <Link to={campaignPath(campaign.id)}>{t("editCampaign")}</Link>
        </p>
        <h1>{t("ticketsTitle", { title: campaign.title })}</h1>
        <p className="console-page__lead">{t("ticketsLead")}</p>
        <p className="console-note" data-testid="campaign-stock">
          {t("stock", { remaining: campaign.ticketsRemaining, total: campaign.ticketsTotal })}
        </p>
      </header>
      <CsvExport href={csv} label={t("exportCsv")} hint={t("exportHint")} testId="campaign-tickets-csv" />
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby="campaign-tickets-title">
        <h2 id="campaign-tickets-title" className="console-panel__title">
          {t("colTickets")} ({tickets.total})
        </h2>
        <ListNotice lang={lang} failure={null} empty={tickets.items.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colReference")}</th>
              <th scope="col">{t("colName")}</th>
              <th scope="col">{t("colPhone")}</th>
              <th scope="col">{t("colMember")}</th>
              <th scope="col">{t("colRegistered")}</th>
              <th scope="col">{t("colActions")}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.items.map((ticket) => (
              <tr key={ticket.id} data-testid="campaign-ticket-row" data-id={ticket.id}>
                <th scope="row" className="news-table__headline">
                  <code>{ticket.reference}</code>
                </th>
                <td data-label={t("colName")}>{ticket.name}</td>
                <td data-label={t("colPhone")}>{ticket.phone}</td>
                <td data-label={t("colMember")}>
                  {ticket.member.nickName} (#{ticket.member.id})
                </td>
                <td data-label={t("colRegistered")}>{macauDateTime(ticket.createdAt)}</td>
                <td data-label={t("colActions")}>
                  <button
                    type="button"
                    className="button console-button--quiet"
                    disabled={pending !== null}
                    onClick={() => (clearDialogError(), setReason(""), setCancelling(ticket))}
                    aria-label={t("cancelOf", { reference: ticket.reference })}
                  >
                    {t("cancel")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ConsolePager lang={lang} page={tickets.page} pageSize={tickets.pageSize} total={tickets.total} />
      </section>
      <ConfirmDialog
        lang={lang}
        open={cancelling !== null}
        title={t("cancel")}
        confirmLabel={t("cancel")}
        pending={pending !== null}
        error={dialogError}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel(cancelling)}
      >
        <p>{cancelling ? t("cancelConfirm", { name: cancelling.name, reference: cancelling.reference }) : null}</p>
        <Field id="ticket-cancel-reason" label={t("cancelReason")} required>
          {(control) => <textarea {...control} rows={3} maxLength={TICKET_CANCEL_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="ticket-cancel-reason" />}
        </Field>
      </ConfirmDialog>
    </div>
  );
}
