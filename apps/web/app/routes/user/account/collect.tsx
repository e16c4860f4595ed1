import { useRef, useState } from "react";
import { Link } from "react-router";
import { DEFAULT_PAGE_SIZE } from "@portal/contract/constants";
import { ITEM_TYPES, type DeletedCount, type MemberItem, type MemberItemType, type Paged } from "@portal/contract/schemas/member";
import type { Route } from "./+types/collect";
import { loadForMember, memberPath, useMemberAction, type MemberCalls } from "../../../features/member/account/account-api.ts";
import { keepShown, selectionState, toggleAll, toggleSelected, withoutItems, type PageQuery } from "../../../features/member/account/account-list.ts";
import { usePagedList } from "../../../features/member/account/account-paging.ts";
import { TrashIcon } from "../../../features/member/account/account-icons.tsx";
import { accountBreadcrumb, accountMeta } from "../../../features/member/account/account-route.ts";
import {
  ConfirmDialog,
  EmptyState,
  ItemRow,
  LoadMore,
  ScreenError,
  ScreenFallback,
  ScreenHeading,
  SelectionBar,
  useAccountText,
  useAnnounce,
  useFocusLater,
} from "../../../features/member/account/AccountParts.tsx";

/**
 * What the member saved (spec §2 collect): filtered by kind (?type=, so a filter survives a reload and the back
 * button), paged with "load more", rows selected and deleted (collect/delete) after a confirmation.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "collect");

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "collect") };
}

function typeOf(search: URLSearchParams | string): MemberItemType | null {
  const value = new URLSearchParams(search).get("type");
  return (ITEM_TYPES as readonly string[]).includes(value ?? "") ? (value as MemberItemType) : null;
}

const collectionPage = (itemType: MemberItemType | null) => (calls: MemberCalls, query: PageQuery) =>
  calls.get<Paged<MemberItem>>(memberPath("collect"), { ...query, itemType: itemType ?? undefined });

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const itemType = typeOf(new URL(args.request.url).search);
  return loadForMember(args, async (calls) => ({
    breadcrumb: accountBreadcrumb(args.params.lang, "collect"),
    itemType,
    collections: await collectionPage(itemType)(calls, { page: 1, pageSize: DEFAULT_PAGE_SIZE }),
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
  const { lang, t } = useAccountText();
  const announce = useAnnounce();
  const focusLater = useFocusLater();
  const heading = useRef<HTMLHeadingElement>(null);
  const { itemType } = loaderData;
  const paged = usePagedList(loaderData.collections, collectionPage(itemType));
  const { list, setList } = paged;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useMemberAction(lang);
  const ids = list.items.map((item) => item.id);
  const chosen = [...keepShown(selected, ids)];

  async function remove() {
    const result = await deletion.run((calls) => calls.post<DeletedCount>(memberPath("collect/delete"), { ids: chosen }));
    if (!result.ok) {
      setError(result.message || null);
      return;
    }
    setList((current) => withoutItems(current, chosen));
    setSelected(new Set());
    setConfirming(false);
    announce(t("collectDeleted", { count: result.value.deleted }));
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
          <SelectionBar
            state={selectionState(selected, ids)}
            count={chosen.length}
            onToggleAll={() => setSelected(toggleAll(selected, ids))}
            action={
              <button
                type="button"
                className="button button--small button--danger-quiet"
                disabled={!chosen.length}
                onClick={() => {
                  setError(null);
                  setConfirming(true);
                }}
              >
                <TrashIcon />
                {t("deleteSelected")}
              </button>
            }
          />
          <ul className="item-list" ref={paged.container}>
            {list.items.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                lang={lang}
                selection={{ checked: selected.has(item.id), onToggle: () => setSelected(toggleSelected(selected, item.id)) }}
              />
            ))}
          </ul>
          <LoadMore list={list} more={paged.more} pending={paged.pending} onMore={() => void paged.loadMore()} />
          {paged.error ? (
            <p className="form-error" role="alert">
              {paged.error}
            </p>
          ) : null}
        </>
      ) : (
        <EmptyState action={<a className="button" href={`/${lang}/`}>{t("browseHome")}</a>}>
          {itemType ? t("collectEmptyType") : t("collectEmpty")}
        </EmptyState>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("deleteCollectTitle")}
        confirmLabel={t("deleteConfirm")}
        pending={deletion.pending}
        error={error}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p>{t("deleteCollectText", { count: chosen.length })}</p>
      </ConfirmDialog>
    </section>
  );
}
