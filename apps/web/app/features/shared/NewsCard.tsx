import type { UrlLang } from "@portal/contract/locales";
import type { NewsCard as NewsCardData } from "@portal/contract/schemas/common";
import { translator } from "../../i18n/define.ts";
import { PlayIcon } from "../../components/icons.tsx";
import { sharedMessages } from "./messages.ts";
import { formatNewsDate } from "./news-date.ts";
import "./shared.css";

/** The news detail page of an article (spec §2: news-detail/{id}). */
export function newsHref(id: number, lang: UrlLang): string {
  return `/${lang}/news-detail/${id}`;
}

/**
 * lead: the day's main story, large; standard: a grid card (picture on the left below 576 px, above the text
 * wider); feature: a card two columns wide (picture above the text on mobile, beside it wider); compact: a
 * headline with a small picture beside it, for lists.
 */
export type NewsCardVariant = "lead" | "standard" | "feature" | "compact";

const IMAGE_SIZE: Record<NewsCardVariant, { width: number; height: number }> = {
  lead: { width: 960, height: 540 },
  standard: { width: 480, height: 270 },
  feature: { width: 640, height: 360 },
  compact: { width: 240, height: 135 },
};

const RadioIcon = () => (
  <svg className="icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

/**
 * A news story as a card: picture (with a video or radio badge), category, headline (the link: the whole card is
 * clickable through it), optional summary and the date in the page language. Pictures are lazy unless `priority`.
 */
export function NewsCard({ card, lang, now, variant = "standard", priority = false, summary = false, showCategory = true, headingLevel = 3, href }: {
  card: NewsCardData;
  /** Where the card leads when it is not a news article (the latest page's episodes and short videos). */
  href?: string;
  lang: UrlLang;
  /** The time the page is rendered at, for relative dates. */
  now: number;
  variant?: NewsCardVariant;
  priority?: boolean;
  summary?: boolean;
  /** Off where the list is one category's. */
  showCategory?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = translator(sharedMessages, lang);
  const date = formatNewsDate(card.publishedAt, lang, now);
  const Heading = `h${headingLevel}` as const;
  const media = card.type === "video" || card.type === "radio" ? card.type : null;
  const size = IMAGE_SIZE[variant];
  return (
    <article className={`news-card news-card--${variant}${media ? ` news-card--${media}` : ""}`}>
      <div className="news-card__media">
        {card.cover ? (
          <img
            src={card.cover}
            alt=""
            width={size.width}
            height={size.height}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding={priority ? undefined : "async"}
            data-fallback=""
          />
        ) : null}
        {media ? (
          <span className="news-card__badge" aria-hidden="true">
            {media === "video" ? <PlayIcon /> : <RadioIcon />}
            <span className="news-card__badge-text">{t(media)}</span>
          </span>
        ) : null}
      </div>
      <div className="news-card__body">
        {showCategory && card.category ? <p className="news-card__category">{card.category}</p> : null}
        <Heading className="news-card__title">
          <a className="news-card__link" href={href ?? newsHref(card.id, lang)}>
            {card.title}
            {media ? <span className="visually-hidden"> ({t(media)})</span> : null}
          </a>
        </Heading>
        {summary && card.summary ? <p className="news-card__summary">{card.summary}</p> : null}
        {date ? (
          <p className="news-card__meta">
            <time dateTime={date.iso} title={t("publishedAt", { date: date.full })}>
              {date.text}
            </time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
