/**
 * The news API's base path for islands. Islands must not import the contract's schema modules (they hold zod,
 * which would land in the page's JavaScript); news-endpoints.test.ts checks it equals the contract's NEWS_BASE.
 */
export const NEWS_API = "/api/v1.0/news";
