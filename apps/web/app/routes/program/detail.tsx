import { redirect } from "react-router";
import { urlLangToApiLocale } from "@portal/contract/locales";
import { programApi } from "@portal/contract/endpoints/program";
import { COMMENT_MAX_CHARS } from "@portal/contract/schemas/interactions";
import type { Route } from "./+types/detail";
import { Comments } from "../../components/Comments.tsx";
import { Like } from "../../components/Like.tsx";
import { Save } from "../../components/Save.tsx";
import { loadOptional, loadOrFail } from "../../data/load.server.ts";
import { langOf, pageParam, pageQuery } from "../../data/route-params.ts";
import { EpisodeList, FeatureGrid, HostCard, Paragraphs, ProgramSection } from "../../features/program/ProgramParts.tsx";
import { programMessages } from "../../features/program/messages.ts";
import { playlistPath, programPath } from "../../features/program/program-paths.ts";
import { translator } from "../../i18n/define.ts";
import { pageMeta } from "../../layout/meta.ts";
import { pageTitle } from "../../layout/page-title.ts";
import type { RouteHandle } from "../../context.ts";

/** Episodes per "more": the list's pages are in the address (?page=N renders pages 1 to N), so going back restores them. */
export const EPISODES_PAGE = 3;
const COMMENTS_PAGE_SIZE = 10;
export const PROGRAM_LIKE = { state: programApi.likeState, like: programApi.like, cancel: programApi.likeCancel };
export const PROGRAM_COMMENTS = { list: programApi.comments, post: programApi.comment };

export const handle: RouteHandle = { query: { page: pageQuery } };

/**
 * program-detail/{id} (id: the programme's slug), and video|radio/program-playlist/{id} (the same programme with
 * its episodes first): the programme, its episodes (more pages through ?page=N, plain links: no script), hosts,
 * features, like, save and comments. A radio programme's video playlist address (and the reverse) is redirected.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = langOf(params.lang);
  const url = new URL(request.url);
  const slug = params.id ?? "";
  const playlist = url.pathname.includes("/program-playlist/");
  const api = context.apiFor(urlLangToApiLocale(lang));
  const program = await loadOrFail(api, programApi.details, { params: { slug } });
  if (playlist) {
    const own = playlistPath(lang, program.type, program.slug);
    if (!url.pathname.endsWith(own)) throw redirect(`${own}${url.search}`, 301);
  } else if (program.slug !== slug) {
    // The API finds a programme by id too (share links): its page is the slug's.
    throw redirect(`${programPath(lang, program.slug)}${url.search}`, 301);
  }
  const pages = Math.min(pageParam(url), 16);
  const [episodes, features, comments] = await Promise.all([
    loadOptional(api, programApi.reviews, { params: { resource: slug }, query: { page: 1, pageSize: EPISODES_PAGE * pages } }),
    loadOptional(api, programApi.features, { query: { program: slug, pageSize: 4 } }),
    loadOptional(api, programApi.comments, { params: { id: program.id }, query: { Page: 1, PageSize: COMMENTS_PAGE_SIZE } }),
  ]);
  const t = translator(programMessages, lang);
  return {
    lang,
    playlist,
    program,
    pages,
    episodes: episodes?.items ?? [],
    episodeTotal: episodes?.total ?? 0,
    features: features?.items ?? [],
    comments,
    breadcrumb: [
      { title: t("allTitle"), path: "program/all_program" },
      playlist ? { title: program.title, path: `program-detail/${program.slug}` } : { title: program.title },
      ...(playlist ? [{ title: t("allEpisodes") }] : []),
    ],
  };
}

export const meta: Route.MetaFunction = ({ matches, data: page, params }) => {
  if (!page) return pageMeta(matches);
  const t = translator(programMessages, langOf(params.lang));
  const { program, playlist } = page;
  return pageMeta(matches, {
    title: playlist ? pageTitle(program.title, t("allEpisodes")) : program.title,
    description: program.summary,
    image: program.cover,
    ogType: playlist ? "website" : "video.tv_show",
  });
};

export default function ProgramDetailPage({ loaderData }: Route.ComponentProps) {
  const { lang, playlist, program, pages, episodes, episodeTotal, features, comments } = loaderData;
  const t = translator(programMessages, lang);
  const base = playlist ? playlistPath(lang, program.type, program.slug) : programPath(lang, program.slug);
  const episodesBlock = (
    <ProgramSection
      id="episodes-title"
      title={t("episodes")}
      testId="episodes"
      more={!playlist && episodeTotal ? { href: playlistPath(lang, program.type, program.slug), text: t("allEpisodes") } : undefined}
    >
      {episodes.length ? <EpisodeList episodes={episodes} lang={lang} /> : <p className="news-empty">{t("noEpisodes")}</p>}
      {episodes.length < episodeTotal ? (
        <p className="episode-more">
          <a href={`${base}?page=${pages + 1}#ep-${episodes.length}`} data-testid="episodes-more" rel="next">
            {t("moreEpisodes")}
          </a>
        </p>
      ) : null}
    </ProgramSection>
  );
  return (
    <main id="main" className="container program-page" data-testid="program-detail" data-slug={program.slug}>
      <header className="program-hero">
        <div className="program-hero__media">{program.cover ? <img src={program.cover} alt="" width={1280} height={720} /> : null}</div>
        <div>
          <p className="program-hero__kicker">
            {t(program.type)} · {program.channelName}
          </p>
          <h1 className="program-page__title">{playlist ? pageTitle(program.title, t("allEpisodes")) : program.title}</h1>
          <p className="program-hero__summary">{program.summary}</p>
          <dl className="program-facts">
            <dt>{t("airtime")}</dt>
            <dd>{program.airtime}</dd>
            <dt>{t("channel")}</dt>
            <dd>{program.channelName}</dd>
            {program.hosts.length ? (
              <>
                <dt>{t("hosts")}</dt>
                <dd>{program.hosts.map((h) => h.name).join("、")}</dd>
              </>
            ) : null}
          </dl>
          <div className="program-tools">
            <Like lang={lang} id={program.id} likeCount={program.likeCount} endpoints={PROGRAM_LIKE} />
            <Save lang={lang} item={{ itemType: "program", itemId: String(program.id), title: program.title, url: programPath(lang, program.slug), cover: program.cover }} />
          </div>
        </div>
      </header>
      <div className="program-body">
        <div>
          {playlist ? null : <Paragraphs text={program.description} className="program-description program-section" />}
          {episodesBlock}
          <Comments lang={lang} id={program.id} initial={comments} max={COMMENT_MAX_CHARS} endpoints={PROGRAM_COMMENTS} />
        </div>
        <aside>
          {program.hosts.length ? (
            <ProgramSection id="hosts-title" title={t("hosts")}>
              {program.hosts.map((host) => (
                <HostCard key={host.id} host={host} lang={lang} />
              ))}
            </ProgramSection>
          ) : null}
          {features.length ? (
            <ProgramSection id="features-title" title={t("features")}>
              <FeatureGrid features={features} lang={lang} />
            </ProgramSection>
          ) : null}
        </aside>
      </div>
    </main>
  );
}
