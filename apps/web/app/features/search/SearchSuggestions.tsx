import { useEffect, useRef, useState } from "react";
import type { searchApi } from "@portal/contract/endpoints/search";
import { normalizeSearchText, SEARCH_SUGGEST_MIN_CHARS } from "@portal/contract/links";
import type { UrlLang } from "@portal/contract/locales";
import type { SearchSuggestion } from "@portal/contract/schemas/search";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { navigateTo } from "../broadcast/navigate.ts";

export interface SearchSuggestionsProps {
  /** The search field: it becomes the combobox (its role and aria-* are set here). */
  input: HTMLInputElement;
  lang: string;
  /** The list's id (the field's aria-controls). */
  id: string;
  /** The list's name. */
  label: string;
  /** Said after a programme's title ("Programme"): the list holds programmes and stories. */
  programLabel: string;
  /** search/suggest (islands take their endpoints as props: the catalogue's module stays out of this chunk). */
  endpoint: typeof searchApi.suggest;
}

/** Typing pauses this long before a call: one call per pause, not per key. */
const DEBOUNCE_MS = 200;
/** Answers already had on this page, by language and text (typing back over a word asks nothing again). */
const answered = new Map<string, SearchSuggestion[]>();

/**
 * Titles of stories and programmes under a search field while the reader types (GET search/suggest): the header's
 * (SiteSearch, hydrated when the reader reaches for it) and the search page's (SearchFilters loads it, from the
 * SiteSearch chunk, when its field is first used). The ARIA 1.2 combobox pattern with a list popup: the
 * field keeps the focus and the typed text; ↓/↑ move through the titles (aria-activedescendant, wrapping through
 * the field), Enter opens the chosen title's page (without one the form searches as before), Escape closes the list,
 * leaving the field closes it too. A click or tap on a title opens it.
 */
export default function SearchSuggestions({ input, lang, id, label, programLabel, endpoint }: SearchSuggestionsProps) {
  const [items, setItems] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const current = useRef({ items, open, active });
  current.current = { items, open, active };
  const shown = open && items.length > 0;

  useEffect(() => {
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", id);
    return () => ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"].forEach((name) => input.removeAttribute(name));
  }, [input, id]);

  useEffect(() => {
    input.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0) input.setAttribute("aria-activedescendant", `${id}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  }, [input, id, shown, active]);

  useEffect(() => {
    const call = dataCall(browserClient(lang as UrlLang));
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The text whose titles are wanted now: an answer for an older text is dropped. */
    let wanted = "";
    const show = (text: string, found: SearchSuggestion[]) => {
      if (text !== wanted) return;
      setItems(found);
      setActive(-1);
      setOpen(document.activeElement === input);
    };
    const lookUp = () => {
      const text = normalizeSearchText(input.value) ?? "";
      if (text === wanted) return;
      wanted = text;
      clearTimeout(timer);
      if (Array.from(text).length < SEARCH_SUGGEST_MIN_CHARS) return show(text, []);
      const key = `${lang}\n${text}`;
      const known = answered.get(key);
      if (known) return show(text, known);
      timer = setTimeout(() => {
        call(endpoint, { query: { Keywords: text } }).then(
          (answer) => {
            answered.set(key, answer.items);
            show(text, answer.items);
          },
          // Suggestions are a help: when they fail (offline, the limit) the field stays a plain search field.
          () => show(text, []),
        );
      }, DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items: list, open: isOpen, active: at } = current.current;
      if (event.isComposing) return;
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && list.length) {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        // -1 is the field itself: the titles and the field make one ring.
        setActive(isOpen ? ((at + 1 + step + list.length + 1) % (list.length + 1)) - 1 : step > 0 ? 0 : list.length - 1);
        setOpen(true);
      } else if (event.key === "Enter" && isOpen && at >= 0 && list[at]) {
        event.preventDefault();
        // While the radio plays, the page is swapped in (features/broadcast/navigate.ts).
        navigateTo(list[at].url);
      } else if (event.key === "Escape" && isOpen && list.length) {
        // Closes the list only (a search field would also clear its text on Escape).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    input.addEventListener("input", lookUp);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    input.addEventListener("focus", onFocus);
    // Text typed while this code was on its way.
    lookUp();
    return () => {
      clearTimeout(timer);
      input.removeEventListener("input", lookUp);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("focus", onFocus);
    };
  }, [input, lang, endpoint]);

  return (
    <ul id={id} role="listbox" aria-label={label} className="search-suggest" hidden={!shown} data-testid="search-suggestions">
      {items.map((item, i) => (
        <li
          key={`${item.kind}-${item.id}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className="search-suggest__option"
          // The field keeps the focus (and the list stays) until the click has chosen.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => navigateTo(item.url)}
        >
          {item.title}
          {item.kind === "program" ? <span className="search-suggest__kind"> · {programLabel}</span> : null}
        </li>
      ))}
    </ul>
  );
}
