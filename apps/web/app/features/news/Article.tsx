import type { UrlLang } from "@portal/contract/locales";
import type { NewsDetail, NewsItem, PageNewsResponse } from "@portal/contract/schemas/news";
import { translator } from "../../i18n/define.ts";
import { toastMessages } from "../../components/messages.ts";
import { Island } from "../../islands/Island.tsx";
import { NextIcon, PrevIcon } from "../../components/icons.tsx";
import { NewsCard } from "../shared/NewsCard.tsx";
import { formatNewsDate } from "../shared/news-date.ts";
import { INTL_LOCALE } from "../../i18n/intl.ts";
import CopyLink from "./CopyLink.island.tsx";
import VideoPlayer, { type VideoPlayerProps } from "../../components/player/VideoPlayer.island.tsx";
import { Gallery } from "../../components/Gallery.tsx";
import { galleryImagesOf, withoutGalleryFigures } from "./gallery-images.ts";
import type { GalleryImage } from "../../components/gallery.ts";
import { newsMessages } from "./messages.ts";
import { listHref, newsDetailPath, shareLinks, topicPath } from "./news-paths.ts";
import "../home/home.css";
import "./news.css";

/** Title, category, summary, byline, dates and views of a story. */
export function ArticleHeader({ article, lang, now }: { article: NewsDetail; lang: UrlLang; now: number }) {
  const t = translator(newsMessages, lang);
  const published = formatNewsDate(article.publishedAt, lang, now);
  const updated = article.updatedAt && Date.parse(article.updatedAt) - Date.parse(article.publishedAt) > 10 * 60_000 ? formatNewsDate(article.updatedAt, lang, now) : null;
  return (
    <header className="article__header">
      {article.category ? (
        <p className="article__kicker">
          <a href={listHref(lang, { category: article.categorySlug ?? undefined })}>{article.category}</a>
        </p>
      ) : null}
      <h1 className="article__title">{article.title}</h1>
      {article.summary ? <p className="article__standfirst">{article.summary}</p> : null}
      <div className="article__meta">
        {article.author ? <span className="article__byline">{t("byline", { author: article.author })}</span> : null}
        {published ? (
          <time dateTime={published.iso} title={published.full}>
            {published.full}
          </time>
        ) : null}
        {updated ? <span>{t("updated", { date: updated.full })}</span> : null}
        <span>{t("views", { count: new Intl.NumberFormat(INTL_LOCALE[lang]).format(article.viewCount) })}</span>
      </div>
    </header>
  );
}

/**
 * The story's video (VideoPlayer: native, hls.js fetched on demand for HLS) or audio; else its pictures: the shared
 * Gallery when it has more than one (the cover large, the body's pictures as thumbnails, all enlargeable), else the
 * cover alone. The first picture is the page's largest paint: loaded at once, in a box of its own size.
 */
export function ArticleMedia({ article, lang }: { article: NewsDetail; lang: UrlLang }) {
  const t = translator(newsMessages, lang);
  if (article.videoUrl) {
    const props: VideoPlayerProps = {
      src: article.videoUrl,
      type: mediaType(article.videoUrl),
      poster: article.cover,
      labels: { video: t("videoLabel"), play: t("videoPlay"), unsupported: t("mediaUnsupported"), open: t("openMedia"), failed: t("videoFailed") },
    };
    return (
      <figure className="article__media article__media--video">
        {/* A box of its own (not display: contents), so that "visible" has something to watch. */}
        <Island component={VideoPlayer} props={props} when="visible" className="video-player-island" />
      </figure>
    );
  }
  const pictures = galleryOf(article);
  return (
    <>
      {pictures.length ? (
        <Gallery id={`news-${article.id}`} images={pictures} lang={lang} className="article__gallery" />
      ) : article.cover ? (
        <figure className="article__media">
          <img src={article.cover} alt={article.coverAlt} width={1280} height={720} fetchPriority="high" data-fallback="" />
        </figure>
      ) : null}
      {article.audioUrl ? (
        <figure className="article__audio">
          <figcaption>{t("audioLabel")}</figcaption>
          <audio controls preload="none" src={article.audioUrl} data-testid="article-audio">
            <a href={article.audioUrl}>{t("openMedia")}</a>
          </audio>
        </figure>
      ) : null}
    </>
  );
}

/** A story's pictures for the gallery: shown as one when there are several and no video takes the media's place. */
function galleryOf(article: NewsDetail): GalleryImage[] {
  const pictures = article.videoUrl ? [] : galleryImagesOf(article.images, article.body);
  return pictures.length > 1 ? pictures : [];
}

/** The story's text (staff HTML); a photo story's pictures are in its gallery, not again in the text. */
export function ArticleBody({ article }: { article: NewsDetail }) {
  const pictures = galleryOf(article);
  const html = pictures.length ? withoutGalleryFigures(article.body, pictures) : article.body;
  return <div className="article__body prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The MIME type of a media address from its extension (HLS streams play natively in Safari only). */
export function mediaType(url: string): string | undefined {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ({ mp4: "video/mp4", webm: "video/webm", m3u8: "application/vnd.apple.mpegurl", mp3: "audio/mpeg", wav: "audio/wav", m4a: "audio/mp4" } as Record<string, string>)[ext ?? ""];
}

/** Facebook, X and WhatsApp open their sharing pages (plain links); WeChat and "copy link" are the CopyLink island. */
export function ShareBar({ url, title, lang }: { url: string; title: string; lang: UrlLang }) {
  const t = translator(newsMessages, lang);
  const links = shareLinks(url, title);
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <div className="share-bar" role="group" aria-label={t("share")} data-testid="share-bar">
      <span className="share-bar__label" aria-hidden="true">
        {t("share")}
      </span>
      <a className="share-link share-link--facebook" href={links.facebook} {...external}>
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v7h4v-7h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{t("shareFacebook")}</span>
      </a>
      <a className="share-link share-link--x" href={links.x} {...external}>
        <svg className="icon" viewBox="0 0 24 24" width="1.1em" height="1.1em" aria-hidden="true" focusable="false">
          <path d="M4 4l7 9.2L4.3 20H6l6-5.9 4.5 5.9H21l-7.3-9.7L20 4h-1.7l-5.5 5.4L8.6 4z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{t("shareX")}</span>
      </a>
      <a className="share-link share-link--whatsapp" href={links.whatsapp} {...external}>
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.4c-.2.6-1.1 1.1-1.6 1.1-.4.1-1 .1-3.2-.8-2.7-1.1-4.4-3.9-4.5-4.1-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.4.6-.3.4c.1.2.6 1 1.3 1.7.9.8 1.7 1.1 1.9 1.2.2.1.4.1.5-.1l.8-.9c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.2.5.3.1.2.1.7-.1 1.3z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{t("shareWhatsApp")}</span>
      </a>
      <Island
        component={CopyLink}
        // Loaded when the reader reaches for it (a press before is passed on): the article's script stays small.
        when="interaction"
        as="span"
        className="share-bar__copy"
        props={{ url, labels: { wechat: t("shareWeChat"), copy: t("copyLink"), copied: t("linkCopied"), failed: t("copyFailed"), title: translator(toastMessages, lang)("notice") } }}
      />
    </div>
  );
}

/** Related stories: a column beside the story on desktop, after it on phones. */
export function RelatedNews({ items, lang, now }: { items: readonly NewsItem[]; lang: UrlLang; now: number }) {
  if (!items.length) return null;
  const t = translator(newsMessages, lang);
  return (
    <aside className="news-related" aria-labelledby="news-related-title">
      <h2 id="news-related-title" className="news-section-title">
        {t("related")}
      </h2>
      <ul className="news-related__list" role="list">
        {items.map((item, i) => (
          <li key={item.id}>
            <NewsCard card={item} lang={lang} now={now} variant={i === 0 ? "standard" : "compact"} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Links to the previous (older) and next (newer) story. */
export function ArticlePager({ pager, lang }: { pager: PageNewsResponse | null; lang: UrlLang }) {
  if (!pager || (!pager.previous && !pager.next)) return null;
  const t = translator(newsMessages, lang);
  return (
    <nav className="article-pager" aria-label={`${t("previousArticle")} / ${t("nextArticle")}`}>
      {pager.previous ? (
        <a className="article-pager__link article-pager__link--prev" href={newsDetailPath(lang, pager.previous.id)} rel="prev">
          <span className="article-pager__label">
            <PrevIcon /> {t("previousArticle")}
          </span>
          <span className="article-pager__title">{pager.previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {pager.next ? (
        <a className="article-pager__link article-pager__link--next" href={newsDetailPath(lang, pager.next.id)} rel="next">
          <span className="article-pager__label">
            {t("nextArticle")} <NextIcon />
          </span>
          <span className="article-pager__title">{pager.next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** The topics a story belongs to. */
export function ArticleTopics({ article, lang }: { article: NewsDetail; lang: UrlLang }) {
  if (!article.topics?.length) return null;
  const t = translator(newsMessages, lang);
  return (
    <p className="article__topics">
      <span>{t("topic")}</span>
      {article.topics.map((topic) => (
        <a key={topic.id} href={topicPath(lang, topic.slug)} className="article__topic">
          {topic.title}
        </a>
      ))}
    </p>
  );
}
