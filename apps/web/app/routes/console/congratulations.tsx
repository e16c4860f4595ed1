import { useMemo } from "react";
import type { Route } from "./+types/congratulations";
import { campaignConsoleApi } from "@portal/contract/endpoints/campaign";
import type { UrlLang } from "@portal/contract/locales";
import { CONGRATULATION_STATUSES, type ConsoleCongratulation } from "@portal/contract/schemas/campaign";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus, ConsolePager, FilterForm, FilterInput, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useActionList } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { operationsMessages } from "../../features/console/operations-messages.ts";
import { AuthorLine, ModerationNote, ReasonDialog } from "../../features/console/Moderation.tsx";
import "../../features/console/operations.css";

/** The queue's filters (campaign's consoleCongratulationsQuery; docs/campaigns.md "Moderation"). */
const FILTERS = ["status", "campaign"] as const;

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navCongratulations");

export const handle: RouteHandle = {
  query: { status: oneOfQuery(CONGRATULATION_STATUSES), campaign: textFilter(40), page: pageQuery },
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFiltered(context, request, FILTERS, campaignConsoleApi.congratulations);
}

type Asked = { message: ConsoleCongratulation };

/**
 * Congratulation messages to moderate: one status at a time (awaiting moderation by default), oldest first, of every
 * campaign or one; approve, or reject with a reason the member is told. Each decision updates its card and says
 * what it did.
 */
export default function ConsoleCongratulations({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(operationsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { filters, list } = loaderData;
  const { rows, replace, action, ask, dialog, focusRow, settle } = useActionList<ConsoleCongratulation, Asked>(lang, list, (id) => `console-congratulation-${id}`);

  const approve = (message: ConsoleCongratulation) =>
    void action
      .run(`approve-${message.id}`, () => call(campaignConsoleApi.decide, { params: { id: message.id }, body: { status: "approved" } }), (next) => {
        replace(next);
        return t("didApprove", { id: message.id });
      })
      .then(() => focusRow(message.id));

  return (
    <div className="console-page console-page--wide" data-testid="console-congratulations">
      <header className="console-page__head">
        <h1>{t("congratulationsTitle")}</h1>
        <p className="console-page__lead">{t("congratulationsLead")}</p>
      </header>
      <FilterForm lang={lang} testId="console-congratulations-filters">
        <FilterSelect
          lang={lang}
          name="status"
          label={t("filterStatus")}
          value={filters.status}
          choices={CONGRATULATION_STATUSES.map((status) => ({ value: status, label: t(`congratulation_${status}`) }))}
        />
        <FilterInput name="campaign" label={t("filterCampaign")} hint={t("filterCampaignHint")} value={filters.campaign} />
      </FilterForm>
      <ActionStatus message={action.message} />
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={list.ok && rows.length === 0} />
      {rows.length > 0 ? (
        <ul className="console-queue" data-testid="console-congratulation-queue">
          {rows.map((message) => (
            <MessageCard key={message.id} lang={lang} message={message} pending={action.pending} onApprove={() => approve(message)} onReject={() => ask({ message })} />
          ))}
        </ul>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
      <ReasonDialog
        lang={lang}
        {...dialog}
        title={t("rejectTitle")}
        text={t("rejectText")}
        quote={dialog.asked?.message.message ?? null}
        confirmLabel={t("reject")}
        onConfirm={async (form) => {
          const asked = dialog.asked;
          if (!asked) return;
          const { id } = asked.message;
          const done = await action.run(
            `reject-${id}`,
            () => call(campaignConsoleApi.decide, { params: { id }, body: { status: "rejected", reason: form.reason, note: form.note || null } }),
            (next) => {
              replace(next);
              return t("didReject", { id });
            },
            "dialog",
          );
          settle(done, id);
        }}
      />
    </div>
  );
}

function MessageCard({ lang, message, pending, onApprove, onReject }: { lang: UrlLang; message: ConsoleCongratulation; pending: string | null; onApprove: () => void; onReject: () => void }) {
  const t = translator(operationsMessages, lang);
  const badge = { approved: "console-badge--ok", pending: "console-badge--warn", rejected: "console-badge--danger" }[message.status];
  return (
    <li>
      <article
        id={`console-congratulation-${message.id}`}
        className={message.status === "rejected" ? "console-comment console-comment--hidden" : "console-comment"}
        tabIndex={-1}
        aria-labelledby={`console-congratulation-${message.id}-campaign`}
        data-testid="console-congratulation"
        data-status={message.status}
      >
        <p className="console-comment__meta">
          <span className={`console-badge console-badge--small ${badge}`} data-testid="console-congratulation-status">
            {t(`congratulation_${message.status}`)}
          </span>
          <span>#{message.id}</span>
          <time dateTime={message.createdAt}>{macauDateTime(message.createdAt)}</time>
        </p>
        <h2 className="console-comment__item" id={`console-congratulation-${message.id}-campaign`}>
          {message.campaign.title} <code className="console-code">{message.campaign.slug}</code>
        </h2>
        <p className="console-comment__text">{message.message}</p>
        <AuthorLine lang={lang} member={message.member} />
        <ModerationNote lang={lang} moderation={message.moderation} removed="rejectedBy" kept="approvedBy" />
        <div className="console-actions" role="group" aria-label={t("congratulationActions", { id: message.id })}>
          {message.status !== "approved" ? (
            <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={onApprove} data-testid="console-congratulation-approve">
              {pending === `approve-${message.id}` ? t("working") : t("approve")}
            </button>
          ) : null}
          {message.status !== "rejected" ? (
            <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={onReject} data-testid="console-congratulation-reject">
              {t("reject")}
            </button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
