// A part of the article editor (ArticleEditor.tsx): the story's revisions — the diff with the current one, and restore.
import { useState } from "react";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import type { NewsEditorArticle, NewsRevisionDiff, NewsRevisionItem } from "@portal/contract/schemas/news/console";
import { errorMessage } from "../../../data/call.ts";
import { consoleCall } from "../console-api.ts";
import { useConsoleLang } from "../console-route.ts";
import { newsDeskMessages, type NewsDeskMessageKey } from "./messages.ts";
import { EditorPanel } from "./EditorPanel.tsx";
import type { T } from "./messages.ts";

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
export function RevisionsPanel({
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
