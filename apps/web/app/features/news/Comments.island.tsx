import { useEffect, useId, useRef, useState } from "react";
import { newsApi } from "@portal/contract/endpoints/news";
import type { UrlLang } from "@portal/contract/locales";
import type { NewsComment, NewsCommentsResponse } from "@portal/contract/schemas/news";
import { registrationPath } from "../member/login-paths.ts";
import { requestLogin } from "../member/login-request.ts";
import { endSession, memberToken } from "../member/session.ts";
import { FRAME_EVENTS } from "../../layout/storage-keys.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf, isSignedOutError } from "../../data/call.ts";
import { checkComment } from "./comment-rules.ts";

export type CommentLabels = Record<
  | "title"
  | "count"
  | "label"
  | "placeholder"
  | "send"
  | "sending"
  | "loginPrompt"
  | "loginHint"
  | "login"
  | "register"
  | "reply"
  | "replyingTo"
  | "replyTo"
  | "cancelReply"
  | "empty"
  | "tooLong"
  | "failed"
  | "posted"
  | "none"
  | "more",
  string
>;

export interface CommentsProps {
  lang: UrlLang;
  id: number;
  initial: NewsCommentsResponse;
  /** The dates of the first page, formatted on the server in the page language. */
  dates: Record<number, string>;
  /** The longest comment (the contract's NEWS_COMMENT_MAX_CHARS). */
  max: number;
  labels: CommentLabels;
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

function formatDate(iso: string, lang: UrlLang): string {
  const locale = { "zh-hant": "zh-Hant-MO", "zh-hans": "zh-Hans-CN", en: "en-GB", pt: "pt-PT" }[lang];
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Macau" }).format(new Date(iso));
}

/**
 * The comments of a news story (spec §7 GET/POST comment, replyTo threads). The first page is rendered on the
 * server with the page; members post and reply here (newest first, the new comment on top); signed out, the form
 * is replaced by "please login or register first" with login (the pop-up) and register. Comment text is rendered
 * as text: React escapes it.
 */
export default function Comments({ lang, id, initial, dates, max, labels }: CommentsProps) {
  const [items, setItems] = useState<NewsComment[]>(initial.items);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(initial.page);
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<NewsComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const [moreBusy, setMoreBusy] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();

  useEffect(() => {
    const read = () => setSignedIn(Boolean(memberToken()));
    read();
    window.addEventListener(FRAME_EVENTS.member, read);
    window.addEventListener("storage", read);
    return () => {
      window.removeEventListener(FRAME_EVENTS.member, read);
      window.removeEventListener("storage", read);
    };
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    if (!memberToken()) {
      requestLogin(lang, { required: true });
      return;
    }
    const problem = checkComment(text, max);
    if (problem) {
      setStatus({ kind: "error", text: problem === "empty" ? labels.empty : fill(labels.tooLong, { max: max }) });
      textarea.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const posted = await dataCall(browserClient(lang))(newsApi.comment, { params: { id }, body: { comment: text.trim(), replyTo: replyTo?.id ?? null } });
      setItems((old) => [posted, ...old.filter((c) => c.id !== posted.id)]);
      setTotal((n) => n + 1);
      setText("");
      setReplyTo(null);
      setStatus({ kind: "ok", text: labels.posted });
    } catch (caught) {
      const failure = failureOf(caught);
      if (isSignedOutError(caught)) {
        endSession();
        requestLogin(lang, { required: true });
      } else {
        setStatus({ kind: "error", text: failure.message || labels.failed });
      }
    } finally {
      setBusy(false);
    }
  }

  async function more() {
    setMoreBusy(true);
    try {
      const next = await dataCall(browserClient(lang))(newsApi.comments, { params: { id }, query: { Page: page + 1, PageSize: initial.pageSize } });
      setItems((old) => [...old, ...next.items.filter((n) => !old.some((o) => o.id === n.id))]);
      setPage(next.page);
      setTotal(next.total);
    } catch {
      setStatus({ kind: "error", text: labels.failed });
    } finally {
      setMoreBusy(false);
    }
  }

  function startReply(comment: NewsComment) {
    if (!memberToken()) {
      requestLogin(lang, { required: true });
      return;
    }
    setReplyTo(comment);
    textarea.current?.focus();
  }

  const remaining = max - Array.from(text).length;
  return (
    <section className="news-comments" aria-labelledby="news-comments-title" data-testid="news-comments" data-ready={signedIn === null ? undefined : ""}>
      <h2 id="news-comments-title" className="news-section-title">
        {labels.title} <span className="news-comments__total">{fill(labels.count, { count: total })}</span>
      </h2>
      {signedIn === false ? (
        <div className="news-comments__prompt" data-testid="comment-login-prompt">
          <p>
            <strong>{labels.loginPrompt}</strong>
            <span>{labels.loginHint}</span>
          </p>
          <div className="news-comments__prompt-actions">
            <button type="button" className="button button--primary" onClick={() => requestLogin(lang)}>
              {labels.login}
            </button>
            <a className="button" href={registrationPath(lang)}>
              {labels.register}
            </a>
          </div>
        </div>
      ) : (
        <form className="news-comments__form" onSubmit={submit} noValidate data-testid="comment-form">
          <label htmlFor={fieldId} className="news-comments__label">
            {replyTo ? fill(labels.replyingTo, { name: replyTo.member.nickName }) : labels.label}
          </label>
          <textarea
            id={fieldId}
            ref={textarea}
            name="comment"
            rows={3}
            maxLength={max}
            placeholder={fill(labels.placeholder, { max: max })}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={`${fieldId}-count`}
          />
          <div className="news-comments__form-bar">
            <span id={`${fieldId}-count`} className="news-comments__remaining" aria-live="off">
              {remaining}
            </span>
            {replyTo ? (
              <button type="button" className="button" onClick={() => setReplyTo(null)}>
                {labels.cancelReply}
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? labels.sending : labels.send}
            </button>
          </div>
        </form>
      )}
      <p className={`news-comments__status${status?.kind === "error" ? " is-error" : ""}`} role="status" data-testid="comment-status">
        {status?.text ?? ""}
      </p>
      {items.length ? (
        <ol className="news-comments__list" data-testid="comment-list">
          {items.map((comment) => (
            <li key={comment.id} className="news-comment" id={`comment-${comment.id}`}>
              <div className="news-comment__avatar" aria-hidden="true">
                {comment.member.photo ? <img src={comment.member.photo} alt="" width={40} height={40} loading="lazy" /> : Array.from(comment.member.nickName)[0] ?? "?"}
              </div>
              <div className="news-comment__body">
                <p className="news-comment__meta">
                  <strong>{comment.member.nickName}</strong>
                  <time dateTime={comment.createdAt}>{dates[comment.id] ?? formatDate(comment.createdAt, lang)}</time>
                </p>
                {comment.replyToComment ? (
                  <p className="news-comment__quote">
                    <a href={`#comment-${comment.replyToComment.id}`}>
                      {fill(labels.replyTo, { name: comment.replyToComment.nickName, excerpt: comment.replyToComment.excerpt })}
                    </a>
                  </p>
                ) : null}
                <p className="news-comment__text">{comment.comment}</p>
                <button type="button" className="news-comment__reply" onClick={() => startReply(comment)}>
                  {labels.reply}
                  <span className="visually-hidden"> {comment.member.nickName}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="news-comments__none">{labels.none}</p>
      )}
      {items.length < total ? (
        <button type="button" className="button news-comments__more" onClick={more} disabled={moreBusy}>
          {labels.more}
        </button>
      ) : null}
    </section>
  );
}
