import { useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/news-list";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { mayCall } from "@portal/contract/endpoint";
import { NEWS_STATUSES, NEWSROOMS, type Newsroom } from "@portal/contract/news-rules";
import type { NewsAuthorOption, NewsConsoleCategory, NewsConsolePage } from "@portal/contract/schemas/news/console";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, idQuery, oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { textFilter } from "../../features/console/console-list.ts";
import { translator } from "../../i18n/define.ts";
import { consoleMeta, useConsoleLang, useStaff } from "../../features/console/console-route.ts";
import { newsDeskMessages } from "../../features/console/news/messages.ts";
import { NEWS_DESK_PATH, NEWS_PAGE_SIZE, editorPath, filtersOf, lastPageOf, newStoryPath, searchOf, type NewsDeskFilters } from "../../features/console/news/news-desk.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { StatusBadge, useMacauTime } from "../../features/console/news/NewsDeskParts.tsx";
import { consoleLangOfRequest, requireStaff } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navNews");

/** The filters the list reads from its address (news-desk.ts filtersOf): the server keeps only declared ones. */
export const handle: RouteHandle = {
  query: {
    status: oneOfQuery(NEWS_STATUSES),
    newsroom: oneOfQuery(NEWSROOMS),
    categoryId: idQuery,
    author: idQuery,
    from: dateQuery,
    to: dateQuery,
    q: textFilter(100),
    page: pageQuery,
  },
};

interface NewsListData {
  filters: NewsDeskFilters;
  list: NewsConsolePage;
  categories: NewsConsoleCategory[];
  /** The staff who write news, for the author filter; null for a role that may not list them (contributors). */
  authors: NewsAuthorOption[] | null;
}

/**
 * The list with the address's filters (read again on the server), the categories for the filter and the rows, and
 * the staff who write news for the author filter when the role may list them (the same `mayCall` as the server).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<NewsListData> {
  const lang = consoleLangOfRequest(request);
  const filters = filtersOf(new URL(request.url).searchParams);
  const me = await requireStaff(context, request, lang);
  const [list, categories, authors] = await Promise.all([
    loadForDesk(context, request, lang, newsConsoleApi.list, { query: { ...filters, page: filters.page ?? 1, pageSize: NEWS_PAGE_SIZE } }),
    loadForDesk(context, request, lang, newsConsoleApi.categories),
    mayCall(newsConsoleApi.authors, me.role) ? loadForDesk(context, request, lang, newsConsoleApi.authors) : null,
  ]);
  return { filters, list, categories, authors };
}

/** The news desk: every newsroom's stories, filtered by the address's query, newest change first. */
export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { filters, list, categories, authors: staff } = loaderData;
  const lang = useConsoleLang();
  const { me } = useStaff();
  const t = translator(newsDeskMessages, lang);
  const time = useMacauTime(lang);
  const navigate = useNavigate();
  const location = useLocation();
  const categoryOf = new Map(categories.map((c) => [c.id, c.title]));
  // The authors the filter offers: the staff member first, then every staff member who writes news (editors and
  // administrators); a contributor, who may not list the staff, gets the authors on this page.
  const authors = new Map<number, string>([[me.id, t("authorMe")]]);
  for (const author of staff ?? []) if (!authors.has(author.id)) authors.set(author.id, author.active ? author.name : t("authorInactive", { name: author.name }));
  if (!staff) for (const item of list.items) if (item.author && !authors.has(item.author.id)) authors.set(item.author.id, item.author.name);
  if (filters.author && !authors.has(filters.author)) authors.set(filters.author, `#${filters.author}`);
  const last = lastPageOf(list.total, list.pageSize);
  const page = list.page;
  const filtered = searchOf({ ...filters, page: undefined }) !== "";

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string") values.set(key, value);
    navigate(NEWS_DESK_PATH + searchOf(filtersOf(values)));
  };

  return (
    <div className="console-page news-desk" data-testid="news-list">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("listTitle")}</h1>
          <p className="console-page__lead">{t("listLead")}</p>
        </div>
        <NewStory lang={lang} />
      </header>

      <form className="console-panel news-filters" role="search" aria-label={t("filters")} method="get" action={NEWS_DESK_PATH} onSubmit={apply} key={location.search}>
        <FilterSelect name="status" label={t("filterStatus")} value={filters.status} any={t("anyStatus")} options={NEWS_STATUSES.map((s) => [s, t(`status_${s}`)])} />
        <FilterSelect name="newsroom" label={t("filterNewsroom")} value={filters.newsroom} any={t("anyNewsroom")} options={NEWSROOMS.map((n) => [n, t(`newsroom_${n}`)])} />
        <FilterSelect name="categoryId" label={t("filterCategory")} value={filters.categoryId} any={t("anyCategory")} options={categories.map((c) => [String(c.id), c.title])} />
        <FilterSelect name="author" label={t("filterAuthor")} value={filters.author} any={t("anyAuthor")} options={[...authors].map(([id, name]) => [String(id), name])} />
        <Field id="news-filter-from" label={t("filterFrom")}>
          {(control) => <input {...control} type="date" name="from" defaultValue={filters.from ?? ""} />}
        </Field>
        <Field id="news-filter-to" label={t("filterTo")}>
          {(control) => <input {...control} type="date" name="to" defaultValue={filters.to ?? ""} />}
        </Field>
        <Field id="news-filter-q" label={t("filterSearch")} hint={t("searchHint")} className="news-filters__search">
          {(control) => <input {...control} type="search" name="q" maxLength={100} defaultValue={filters.q ?? ""} />}
        </Field>
        <div className="news-filters__actions">
          <button type="submit" className="button button--primary">
            {t("applyFilters")}
          </button>
          {filtered ? (
            <Link to={NEWS_DESK_PATH} className="button console-button--quiet">
              {t("clearFilters")}
            </Link>
          ) : null}
        </div>
      </form>

      <section className="console-panel news-table-panel" aria-labelledby="news-list-count">
        <h2 id="news-list-count" className="console-panel__title" aria-live="polite">
          {t("listCount", { count: list.total })}
        </h2>
        {list.items.length === 0 ? (
          <p className="console-note" data-testid="news-list-empty">
            {t("listEmpty")}
          </p>
        ) : (
          <table className="news-table" data-testid="news-table">
            <thead>
              <tr>
                <th scope="col">{t("colHeadline")}</th>
                <th scope="col">{t("colStatus")}</th>
                <th scope="col">{t("colNewsroom")}</th>
                <th scope="col">{t("colCategory")}</th>
                <th scope="col">{t("colAuthor")}</th>
                <th scope="col">{t("colTime")}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => {
                const when =
                  item.status === "scheduled" && item.scheduledAt
                    ? t("timeScheduled", { time: time(item.scheduledAt) })
                    : item.status === "published" && item.publishedAt
                      ? t("timePublished", { time: time(item.publishedAt) })
                      : t("timeUpdated", { time: time(item.updatedAt) });
                return (
                  <tr key={item.id} data-testid="news-row">
                    <th scope="row" className="news-table__headline">
                      <Link to={editorPath(item.id)} lang={item.newsroom === "zh" ? "zh-Hant" : item.newsroom}>
                        {item.title || t("untitled")}
                      </Link>
                    </th>
                    <td data-label={t("colStatus")}>
                      <StatusBadge status={item.status} label={t(`status_${item.status}`)} />
                    </td>
                    <td data-label={t("colNewsroom")}>{t(`newsroom_${item.newsroom}`)}</td>
                    <td data-label={t("colCategory")}>{item.categoryId ? (categoryOf.get(item.categoryId) ?? `#${item.categoryId}`) : "—"}</td>
                    <td data-label={t("colAuthor")}>{item.author?.name ?? "—"}</td>
                    <td data-label={t("colTime")} className="news-table__time">
                      {when}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {last > 1 ? (
          <nav className="news-pager" aria-label={t("pagerName")}>
            {page > 1 ? (
              <Link to={NEWS_DESK_PATH + searchOf({ ...filters, page: page - 1 })} rel="prev" className="button console-button--quiet">
                {t("previous")}
              </Link>
            ) : null}
            <span aria-current="page">{t("pageOf", { page, last })}</span>
            {page < last ? (
              <Link to={NEWS_DESK_PATH + searchOf({ ...filters, page: page + 1 })} rel="next" className="button console-button--quiet">
                {t("next")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}

function FilterSelect({ name, label, value, any, options }: { name: string; label: string; value: string | number | undefined; any: string; options: [string, string][] }) {
  return (
    <Field id={`news-filter-${name}`} label={label}>
      {(control) => (
        <select {...control} name={name} defaultValue={value === undefined ? "" : String(value)}>
          <option value="">{any}</option>
          {options.map(([optionValue, text]) => (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "New story": the newsroom first (a story's newsroom does not change), then the editor. Works without script. */
function NewStory({ lang }: { lang: ReturnType<typeof useConsoleLang> }) {
  const t = translator(newsDeskMessages, lang);
  const navigate = useNavigate();
  const [newsroom, setNewsroom] = useState<Newsroom>(lang === "en" ? "en" : lang === "pt" ? "pt" : "zh");
  return (
    <form
      className="news-new"
      method="get"
      action={`${NEWS_DESK_PATH}/new`}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(newStoryPath(newsroom));
      }}
    >
      <label className="news-new__label" htmlFor="news-new-newsroom">
        {t("newStoryIn")}
      </label>
      <select id="news-new-newsroom" name="newsroom" className="field__input" value={newsroom} onChange={(event) => setNewsroom(event.target.value as Newsroom)}>
        {NEWSROOMS.map((n) => (
          <option key={n} value={n}>
            {t(`newsroom_${n}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" data-testid="news-new">
        {t("newStory")}
      </button>
    </form>
  );
}
