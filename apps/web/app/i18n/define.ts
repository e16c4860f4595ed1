import type { UrlLang } from "@portal/contract/locales";
import { formatMessage, type MessageParams } from "./format.ts";

/**
 * Interface texts live in typed catalogs, one `messages.ts` per area (layout, home, …), each holding all four
 * languages. The zh-hant catalog defines the keys; the type makes a key missing in another language a compile
 * error, and i18n/catalogs.test.ts checks every catalog at run time too.
 */
export type Messages<K extends string> = Record<K, string>;

// No side effects: a catalog nobody uses is dropped from the bundles (an island that imports a module beside a
// messages.ts carries only the catalogs it really reads).
/*#__NO_SIDE_EFFECTS__*/
export function defineMessages<const K extends string>(catalog: {
  "zh-hant": Messages<K>;
  "zh-hans": Messages<K>;
  en: Messages<K>;
  pt: Messages<K>;
}): Record<UrlLang, Messages<K>> {
  return catalog;
}

/**
 * A translate function for one language; placeholders are filled from params (`formatMessage`: `{name}`, and the
 * plural forms of a count: `{count, plural, one {# result} other {# results}}`).
 */
export function translator<K extends string>(catalog: Record<UrlLang, Messages<K>>, lang: UrlLang) {
  return textsTranslator(catalog[lang], lang);
}

/**
 * A translate function over one language's texts. Islands with many texts get them as props in the page's
 * language (the server picks them from the catalog), so that their JavaScript carries no four-language catalog.
 * `lang`: the language the texts are in, whose plural rules pick the forms of a count.
 */
export function textsTranslator<K extends string>(messages: Messages<K>, lang: UrlLang) {
  return (key: K, params?: MessageParams): string => {
    const text = messages[key];
    return params ? formatMessage(text, lang, params) : text;
  };
}
