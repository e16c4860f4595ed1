import type { Paged } from "@portal/contract/schemas/member";
import { translator } from "../../i18n/define.ts";
import { usePager } from "../../components/Pager.tsx";
import { pagerMessages } from "../../components/messages.ts";
import { useMemberAction } from "./account-api.ts";
import { hasMore, reloadQuery, type PageQuery } from "./account-list.ts";
import { useAccountText } from "./AccountParts.tsx";
import type { DataCall } from "../../data/call.ts";

/** A page the member centre could not fetch, with what to tell the member ("" once a 401 has sent them to sign in). */
class PageFailure extends Error {}

/**
 * A list the member pages through with "load more" (collections, notifications, the watch list): the shared pager
 * (components/Pager.tsx) over the member's calls. The first page comes from the screen's loader, later ones append
 * (spec §4); the first new row takes the focus. Rows carry `data-pager-key={id}`.
 */
export function usePagedList<T extends { id: number }, L extends Paged<T>>(
  loaded: L,
  fetchPage: (call: DataCall, query: PageQuery) => Promise<L>,
) {
  const { lang } = useAccountText();
  const t = translator(pagerMessages, lang);
  const paging = useMemberAction(lang);
  const fetchWith = async (query: PageQuery): Promise<L> => {
    const result = await paging.run((call) => fetchPage(call, query));
    if (!result.ok) throw new PageFailure(result.message);
    return result.value;
  };
  const pager = usePager<T, L>({
    initial: loaded,
    keyOf: (item) => item.id,
    hasMore,
    fetchPage: (page, list) => fetchWith({ page, pageSize: list.pageSize }),
    texts: { loaded: t("loaded"), failed: t("failed") },
    lang,
    messageOf: (error) => (error instanceof PageFailure ? error.message || null : null),
  });

  /** After rows were deleted: the shown part of the list again, from the server (account-list.ts reloadQuery). */
  async function reload(): Promise<void> {
    try {
      pager.setList(await fetchWith(reloadQuery(pager.list)));
    } catch {
      // The rows shown stay; "load more" tries again.
    }
  }

  return { ...pager, reload };
}
