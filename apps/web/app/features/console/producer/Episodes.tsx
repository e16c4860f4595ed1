import { useMemo, useState, type FormEvent } from "react";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { PROGRAMME_SUMMARY_MAX, PROGRAMME_TITLE_MAX, type ConsoleEpisode, type EpisodeInput } from "@portal/contract/schemas/program/console";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { macauDateTime } from "../console-list.ts";
import { FormEnd, LocalizedFields } from "../form/LocalizedFields.tsx";
import { producerMessages } from "./messages.ts";
import { consoleFormMessages } from "../form/messages.ts";
import { useSubmit } from "../form/use-submit.ts";
import { VideoField } from "../form/VideoField.tsx";
import { emptyText, macauMinuteOf, textIn } from "../form/texts.ts";

/** The form's state: every text in every locale, the length as typed (minutes). */
type Draft = Omit<Required<EpisodeInput>, "title" | "summary" | "poster"> & { title: ConsoleText; summary: ConsoleText; poster: string | null; minutes: string };

const draftOf = (episode: ConsoleEpisode | null): Draft =>
  episode
    ? {
        title: episode.title,
        summary: episode.summary,
        airedAt: macauMinuteOf(episode.airedAt),
        duration: episode.duration,
        minutes: String(Math.round(episode.duration / 60)),
        mediaUrl: episode.mediaUrl ?? "",
        poster: episode.poster,
        published: episode.published,
      }
    : { title: emptyText(), summary: emptyText(), airedAt: macauMinuteOf(new Date().toISOString()), duration: 0, minutes: "", mediaUrl: "", poster: null, published: true };

/**
 * A new or an edited episode: its title and summary in the four locales, when it aired (a Macau minute), its length
 * in minutes, where it plays from (an HLS address typed, or a video file uploaded here) and whether it is shown.
 */
export function EpisodeForm({
  lang,
  programmeId,
  episode,
  onCancel,
  onSaved,
}: {
  lang: UrlLang;
  programmeId: number;
  episode: ConsoleEpisode | null;
  onCancel: () => void;
  onSaved: (title: string, created: boolean) => void;
}) {
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState(() => draftOf(episode));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const { minutes, ...rest } = draft;
    const body = { ...rest, duration: Math.max(0, Math.round(Number(minutes || 0) * 60)) };
    void submit(async () => {
      const saved = episode
        ? await call(programConsoleApi.updateEpisode, { params: { id: episode.id }, body })
        : await call(programConsoleApi.createEpisode, { params: { id: programmeId }, body });
      onSaved(textIn(saved.title, lang), !episode);
      return null;
    });
  };

  const heading = episode ? t("editEpisode", { title: textIn(episode.title, lang) }) : t("newEpisode");
  return (
    <form className="producer-episode-form" onSubmit={save} noValidate aria-labelledby="episode-form-title" data-testid="episode-form">
      <h3 id="episode-form-title">{heading}</h3>
      <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
      <LocalizedFields lang={lang} id="episode-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={PROGRAMME_TITLE_MAX} />
      <LocalizedFields lang={lang} id="episode-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(v) => set("summary", v)} multiline maxLength={PROGRAMME_SUMMARY_MAX} />
      <div className="producer-row">
        <Field id="episode-aired" label={t("fieldAiredAt")}>
          {(control) => <input {...control} type="datetime-local" value={draft.airedAt} onChange={(e) => set("airedAt", e.target.value)} />}
        </Field>
        <Field id="episode-minutes" label={t("fieldDuration")}>
          {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={1440} value={draft.minutes} onChange={(e) => set("minutes", e.target.value)} />}
        </Field>
      </div>
      <VideoField
        lang={lang}
        id="episode-media"
        label={t("fieldMedia")}
        hint={t("mediaHint")}
        uploadLabel={t("uploadVideo")}
        uploadingLabel={t("uploading")}
        value={draft.mediaUrl}
        onValue={(v) => set("mediaUrl", v)}
        submit={submit}
        busy={busy}
      />
      <label className="console-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set("published", e.target.checked)} data-testid="episode-published" />
        <span>{t("fieldPublished")}</span>
      </label>
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={episode ? t("saveEpisode") : t("addEpisode")} onCancel={onCancel} testId="episode" />
    </form>
  );
}

/** The programme's episodes, newest first: title, when, length, how it plays, whether shown; edit and delete. */
export function EpisodeList({ lang, episodes, busy, onEdit, onDelete }: { lang: UrlLang; episodes: ConsoleEpisode[]; busy: boolean; onEdit: (id: number) => void; onDelete: (id: number) => void }) {
  const t = translator(producerMessages, lang);
  if (!episodes.length) return <p className="console-note">{t("episodesEmpty")}</p>;
  return (
    <ul className="producer-episode-list">
      {episodes.map((episode) => {
        const title = textIn(episode.title, lang);
        return (
          <li key={episode.id} className="producer-episode" data-testid="episode-row" data-id={episode.id}>
            <div className="producer-episode__text">
              <strong>{title}</strong>
              <span className="console-note">
                {macauDateTime(episode.airedAt)} · {t("minutes", { count: Math.round(episode.duration / 60) })} · {episode.mediaType.toUpperCase()}
                {episode.published ? null : (
                  <>
                    {" · "}
                    <span className="news-status news-status--draft">{t("unpublished")}</span>
                  </>
                )}
              </span>
            </div>
            <div className="producer-episode__actions">
              <button type="button" className="button console-button--quiet" disabled={busy} onClick={() => onEdit(episode.id)} aria-label={`${t("edit")}: ${title}`}>
                {t("edit")}
              </button>
              <button type="button" className="button console-button--danger" disabled={busy} onClick={() => onDelete(episode.id)} aria-label={`${t("delete")}: ${title}`}>
                {t("delete")}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
