import type { Newsroom } from "./schemas/news.ts";

/**
 * Cache tags (docs/performance.md "Invalidation"): an API answer names what it shows in a `Cache-Tag` header
 * (comma-separated); the page renders that used it, and the render cache that shares it, keep the tags with their
 * copies; `deps.cache.invalidate(tags)` drops every copy that carries any of them, on every instance.
 */
export const CACHE_TAG_HEADER = "cache-tag";

/**
 * The news tags:
 * - `news:article:<id>`: an answer that shows that article itself (its detail, its neighbours and related list);
 * - `news:list:<newsroom>`: a list of one newsroom's articles (the news list, a detail's neighbours and related);
 * - `news:lists`: news shown anywhere else, across newsrooms (home sections, topics, search, the latest list, the
 *   leaderboard, a programme's news);
 * - `news:topics`, `news:categories`: the topics and their pages, the categories' names.
 */
export const newsTags = {
  article: (id: number) => `news:article:${id}`,
  list: (newsroom: Newsroom) => `news:list:${newsroom}`,
  lists: "news:lists",
  topics: "news:topics",
  categories: "news:categories",
  /**
   * What to invalidate after an article was published, edited, unpublished or deleted (after the transaction
   * commits): its own answers and every list it is, was or could be in. A move between newsrooms names both.
   */
  ofArticle(article: { id: number; newsroom: Newsroom | readonly Newsroom[] }): string[] {
    const rooms: readonly Newsroom[] = typeof article.newsroom === "string" ? [article.newsroom] : article.newsroom;
    return [newsTags.article(article.id), ...rooms.map((room) => newsTags.list(room)), newsTags.lists];
  },
} as const;

/**
 * The interactions' tags: `comments:<kind>:<itemId>`, an item's public comments list, and so the pages that show
 * its first page (a news article's). The console's moderation drops it when a comment is hidden or restored.
 */
export const interactionTags = {
  comments: (kind: string, itemId: number) => `comments:${kind}:${itemId}`,
} as const;

/**
 * The campaigns' tag: every public campaign answer (the page, its approved congratulations). Dropped when staff
 * approve or reject a message, or reset the nickname shown beside one.
 */
export const campaignTags = { all: "campaign:all" } as const;

/** The menus' tag: carried by the menu answer (so by every page's frame); dropped when staff change a menu. */
export const menuTags = { menus: "menus" } as const;

/**
 * The producer's tags (docs/console.md "Producer"), one per domain rather than per item: a programme's page shows its
 * episodes, hosts and categories, and lists, the home band and the playlists show programmes and episodes, so any
 * change to one of them drops them all (the console's writes are few; a render is milliseconds).
 * - `program:all`: every public answer about programmes and their episodes;
 * - `schedule:all`: the schedule's days and categories and the channels' now/next (live pages).
 */
export const programTags = { all: "program:all" } as const;
export const scheduleTags = { all: "schedule:all" } as const;
/**
 * The producer's media tags, one per domain as the programmes': `short-video:all`, every public short-video answer
 * (the lists, the categories, the swipe player's list, a clip); `food:all`, every public food answer. Dropped by
 * every console write to a clip or a food page.
 */
export const shortVideoTags = { all: "short-video:all" } as const;
export const foodTags = { all: "food:all" } as const;
/** The podcast's tag: `podcast:all`, carried by the podcast page's episodes answer; dropped when its feed fields change. */
export const podcastTags = { all: "podcast:all" } as const;

/**
 * The forms' notices (docs/console.md "Procurement", "HR"): `tenders:all`, every public answer about tender notices
 * (the list, a notice), and `jobs:all`, about job ads (the lists, a job and its application form). Dropped when
 * procurement or HR change one.
 */
export const postingTags = { tenders: "tenders:all", jobs: "jobs:all" } as const;

/**
 * The votes' tag (docs/votes.md), one for the domain as the producer's: `vote:all`, carried by every public vote
 * answer (the lists, one vote, the rank) and by the ballot path's in-process rules; dropped by every console write to
 * a vote, so a vote closed in the console takes no ballot after the answer, on any instance.
 */
export const voteTags = { all: "vote:all" } as const;

/**
 * The notices' tag: `notices:all`, carried by every public notice answer (the bar and pop-up, the urgent notice, the
 * list and a notice's page) and so by every page's frame; dropped by every console write to a notice.
 */
export const noticeTags = { all: "notices:all" } as const;

/**
 * The site settings' tag: `settings:all`, carried by the answers that read the administrator's settings (the site
 * setting with grey mode and the sign-in providers, the message templates with the cookie notice, the frame's common
 * texts, the weather) and so by every page's frame; dropped by every change in the settings form.
 */
export const settingsTags = { all: "settings:all" } as const;

/**
 * The company's tags (docs/company.md): `company:pages`, the about-us pages and their banners; `company:info`, the
 * press releases and articles (lists, years, one entry). Dropped by the console's writes to them.
 */
export const companyTags = { pages: "company:pages", info: "company:info" } as const;

/** The tags of a `Cache-Tag` header value (what `tagsHeader` wrote). */
export function parseTagsHeader(value: string | string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(",") : (value ?? "");
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export const tagsHeader = (tags: readonly string[]): string => tags.join(",");

/**
 * The adverts' tag: `adverts:all`, carried by every public answer that shows adverts or banners (the advertisement
 * and common banner calls — so the frame's footer adverts and the menu banner —, the home page, the news list with
 * its footer adverts); dropped by every console write to an advert, so a change shows at once.
 */
export const advertTags = { all: "adverts:all" } as const;

/**
 * The daily quiz's tag: `quiz:all`, carried by the public quiz answers that show a question or its day (day-question,
 * award-list); dropped by every console write to a question, so an edit of today's question shows at once.
 */
export const quizTags = { all: "quiz:all" } as const;
