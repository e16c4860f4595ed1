import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/podcast-episode-edit";
import { podcastConsoleApi } from "@portal/contract/endpoints/podcast";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import {
  PODCAST_EPISODE_DESCRIPTION_MAX,
  PODCAST_EPISODE_DURATION_MAX,
  PODCAST_EPISODE_NUMBER_MAX,
  PODCAST_EPISODE_TITLE_MAX,
  type ConsolePodcastEpisode,
} from "@portal/contract/schemas/podcast/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field } from "../../components/Field.tsx";
import { errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadEditedItem, loadForDesk } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { EditorHead } from "../../features/console/form/EditorHead.tsx";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { UploadButton } from "../../features/console/form/UploadButton.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { mediaStatusBadge } from "../../features/console/producer/MediaList.tsx";
import { mediaMessages } from "../../features/console/producer/media-messages.ts";
import { PublishedCheck } from "../../features/console/producer/PublishedCheck.tsx";
import { PODCAST_EPISODES_PATH, PODCAST_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navPodcast");

/** The episode (none for a new one) and, for a new one, the next free number. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ episode: ConsolePodcastEpisode | null; nextNumber: number }> {
  const lang = consoleLangOfRequest(request);
  if (params.id === undefined) {
    const newest = await loadForDesk(context, request, lang, podcastConsoleApi.episodes, { query: { page: 1, pageSize: 100 } });
    return { episode: null, nextNumber: Math.max(0, ...newest.items.map((row) => row.episode)) + 1 };
  }
  const episode = (await loadEditedItem(context, request, lang, podcastConsoleApi.episode, params.id))!;
  return { episode, nextNumber: episode.episode };
}

/** The form's state: texts in every locale, numbers as typed, the time as a Macau minute. */
interface Draft {
  title: ConsoleText;
  description: ConsoleText;
  episode: string;
  audioUrl: string;
  audioBytes: string;
  seconds: string;
  publishedAt: string;
  published: boolean;
}

const draftOf = (e: ConsolePodcastEpisode | null, nextNumber: number): Draft =>
  e
    ? {
        title: e.title,
        description: e.description,
        episode: String(e.episode),
        audioUrl: e.audioUrl,
        audioBytes: String(e.audioBytes),
        seconds: String(e.durationSeconds),
        publishedAt: macauMinuteOf(e.publishedAt),
        published: e.published,
      }
    : // A new episode: a draft, to be published when it is ready.
      { title: emptyText(), description: emptyText(), episode: String(nextNumber), audioUrl: "", audioBytes: "", seconds: "", publishedAt: macauMinuteOf(Date.now()), published: false };

const whole = (value: string) => Math.max(0, Math.round(Number(value || 0)));
const bodyOf = ({ episode, audioBytes, seconds, ...d }: Draft) => ({ ...d, episode: whole(episode), audioBytes: whole(audioBytes), durationSeconds: whole(seconds) });

/** A podcast episode's editor: texts in the four locales, the audio file, its size and length, number and publication. */
export default function PodcastEpisodeEdit({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(mediaMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [episode, setEpisode] = useState(loaderData.episode);
  const { draft, setDraft, set } = useEditorDraft(loaderData.episode, (item) => draftOf(item, loaderData.nextNumber), setEpisode);
  const { busy, outcome, submit } = useSubmit(lang);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!episode) {
        const created = await call(podcastConsoleApi.createEpisode, { body: bodyOf(draft) });
        navigate(`${PODCAST_EPISODES_PATH}/${created.id}`);
        return null;
      }
      const after = await call(podcastConsoleApi.updateEpisode, { params: { id: episode.id }, body: bodyOf(draft) });
      setEpisode(after);
      setDraft(draftOf(after, after.episode));
      return t("saved");
    });
  };

  const remove = async () => {
    if (!episode) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await call(podcastConsoleApi.deleteEpisode, { params: { id: episode.id } });
      navigate(PODCAST_PATH);
    } catch (failure) {
      setDeleteError(errorMessage(failure, t("deleteEpisodeHint")));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="console-page producer-page" data-testid="podcast-episode-editor">
      <EditorHead
        back={{ to: PODCAST_PATH, label: t("backToPodcast") }}
        title={episode ? textIn(episode.title, lang) : t("newEpisode")}
        state={episode && { badge: mediaStatusBadge(episode.status), label: t(`status_${episode.status}`), publicPage: episode.status === "shown" ? { href: `/${lang}/podcast#episode-${episode.episode}`, label: t("publicPage") } : null }}
        testId="podcast-episode-status"
      />

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="podcast-episode-form-title" data-testid="podcast-episode-form">
        <h2 id="podcast-episode-form-title" className="console-panel__title">
          {t("episodeDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <LocalizedFields lang={lang} id="podcast-episode-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={PODCAST_EPISODE_TITLE_MAX} />
        <LocalizedFields
          lang={lang}
          id="podcast-episode-description"
          legend={t("fieldDescription")}
          value={draft.description}
          onValue={(v) => set("description", v)}
          required
          multiline
          maxLength={PODCAST_EPISODE_DESCRIPTION_MAX}
        />
        <Field id="podcast-episode-audio" label={t("fieldAudio")} hint={t("audioHint")} required>
          {(control) => <input {...control} type="text" inputMode="url" value={draft.audioUrl} onChange={(e) => set("audioUrl", e.target.value)} />}
        </Field>
        <div>
          <UploadButton
            lang={lang}
            label={t("uploadAudio")}
            uploadingLabel={t("uploading")}
            accept="audio/mpeg,audio/mp4,audio/x-m4a,.mp3,.m4a"
            purpose="audio"
            disabled={busy}
            onUploaded={(path) => set("audioUrl", path)}
            submit={submit}
            testId="podcast-episode-upload"
          />
        </div>
        <div className="producer-row">
          <Field id="podcast-episode-bytes" label={t("fieldAudioBytes")} hint={t("audioBytesHint")}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} value={draft.audioBytes} onChange={(e) => set("audioBytes", e.target.value)} />}
          </Field>
          <Field id="podcast-episode-seconds" label={t("fieldDurationSeconds")} required>
            {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={PODCAST_EPISODE_DURATION_MAX} value={draft.seconds} onChange={(e) => set("seconds", e.target.value)} />}
          </Field>
        </div>
        <div className="producer-row">
          <Field id="podcast-episode-number" label={t("fieldEpisodeNumber")} required>
            {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={PODCAST_EPISODE_NUMBER_MAX} value={draft.episode} onChange={(e) => set("episode", e.target.value)} />}
          </Field>
          <Field id="podcast-episode-published-at" label={t("fieldPublishedAt")}>
            {(control) => <input {...control} type="datetime-local" value={draft.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />}
          </Field>
        </div>
        <PublishedCheck lang={lang} id="podcast-episode-published" checked={draft.published} onChange={(v) => set("published", v)} />
        <OutcomeMessage outcome={outcome} testId="podcast-episode-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="podcast-episode-save">
            {episode ? t("save") : t("newEpisode")}
          </button>
          {episode && !episode.published ? (
            <button type="button" className="button console-button--danger" onClick={() => setAsking(true)} data-testid="podcast-episode-delete">
              {t("deleteEpisode")}
            </button>
          ) : null}
        </div>
        {episode?.published ? <p className="console-note">{t("deleteEpisodeHint")}</p> : null}
      </form>
      {episode ? (
        <ConfirmDialog
          lang={lang}
          open={asking}
          title={t("deleteEpisode")}
          confirmLabel={t("deleteEpisode")}
          pending={deleting}
          error={deleteError}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p>{t("deleteEpisodeAsk", { title: textIn(episode.title, lang) })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
