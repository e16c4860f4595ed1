import { Link } from "react-router";
import { memberApi } from "@portal/contract/endpoints/member";
import { DEFAULT_PAGE_SIZE } from "@portal/contract/constants";
import { ITEM_TYPES, type MemberItemType } from "@portal/contract/schemas/member";
import type { Route } from "./+types/collect";
import { loadForMember } from "../../features/member/account-api.ts";
import { withoutItems, type PageQuery } from "../../features/member/account-list.ts";
import { usePagedList } from "../../features/member/account-paging.ts";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import { DeleteSelectedBar, DeleteSelectedDialog, PagedListEnd, useScreenActions, useSelectionDeletion } from "../../features/member/AccountLists.tsx";
import { EmptyState, ItemRow, ScreenError, ScreenFallback, ScreenHeading } from "../../features/member/AccountParts.tsx";
import type { DataCall } from "../../data/call.ts";
import type { RouteHandle } from "../../context.ts";

/**
 * What the member saved (spec §2 collect): filtered by kind (?type=, so a filter survives a reload and the back
 * button), paged with "load more", rows selected and deleted (collect/delete) after a confirmation.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "collect");

export const handle: RouteHandle = { browserQuery: ["type"], breadcrumb: accountRouteBreadcrumb("collect") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "collect") };
}

function typeOf(search: URLSearchParams | string): MemberItemType | null {
  const value = new URLSearchParams(search).get("type");
  return (ITEM_TYPES as readonly string[]).includes(value ?? "") ? (value as MemberItemType) : null;
}

const collectionPage = (itemType: MemberItemType | null) => (call: DataCall, query: PageQuery) =>
  call(memberApi.collections, { query: { ...query, itemType: itemType ?? undefined } });

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const itemType = typeOf(new URL(args.request.url).search);
  return loadForMember(args, async (call) => ({
    breadcrumb: accountBreadcrumb(args.params.lang, "collect"),
    itemType,
    collections: await collectionPage(itemType)(call, { page: 1, pageSize: DEFAULT_PAGE_SIZE }),
  }));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="collect" rows={5} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="collect" />;
}

export default function Collect({ loaderData }: Route.ComponentProps) {
  const { lang, t, announce, focusLater, heading } = useScreenActions();
  const { itemType } = loaderData;
  const paged = usePagedList(loaderData.collections, collectionPage(itemType));
  const { list, setList } = paged;
  const selection = useSelectionDeletion(list.items.map((item) => item.id));

  async function remove() {
    const removed = await selection.remove((call, ids) => call(memberApi.deleteCollections, { body: { ids } }));
    if (!removed) return;
    setList((current) => withoutItems(current, removed.ids));
    announce(t("collectDeleted", { count: removed.deleted }));
    focusLater(() => heading.current);
    // The pages behind the shown rows moved up: fetch the shown part again so that "load more" goes on correctly.
    if (paged.more) void paged.reload();
  }

  return (
    <section className="account-screen" data-testid="collect">
      <ScreenHeading headingRef={heading}>{t("collect")}</ScreenHeading>
      <nav className="type-filter" aria-label={t("filterByType")}>
        <ul>
          {[null, ...ITEM_TYPES].map((type) => (
            <li key={type ?? "all"}>
              <Link
                to={{ search: type ? `?type=${type}` : "" }}
                replace
                preventScrollReset
                aria-current={type === itemType ? "page" : undefined}
                data-type={type ?? "all"}
              >
                {type ? t(`type_${type}`) : t("typeAll")}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length ? (
        <>
          <DeleteSelectedBar selection={selection} label={t("deleteSelected")} />
          <ul className="item-list" ref={paged.listRef}>
            {list.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                lang={lang}
                selection={selection.rowSelection(item.id)}
              />
            ))}
          </ul>
          <PagedListEnd paged={paged} />
        </>
      ) : (
        <EmptyState action={<a className="button" href={`/${lang}/`}>{t("browseHome")}</a>}>
          {itemType ? t("collectEmptyType") : t("collectEmpty")}
        </EmptyState>
      )}
      <DeleteSelectedDialog selection={selection} title={t("deleteCollectTitle")} confirmLabel={t("deleteConfirm")} onConfirm={() => void remove()}>
        <p>{t("deleteCollectText", { count: selection.chosen.length })}</p>
      </DeleteSelectedDialog>
    </section>
  );
}
