import { useState, useMemo, type FormEvent } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/podcast";
import { podcastConsoleApi } from "@portal/contract/endpoints/podcast";
import { PODCAST_FEED_PATH } from "@portal/contract/schemas/podcast";
import {
  ITUNES_CATEGORIES,
  PODCAST_AUTHOR_MAX,
  PODCAST_DESCRIPTION_MAX,
  PODCAST_TITLE_MAX,
  type ConsolePodcastEpisodeItem,
  type ConsolePodcastFeed,
} from "@portal/contract/schemas/podcast/console";
import type { Paged } from "@portal/contract/schemas/member";
import type { RouteHandle } from "../../context.ts";
import { pageQuery } from "../../data/route-params.ts";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { mediaMessages } from "../../features/console/producer/media-messages.ts";
import { MediaTable } from "../../features/console/producer/MediaList.tsx";
import { PODCAST_EPISODES_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navPodcast");

/** The query the loader reads (the episodes' page). */
export const handle: RouteHandle = { query: { page: pageQuery } };

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ feed: ConsolePodcastFeed; episodes: Paged<ConsolePodcastEpisodeItem> }> {
  const lang = consoleLangOfRequest(request);
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const [feed, episodes] = await Promise.all([
    loadForDesk(context, request, lang, podcastConsoleApi.feed),
    loadForDesk(context, request, lang, podcastConsoleApi.episodes, { query: { page, pageSize: PAGE_SIZE } }),
  ]);
  return { feed, episodes };
}

type Draft = Omit<ConsolePodcastFeed, "artwork"> & { artwork: string | null };

/**
 * The podcast (docs/console.md "The podcast feed"): its feed's own fields, saved whole, which the feed says at once;
 * and its episodes, newest first, each published or unpublished from its row, edited on its own page.
 */
export default function PodcastFeed({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(mediaMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState<Draft>(loaderData.feed);
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const subcategories = ITUNES_CATEGORIES[draft.category] ?? [];

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      setDraft(await call(podcastConsoleApi.updateFeed, { body: { ...draft, artwork: draft.artwork ?? "" } }));
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="podcast-feed">
      <header className="console-page__head">
        <h1>{t("podcastTitle")}</h1>
        <p className="console-page__lead">{t("podcastLead")}</p>
        <p className="console-note">
          <a href={`${PODCAST_FEED_PATH}?lang=${lang}`} target="_blank" rel="noreferrer">
            {t("feedLink")}
          </a>
        </p>
      </header>
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="podcast-form-title" data-testid="podcast-form">
        <h2 id="podcast-form-title" className="console-panel__title">
          {t("podcastDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <LocalizedFields lang={lang} id="podcast-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={PODCAST_TITLE_MAX} />
        <LocalizedFields lang={lang} id="podcast-description" legend={t("fieldDescription")} value={draft.description} onValue={(v) => set("description", v)} required multiline maxLength={PODCAST_DESCRIPTION_MAX} />
        <LocalizedFields lang={lang} id="podcast-author" legend={t("fieldAuthor")} value={draft.author} onValue={(v) => set("author", v)} required maxLength={PODCAST_AUTHOR_MAX} />
        <Field id="podcast-owner-email" label={t("fieldOwnerEmail")} required>
          {(control) => <input {...control} type="email" autoComplete="off" value={draft.ownerEmail} onChange={(e) => set("ownerEmail", e.target.value)} />}
        </Field>
        <div className="producer-row">
          <Field id="podcast-category" label={t("fieldItunesCategory")}>
            {(control) => (
              <select {...control} lang="en" value={draft.category} onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value, subcategory: "" }))}>
                {Object.keys(ITUNES_CATEGORIES).map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="podcast-subcategory" label={t("fieldItunesSubcategory")}>
            {(control) => (
              <select {...control} lang="en" value={draft.subcategory} onChange={(e) => set("subcategory", e.target.value)} disabled={subcategories.length === 0}>
                <option value="">{t("noSubcategory")}</option>
                {subcategories.map((subcategory) => (
                  <option key={subcategory} value={subcategory}>
                    {subcategory}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <label className="console-check">
          <input type="checkbox" checked={draft.explicit} onChange={(e) => set("explicit", e.target.checked)} data-testid="podcast-explicit" />
          <span>{t("fieldExplicit")}</span>
        </label>
        <PictureField lang={lang} legend={t("fieldArtwork")} value={draft.artwork} alt={textIn(draft.title, lang)} onValue={(v) => set("artwork", v)} submit={submit} testId="podcast-artwork" />
        <OutcomeMessage outcome={outcome} testId="podcast-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="podcast-save">
            {t("save")}
          </button>
        </div>
      </form>
      <MediaTable
        lang={lang}
        page={loaderData.episodes}
        title={t("episodesTitle")}
        basePath={PODCAST_EPISODES_PATH}
        testId="podcast-episodes"
        categoryLabel={t("colEpisode")}
        setPublished={(id, published) => call(podcastConsoleApi.episodeVisibility, { params: { id }, body: { published } })}
      >
        <p className="console-note">{t("episodesLead")}</p>
        <p>
          <Link to={`${PODCAST_EPISODES_PATH}/new`} className="button button--primary" data-testid="podcast-episodes-new">
            {t("newEpisode")}
          </Link>
        </p>
      </MediaTable>
    </div>
  );
}
