/**
 * The header search (spec §5): a GET to /{lang}/search?keyword=…; every whitespace character is removed first and
 * empty text does nothing (normalizeSearchText in the contract's validation rules).
 */
export const SEARCH_QUERY_PARAM = "keyword";
