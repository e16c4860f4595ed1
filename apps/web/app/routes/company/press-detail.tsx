import { companyApi } from "@portal/contract/endpoints/company";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/press-detail";
import { Gallery } from "../../components/Gallery.tsx";
import { Like } from "../../components/Like.tsx";
import ViewBeacon from "../../components/ViewBeacon.island.tsx";
import { loadOrFail } from "../../data/load.server.ts";
import { idParam, langOf } from "../../data/route-params.ts";
import { AboutNav } from "../../features/company/AboutLayout.tsx";
import { aboutMessages } from "../../features/company/messages.ts";
import { pressDetailHref, pressListHref } from "../../features/company/paths.ts";
import { ShareBar } from "../../features/news/Article.tsx";
import { formatDay } from "../../features/shared/news-date.ts";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";

const LIKE_ENDPOINTS = { state: companyApi.likeState, like: companyApi.like, cancel: companyApi.cancelLike };

/**
 * about_us/press_release/{id} (spec §2 About us): a press release or press article — its pictures in a gallery that
 * enlarges them (spec §2 Layout), the text, the like button (members: company/info/{id}/like), views and sharing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const item = await loadOrFail(context.apiFor(urlLangToApiLocale(lang)), companyApi.infoDetail, { params: { id } });
  return { lang, item, url: `${context.publicUrl}${pressDetailHref(lang, id)}`, breadcrumb: [{ title: item.title }] };
}

export const meta: Route.MetaFunction = ({ matches, data: page }) =>
  pageMeta(matches, { title: page?.item.title, description: page?.item.summary, ogType: "article", image: page?.item.cover ?? null });

export default function PressDetail({ loaderData }: Route.ComponentProps) {
  const { lang, item, url } = loaderData;
  const t = translator(aboutMessages, lang);
  const listKey = item.type === "press_release" ? "pressRelease" : "pressArticle";
  return (
    <main id="main" className="about-page container" data-testid="press-detail">
      <div className="about-body">
        <AboutNav lang={lang} current={listKey} />
        <article className="about-content press-article">
          <p className="about-head__kicker">
            <a href={pressListHref(lang, item.type)}>{t(listKey)}</a>
          </p>
          <h1 className="press-article__title">{item.title}</h1>
          <p className="press-article__lead">{item.summary}</p>
          <p className="press-article__meta">
            <time dateTime={item.publishedAt}>{t("published", { date: formatDay(item.publishedAt, lang) })}</time>
            {item.source ? <span>{t("source", { source: item.source })}</span> : null}
            <span data-testid="press-views">{t("views", { count: item.viewCount })}</span>
          </p>
          {item.pictures.length ? (
            <Gallery id={`press-${item.id}`} lang={lang} images={item.pictures.map((p) => ({ src: p.src, alt: p.caption, caption: p.caption }))} />
          ) : null}
          <div className="press-article__actions">
            <Like lang={lang} id={item.id} likeCount={item.likeCount} endpoints={LIKE_ENDPOINTS} />
            <ShareBar url={url} title={item.title} lang={lang} />
          </div>
          {/* Trusted HTML written by staff (the company module's body). */}
          <div className="about-prose prose" dangerouslySetInnerHTML={{ __html: item.body }} />
          {item.sourceUrl ? (
            <p>
              <a className="button" href={item.sourceUrl} rel="noopener" target="_blank">
                {t("readOriginal")}
              </a>
            </p>
          ) : null}
          <p>
            <a className="back-link" href={pressListHref(lang, item.type)}>← {t(listKey === "pressRelease" ? "backToList" : "pressArticle")}</a>
          </p>
          <Island component={ViewBeacon} props={{ endpoint: companyApi.view, id: item.id }} when="idle" />
        </article>
      </div>
    </main>
  );
}
