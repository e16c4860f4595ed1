import { useState } from "react";
import { memberApi } from "@portal/contract/endpoints/member";
import { DEFAULT_PAGE_SIZE } from "@portal/contract/constants";
import type { MemberNotification } from "@portal/contract/schemas/member";
import type { Route } from "./+types/account-notice";
import { loadForMember, useMemberAction } from "../../features/member/account-api.ts";
import { markedRead, unreadIds, type PageQuery } from "../../features/member/account-list.ts";
import { usePagedList } from "../../features/member/account-paging.ts";
import { CheckIcon } from "../../components/account-icons.tsx";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { PagedListEnd, useScreenActions } from "../../features/member/AccountLists.tsx";
import { DateText, EmptyState, ScreenError, ScreenFallback, ScreenHeading, useAccountText } from "../../features/member/AccountParts.tsx";
import type { DataCall } from "../../data/call.ts";
import { FormFailure } from "../../components/Form.tsx";

/** The member's notifications (spec §2 account-notice): newest first, unread ones marked; paged; mark as read. */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "accountNotice");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("accountNotice") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "accountNotice") };
}

const notificationPage = (call: DataCall, query: PageQuery) => call(memberApi.notifications, { query });

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => ({
    breadcrumb: accountBreadcrumb(args.params.lang, "accountNotice"),
    notifications: await notificationPage(call, { page: 1, pageSize: DEFAULT_PAGE_SIZE }),
  }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="accountNotice" rows={4} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="accountNotice" />;
}

export default function AccountNotice({ loaderData }: Route.ComponentProps) {
  const { lang, t, announce, focusLater, heading } = useScreenActions();
  const paged = usePagedList(loaderData.notifications, notificationPage);
  const { list, setList } = paged;
  const marking = useMemberAction(lang);
  const [error, setError] = useState<string | null>(null);
  const unreadShown = unreadIds(list.items);

  /** Marks notifications read. The button that was used disappears: the focus goes to its notification, or the title. */
  async function markRead(ids: number[], done: string) {
    setError(null);
    const result = await marking.run((call) => call(memberApi.readNotifications, { body: { ids } }));
    if (!result.ok) {
      setError(result.message || null);
      return;
    }
    setList((current) => markedRead(current, ids));
    announce(done);
    focusLater(() =>
      ids.length === 1 ? paged.listElement()?.querySelector<HTMLElement>(`[data-item-id="${ids[0]}"]`) : heading.current,
    );
  }

  return (
    <section className="account-screen" data-testid="account-notice">
      <ScreenHeading headingRef={heading}>{t("accountNotice")}</ScreenHeading>
      {list.items.length ? (
        <>
          <div className="account-toolbar">
            <p className="account-lead" data-testid="unread-count">
              {t("unreadSummary", { count: list.unread })}
            </p>
            {unreadShown.length ? (
              <button type="button" className="button button--small" disabled={marking.pending} onClick={() => void markRead(unreadShown, t("allMarkedRead"))}>
                <CheckIcon />
                {t("markAllRead")}
              </button>
            ) : null}
          </div>
          <FormFailure failure={error} />
          <ul className="notice-list" ref={paged.listRef}>
            {list.items.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                pending={marking.pending}
                onMarkRead={() => void markRead([notification.id], t("markedRead"))}
              />
            ))}
          </ul>
          <PagedListEnd paged={paged} />
        </>
      ) : (
        <EmptyState>{t("noticesEmpty")}</EmptyState>
      )}
    </section>
  );
}

function NotificationRow({ notification, pending, onMarkRead }: { notification: MemberNotification; pending: boolean; onMarkRead: () => void }) {
  const { lang, t } = useAccountText();
  const titleId = `notice-${notification.id}`;
  return (
    <li
      className={`notice-row${notification.read ? "" : " is-unread"}`}
      data-item-id={notification.id}
      data-pager-key={notification.id}
      data-read={notification.read ? "true" : "false"}
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <div className="notice-row__head">
        <h2 className="notice-row__title" id={titleId}>
          {notification.read ? null : <span className="badge badge--brand">{t("unread")}</span>}
          {notification.title}
        </h2>
        <p className="notice-row__date">
          <DateText iso={notification.createdAt} lang={lang} />
        </p>
      </div>
      <p className="notice-row__content">{notification.content}</p>
      <div className="button-row">
        {notification.link ? (
          <a className="button button--small button--quiet" href={notification.link}>
            {t("noticeDetails")}
            <span className="visually-hidden">{` – ${notification.title}`}</span>
          </a>
        ) : null}
        {notification.read ? null : (
          <button type="button" className="button button--small button--quiet" disabled={pending} onClick={onMarkRead}>
            <CheckIcon />
            {t("markRead")}
            <span className="visually-hidden">{` – ${notification.title}`}</span>
          </button>
        )}
      </div>
    </li>
  );
}
