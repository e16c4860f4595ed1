import { useRef } from "react";
import { SearchIcon } from "./icons.tsx";
import { normalizeSearchText } from "@portal/contract/link-rules";
import { SEARCH_QUERY_PARAM } from "./search.ts";

export interface SearchFormProps {
  lang: string;
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  className?: string;
}

/**
 * A GET form to /{lang}/search (works without JavaScript). Scripted, it removes every space before submitting
 * and does nothing when the text is empty (spec §5).
 */
export function SearchForm({ lang, id, label, placeholder, submitLabel, className }: SearchFormProps) {
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
    </form>
  );
}
