import { useRef, type ReactNode } from "react";
import { SearchIcon } from "../components/icons.tsx";
import { normalizeSearchText } from "@portal/contract/links";
import { SEARCH_QUERY_PARAM } from "./search.ts";

export interface SearchFormProps {
  lang: string;
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  className?: string;
  /** After the field and its button: the suggestions of the site search (features/search/SiteSearch.island.tsx). */
  children?: ReactNode;
}

/**
 * A GET form to /{lang}/search (works without JavaScript). Scripted, it normalises the text before submitting
 * (spaces between Chinese characters removed, spec §5; Latin words kept apart: normalizeSearchText) and does
 * nothing when the text is empty.
 */
export function SearchForm({ lang, id, label, placeholder, submitLabel, className, children }: SearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className={className ? `search-form ${className}` : "search-form"}
      action={`/${lang}/search`}
      method="get"
      role="search"
      data-testid="search-form"
      onSubmit={(event) => {
        const field = input.current;
        if (!field) return;
        const text = normalizeSearchText(field.value) ?? "";
        field.value = text;
        if (!text) {
          event.preventDefault();
          field.focus();
        }
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input ref={input} id={id} name={SEARCH_QUERY_PARAM} type="search" placeholder={placeholder} autoComplete="off" enterKeyHint="search" maxLength={100} />
      <button type="submit" aria-label={submitLabel}>
        <SearchIcon />
      </button>
      {children}
    </form>
  );
}
