import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/adverts";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import { CONSOLE_AD_SLOTS } from "@portal/contract/advert-rules";
import type { ConsoleAdvertItem, ConsoleAdvertList } from "@portal/contract/schemas/advertisement/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { ADVERTS_PATH, advertBadge, advertPath, slotPath } from "../../features/console/adverts/adverts.ts";
import { advertConsoleMessages } from "../../features/console/adverts/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/ordered-list.css";
import "../../features/console/adverts/adverts.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAdverts");

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { slot: oneOfQuery(CONSOLE_AD_SLOTS) } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ list: ConsoleAdvertList }> {
  const slot = CONSOLE_AD_SLOTS.find((s) => s === new URL(request.url).searchParams.get("slot"));
  return { list: await loadForDesk(context, request, consoleLangOfRequest(request), advertConsoleApi.list, { query: slot ? { slot } : {} }) };
}

/** Marketing's adverts and banners: a slot at a time, in the slot's order; move, show, hide, delete; add and edit. */
export default function Adverts({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(advertConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const [removing, setRemoving] = useState<ConsoleAdvertItem | null>(null);
  const { list } = loaderData;
  const ids = list.items.map((row) => row.id);

  const move = (row: ConsoleAdvertItem, by: -1 | 1) => {
    const at = ids.indexOf(row.id);
    const order = [...ids];
    [order[at], order[at + by]] = [order[at + by]!, order[at]!];
    void run(`move-${row.id}`, () => call(advertConsoleApi.order, { body: { slot: list.slot, advertIds: order } }), () => {
      void revalidator.revalidate();
      return t("movedDone", { title: row.title });
    });
  };
  const setShown = (row: ConsoleAdvertItem, published: boolean) =>
    void run(`shown-${row.id}`, () => call(advertConsoleApi.visibility, { params: { id: row.id }, body: { published } }), () => {
      void revalidator.revalidate();
      return t(published ? "shownDone" : "hiddenDone", { title: row.title });
    });
  const remove = (row: ConsoleAdvertItem) =>
    void run(
      `remove-${row.id}`,
      () => call(advertConsoleApi.remove, { params: { id: row.id } }),
      () => {
        setRemoving(null);
        void revalidator.revalidate();
        return t("removedDone", { title: row.title });
      },
      "dialog",
    );

  return (
    <div className="console-page news-desk" data-testid="adverts">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("advertsTitle")}</h1>
          <p className="console-page__lead">{t("advertsLead")}</p>
        </div>
        <div className="advert-row-actions">
          <Link to={`${ADVERTS_PATH}/report`} className="button console-button--quiet" data-testid="advert-report-link">
            {t("report")}
          </Link>
          <Link to={`${ADVERTS_PATH}/new?slot=${encodeURIComponent(list.slot)}`} className="button button--primary" data-testid="advert-new">
            {t("newAdvert")}
          </Link>
        </div>
      </header>
      <nav aria-label={t("slots")}>
        <ul className="console-chips" data-testid="advert-slots">
          {list.slots.map((s) => (
            <li key={s.slot}>
              <Link to={slotPath(s.slot)} aria-current={s.slot === list.slot ? "page" : undefined}>
                {t(`slot_${s.slot}` as "slot_footer")} ({s.count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ActionStatus message={message} />
      <section className="console-panel news-table-panel" aria-labelledby="adverts-title">
        <h2 id="adverts-title" className="console-panel__title">
          {t(`slot_${list.slot}` as "slot_footer")} ({list.items.length})
        </h2>
        <p className="console-note">{t("ratioNote", { desktop: list.ratio.desktop, mobile: list.ratio.mobile })}</p>
        <ListNotice lang={lang} failure={null} empty={list.items.length === 0} />
        <table className="news-table producer-table">
          <thead>
            <tr>
              <th scope="col">{t("colOrder")}</th>
              <th scope="col">{t("colTitle")}</th>
              <th scope="col">{t("colWhen")}</th>
              <th scope="col">{t("colViews")}</th>
              <th scope="col">{t("colClicks")}</th>
              <th scope="col">{t("colStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((row, at) => (
              <tr key={row.id} data-testid="advert-row" data-id={row.id} data-status={row.status}>
                <td data-label={t("colOrder")}>
                  <span className="console-order">
                    <button type="button" className="button console-button--quiet" disabled={pending !== null || at === 0} onClick={() => move(row, -1)} aria-label={t("moveUp", { title: row.title })}>
                      ↑
                    </button>
                    <button type="button" className="button console-button--quiet" disabled={pending !== null || at === list.items.length - 1} onClick={() => move(row, 1)} aria-label={t("moveDown", { title: row.title })}>
                      ↓
                    </button>
                  </span>
                </td>
                <th scope="row" className="news-table__headline">
                  {row.cover ? <img className="console-thumb" src={row.cover} alt="" /> : null}
                  <Link to={advertPath(row.id)}>{row.title}</Link>
                </th>
                <td data-label={t("colWhen")}>
                  {row.startsAt ? macauDateTime(row.startsAt) : t("always")} – {row.endsAt ? macauDateTime(row.endsAt) : t("always")}
                </td>
                <td data-label={t("colViews")}>{row.views}</td>
                <td data-label={t("colClicks")}>{row.clicks}</td>
                <td data-label={t("colStatus")}>
                  <span className="advert-row-actions">
                    <span className={advertBadge(row.status)}>{t(`status_${row.status}`)}</span>
                    <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => setShown(row, row.status === "hidden")} aria-label={`${t(row.status === "hidden" ? "show" : "hide")}: ${row.title}`}>
                      {t(row.status === "hidden" ? "show" : "hide")}
                    </button>
                    <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => (clearDialogError(), setRemoving(row))} aria-label={`${t("remove")}: ${row.title}`}>
                      {t("remove")}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <ConfirmDialog lang={lang} open={removing !== null} title={t("remove")} confirmLabel={t("remove")} pending={pending !== null} error={dialogError} onClose={() => setRemoving(null)} onConfirm={() => removing && remove(removing)}>
        <p>{removing ? t("removeConfirm", { title: removing.title }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}
