// A part of the article editor (ArticleEditor.tsx): the story's topics and related stories (docs/news.md "Editing
// in the console").
import { useEffect, useState, type FormEvent } from "react";
import { newsConsoleApi } from "@portal/contract/endpoints/news";
import { NEWS_RELATED_MAX, NEWS_SEARCH_MAX, type Newsroom } from "@portal/contract/news-rules";
import type { NewsConsoleItem, NewsConsoleTopic } from "@portal/contract/schemas/news/console";
import { errorMessage } from "../../../data/call.ts";
import { consoleCall } from "../console-api.ts";
import { useConsoleLang } from "../console-route.ts";
import { mayRelate, moveRelated, type EditorForm } from "./news-desk.ts";
import { StatusBadge } from "./NewsDeskParts.tsx";
import { EditorPanel } from "./EditorPanel.tsx";
import type { T } from "./messages.ts";

/** The topics the story is listed in: a box for each topic (unpublished ones marked). */
export function TopicsPanel({ t, topics, chosen, onChange, editable }: { t: T; topics: NewsConsoleTopic[]; chosen: number[]; onChange: (ids: number[]) => void; editable: boolean }) {
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
export function RelatedPanel({
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
