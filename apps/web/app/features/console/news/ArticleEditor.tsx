import { useEffect, useMemo, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { mayCall } from "@portal/contract/endpoint";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { uploadApi } from "@portal/contract/endpoints/upload";
import {
  NEWS_ALT_MAX,
  NEWS_MEDIA_URL_MAX,
  NEWS_RELATED_MAX,
  NEWS_SEARCH_MAX,
  NEWS_SEO_DESCRIPTION_MAX,
  NEWS_SEO_TITLE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_TYPES,
  type NewsType,
  type Newsroom,
} from "@portal/contract/news-rules";
import type {
  NewsConsoleCategory,
  NewsConsoleItem,
  NewsConsoleTopic,
  NewsEditorArticle,
  NewsHansLine,
  NewsRevisionDiff,
  NewsRevisionItem,
} from "@portal/contract/schemas/news/console";
import type { Paged } from "@portal/contract/schemas/member";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { FormMessage } from "../../../components/Form.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/Field.tsx";
import { errorMessage, httpStatusOf } from "../../../data/call.ts";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { useConsoleLang, useStaff } from "../console-route.ts";
import type { BodyEditorProps } from "./BodyEditor.tsx";
import { newsDeskMessages, type NewsDeskMessageKey } from "./messages.ts";
import {
  NEWS_DESK_PATH,
  cropAround,
  cropZoomOf,
  defaultScheduleMinute,
  editorPath,
  fieldsOf,
  focalPointAt,
  formOf,
  formProblems,
  emptyForm,
  isDirty,
  lineName,
  mayRelate,
  minCropZoom,
  moveRelated,
  nudgeFocalPoint,
  textOfLine,
  type EditorForm,
} from "./news-desk.ts";
import { StatusBadge, useMacauTime } from "./NewsDeskParts.tsx";

type T = (key: NewsDeskMessageKey, params?: Record<string, string | number>) => string;
type Note = { kind: "success" | "error" | "conflict"; text: string } | null;
type Pending = "save" | "submit" | "publish" | "schedule" | "unpublish" | "preview" | "restore" | null;

/** The language of a newsroom's text (the Chinese newsroom writes Traditional Chinese). */
const TEXT_LANG: Record<Newsroom, string> = { zh: "zh-Hant", en: "en", pt: "pt" };

export interface ArticleEditorProps {
  article: NewsEditorArticle | null;
  newsroom: Newsroom;
  categories: NewsConsoleCategory[];
  topics: NewsConsoleTopic[];
  revisions: Paged<NewsRevisionItem> | null;
}

/**
 * The article editor (/console/news/:id and /console/news/new; docs/console.md "The console's screens"): headline,
 * standfirst, the body in Tiptap (BodyEditor, loaded on demand), category, type with its video or audio link, by-line,
 * cover with its alt text, focal point and 16:9 crop, topics, related stories (found through the list's search), SEO; for the Chinese newsroom the Simplified lines beside the Traditional with an override per line; save
 * with the revision it was edited from (409: someone else saved), the status actions the role and the story allow,
 * the preview link, and the revisions with their diff and restore.
 */
export function ArticleEditor({ article: loaded, newsroom, categories, topics, revisions }: ArticleEditorProps) {
  const lang = useConsoleLang();
  const { me } = useStaff();
  const t = translator(newsDeskMessages, lang) as T;
  const call = consoleCall(lang);
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const time = useMacauTime(lang);

  const [article, setArticle] = useState(loaded);
  const saved = useMemo(() => (article ? formOf(article) : emptyForm()), [article]);
  const [form, setForm] = useState<EditorForm>(saved);
  const [bodyVersion, setBodyVersion] = useState(0);
  const [errors, setErrors] = useState<ReturnType<typeof formProblems>>({});
  const [note, setNote] = useState<Note>((location.state as { created?: boolean } | null)?.created ? { kind: "success", text: t("created") } : null);
  const [pending, setPending] = useState<Pending>(null);
  const [confirm, setConfirm] = useState<"unpublish" | { restore: number } | null>(null);
  const [scheduleAt, setScheduleAt] = useState(() => defaultScheduleMinute(Date.now()));
  const Body = useBodyEditor();
  const headlineRef = useRef<HTMLDivElement>(null);

  const textLang = TEXT_LANG[newsroom];
  const editable = article ? article.can.edit : true;
  const dirty = isDirty(form, saved);
  const set = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const accept = (next: NewsEditorArticle, text: string) => {
    setArticle(next);
    setForm(formOf(next));
    setBodyVersion((v) => v + 1);
    setNote({ kind: "success", text });
    void revalidator.revalidate();
  };
  const fail = (failure: unknown) => {
    if (httpStatusOf(failure) === 409) setNote({ kind: "conflict", text: t("conflict") });
    else setNote({ kind: "error", text: errorMessage(failure, t("failed")) });
  };
  const run = async (which: Exclude<Pending, null>, work: () => Promise<void>) => {
    if (pending) return;
    setPending(which);
    setNote(null);
    try {
      await work();
    } catch (failure) {
      fail(failure);
    } finally {
      setPending(null);
    }
  };

  const save = () => {
    const problems = formProblems(form);
    setErrors(problems);
    if (problems.title || problems.coverAlt) {
      document.getElementById(problems.title ? "news-title" : "news-cover-alt")?.focus();
      return;
    }
    void run("save", async () => {
      if (!article) {
        const created = await call(newsConsoleApi.create, { body: { newsroom, ...fieldsOf(form) } });
        navigate(editorPath(created.id), { replace: true, state: { created: true } });
        return;
      }
      const next = await call(newsConsoleApi.update, { params: { id: article.id }, body: { revision: article.revision, ...fieldsOf(form) } });
      accept(next, t("saved", { revision: next.revision }));
    });
  };
  const transition = (which: "submit" | "publish" | "unpublish") =>
    article &&
    run(which, async () => {
      const next = await call(newsConsoleApi[which], { params: { id: article.id }, body: { revision: article.revision } });
      accept(next, t("statusChanged", { status: t(`status_${next.status}`) }));
    });
  const schedule = () =>
    article &&
    run("schedule", async () => {
      const next = await call(newsConsoleApi.schedule, { params: { id: article.id }, body: { revision: article.revision, at: scheduleAt } });
      accept(next, t("statusChanged", { status: t(`status_${next.status}`) }));
    });
  const restore = (revision: number) =>
    article &&
    run("restore", async () => {
      const next = await call(newsConsoleApi.restore, { params: { id: article.id, revision }, body: { revision: article.revision } });
      setConfirm(null);
      accept(next, t("saved", { revision: next.revision }));
    });
  const preview = () => {
    if (!article) return;
    // The tab is opened now, in the click, so that no pop-up blocker stops it; the signed link follows.
    const tab = window.open("", "_blank");
    void run("preview", async () => {
      try {
        const link = await call(newsConsoleApi.preview, { params: { id: article.id } });
        if (tab) {
          tab.opener = null;
          tab.location.href = link.path;
        } else window.open(link.path, "_blank", "noopener");
      } catch (failure) {
        tab?.close();
        throw failure;
      }
    });
  };
  const upload = async (file: File): Promise<string> => {
    const body = new FormData();
    body.append("file", file);
    try {
      return (await call(uploadApi.console, { body })).path;
    } catch (failure) {
      throw new Error(errorMessage(failure, t("failed")));
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      if (editable) save();
    }
  };

  const mayPublish = mayCall(newsConsoleApi.publish, me.role);
  const can = article?.can;
  const statusLabel = article ? t(`status_${article.status}`) : t("status_draft");

  return (
    <div className="console-page news-editor" data-testid="news-editor" onKeyDown={onKeyDown}>
      <header className="news-editor__head">
        <p className="news-editor__back">
          <Link to={NEWS_DESK_PATH}>{t("backToList")}</Link>
        </p>
        <h1>{article ? t("editorEdit") : t("editorNew")}</h1>
        <p className="news-editor__facts">
          <StatusBadge status={article?.status ?? "draft"} label={statusLabel} />
          <span>{t(`newsroom_${newsroom}`)}</span>
          {article ? <span data-testid="news-revision">{t("revisionOf", { revision: article.revision })}</span> : null}
        </p>
      </header>

      {note ? (
        <div className="news-editor__note" data-testid="news-note" data-kind={note.kind}>
          <FormMessage kind={note.kind === "success" ? "success" : "error"}>
            {note.text}
            {note.kind === "conflict" ? (
              <>
                {" "}
                <button type="button" className="button console-button--quiet news-editor__reload" onClick={() => window.location.reload()}>
                  {t("reload")}
                </button>
              </>
            ) : null}
          </FormMessage>
        </div>
      ) : null}
      {!editable ? <FormMessage kind="info">{t("readOnly")}</FormMessage> : null}

      <div className="news-editor__grid">
        <div className="news-editor__main">
          <section className="console-panel news-editor__text" ref={headlineRef}>
            <TextField
              id="news-title"
              label={t("headline")}
              required
              value={form.title}
              onValue={(value) => set("title", value)}
              error={errors.title ? t(errors.title) : null}
              maxLength={NEWS_TITLE_MAX}
              readOnly={!editable}
              data-testid="news-title"
            />
            <TextAreaField
              id="news-summary"
              label={t("standfirst")}
              hint={t("standfirstHint")}
              value={form.summary}
              onValue={(value) => set("summary", value)}
              maxLength={NEWS_SUMMARY_MAX}
              rows={3}
            />
            <div className="field news-body-field">
              <p className="field__label" id="news-body-label">
                {t("body")}
              </p>
              {Body ? (
                <Body
                  html={form.body}
                  version={bodyVersion}
                  onChange={(html) => set("body", html)}
                  labelledBy="news-body-label"
                  lang={textLang}
                  editable={editable}
                  t={t}
                  upload={upload}
                />
              ) : (
                <p className="news-body__loading">{t("bodyLoading")}</p>
              )}
            </div>
          </section>
          {newsroom === "zh" ? <HansPanel t={t} lines={article?.hans ?? null} form={form} setForm={setForm} editable={editable} /> : null}
        </div>

        <div className="news-editor__side">
          {article ? (
            <EditorPanel id="news-status-title" title={t("actions")} className="news-editor__status">
              <p className="news-editor__status-line">
                <StatusBadge status={article.status} label={statusLabel} />
                {article.status === "scheduled" && article.scheduledAt ? <span>{t("timeScheduled", { time: time(article.scheduledAt) })}</span> : null}
                {article.status === "published" && article.publishedAt ? <span>{t("timePublished", { time: time(article.publishedAt) })}</span> : null}
              </p>
              {dirty && (can?.submit || can?.publish || can?.schedule || can?.unpublish) ? <p className="console-note">{t("saveFirst")}</p> : null}
              <div className="news-editor__buttons">
                {can?.submit ? (
                  <button type="button" className="button console-button--quiet" disabled={dirty || !!pending} onClick={() => transition("submit")} data-testid="news-submit">
                    {t("submit")}
                  </button>
                ) : null}
                {mayPublish && can?.publish ? (
                  <button type="button" className="button button--primary" disabled={dirty || !!pending} onClick={() => transition("publish")} data-testid="news-publish">
                    {t("publish")}
                  </button>
                ) : null}
                {mayPublish && can?.unpublish ? (
                  <button type="button" className="button console-button--danger" disabled={dirty || !!pending} onClick={() => setConfirm("unpublish")} data-testid="news-unpublish">
                    {t("unpublish")}
                  </button>
                ) : null}
              </div>
              {mayPublish && can?.schedule ? (
                <div className="news-editor__schedule">
                  <div className="field">
                    <label className="field__label" htmlFor="news-schedule-at">
                      {t("scheduleAt")}
                    </label>
                    <input id="news-schedule-at" className="field__input" type="datetime-local" value={scheduleAt} onChange={(event) => setScheduleAt(event.target.value)} />
                  </div>
                  <button type="button" className="button console-button--quiet" disabled={dirty || !!pending || !scheduleAt} onClick={schedule} data-testid="news-schedule">
                    {t("schedule")}
                  </button>
                </div>
              ) : null}
            </EditorPanel>
          ) : null}

          <EditorPanel id="news-details-title" title={t("details")}>
            <SelectField
              id="news-category"
              label={t("category")}
              placeholder={t("noCategory")}
              value={form.categoryId ? String(form.categoryId) : ""}
              onValue={(value) => set("categoryId", value ? Number(value) : null)}
              choices={categories.map((c) => ({ value: String(c.id), label: c.title }))}
            />
            <SelectField
              id="news-type"
              label={t("storyType")}
              placeholder={t("type_text")}
              value={form.type === "text" ? "" : form.type}
              onValue={(value) => set("type", (value || "text") as NewsType)}
              choices={NEWS_TYPES.filter((type) => type !== "text").map((type) => ({ value: type, label: t(`type_${type}`) }))}
            />
            {form.type === "video" || form.videoUrl ? (
              <TextField id="news-video-url" type="url" label={t("videoUrl")} hint={t("mediaHint")} value={form.videoUrl} onValue={(value) => set("videoUrl", value)} maxLength={NEWS_MEDIA_URL_MAX} readOnly={!editable} />
            ) : null}
            {form.type === "radio" || form.audioUrl ? (
              <TextField id="news-audio-url" type="url" label={t("audioUrl")} hint={t("mediaHint")} value={form.audioUrl} onValue={(value) => set("audioUrl", value)} maxLength={NEWS_MEDIA_URL_MAX} readOnly={!editable} />
            ) : null}
            <TextField id="news-byline" label={t("byline")} value={form.byline} onValue={(value) => set("byline", value)} maxLength={100} readOnly={!editable} />
            <CoverField t={t} form={form} setForm={setForm} error={errors.coverAlt ? t(errors.coverAlt) : null} upload={upload} editable={editable} />
          </EditorPanel>

          <TopicsPanel t={t} topics={topics} chosen={form.topicIds} onChange={(topicIds) => set("topicIds", topicIds)} editable={editable} />
          <RelatedPanel t={t} form={form} setForm={setForm} self={article?.id ?? null} newsroom={newsroom} editable={editable} />

          <EditorPanel id="news-seo-title" title={t("seo")}>
            <TextField id="news-seo-title-input" label={t("seoTitle")} hint={t("seoHint")} value={form.seoTitle} onValue={(value) => set("seoTitle", value)} maxLength={NEWS_SEO_TITLE_MAX} readOnly={!editable} />
            <TextAreaField id="news-seo-description" label={t("seoDescription")} value={form.seoDescription} onValue={(value) => set("seoDescription", value)} maxLength={NEWS_SEO_DESCRIPTION_MAX} rows={2} />
          </EditorPanel>

          {article && revisions ? (
            <RevisionsPanel t={t} time={time} article={article} revisions={revisions.items} onRestore={(revision) => setConfirm({ restore: revision })} busy={!!pending} />
          ) : null}
        </div>
      </div>

      <div className="news-editor__bar">
        {editable ? (
          <button type="button" className="button button--primary" onClick={save} disabled={!!pending} data-testid="news-save">
            {pending === "save" ? t("saving") : t("save")}
          </button>
        ) : null}
        {dirty ? <span className="news-editor__dirty">{t("unsavedChanges")}</span> : null}
        {article ? (
          <button type="button" className="button console-button--quiet news-editor__preview" onClick={preview} disabled={!!pending} title={t("previewHint")} data-testid="news-preview">
            {t("preview")}
          </button>
        ) : null}
      </div>

      <ConfirmDialog
        lang={lang}
        open={confirm === "unpublish"}
        title={t("unpublish")}
        confirmLabel={t("unpublish")}
        pending={pending === "unpublish"}
        onConfirm={() => {
          void transition("unpublish")?.then(() => setConfirm(null));
        }}
        onClose={() => setConfirm(null)}
      >
        <p>{t("unpublishConfirm")}</p>
      </ConfirmDialog>
      <ConfirmDialog
        lang={lang}
        open={typeof confirm === "object" && confirm !== null}
        title={t("restore")}
        confirmLabel={t("restore")}
        pending={pending === "restore"}
        onConfirm={() => typeof confirm === "object" && confirm !== null && void restore(confirm.restore)}
        onClose={() => setConfirm(null)}
      >
        <p>{t("restoreConfirm", { revision: typeof confirm === "object" && confirm !== null ? confirm.restore : 0 })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** A panel of the editor: a section named by its heading. */
function EditorPanel({ id, title, className, testId, children }: { id: string; title: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={className ? `console-panel ${className}` : "console-panel"} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="console-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The body editor's module, fetched once the screen is in the browser: Tiptap is in no other page's scripts. */
function useBodyEditor(): ComponentType<BodyEditorProps> | null {
  const [Body, setBody] = useState<ComponentType<BodyEditorProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./BodyEditor.tsx").then((module) => live && setBody(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  return Body;
}

/** Whether a cover is an upload of this site (only those can be cropped: the server crops the stored file). */
const isUploaded = (path: string) => path.startsWith("/uploads/");

function CoverField({
  t,
  form,
  setForm,
  error,
  upload,
  editable,
}: {
  t: T;
  form: EditorForm;
  setForm: (change: (form: EditorForm) => EditorForm) => void;
  error: string | null;
  upload: (file: File) => Promise<string>;
  editable: boolean;
}) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The picture's size in pixels (read when it loads): the crop is 16:9 in pixels, whatever the picture's shape.
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const focus = form.coverFocus ?? { x: 0.5, y: 0.5 };
  const crop = form.coverCrop;
  const minZoom = size ? minCropZoom(size) : null;
  const zoom = crop && size ? cropZoomOf(crop, size) : 1;
  const change = (values: Partial<EditorForm>) => setForm((current) => ({ ...current, ...values }));
  // The crop stays centred on the focal point: moving the point moves the crop, at its size.
  const setFocus = (point: EditorForm["coverFocus"]) => change({ coverFocus: point, ...(crop && size ? { coverCrop: cropAround(point, zoom, size) } : {}) });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPending(true);
    setFailure(null);
    try {
      const path = await upload(file);
      setSize(null);
      change({ cover: path, coverFocus: null, coverCrop: null });
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : t("failed"));
    } finally {
      setPending(false);
    }
  };
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click (not Enter or Space, whose "click" has no position: detail 0) sets the point where it falls.
    if (event.detail === 0) return;
    const image = event.currentTarget.querySelector("img");
    if (image) setFocus(focalPointAt(event.clientX, event.clientY, image.getBoundingClientRect()));
  };
  const pixels = (fraction: number, extent: number) => Math.round(fraction * extent);
  return (
    <div className="news-cover">
      <p className="field__label">{t("cover")}</p>
      {form.cover ? (
        <>
          <button
            type="button"
            className="news-cover__picture"
            onClick={pick}
            onKeyDown={(event) => {
              const moved = nudgeFocalPoint(form.coverFocus, event.key);
              if (moved) {
                event.preventDefault();
                setFocus(moved);
              }
            }}
            aria-label={t("coverFocusImage")}
            aria-describedby="news-cover-focus"
            disabled={!editable}
            data-testid="news-cover-picture"
          >
            <img
              src={form.cover}
              alt=""
              onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
              ref={(image) => {
                // Already loaded (from the cache, before hydration): its load event has been and gone.
                if (image?.complete && image.naturalWidth && !size) setSize({ width: image.naturalWidth, height: image.naturalHeight });
              }}
            />
            {crop ? (
              <span
                className="news-cover__crop"
                style={{ left: `${crop.x * 100}%`, top: `${crop.y * 100}%`, width: `${crop.width * 100}%`, height: `${crop.height * 100}%` }}
                aria-hidden="true"
                data-testid="news-cover-crop-frame"
              />
            ) : null}
            <span className="news-cover__marker" style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} aria-hidden="true" />
          </button>
          <p className="field__hint" id="news-cover-focus">
            {t("coverFocusHint")} <span data-testid="news-cover-focus">{t("coverFocusAt", { x: Math.round(focus.x * 100), y: Math.round(focus.y * 100) })}</span>
          </p>
          <div className="news-cover__crop-controls" data-testid="news-cover-crop">
            {!isUploaded(form.cover) ? (
              <p className="console-note">{t("coverCropDemo")}</p>
            ) : size && minZoom === null ? (
              <p className="console-note">{t("coverCropTooSmall")}</p>
            ) : (
              <>
                <label className="console-check">
                  <input
                    type="checkbox"
                    checked={!!crop}
                    disabled={!editable || !size}
                    aria-describedby="news-cover-crop-hint"
                    onChange={(event) => change({ coverCrop: event.target.checked && size ? cropAround(form.coverFocus, 1, size) : null })}
                    data-testid="news-cover-crop-toggle"
                  />
                  {t("coverCrop")}
                </label>
                <p className="field__hint" id="news-cover-crop-hint">
                  {t("coverCropHint")}
                </p>
                {crop && size && minZoom !== null ? (
                  <div className="field">
                    <label className="field__label" htmlFor="news-cover-crop-size">
                      {t("coverCropSize")}
                    </label>
                    <input
                      id="news-cover-crop-size"
                      className="news-cover__zoom"
                      type="range"
                      min={Math.round(minZoom * 100)}
                      max={100}
                      step={1}
                      value={Math.round(zoom * 100)}
                      aria-valuetext={`${Math.round(zoom * 100)}%`}
                      disabled={!editable}
                      onChange={(event) => change({ coverCrop: cropAround(form.coverFocus, Number(event.target.value) / 100, size) })}
                      data-testid="news-cover-crop-size"
                    />
                    <p className="field__hint" data-testid="news-cover-crop-at">
                      {t("coverCropAt", {
                        width: pixels(crop.width, size.width),
                        height: pixels(crop.height, size.height),
                        pictureWidth: size.width,
                        pictureHeight: size.height,
                      })}
                    </p>
                  </div>
                ) : null}
              </>
            )}
          </div>
          <TextField
            id="news-cover-alt"
            label={t("coverAlt")}
            required
            value={form.coverAlt}
            onValue={(value) => change({ coverAlt: value })}
            error={error}
            maxLength={NEWS_ALT_MAX}
            readOnly={!editable}
          />
        </>
      ) : (
        <p className="console-note">{t("coverNone")}</p>
      )}
      {editable ? (
        <div className="news-cover__actions">
          <label className="news-cover__upload" htmlFor="news-cover-file">
            {pending ? t("uploading") : form.cover ? t("coverReplace") : t("coverUpload")}
          </label>
          <input id="news-cover-file" type="file" accept="image/*" className="news-cover__file" disabled={pending} onChange={(event) => void choose(event.target.files?.[0])} />
          {form.cover ? (
            <button type="button" className="button console-button--quiet" onClick={() => change({ cover: null, coverCrop: null })}>
              {t("coverRemove")}
            </button>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

/** The topics the story is listed in: a box for each topic (unpublished ones marked). */
function TopicsPanel({ t, topics, chosen, onChange, editable }: { t: T; topics: NewsConsoleTopic[]; chosen: number[]; onChange: (ids: number[]) => void; editable: boolean }) {
  const toggle = (id: number, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((topic) => topic !== id));
  return (
    <EditorPanel id="news-topics-title" title={t("topics")} testId="news-topics">
      {topics.length === 0 ? (
        <p className="console-note">{t("topicsNone")}</p>
      ) : (
        <fieldset className="news-topics">
          <legend className="visually-hidden">{t("topics")}</legend>
          <p className="field__hint">{t("topicsHint")}</p>
          {topics.map((topic) => (
            <label key={topic.id} className="console-check news-topics__choice">
              <input type="checkbox" checked={chosen.includes(topic.id)} disabled={!editable} onChange={(event) => toggle(topic.id, event.target.checked)} />
              {topic.published ? topic.title : t("topicUnpublished", { title: topic.title })}
            </label>
          ))}
        </fieldset>
      )}
    </EditorPanel>
  );
}

/**
 * The related stories, in the order readers see them, with up, down and remove; stories are found with the news
 * list's search (this newsroom's, the story itself left out). A live region says what each button did, and the focus
 * stays on the story moved.
 */
function RelatedPanel({
  t,
  form,
  setForm,
  self,
  newsroom,
  editable,
}: {
  t: T;
  form: EditorForm;
  setForm: (change: (form: EditorForm) => EditorForm) => void;
  self: number | null;
  newsroom: Newsroom;
  editable: boolean;
}) {
  const lang = useConsoleLang();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<NewsConsoleItem[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const related = form.related;
  useEffect(() => {
    if (!focusOn) return;
    document.getElementById(focusOn)?.focus();
    setFocusOn(null);
  }, [focusOn]);
  const setRelated = (next: EditorForm["related"]) => setForm((current) => ({ ...current, related: next }));
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSearching(true);
    setFailure(null);
    try {
      const q = query.trim();
      const page = await consoleCall(lang)(newsConsoleApi.list, { query: { newsroom, page: 1, pageSize: 10, ...(q ? { q } : {}) } });
      setResults(page.items.filter((item) => item.id !== self));
    } catch (problem) {
      setFailure(errorMessage(problem, t("failed")));
    } finally {
      setSearching(false);
    }
  };
  const add = (item: NewsConsoleItem) => {
    if (!mayRelate(related, item, self)) return;
    setRelated([...related, { id: item.id, title: item.title, status: item.status }]);
    setSaid(t("relatedAdded", { title: item.title }));
  };
  const move = (index: number, by: -1 | 1) => {
    const story = related[index]!;
    const next = moveRelated(related, index, by);
    setRelated(next);
    setSaid(t("relatedMoved", { title: story.title, n: index + by + 1 }));
    // Keep the focus with the story: on the same button, or the other one once it reached an end.
    const to = index + by;
    const atEnd = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    setFocusOn(`news-related-${atEnd ? (by === -1 ? "down" : "up") : by === -1 ? "up" : "down"}-${story.id}`);
  };
  const remove = (index: number) => {
    const story = related[index]!;
    setRelated(related.filter((_, i) => i !== index));
    setSaid(t("relatedRemoved", { title: story.title }));
    setFocusOn(related[index + 1] ? `news-related-remove-${related[index + 1]!.id}` : "news-related-q");
  };
  return (
    <EditorPanel id="news-related-title" title={t("related")} className="related-picker" testId="news-related">
      <p className="field__hint">{t("relatedLead")}</p>
      <p className="visually-hidden" aria-live="polite" data-testid="news-related-said">
        {said}
      </p>
      {related.length === 0 ? (
        <p className="console-note">{t("relatedNone")}</p>
      ) : (
        <ol className="related-picker__list" data-testid="news-related-list">
          {related.map((story, index) => (
            <li key={story.id} className="related-picker__item" data-testid="news-related-item" data-id={story.id}>
              <span className="related-picker__title" lang={newsroom === "zh" ? "zh-Hant" : newsroom}>
                {story.title || t("untitled")}
              </span>
              <StatusBadge status={story.status} label={t(`status_${story.status}`)} />
              {editable ? (
                <span className="related-picker__buttons">
                  <button
                    type="button"
                    id={`news-related-up-${story.id}`}
                    className="console-link-button"
                    disabled={index === 0}
                    aria-label={t("relatedUpNamed", { title: story.title })}
                    onClick={() => move(index, -1)}
                  >
                    {t("relatedUp")}
                  </button>
                  <button
                    type="button"
                    id={`news-related-down-${story.id}`}
                    className="console-link-button"
                    disabled={index === related.length - 1}
                    aria-label={t("relatedDownNamed", { title: story.title })}
                    onClick={() => move(index, 1)}
                  >
                    {t("relatedDown")}
                  </button>
                  <button
                    type="button"
                    id={`news-related-remove-${story.id}`}
                    className="console-link-button"
                    aria-label={t("relatedRemoveNamed", { title: story.title })}
                    onClick={() => remove(index)}
                  >
                    {t("relatedRemove")}
                  </button>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {editable ? (
        <>
          {related.length >= NEWS_RELATED_MAX ? <p className="console-note">{t("relatedFull", { max: NEWS_RELATED_MAX })}</p> : null}
          <form className="related-picker__search" role="search" aria-label={t("relatedSearch")} onSubmit={(event) => void search(event)}>
            <div className="field">
              <label className="field__label" htmlFor="news-related-q">
                {t("relatedSearch")}
              </label>
              <p className="field__hint" id="news-related-q-hint">
                {t("relatedSearchHint")}
              </p>
              <div className="related-picker__search-row">
                <input
                  id="news-related-q"
                  className="field__input"
                  type="search"
                  value={query}
                  maxLength={NEWS_SEARCH_MAX}
                  aria-describedby="news-related-q-hint"
                  onChange={(event) => setQuery(event.target.value)}
                  data-testid="news-related-q"
                />
                <button type="submit" className="button console-button--quiet" disabled={searching} data-testid="news-related-search">
                  {t("relatedSearchButton")}
                </button>
              </div>
            </div>
          </form>
          {failure ? (
            <p className="field__error" role="alert">
              {failure}
            </p>
          ) : null}
          {results ? (
            results.length === 0 ? (
              <p className="console-note" role="status">
                {t("relatedNoResults")}
              </p>
            ) : (
              <ul className="related-picker__results" aria-label={t("relatedResults")} data-testid="news-related-results">
                {results.map((item) => {
                  const listed = related.some((r) => r.id === item.id);
                  return (
                    <li key={item.id} className="related-picker__item" data-id={item.id}>
                      <span className="related-picker__title" lang={newsroom === "zh" ? "zh-Hant" : newsroom}>
                        {item.title || t("untitled")}
                      </span>
                      <StatusBadge status={item.status} label={t(`status_${item.status}`)} />
                      {listed ? (
                        <span className="related-picker__listed">{t("relatedListed")}</span>
                      ) : (
                        <button
                          type="button"
                          className="console-link-button"
                          disabled={!mayRelate(related, item, self)}
                          aria-label={t("relatedAddNamed", { title: item.title })}
                          onClick={() => add(item)}
                        >
                          {t("relatedAdd")}
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )
          ) : null}
        </>
      ) : null}
    </EditorPanel>
  );
}

/** The Simplified Chinese lines beside the Traditional, each with its override (docs/news.md "Simplified Chinese"). */
function HansPanel({
  t,
  lines,
  form,
  setForm,
  editable,
}: {
  t: T;
  lines: NewsHansLine[] | null;
  form: EditorForm;
  setForm: (change: (form: EditorForm) => EditorForm) => void;
  editable: boolean;
}) {
  const setOverride = (line: string, value: { text: string; reviewed?: boolean } | null) =>
    setForm((current) => {
      const overrides = { ...current.overrides };
      if (value) overrides[line] = value;
      else delete overrides[line];
      return { ...current, overrides };
    });
  const nameOf = (line: string) => {
    const { part, n } = lineName(line);
    return t(`hansLine_${part}`, { n });
  };
  return (
    <EditorPanel id="news-hans-title" title={t("hansTitle")} className="news-hans" testId="news-hans">
      <p className="console-note">{t("hansLead")}</p>
      {!lines || lines.length === 0 ? (
        <p className="console-note">{t("hansAfterSave")}</p>
      ) : (
        <ol className="news-hans__lines">
          {lines.map((line) => {
            const override = form.overrides[line.line];
            const name = nameOf(line.line);
            const stale = line.stale && override !== undefined && override.text === line.override && !override.reviewed;
            return (
              <li key={line.line} className="news-hans__line" data-line={line.line} data-testid="news-hans-line">
                <p className="news-hans__name">{name}</p>
                <div className="news-hans__pair">
                  <div className="news-hans__side">
                    <span className="news-hans__tag">{t("hansSource")}</span>
                    <p lang="zh-Hant">{textOfLine(line.source)}</p>
                  </div>
                  <div className="news-hans__side">
                    <span className="news-hans__tag">{t("hansShown")}</span>
                    {override !== undefined ? (
                      <>
                        <textarea
                          className="field__input news-hans__override"
                          lang="zh-Hans"
                          rows={2}
                          aria-label={t("hansOverrideLabel", { line: name })}
                          value={override.text}
                          readOnly={!editable}
                          onChange={(event) => setOverride(line.line, { text: event.target.value })}
                          data-testid="news-hans-override"
                        />
                        {stale ? (
                          <p className="news-hans__stale" data-testid="news-hans-stale">
                            {t("hansStale")}
                          </p>
                        ) : null}
                        {line.stale && override.text === line.override && editable ? (
                          <label className="console-check news-hans__reviewed">
                            <input type="checkbox" checked={!!override.reviewed} onChange={(event) => setOverride(line.line, { text: override.text, reviewed: event.target.checked })} />
                            {t("hansReviewed")}
                          </label>
                        ) : null}
                        {editable ? (
                          <button type="button" className="console-link-button" onClick={() => setOverride(line.line, null)}>
                            {t("hansUseGenerated")}
                          </button>
                        ) : null}
                      </>
                    ) : (
                      <>
                        <p lang="zh-Hans">{textOfLine(line.generated)}</p>
                        {editable ? (
                          <button
                            type="button"
                            className="console-link-button"
                            aria-label={`${t("hansOverride")}: ${name}`}
                            onClick={() => setOverride(line.line, { text: line.override ?? line.generated })}
                            data-testid="news-hans-edit"
                          >
                            {t("hansOverride")}
                          </button>
                        ) : null}
                      </>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </EditorPanel>
  );
}

const DIFF_FIELD_LABEL: Record<string, NewsDeskMessageKey> = {
  title: "headline",
  summary: "standfirst",
  body: "body",
  categoryId: "category",
  byline: "byline",
  cover: "cover",
  coverAlt: "coverAlt",
  seoTitle: "seoTitle",
  seoDescription: "seoDescription",
  status: "status",
  type: "storyType",
  videoUrl: "videoUrl",
  audioUrl: "audioUrl",
  topicIds: "topics",
  relatedIds: "related",
  coverFocus: "coverFocus",
  coverCrop: "coverCrop",
};

/** The story's revisions, newest first: each compared with the current one (the server's word diff) or restored. */
function RevisionsPanel({
  t,
  time,
  article,
  revisions,
  onRestore,
  busy,
}: {
  t: T;
  time: (iso: string) => string;
  article: NewsEditorArticle;
  revisions: NewsRevisionItem[];
  onRestore: (revision: number) => void;
  busy: boolean;
}) {
  const lang = useConsoleLang();
  const [open, setOpen] = useState<{ revision: number; diff: NewsRevisionDiff | null; error: string | null } | null>(null);
  const compare = async (revision: number) => {
    if (open?.revision === revision) {
      setOpen(null);
      return;
    }
    setOpen({ revision, diff: null, error: null });
    try {
      const diff = await consoleCall(lang)(newsConsoleApi.diff, { params: { id: article.id, revision } });
      setOpen({ revision, diff, error: null });
    } catch (failure) {
      setOpen({ revision, diff: null, error: errorMessage(failure, t("failed")) });
    }
  };
  const actionOf = (action: string) => {
    const key = `action_${action.replace(/^news\./, "")}`;
    return key in newsDeskMessages.en ? t(key as NewsDeskMessageKey) : action;
  };
  return (
    <EditorPanel id="news-revisions-title" title={t("revisions")} className="news-revisions" testId="news-revisions">
      {revisions.length === 0 ? (
        <p className="console-note">{t("revisionsEmpty")}</p>
      ) : (
        <ol className="news-revisions__list">
          {revisions.map((item) => (
            <li key={item.revision} data-testid="news-revision-item" data-revision={item.revision}>
              <p className="news-revisions__line">
                {t("revisionLine", { revision: item.revision, action: actionOf(item.action), by: item.by?.name ?? t("someone"), time: time(item.at) })}
              </p>
              {item.revision !== article.revision ? (
                <div className="news-revisions__actions">
                  <button type="button" className="console-link-button" aria-expanded={open?.revision === item.revision} onClick={() => void compare(item.revision)} data-testid="news-compare">
                    {t("compare")}
                  </button>
                  {article.can.edit ? (
                    <button type="button" className="console-link-button" disabled={busy} onClick={() => onRestore(item.revision)} data-testid="news-restore">
                      {t("restore")}
                    </button>
                  ) : null}
                </div>
              ) : null}
              {open?.revision === item.revision ? (
                <div className="news-diff" data-testid="news-diff">
                  {open.error ? <p className="field__error">{open.error}</p> : null}
                  {open.diff ? (
                    <>
                      <p className="news-diff__title">{t("diffTitle", { from: open.diff.from, to: open.diff.to })}</p>
                      {open.diff.fields.length === 0 ? <p className="console-note">{t("diffNone")}</p> : null}
                      <dl>
                        {open.diff.fields.map((field) => (
                          <div key={field.field} className="news-diff__field">
                            <dt>{DIFF_FIELD_LABEL[field.field] ? t(DIFF_FIELD_LABEL[field.field]!) : field.field}</dt>
                            <dd>
                              {field.parts.map((part, index) =>
                                part.removed ? (
                                  <del key={index} title={t("diffRemoved")}>
                                    {part.value}
                                  </del>
                                ) : part.added ? (
                                  <ins key={index} title={t("diffAdded")}>
                                    {part.value}
                                  </ins>
                                ) : (
                                  <span key={index}>{part.value}</span>
                                ),
                              )}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    </>
                  ) : open.error ? null : (
                    <p className="console-note">…</p>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </EditorPanel>
  );
}
