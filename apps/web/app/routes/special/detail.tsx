import { specialApi } from "@portal/contract/endpoints/special";
import { urlLangToApiLocale } from "@portal/contract/locales";
import type { Route } from "./+types/detail";
import type { RouteHandle } from "../../context.ts";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { idParam, idQuery, langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { specialMessages } from "../../features/special/messages.ts";
import SpecialView from "../../features/special/SpecialView.island.tsx";
import { ItemSection, specialDates } from "../../features/special/SpecialParts.tsx";
import { ImageFallbackScript } from "../../features/shared/ImageFallbackScript.tsx";
import { translator } from "../../i18n/define.ts";
import { Island } from "../../islands/Island.tsx";
import { pageMeta } from "../../layout/meta.ts";

const REVIEW_PAGE_SIZE = 4;

export const handle: RouteHandle = { hideBreadcrumb: true, query: { album: idQuery, reviewPage: pageQuery } };

/**
 * subject/{id} (subjectDetail): a special's page. The detail must answer code 0, else the screen shows its error
 * state (spec §4, §8); its parts are optional and load in parallel (a part answered with another code is empty). ?reviewPage=n pages the programme reviews,
 * ?album=id opens one photo album.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const id = idParam(params.id);
  const url = new URL(request.url);
  const api = context.apiFor(urlLangToApiLocale(lang));
  const special = await loadOrFail(api, specialApi.detail, { params: { id } });
  const reviewPage = pageParam(url, "reviewPage");
  const albumId = Number(url.searchParams.get("album"));
  const part = { query: { specialId: special.id, pageSize: 12 } };
  const [programs, reviews, news, videos, shorts, albums, album] = await Promise.all([
    loadOptional(api, specialApi.relatedPrograms, { params: { id: special.id } }),
    loadOptional(api, specialApi.reviews, { params: { id: special.id }, query: { page: reviewPage, pageSize: REVIEW_PAGE_SIZE } }),
    loadOptional(api, specialApi.news, part),
    loadOptional(api, specialApi.videos, { params: { slug: special.slug }, query: { pageSize: 6 } }),
    loadOptional(api, specialApi.shortVideo, part),
    loadOptional(api, specialApi.photoAlbums, part),
    Number.isInteger(albumId) && albumId > 0 && albumId < 2_147_483_647
      ? loadOptional(api, specialApi.photoAlbum, { query: { id: albumId } })
      : Promise.resolve(null),
  ]);
  return {
    lang,
    special,
    programs: programs ?? [],
    reviews,
    news: news?.items ?? [],
    videos: videos?.items ?? [],
    shorts: shorts?.items ?? [],
    albums: albums?.items ?? [],
    album: album && album.specialId === special.id ? album : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => pageMeta(matches, { title: data?.special.title, description: data?.special.summary });

export default function SubjectDetail({ loaderData }: Route.ComponentProps) {
  const { lang, special, programs, reviews, news, videos, shorts, albums, album } = loaderData;
  const t = translator(specialMessages, lang);
  const base = `/${lang}/subject/${special.id}`;
  const reviewPages = reviews ? Math.max(1, Math.ceil(reviews.total / reviews.pageSize)) : 1;
  return (
    <main id="main" className="subject-page container" data-testid="subject-detail">
      <ImageFallbackScript />
      <Island component={SpecialView} props={{ specialId: special.id }} when="idle" />
      {special.banner || special.cover ? (
        <div className="subject-hero">
          <img src={special.banner ?? special.cover ?? ""} alt="" width={1200} height={400} fetchPriority="high" data-fallback="/demo/default-ad.svg" />
        </div>
      ) : null}
      <h1>{special.title}</h1>
      <p className="special-card__dates">{specialDates(special, lang)}</p>
      <p className="subject-lead">{special.summary}</p>
      <ul className="subject-links">
        <li>
          <a className="button" href={`/${lang}/subject-term?id=${special.id}`}>{t("terms")}</a>
        </li>
        {special.parts.video ? (
          <li>
            <a className="button" href={`/${lang}/subject-mv?id=${special.id}`}>{t("mv")}</a>
          </li>
        ) : null}
      </ul>
      {/* Special content is written by staff in the CMS: trusted HTML. */}
      {special.content ? <div className="rich-text prose" dangerouslySetInnerHTML={{ __html: special.content }} /> : null}
      {special.fbVideos.length ? (
        <section className="subject-section" aria-labelledby="fb-videos">
          <h2 id="fb-videos">{t("videos")}</h2>
          <ul className="fb-videos">
            {special.fbVideos.map((video) => (
              <li key={video.url}>
                <a href={video.url} target="_blank" rel="noopener">
                  {video.title}
                  <span className="visually-hidden">{t("newWindow")}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ItemSection id="programs" title={t("programs")} items={programs} lang={lang} />
      <ItemSection id="reviews" title={t("reviews")} items={reviews?.items ?? []} lang={lang} player>
        {reviewPages > 1 && reviews ? (
          <nav className="pager" aria-label={t("pages")}>
            {reviews.page > 1 ? <a className="button" href={`${base}?reviewPage=${reviews.page - 1}#reviews`} rel="prev">{t("previousPage")}</a> : null}
            <span aria-current="page">{t("pageOf", { page: reviews.page, pages: reviewPages })}</span>
            {reviews.page < reviewPages ? (
              <a className="button" href={`${base}?reviewPage=${reviews.page + 1}#reviews`} rel="next" data-testid="reviews-next">
                {t("nextPage")}
              </a>
            ) : null}
          </nav>
        ) : null}
      </ItemSection>
      <ItemSection id="news" title={t("news")} items={news} lang={lang} />
      <ItemSection id="clips" title={t("clips")} items={videos} lang={lang} player />
      <ItemSection id="shorts" title={t("shorts")} items={shorts} lang={lang} player />
      {albums.length ? (
        <section className="subject-section" aria-labelledby="albums-title" id="albums">
          <h2 id="albums-title">{t("albums")}</h2>
          <ul className="item-grid album-list">
            {albums.map((a) => (
              <li key={a.id} className="item-card">
                <img className="item-card__media" src={a.cover ?? "/demo/default-ad.svg"} alt="" width={640} height={360} loading="lazy" data-fallback="/demo/default-ad.svg" />
                <h3 className="item-card__title">
                  <a href={`${base}?album=${a.id}#album`} aria-current={album?.id === a.id ? "true" : undefined}>{a.title}</a>
                </h3>
                <p className="item-card__meta">{t("photos", { count: a.photoCount })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {album ? (
        <section className="subject-section" aria-labelledby="album" data-testid="photo-album">
          <h2 id="album" tabIndex={-1}>{album.title}</h2>
          <ul className="photo-grid">
            {album.photos.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <img src={photo.url} alt={photo.caption} width={800} height={600} loading="lazy" data-fallback="" />
                  <figcaption>{photo.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p>
            <a href={`${base}#albums`}>{t("closeAlbum")}</a>
          </p>
        </section>
      ) : null}
    </main>
  );
}
