import { useRef, useState, type FormEvent } from "react";
import type { None } from "@portal/contract/endpoint";
import type { UrlLang } from "@portal/contract/locales";
import type { CommentInput, CommentsPage, ContentComment } from "@portal/contract/schemas/interactions";
import { browserClient } from "../data/browser-client.ts";
import { dataCall, failureOf } from "../data/call.ts";
import { formatMessage, type MessageParams } from "../i18n/format.ts";
import { INTL_LOCALE, MACAU_TIME_ZONE } from "../i18n/intl.ts";
import { Avatar } from "./Avatar.tsx";
import { charactersLeft, checkComment } from "./comment-rules.ts";
import { byId, type IdEndpoint } from "./endpoints.ts";
import { Field } from "./Field.tsx";
import { askToSignIn, endedSession, isSignedIn, useSignedIn } from "./member-gate.ts";
import { PagerMore, usePager } from "./Pager.tsx";
import { SignInPrompt } from "./SignInPrompt.tsx";

/** A comment and a page of them, as every kind's comment calls answer (the contract's interactions types). */
export type ThreadComment = ContentComment;
export type CommentPage = CommentsPage;

/** The item's comment calls from the catalogue (news: newsApi.comments, newsApi.comment). */
export interface CommentEndpoints {
  list: IdEndpoint<"GET", CommentsPage, { Page?: number; PageSize?: number }>;
  post: IdEndpoint<"POST", ContentComment, None, CommentInput>;
}

export type CommentLabels = Record<
  | "title"
  | "count"
  | "label"
  | "placeholder"
  | "remaining"
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
  | "invisible"
  | "failed"
  | "posted"
  | "pending"
  | "none"
  | "more"
  | "moreFailed"
  | "loaded"
  | "loading",
  string
>;

export interface CommentThreadProps {
  lang: UrlLang;
  /** The item commented on (the endpoints' `:id`). */
  id: number;
  initial: CommentPage;
  /** The dates of the first page, formatted on the server in the page language (no mismatch on hydration). */
  dates: Record<number, string>;
  /** The longest comment (news: the contract's NEWS_COMMENT_MAX_CHARS). */
  max: number;
  endpoints: CommentEndpoints;
  labels: CommentLabels;
}

/** A comment's date in the page language, Macau time (the server formats the first page the same way). */
export function formatCommentDate(iso: string, lang: UrlLang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: MACAU_TIME_ZONE }).format(new Date(iso));
}

/**
 * The comments of anything members can comment on (news today, programmes next; spec §7 GET/POST comment with
 * replyTo threads), each giving its own endpoints. The first page is rendered on the server with the page; "more"
 * appends (the shared Pager); members post and reply here (newest first, the new comment on top); signed out, the
 * form is replaced by "please login or register first" with login (the pop-up) and register; a 401 ends the
 * session. The form's check (empty, invisible characters, at most `max` characters) is the shared field frame's error. Comment text is
 * rendered as text: React escapes it.
 */
export default function CommentThread({ lang, id, initial, dates, max, endpoints, labels }: CommentThreadProps) {
  const fill = (template: string, params: MessageParams) => formatMessage(template, lang, params);
  const signedIn = useSignedIn();
  const [text, setText] = useState("");
  const [replyTo, setReplyTo] = useState<ThreadComment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  // Ids from the item, not useId: the island hydrates on its own, outside the tree the server rendered it in.
  const fieldId = `comment-thread-${id}-text`;
  const titleId = `comment-thread-${id}-title`;
  const pager = usePager<ThreadComment, CommentPage>({
    initial,
    keyOf: (comment) => comment.id,
    hasMore: (list) => list.items.length < list.total,
    fetchPage: (page, list) => dataCall(browserClient(lang))(byId(endpoints.list), { params: { id }, query: { Page: page, PageSize: list.pageSize } }),
    texts: { loaded: labels.loaded, failed: labels.moreFailed },
    lang,
  });
  const { items, total } = pager.list;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    if (!isSignedIn()) return askToSignIn(lang);
    const problem = checkComment(text, max);
    setError(problem === "tooLong" ? fill(labels.tooLong, { max }) : problem ? labels[problem] : null);
    if (problem) {
      textarea.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const posted = await dataCall(browserClient(lang))(byId(endpoints.post), { params: { id }, body: { comment: text.trim(), replyTo: replyTo?.id ?? null } });
      // A pre-moderated item's comment waits for a moderator: it is not listed until it is published.
      if (!posted.pending) pager.setList((list) => ({ ...list, items: [posted, ...list.items.filter((c) => c.id !== posted.id)], total: list.total + 1 }));
      setText("");
      setReplyTo(null);
      setStatus({ kind: "ok", text: posted.pending ? labels.pending : labels.posted });
    } catch (caught) {
      if (!endedSession(caught, lang)) setStatus({ kind: "error", text: failureOf(caught).message || labels.failed });
    } finally {
      setBusy(false);
    }
  }

  function startReply(comment: ThreadComment) {
    if (!isSignedIn()) return askToSignIn(lang);
    setReplyTo(comment);
    textarea.current?.focus();
  }

  const left = charactersLeft(text, max);
  return (
    <section className="comment-thread" aria-labelledby={titleId} data-testid="comments" data-ready={signedIn === null ? undefined : ""}>
      <h2 id={titleId} className="comment-thread__title">
        {labels.title} <span className="comment-thread__total">{fill(labels.count, { count: total })}</span>
      </h2>
      {signedIn === false ? (
        <SignInPrompt lang={lang} labels={labels} className="comment-thread__prompt" testId="comment-login-prompt" />
      ) : (
        <form className="comment-thread__form" onSubmit={submit} noValidate data-testid="comment-form">
          <Field id={fieldId} label={replyTo ? fill(labels.replyingTo, { name: replyTo.member.nickName }) : labels.label} error={error} className="comment-thread__field">
            {(control) => (
              <>
                <textarea
                  {...control}
                  ref={textarea}
                  name="comment"
                  rows={3}
                  maxLength={max}
                  placeholder={fill(labels.placeholder, { max })}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (error) setError(null);
                  }}
                />
                <p className="field__counter" aria-hidden="true">
                  {left}
                </p>
                <p className="visually-hidden" aria-live="polite">
                  {left <= 20 ? fill(labels.remaining, { count: left }) : ""}
                </p>
              </>
            )}
          </Field>
          <div className="comment-thread__actions">
            {replyTo ? (
              <button type="button" className="button" onClick={() => setReplyTo(null)}>
                {labels.cancelReply}
              </button>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy ? labels.sending : labels.send}
            </button>
          </div>
        </form>
      )}
      <p className={`comment-thread__status${status?.kind === "error" ? " is-error" : ""}`} role="status" data-testid="comment-status">
        {status?.text ?? ""}
      </p>
      {items.length ? (
        <ol className="comment-thread__list" data-testid="comment-list" ref={pager.listRef}>
          {items.map((comment) => (
            <li key={comment.id} className="comment" id={`comment-${comment.id}`} data-pager-key={comment.id} tabIndex={-1}>
              <Avatar name={comment.member.nickName} photo={comment.member.photo} size="small" lazy />
              <div className="comment__body">
                <p className="comment__meta">
                  <strong>{comment.member.nickName}</strong>
                  <time dateTime={comment.createdAt}>{dates[comment.id] ?? formatCommentDate(comment.createdAt, lang)}</time>
                </p>
                {comment.replyToComment ? (
                  <p className="comment__quote">
                    <a href={`#comment-${comment.replyToComment.id}`}>
                      {fill(labels.replyTo, { name: comment.replyToComment.nickName, excerpt: comment.replyToComment.excerpt })}
                    </a>
                  </p>
                ) : null}
                <p className="comment__text">{comment.comment}</p>
                <button type="button" className="comment__reply" onClick={() => startReply(comment)}>
                  {labels.reply}
                  <span className="visually-hidden"> {comment.member.nickName}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="comment-thread__none">{labels.none}</p>
      )}
      <PagerMore pager={pager} label={labels.more} loadingLabel={labels.loading} className="comment-thread__more" />
    </section>
  );
}
