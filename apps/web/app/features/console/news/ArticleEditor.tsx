// The article editor of the news desk (docs/console.md "The console's screens"); its panels are in CoverField.tsx,
// StoryLinks.tsx, HansPanel.tsx and RevisionsPanel.tsx, the body in BodyEditor.tsx (loaded on demand).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { mayCall } from "@portal/contract/endpoint";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import {
  NEWS_MEDIA_URL_MAX,
  NEWS_SEO_DESCRIPTION_MAX,
  NEWS_SEO_TITLE_MAX,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  NEWS_TYPES,
  type NewsType,
  type Newsroom,
} from "@portal/contract/news-rules";
import type { NewsConsoleCategory, NewsConsoleTopic, NewsEditorArticle, NewsRevisionItem } from "@portal/contract/schemas/news/console";
import type { Paged } from "@portal/contract/schemas/member";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { FormMessage } from "../../../components/Form.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/Field.tsx";
import { errorMessage, httpStatusOf } from "../../../data/call.ts";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { editorPictureUpload } from "../form/upload.ts";
import { useConsoleLang, useStaff } from "../console-route.ts";
import { newsDeskMessages } from "./messages.ts";
import { useBodyEditor } from "./use-body-editor.ts";
import {
  NEWS_DESK_PATH,
  defaultScheduleMinute,
  editorPath,
  fieldsOf,
  formOf,
  formProblems,
  emptyForm,
  isDirty,
  type EditorForm,
} from "./news-desk.ts";
import { StatusBadge, useMacauTime } from "./NewsDeskParts.tsx";
import { EditorPanel } from "./EditorPanel.tsx";
import { CoverField } from "./CoverField.tsx";
import { RelatedPanel, TopicsPanel } from "./StoryLinks.tsx";
import { HansPanel } from "./HansPanel.tsx";
import { RevisionsPanel } from "./RevisionsPanel.tsx";
import type { T } from "./messages.ts";

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
  const upload = editorPictureUpload(call, t("failed"));

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
