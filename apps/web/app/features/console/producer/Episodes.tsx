import { useMemo, useState, type FormEvent } from "react";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { CAPTION_LANGS, PROGRAMME_SUMMARY_MAX, PROGRAMME_TITLE_MAX, type CaptionLang, type ConsoleEpisode, type EpisodeInput } from "@portal/contract/schemas/program/console";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { macauDateTime } from "../console-list.ts";
import { FormEnd, LocalizedFields } from "../form/LocalizedFields.tsx";
import { producerMessages } from "./messages.ts";
import { consoleFormMessages } from "../form/messages.ts";
import { useSubmit } from "../form/use-submit.ts";
import { PictureField } from "../form/PictureField.tsx";
import { UploadButton } from "../form/UploadButton.tsx";
import { VideoField } from "../form/VideoField.tsx";
import { emptyText, macauMinuteOf, textIn } from "../form/texts.ts";
import { ItemRows } from "./ItemsPanel.tsx";
import { partsMessages } from "./parts-messages.ts";

/** The form's state: every text in every locale, the length as typed (minutes), the addresses as typed. */
type Draft = Omit<Required<EpisodeInput>, "title" | "summary" | "poster" | "mediaUrl" | "audioUrl" | "captions"> & {
  title: ConsoleText;
  summary: ConsoleText;
  poster: string | null;
  minutes: string;
  mediaUrl: string;
  audioUrl: string;
  captions: { lang: CaptionLang; src: string }[];
};

const draftOf = (episode: ConsoleEpisode | null): Draft =>
  episode
    ? {
        title: episode.title,
        summary: episode.summary,
        airedAt: macauMinuteOf(episode.airedAt),
        duration: episode.duration,
        minutes: String(Math.round(episode.duration / 60)),
        mediaUrl: episode.mediaUrl ?? "",
        audioUrl: episode.audioUrl ?? "",
        captions: episode.captions,
        poster: episode.poster,
        published: episode.published,
      }
    : { title: emptyText(), summary: emptyText(), airedAt: macauMinuteOf(new Date().toISOString()), duration: 0, minutes: "", mediaUrl: "", audioUrl: "", captions: [], poster: null, published: true };

/**
 * A new or an edited episode: its title and summary in the four locales, when it aired (a Macau minute), its length
 * in minutes, its poster, what it plays — a radio programme's audio (an MP3 or M4A uploaded, or its address), any
 * other's video (an HLS address typed, or a video file uploaded here) with its WebVTT captions per language — and
 * whether it is shown.
 */
export function EpisodeForm({
  lang,
  programmeId,
  radio,
  episode,
  onCancel,
  onSaved,
}: {
  lang: UrlLang;
  programmeId: number;
  /** A radio programme's episode is heard: its audio instead of a video and captions. */
  radio: boolean;
  episode: ConsoleEpisode | null;
  onCancel: () => void;
  onSaved: (title: string, created: boolean) => void;
}) {
  const t = translator(producerMessages, lang);
  const p = translator(partsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState(() => draftOf(episode));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const { minutes, ...rest } = draft;
    const body = {
      ...rest,
      duration: Math.max(0, Math.round(Number(minutes || 0) * 60)),
      mediaUrl: radio ? null : rest.mediaUrl.trim() || null,
      audioUrl: rest.audioUrl.trim() || null,
      captions: radio ? [] : rest.captions.filter((track) => track.src.trim()),
    };
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
        {...(radio
          ? { id: "episode-audio", label: p("fieldAudio"), hint: p("audioHint"), uploadLabel: p("uploadAudio"), accept: "audio/mpeg,audio/mp4,.mp3,.m4a", purpose: "audio" as const }
          : { id: "episode-media", label: t("fieldMedia"), hint: t("mediaHint"), uploadLabel: t("uploadVideo") })}
        uploadingLabel={t("uploading")}
        value={radio ? draft.audioUrl : draft.mediaUrl}
        onValue={(v) => set(radio ? "audioUrl" : "mediaUrl", v)}
        submit={submit}
        busy={busy}
      />
      {radio ? null : <CaptionsField lang={lang} value={draft.captions} onValue={(v) => set("captions", v)} submit={submit} busy={busy} />}
      <PictureField lang={lang} legend={p("fieldPoster")} value={draft.poster} alt="" onValue={(v) => set("poster", v)} submit={submit} testId="episode-poster" />
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
  const rows = episodes.map((episode) => ({
    id: episode.id,
    title: textIn(episode.title, lang),
    note: (
      <>
        {macauDateTime(episode.airedAt)} · {t("minutes", { count: Math.round(episode.duration / 60) })} · {episode.mediaType.toUpperCase()}
        {episode.captions.length ? ` · CC ${episode.captions.map((track) => track.lang).join(", ")}` : null}
        {episode.published ? null : (
          <>
            {" · "}
            <span className="news-status news-status--draft">{t("unpublished")}</span>
          </>
        )}
      </>
    ),
  }));
  return <ItemRows rows={rows} empty={t("episodesEmpty")} busy={busy} editLabel={t("edit")} deleteLabel={t("delete")} testId="episode-row" onEdit={onEdit} onDelete={onDelete} />;
}

const langKey = (lang: CaptionLang) => `lang_${lang.replace("-", "_")}` as "lang_zh_Hant" | "lang_zh_Hans" | "lang_en" | "lang_pt";

/**
 * A video episode's captions: for each language the player offers, a WebVTT file uploaded through the console's
 * upload (`purpose=captions`: the server refuses anything but WebVTT, in the console's language) or its path typed,
 * and Remove. The public player gives each as a <track> (all off until the viewer chooses).
 */
export function CaptionsField({
  lang,
  value,
  onValue,
  submit,
  busy,
}: {
  lang: UrlLang;
  value: { lang: CaptionLang; src: string }[];
  onValue: (captions: { lang: CaptionLang; src: string }[]) => void;
  submit: (action: () => Promise<string | null>) => Promise<void>;
  busy: boolean;
}) {
  const p = translator(partsMessages, lang);
  const srcOf = (code: CaptionLang) => value.find((track) => track.lang === code)?.src ?? "";
  const put = (code: CaptionLang, src: string) =>
    onValue(CAPTION_LANGS.flatMap((each) => {
      const kept = each === code ? src : srcOf(each);
      return kept ? [{ lang: each, src: kept }] : [];
    }));
  return (
    <fieldset className="console-texts producer-captions" data-testid="episode-captions">
      <legend>{p("captionsTitle")}</legend>
      <p className="console-note">{p("captionsHint")}</p>
      {CAPTION_LANGS.map((code) => {
        const language = p(langKey(code));
        return (
          <div key={code} className="producer-caption">
            <Field id={`episode-captions-${code}`} label={p("captionFile", { language })}>
              {(control) => <input {...control} type="text" value={srcOf(code)} onChange={(e) => put(code, e.target.value)} />}
            </Field>
            <div className="producer-caption__actions">
              <UploadButton lang={lang} label={p("uploadCaptions", { language })} uploadingLabel={p("uploading")} accept=".vtt,text/vtt" purpose="captions" disabled={busy} onUploaded={(path) => put(code, path)} submit={submit} testId={`episode-captions-upload-${code}`} />
              {srcOf(code) ? (
                <button type="button" className="button console-button--quiet" onClick={() => put(code, "")}>
                  {p("removeCaptions", { language })}
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
