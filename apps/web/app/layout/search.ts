/**
 * The header search (spec §5): a GET to /{lang}/search?keyword=…; whitespace between Chinese characters is removed
 * first, Latin words keep one space between them, and empty text does nothing (normalizeSearchText, contract links.ts).
 */
export const SEARCH_QUERY_PARAM = "keyword";
