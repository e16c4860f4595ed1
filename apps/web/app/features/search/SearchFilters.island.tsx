import { useEffect, useRef, useState, type ComponentType } from "react";
import { searchApi } from "@portal/contract/endpoints/search";
import { sendBeacon } from "../../browser/beacon.ts";
import { normalizeSearchText } from "@portal/contract/links";
import type { SearchState } from "./search-params.ts";
import type { SearchSuggestionsProps } from "./SearchSuggestions.tsx";

export interface SearchFiltersProps {
  lang: string;
  state: SearchState;
  options: { categories: { value: string; label: string }[]; types: { value: string; label: string }[]; years: number[] };
  labels: Record<"label" | "placeholder" | "submit" | "suggestions" | "suggestionProgram" | "filters" | "category" | "allCategories" | "type" | "sort" | "sortRelevance" | "sortNewest" | "sortOldest" | "sortViews" | "year" | "allYears" | "fullSearch" | "apply" | "reset", string>;
}

/**
 * The search form and its filters (spec §5, search/fitler): a GET form that works without JavaScript (its
 * "apply" button); hydrated, a changed filter submits at once, the text is normalised as the header's (spaces
 * between Chinese characters removed, Latin words kept apart), an empty text does nothing, and titles are offered
 * while the reader types (SearchSuggestions, loaded when the field is first used). The first page of a search is
 * counted once (POST /api/v1.0/statistics/search).
 */
export default function SearchFilters({ lang, state, options, labels }: SearchFiltersProps) {
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // The suggestions' code (in the header's SiteSearch chunk) comes when the field is first used.
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const load = () => {
    import("./SiteSearch.island.tsx").then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => undefined,
    );
  };

  // The phone header's search icon leads here with #search-keyword: the reader came to type (issue 10).
  useEffect(() => {
    if (location.hash === "#search-keyword") {
      input.current?.focus();
      load();
    }
  }, []);

  useEffect(() => {
    form.current?.setAttribute("data-ready", "");
    if (!state.keyword || state.page !== 1) return;
    sendBeacon(searchApi.statistics, { body: { Keywords: state.keyword, source: "pc", platform: "web" } });
  }, [state.keyword, state.page]);

  const submitNow = () => {
    const el = form.current;
    if (!el || !input.current || !normalizeSearchText(input.current.value)) return;
    el.requestSubmit();
  };

  return (
    <form
      ref={form}
      className="search-panel"
      action={`/${lang}/search`}
      method="get"
      role="search"
      data-testid="search-page-form"
      onSubmit={(event) => {
        const field = input.current;
        if (!field) return;
        field.value = normalizeSearchText(field.value) ?? "";
        if (!field.value) {
          event.preventDefault();
          field.focus();
        }
      }}
    >
      <div className="search-panel__query">
        <label htmlFor="search-keyword" className="visually-hidden">
          {labels.label}
        </label>
        <input
          ref={input}
          id="search-keyword"
          name="keyword"
          type="search"
          defaultValue={state.keyword}
          placeholder={labels.placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-keyword"
          onFocus={load}
          onInput={load}
        />
        <button type="submit" className="button button--primary">
          {labels.submit}
        </button>
        {Suggestions && input.current ? <Suggestions input={input.current} lang={lang} id="search-keyword-suggestions" label={labels.suggestions} programLabel={labels.suggestionProgram} endpoint={searchApi.suggest} /> : null}
      </div>
      <fieldset className="search-panel__filters">
        <legend className="visually-hidden">{labels.filters}</legend>
        <label>
          <span>{labels.category}</span>
          <select name="category" defaultValue={state.category} onChange={submitNow} data-testid="search-category">
            <option value="">{labels.allCategories}</option>
            {options.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.type}</span>
          <select name="type" defaultValue={state.type} onChange={submitNow} data-testid="search-type">
            {options.types.map((c) => (
              <option key={c.value} value={c.value === "all" ? "" : c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{labels.sort}</span>
          <select name="sort" defaultValue={state.sort} onChange={submitNow} data-testid="search-sort">
            <option value="relevance">{labels.sortRelevance}</option>
            <option value="newest">{labels.sortNewest}</option>
            <option value="oldest">{labels.sortOldest}</option>
            <option value="views">{labels.sortViews}</option>
          </select>
        </label>
        <label>
          <span>{labels.year}</span>
          <select name="year" defaultValue={state.year ? String(state.year) : ""} onChange={submitNow} data-testid="search-year">
            <option value="">{labels.allYears}</option>
            {options.years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <label className="search-panel__check">
          <input type="checkbox" name="full" value="1" defaultChecked={state.full} onChange={submitNow} />
          <span>{labels.fullSearch}</span>
        </label>
        <noscript>
          <button type="submit" className="button">
            {labels.apply}
          </button>
        </noscript>
        {state.category || state.type || state.year || state.full || state.sort !== "relevance" ? (
          <a className="search-panel__reset" href={`/${lang}/search?keyword=${encodeURIComponent(state.keyword)}`}>
            {labels.reset}
          </a>
        ) : null}
      </fieldset>
    </form>
  );
}
