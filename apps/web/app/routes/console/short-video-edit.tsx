import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/short-video-edit";
import { shortVideoConsoleApi } from "@portal/contract/endpoints/short-video";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import {
  SHORT_VIDEO_DESCRIPTION_MAX,
  SHORT_VIDEO_DURATION_MAX,
  SHORT_VIDEO_TITLE_MAX,
  type ConsoleShortVideo,
  type ConsoleShortVideoOptions,
} from "@portal/contract/schemas/short-video/console";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadEditedItem, loadForDesk } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { EditorHead } from "../../features/console/form/EditorHead.tsx";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { VideoField } from "../../features/console/form/VideoField.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { mediaStatusBadge } from "../../features/console/producer/MediaList.tsx";
import { mediaMessages } from "../../features/console/producer/media-messages.ts";
import { PublishedCheck } from "../../features/console/producer/PublishedCheck.tsx";
import { SHORT_VIDEOS_PATH } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navShortVideos");

interface ShortVideoData {
  video: ConsoleShortVideo | null;
  options: ConsoleShortVideoOptions;
}

/** The clip (none for a new one) and the categories its form offers. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<ShortVideoData> {
  const lang = consoleLangOfRequest(request);
  const [video, options] = await Promise.all([loadEditedItem(context, request, lang, shortVideoConsoleApi.get, params.id), loadForDesk(context, request, lang, shortVideoConsoleApi.options)]);
  return { video, options };
}

/** The form's state: texts in every locale, the time as a Macau minute, the length as typed. */
interface Draft {
  title: ConsoleText;
  description: ConsoleText;
  category: string;
  videoUrl: string;
  poster: string | null;
  seconds: string;
  publishedAt: string;
  published: boolean;
}

const draftOf = (v: ConsoleShortVideo | null): Draft =>
  v
    ? { title: v.title, description: v.description, category: v.category, videoUrl: v.videoUrl, poster: v.poster, seconds: String(v.durationSeconds), publishedAt: macauMinuteOf(v.publishedAt), published: v.published }
    : // A new clip: published now unless the producer says otherwise.
      { title: emptyText(), description: emptyText(), category: "", videoUrl: "", poster: null, seconds: "", publishedAt: macauMinuteOf(Date.now()), published: true };

const bodyOf = ({ seconds, poster, ...d }: Draft) => ({ ...d, poster: poster ?? "", durationSeconds: Math.max(0, Math.round(Number(seconds || 0))) });

/** A short video's editor: its texts in the four locales, category, video file, cover, length and publication. */
export default function ShortVideoEdit({ loaderData }: Route.ComponentProps) {
  const { options } = loaderData;
  const lang = useConsoleLang();
  const t = translator(mediaMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [video, setVideo] = useState(loaderData.video);
  const { draft, setDraft, set } = useEditorDraft(loaderData.video, draftOf, setVideo);
  const { busy, outcome, submit } = useSubmit(lang);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!video) {
        const created = await call(shortVideoConsoleApi.create, { body: bodyOf(draft) });
        navigate(`${SHORT_VIDEOS_PATH}/${created.id}`);
        return null;
      }
      const after = await call(shortVideoConsoleApi.update, { params: { id: video.id }, body: bodyOf(draft) });
      setVideo(after);
      setDraft(draftOf(after));
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="short-video-editor">
      <EditorHead
        back={{ to: SHORT_VIDEOS_PATH, label: t("backToShortVideos") }}
        title={video ? textIn(video.title, lang) : t("newShortVideo")}
        state={video && { badge: mediaStatusBadge(video.status), label: t(`status_${video.status}`), publicPage: video.status === "shown" ? { href: `/${lang}/short-video/${video.id}`, label: t("publicPage") } : null }}
        testId="short-video-status"
      />

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="short-video-form-title" data-testid="short-video-form">
        <h2 id="short-video-form-title" className="console-panel__title">
          {t("shortVideoDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <LocalizedFields lang={lang} id="short-video-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={SHORT_VIDEO_TITLE_MAX} />
        <LocalizedFields lang={lang} id="short-video-description" legend={t("fieldDescription")} value={draft.description} onValue={(v) => set("description", v)} multiline maxLength={SHORT_VIDEO_DESCRIPTION_MAX} />
        <Field id="short-video-category" label={t("fieldCategory")}>
          {(control) => (
            <select {...control} value={draft.category} onChange={(e) => set("category", e.target.value)}>
              <option value="">{t("noCategory")}</option>
              {options.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <VideoField
          lang={lang}
          id="short-video-file"
          label={t("fieldVideo")}
          hint={t("videoHint")}
          uploadLabel={t("uploadVideo")}
          uploadingLabel={t("uploading")}
          value={draft.videoUrl}
          onValue={(v) => set("videoUrl", v)}
          submit={submit}
          busy={busy}
        />
        <PictureField lang={lang} legend={t("fieldPoster")} value={draft.poster} alt={textIn(draft.title, lang)} onValue={(v) => set("poster", v)} submit={submit} testId="short-video-poster" />
        <div className="producer-row">
          <Field id="short-video-seconds" label={t("fieldDurationSeconds")}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={SHORT_VIDEO_DURATION_MAX} value={draft.seconds} onChange={(e) => set("seconds", e.target.value)} />}
          </Field>
          <Field id="short-video-published-at" label={t("fieldPublishedAt")}>
            {(control) => <input {...control} type="datetime-local" value={draft.publishedAt} onChange={(e) => set("publishedAt", e.target.value)} />}
          </Field>
        </div>
        <PublishedCheck lang={lang} id="short-video-published" checked={draft.published} onChange={(v) => set("published", v)} />
        <OutcomeMessage outcome={outcome} testId="short-video-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="short-video-save">
            {video ? t("save") : t("newShortVideo")}
          </button>
        </div>
      </form>
    </div>
  );
}
