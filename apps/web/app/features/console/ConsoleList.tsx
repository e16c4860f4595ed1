import type { FormEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage, useHydrated } from "../../components/Form.tsx";
import { pageCount, pageSearch, searchOfForm } from "./console-list.ts";
import { operationsMessages } from "./operations-messages.ts";

/**
 * The parts of the console's list screens (audit log, comments, staff): the filter form, whose fields become the
 * page's query string (a filtered view is a link; without JavaScript it is a plain GET form), and the pager, links
 * to the same filters' other pages.
 */

/**
 * The filter form: a GET form of the page itself; with JavaScript, empty fields stay out of the address. It says
 * `data-ready` once the page is hydrated (the screen's buttons work from then on).
 */
export function FilterForm({ lang, children, testId }: { lang: UrlLang; children: ReactNode; testId?: string }) {
  const t = translator(operationsMessages, lang);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`${pathname}${searchOfForm(new FormData(event.currentTarget))}`);
  };
  return (
    <form method="get" className="console-filters" aria-label={t("filters")} onSubmit={submit} data-testid={testId} data-ready={hydrated || undefined} key={search}>
      <div className="console-filters__fields">{children}</div>
      <div className="console-filters__actions">
        <button type="submit" className="button button--primary">
          {t("applyFilters")}
        </button>
        {search ? (
          <Link to={pathname} className="button console-button--quiet">
            {t("clearFilters")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** A text or date filter, filled from the address. */
export function FilterInput({
  name,
  label,
  hint,
  value,
  type = "text",
  inputMode,
  list,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string | undefined;
  type?: "text" | "date" | "search";
  inputMode?: "numeric";
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  return (
    <Field id={`filter-${name}`} label={label} hint={hint} className="console-filters__field">
      {(control) => <input {...control} name={name} type={type} inputMode={inputMode} list={list} defaultValue={value ?? ""} />}
    </Field>
  );
}

/** A filter of a fixed list; its first choice, "any", is no filter. */
export function FilterSelect({ lang, name, label, value, choices }: { lang: UrlLang; name: string; label: string; value: string | undefined; choices: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Field id={`filter-${name}`} label={label} className="console-filters__field">
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ""}>
          <option value="">{translator(operationsMessages, lang)("any")}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** "12 entries · Page 2 of 3", and links to the previous and next pages with the same filters. */
export function ConsolePager({ lang, page, pageSize, total }: { lang: UrlLang; page: number; pageSize: number; total: number }) {
  const t = translator(operationsMessages, lang);
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const pages = pageCount(total, pageSize);
  return (
    <nav className="console-pager" aria-label={t("pages")} data-testid="console-pager">
      <p className="console-pager__where">
        {t("totalRows", { count: total })} · {t("pageOf", { page, pages })}
      </p>
      <div className="console-pager__links">
        {page > 1 ? (
          <Link className="button console-button--quiet" to={`${pathname}${pageSearch(params, page - 1)}`} rel="prev">
            {t("previousPage")}
          </Link>
        ) : null}
        {page < pages ? (
          <Link className="button console-button--quiet" to={`${pathname}${pageSearch(params, page + 1)}`} rel="next">
            {t("nextPage")}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** A list's CSV export: a plain link, so the browser sends the session cookie and saves the file the server names. */
export function CsvExport({ href, label, hint, testId }: { href: string; label: string; hint: string; testId: string }) {
  return (
    <p className="console-export">
      <a className="button console-button--quiet" href={href} download data-testid={testId}>
        {label}
      </a>
      <span className="console-export__hint">{hint}</span>
    </p>
  );
}

/** The list's refusal (the server's message), or "nothing matches" over an empty list. */
export function ListNotice({ lang, failure, empty }: { lang: UrlLang; failure: string | null; empty: boolean }) {
  if (failure) return <FormMessage kind="error" testId="console-list-error">{failure}</FormMessage>;
  return empty ? <p className="console-note console-list-empty">{translator(operationsMessages, lang)("noRows")}</p> : null;
}

/** What the last action did, for everyone (a polite live region that is always in the page). */
export function ActionStatus({ message, testId = "console-action-status" }: { message: { kind: "success" | "error"; text: string } | null; testId?: string }) {
  return (
    <div className="console-action-status" role="status" data-testid={testId} data-kind={message?.kind}>
      {message ? <p className={`console-action-status__text console-action-status__text--${message.kind}`}>{message.text}</p> : null}
    </div>
  );
}
