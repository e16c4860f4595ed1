/**
 * A news preview link's token: `<article id>.<expiry in seconds since 1970>.<HMAC-SHA256, base64url>` (docs/news.md
 * "Preview"). In a module of its own, without zod: the web app's root reads `?preview=` with it on every page
 * (data/route-params.ts), and importing it from schemas/news/console.ts brought zod into every page's scripts.
 */
export const NEWS_PREVIEW_TOKEN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;
