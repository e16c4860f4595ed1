import { data } from "react-router";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import { AD_SLOTS } from "@portal/contract/ad-slots";
import { advertisementApi } from "@portal/contract/endpoints/advertisement";
import { newsApi } from "@portal/contract/endpoints/news";
import { NEWS_COMMENT_MAX_CHARS, NEWS_RELATION_DEFAULT, type NewsDetail } from "@portal/contract/schemas/news";
import { HOME_TOP_AD_AUTOPLAY_MS } from "@portal/contract/constants";
import type { Route } from "./+types/detail";
import { AdSlot } from "../../features/shared/AdSlot.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { ArticleBody, ArticleHeader, ArticleMedia, ArticlePager, ArticleTopics, RelatedNews, ShareBar } from "../../features/news/Article.tsx";
import { Comments } from "../../components/Comments.tsx";
import { Like } from "../../components/Like.tsx";
import { Save } from "../../components/Save.tsx";
import { newsMessages } from "../../features/news/messages.ts";
import { leaderboardApi } from "@portal/contract/endpoints/leaderboard";
import { loadIfFound, loadOptional } from "../../data/load.server.ts";
import { MostRead } from "../../features/leaderboard/Leaderboard.tsx";
import { articleJsonLd } from "../../features/news/structured-data.ts";
import { idParam, langOf, previewQuery } from "../../data/route-params.ts";
import type { RouteHandle } from "../../context.ts";
import { NEWSROOM_OF_LANG, newsDetailPath } from "../../features/news/news-paths.ts";
import { StoryElsewhere, storyLanguageName } from "../../features/news/StoryElsewhere.tsx";
import { translator } from "../../i18n/define.ts";
import { frameDataOf, pageMeta } from "../../layout/meta.ts";
import ArticleView from "../../features/news/ArticleView.island.tsx";
import { Island } from "../../islands/Island.tsx";

const COMMENTS_PAGE_SIZE = 10;

/** ?preview=: the console's signed preview link (docs/news.md "Preview"), the only parameter the page reads. */
export const handle: RouteHandle = { query: { preview: previewQuery } };

/**
 * A preview is one staff member's look at a story that may be a draft: never stored (the server's page cache keeps
 * no answer marked no-store: platform/ssr.ts), never indexed.
 */
const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}
/** A story's likes and comments: the shared LikeButton and CommentThread, given the news endpoints. */
const LIKE_ENDPOINTS = { state: newsApi.likeState, like: newsApi.like, cancel: newsApi.likeCancel };
const COMMENT_ENDPOINTS = { list: newsApi.comments, post: newsApi.comment };

/** The languages a story exists in (its newsroom's, ADR 0003): hreflang links only to those. */
function languagesOf(newsroom: NewsDetail["newsroom"]): UrlLang[] {
  return newsroom === "zh" ? ["zh-hant", "zh-hans"] : [newsroom];
}

/**
 * news-detail/{id} (spec §2): the story rendered on the server — title, body, pictures, video or audio, share
 * links, top adverts, related stories, previous/next, comments (first page) and likes (islands). Asked for in a
 * language the story was not written in (another newsroom's story: ADR 0003), the page says so in that language
 * (200, noindex) and leads to the story in its own language and to the language's newsroom (`StoryElsewhere`):
 * no redirect that would drop the reader back in the language they left (issue 21).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const preview = previewQuery(new URL(request.url).searchParams.get("preview") ?? "");
  const found = await loadIfFound(api, newsApi.detail, { params: { id }, ...(preview ? { query: { preview } } : {}) });
  if (!found) throw data(null, { status: 404, ...(preview ? { headers: PREVIEW_HEADERS } : {}) });
  const article = found;
  // A story exists in its newsroom's languages only (ADR 0003): another language's address says so.
  const own = languagesOf(article.newsroom);
  if (!own.includes(lang)) {
    const t = translator(newsMessages, lang);
    const storyLang = own[0]!;
    const title = t("onlyInTitle", { language: storyLanguageName(article.newsroom, lang) });
    return {
      lang,
      elsewhere: {
        id: article.id,
        title: article.title,
        summary: article.summary,
        newsroom: article.newsroom,
        href: newsDetailPath(storyLang, article.id),
        storyLang,
        newsroomHref: `/${lang}/${NEWSROOM_OF_LANG[lang]}`,
      },
      pageTitle: title,
      description: t("onlyInText", { language: storyLanguageName(article.newsroom, lang) }),
      breadcrumb: [{ title: t("newsroomTitle"), path: NEWSROOM_OF_LANG[lang] }, { title }],
    };
  }
  const [related, pager, comments, ads, leaders] = await Promise.all([
    loadOptional(api, newsApi.relation, { params: { id }, query: { PageSize: NEWS_RELATION_DEFAULT } }),
    loadOptional(api, newsApi.pageNews, { query: { id } }),
    loadOptional(api, newsApi.comments, { params: { id }, query: { Page: 1, PageSize: COMMENTS_PAGE_SIZE } }),
    loadOptional(api, advertisementApi.list, { query: { slug: AD_SLOTS.newsDetailTop } }),
    loadOptional(api, leaderboardApi.board, { query: { limit: 5 } }),
  ]);
  const t = translator(newsMessages, lang);
  const page = {
    lang,
    preview: preview !== null,
    now: Date.now(),
    article,
    related: (related ?? []).filter((r) => r.id !== article.id),
    pager,
    comments,
    adverts: ads?.items ?? [],
    leaders,
    languages: languagesOf(article.newsroom),
    /** The address shared: the story's canonical page. */
    url: `${context.publicUrl}${newsDetailPath(lang, article.id)}`,
    breadcrumb: [{ title: t("newsroomTitle"), path: NEWSROOM_OF_LANG[lang] }, { title: article.title }],
  };
  return data(page, preview ? { headers: PREVIEW_HEADERS } : undefined);
}

export const meta: Route.MetaFunction = ({ matches, data: page }) => {
  if (!page) return pageMeta(matches);
  if ("elsewhere" in page) {
    // Not a document of its own: the story's pages are (with their hreflang); this one is not indexed.
    return [
      ...pageMeta(matches, { title: page.pageTitle, description: page.description, canonical: null, alternates: null }),
      { name: "robots", content: "noindex, follow" },
    ];
  }
  const { article, languages } = page;
  if (page.preview) {
    // The console's preview of a story (perhaps a draft): not a document for search engines.
    return [...pageMeta(matches, { title: article.title, canonical: null, alternates: null }), { name: "robots", content: "noindex, nofollow" }];
  }
  const frame = frameDataOf(matches);
  const tags = pageMeta(matches, {
    title: article.seoTitle || article.title,
    description: article.seoDescription || article.summary || undefined,
    alternates: languages,
    ogType: "article",
    image: article.cover,
  });
  const origin = frame?.origin;
  if (!origin || !frame) return tags;
  return [
    ...tags,
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...(article.category ? [{ property: "article:section", content: article.category }] : []),
    { "script:ld+json": articleJsonLd(article, { origin, lang: frame.lang, siteName: frame.frame.siteName, logo: frame.frame.logo }) },
  ];
};

export default function NewsDetailPage({ loaderData }: Route.ComponentProps) {
  if ("elsewhere" in loaderData) return <StoryElsewhere lang={loaderData.lang} story={loaderData.elsewhere} />;
  const { lang, now, article, related, pager, comments, adverts, url, leaders } = loaderData;
  return (
    <main id="main" className="article-page">
      <ImageFallbackScript />
      <div className="container article-layout">
        <article className="article" data-testid="article" data-news-id={article.id}>
          <ArticleHeader article={article} lang={lang} now={now} />
          <div className="article__tools">
            <ShareBar url={url} title={article.title} lang={lang} />
            <Like lang={lang} id={article.id} likeCount={article.likeCount} endpoints={LIKE_ENDPOINTS} className="article__like" />
            <Save lang={lang} item={{ itemType: "news", itemId: String(article.id), title: article.title, url: newsDetailPath(lang, article.id), cover: article.cover }} className="article__save" />
          </div>
          <ArticleMedia article={article} lang={lang} />
          <ArticleBody article={article} />
          <ArticleTopics article={article} lang={lang} />
          <Island component={ArticleView} props={{ id: article.id }} when="idle" />
        </article>
        {/*
          The top advert follows the story in the page: on phones and tablets the headline comes first and the advert
          after the story; from 991 px news.css places it above the story and its column, as a leaderboard. Not a
          priority image: on a phone it is far below the first screen.
        */}
        {adverts.length ? (
          <div className="article-page__ad" data-slot={AD_SLOTS.newsDetailTop}>
            <AdSlot slot={AD_SLOTS.newsDetailTop} adverts={adverts} lang={lang} autoplayMs={HOME_TOP_AD_AUTOPLAY_MS} />
          </div>
        ) : null}
        <div className="article-side">
          <RelatedNews items={related} lang={lang} now={now} />
          <MostRead lang={lang} board={leaders} exclude={article.id} />
        </div>
        <div className="article-after">
          <ArticlePager pager={pager} lang={lang} />
          <Comments lang={lang} id={article.id} initial={comments} max={NEWS_COMMENT_MAX_CHARS} endpoints={COMMENT_ENDPOINTS} />
        </div>
      </div>
    </main>
  );
}

