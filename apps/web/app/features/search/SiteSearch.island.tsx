import { useEffect, useState } from "react";
import { SearchForm, type SearchFormProps } from "../../layout/SearchForm.tsx";
import SearchSuggestions, { type SearchSuggestionsProps } from "./SearchSuggestions.tsx";

// The search page's form takes the suggestions from here (a dynamic import): one file for both fields.
export { SearchSuggestions };

export interface SiteSearchProps extends SearchFormProps {
  /** The texts and the endpoint of the titles offered while typing. */
  suggestions: Pick<SearchSuggestionsProps, "label" | "programLabel" | "endpoint">;
}

/**
 * The site's search form with titles offered while typing: the header's, and the 404 page's. Rendered with
 * `when="interaction"`, it is hydrated when the reader reaches for it (the focus in the field, the pointer over
 * it), so that no page loads the suggestions before (the header is on every page; the JavaScript budgets count
 * it). Until then it is the plain GET form, and the search page normalises its address.
 */
export default function SiteSearch({ suggestions, ...form }: SiteSearchProps) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // SearchForm's field (by its id) becomes the combobox.
  useEffect(() => setInput(document.getElementById(form.id) as HTMLInputElement | null), [form.id]);
  return (
    <SearchForm {...form}>
      {input ? <SearchSuggestions {...suggestions} input={input} lang={form.lang} id={`${form.id}-suggestions`} /> : null}
    </SearchForm>
  );
}
