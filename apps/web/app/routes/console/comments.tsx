import { useId, useMemo, useState } from "react";
import type { Route } from "./+types/comments";
import { interactionsApi } from "@portal/contract/endpoints/interactions";
import { urlLangToApiLocale, type UrlLang } from "@portal/contract/locales";
import {
  COMMENT_STATUSES,
  MODERATION_NOTE_MAX_CHARS,
  MODERATION_REASONS,
  MODERATION_SEARCH_MAX_CHARS,
  MODERATION_REASON_LABELS,
  type CommentBlock,
  type ModeratedComment,
  type ModerationReason,
} from "@portal/contract/schemas/interactions";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, idQuery, oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { Field, SelectField, TextAreaField } from "../../components/Field.tsx";
import { ActionStatus, ConsolePager, FilterForm, FilterInput, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useActionList, type ActionDialogProps } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { operationsMessages } from "../../features/console/operations-messages.ts";
import "../../features/console/operations.css";

/** The queue's filters (interactions' moderationQueueQuery; docs/interactions.md "Moderation"). */
const FILTERS = ["status", "q", "kind", "memberId", "from", "to"] as const;

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navComments");

/** The filters the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = {
  query: { status: oneOfQuery(COMMENT_STATUSES), q: textFilter(MODERATION_SEARCH_MAX_CHARS), kind: textFilter(40), memberId: idQuery, from: dateQuery, to: dateQuery, page: pageQuery },
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFiltered(context, request, FILTERS, interactionsApi.comments);
}

type Asked = { kind: "hide" | "block"; comment: ModeratedComment };

/**
 * The moderation queue: members' comments of every kind, newest first, filtered by the address; hide (with a
 * reason), restore, block the author from commenting and unblock. Each action updates its row and says what it did.
 */
export default function ConsoleComments({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(operationsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { filters, list } = loaderData;
  const { rows: comments, setRows, replace, action, ask, dialog, focusRow: focusComment, settle } = useActionList<ModeratedComment, Asked>(
    lang,
    list,
    (id) => `console-comment-${id}`,
  );
  const setBlock = (memberId: number, block: CommentBlock | null) =>
    setRows((rows) => rows.map((row) => (row.member.id === memberId ? { ...row, member: { ...row.member, block } } : row)));

  const restore = (comment: ModeratedComment) =>
    void action
      .run(`restore-${comment.id}`, () => call(interactionsApi.restoreComment, { params: { id: comment.id } }), (next) => {
        replace(next);
        return t("didRestore", { id: comment.id });
      })
      .then(() => focusComment(comment.id));
  const unblock = (comment: ModeratedComment) =>
    void action
      .run(`unblock-${comment.id}`, () => call(interactionsApi.unblockMember, { params: { id: comment.member.id } }), (state) => {
        setBlock(state.memberId, state.block);
        return t("didUnblock", { name: comment.member.nickName });
      })
      .then(() => focusComment(comment.id));

  return (
    <div className="console-page console-page--wide" data-testid="console-comments">
      <header className="console-page__head">
        <h1>{t("commentsTitle")}</h1>
        <p className="console-page__lead">{t("commentsLead")}</p>
      </header>
      <FilterForm lang={lang} testId="console-comments-filters">
        <FilterSelect lang={lang} name="status" label={t("filterStatus")} value={filters.status} choices={COMMENT_STATUSES.map((status) => ({ value: status, label: t(`status_${status}`) }))} />
        <FilterInput name="q" label={t("filterSearch")} value={filters.q} type="search" />
        <FilterInput name="kind" label={t("filterKind")} hint={t("filterKindHint")} value={filters.kind} />
        <FilterInput name="memberId" label={t("filterMember")} value={filters.memberId} inputMode="numeric" />
        <FilterInput name="from" label={t("fromDate")} value={filters.from} type="date" />
        <FilterInput name="to" label={t("toDate")} value={filters.to} type="date" />
      </FilterForm>
      <ActionStatus message={action.message} />
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={list.ok && comments.length === 0} />
      {comments.length > 0 ? (
        <ul className="console-queue" data-testid="console-comment-queue">
          {comments.map((comment) => (
            <CommentCard
              key={comment.id}
              lang={lang}
              comment={comment}
              pending={action.pending}
              onHide={() => ask({ kind: "hide", comment })}
              onRestore={() => restore(comment)}
              onBlock={() => ask({ kind: "block", comment })}
              onUnblock={() => unblock(comment)}
            />
          ))}
        </ul>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
      <ModerationDialog
        lang={lang}
        {...dialog}
        onConfirm={async (form) => {
          const asked = dialog.asked;
          if (!asked) return;
          const { comment } = asked;
          const done =
            asked.kind === "hide"
              ? await action.run(
                  `hide-${comment.id}`,
                  () => call(interactionsApi.hideComment, { params: { id: comment.id }, body: { reason: form.reason, note: form.note || null } }),
                  (next) => {
                    replace(next);
                    return t("didHide", { id: comment.id });
                  },
                  "dialog",
                )
              : await action.run(
                  `block-${comment.id}`,
                  () => call(interactionsApi.blockMember, { params: { id: comment.member.id }, body: { reason: form.reason, note: form.note || null, until: form.until || null } }),
                  (state) => {
                    setBlock(state.memberId, state.block);
                    return t("didBlock", { name: comment.member.nickName });
                  },
                  "dialog",
                );
          settle(done, comment.id);
        }}
      />
    </div>
  );
}

function CommentCard({
  lang,
  comment,
  pending,
  onHide,
  onRestore,
  onBlock,
  onUnblock,
}: {
  lang: UrlLang;
  comment: ModeratedComment;
  pending: string | null;
  onHide: () => void;
  onRestore: () => void;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const t = translator(operationsMessages, lang);
  const locale = urlLangToApiLocale(lang);
  const { member, moderation } = comment;
  const badge = { published: "console-badge--ok", pending: "console-badge--warn", hidden: "console-badge--danger" }[comment.status];
  const busy = (key: string) => pending === `${key}-${comment.id}`;
  return (
    <li>
      <article
        id={`console-comment-${comment.id}`}
        className={comment.status === "hidden" ? "console-comment console-comment--hidden" : "console-comment"}
        tabIndex={-1}
        aria-labelledby={`console-comment-${comment.id}-item`}
        data-testid="console-comment"
        data-comment-id={comment.id}
        data-status={comment.status}
      >
        <p className="console-comment__meta">
          <span className={`console-badge console-badge--small ${badge}`} data-testid="console-comment-status">
            {t(`status_${comment.status}`)}
          </span>
          <span>#{comment.id}</span>
          <time dateTime={comment.createdAt}>{macauDateTime(comment.createdAt)}</time>
          <code className="console-code">{comment.kind}</code>
        </p>
        <h2 className="console-comment__item" id={`console-comment-${comment.id}-item`}>
          {comment.item ? <a href={comment.item.link}>{comment.item.title}</a> : <span className="console-muted">{t("itemGone")}</span>}
        </h2>
        <p className="console-comment__text">{comment.comment}</p>
        <p className="console-comment__meta">
          <span className="console-strong">{member.nickName}</span>
          <span>{t("memberNumber", { id: member.id })}</span>
          {member.block ? (
            <span className="console-badge console-badge--small console-badge--danger" data-testid="console-comment-blocked">
              {member.block.until ? t("blockedUntil", { date: macauDateTime(member.block.until).slice(0, 10) }) : t("blockedOpen")}
            </span>
          ) : null}
        </p>
        {moderation ? (
          <p className="console-comment__note">
            {moderation.reason
              ? t("hiddenBy", { name: moderation.by.name, at: macauDateTime(moderation.at), reason: MODERATION_REASON_LABELS[moderation.reason][locale] })
              : t("restoredBy", { name: moderation.by.name, at: macauDateTime(moderation.at) })}
            {moderation.note ? ` — ${moderation.note}` : ""}
          </p>
        ) : null}
        <div className="console-actions" role="group" aria-label={t("commentActions", { id: comment.id })}>
          {comment.status !== "hidden" ? (
            <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={onHide} data-testid="console-comment-hide">
              {t("hide")}
            </button>
          ) : null}
          {comment.status !== "published" ? (
            <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={onRestore} data-testid="console-comment-restore">
              {busy("restore") ? t("working") : t("restore")}
            </button>
          ) : null}
          {member.block ? (
            <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={onUnblock} data-testid="console-comment-unblock">
              {busy("unblock") ? t("working") : t("unblock")}
            </button>
          ) : (
            <button type="button" className="button console-button--danger" disabled={pending !== null} onClick={onBlock} data-testid="console-comment-block">
              {t("block")}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

interface ModerationForm {
  reason: ModerationReason;
  note: string;
  until: string;
}

/** Hide a comment, or block its author: the reason (required), a note, and for a block its last day. */
function ModerationDialog({ lang, asked, pending, error, onClose, onConfirm }: ActionDialogProps<Asked, ModerationForm>) {
  const t = translator(operationsMessages, lang);
  const locale = urlLangToApiLocale(lang);
  const id = useId().replace(/:/g, "");
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [until, setUntil] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shown, setShown] = useState<Asked | null>(null);
  if (shown !== asked) {
    // A new question starts empty.
    setShown(asked);
    setReason("");
    setNote("");
    setUntil("");
    setReasonError(null);
  }
  const block = asked?.kind === "block";
  return (
    <ConfirmDialog
      lang={lang}
      open={asked !== null}
      title={block ? t("blockTitle", { name: asked.comment.member.nickName }) : t("hideTitle")}
      confirmLabel={block ? t("block") : t("hide")}
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        if (!(MODERATION_REASONS as readonly string[]).includes(reason)) {
          setReasonError(t("reasonRequired"));
          document.getElementById(`${id}-reason`)?.focus();
          return;
        }
        onConfirm({ reason: reason as ModerationReason, note: note.trim(), until });
      }}
    >
      <p>{block ? t("blockText") : t("hideText")}</p>
      {asked && !block ? <blockquote className="console-quote">{asked.comment.comment}</blockquote> : null}
      <div className="console-dialog-fields">
        <SelectField
          id={`${id}-reason`}
          label={t("reason")}
          required
          error={reasonError}
          value={reason}
          onValue={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          placeholder={t("chooseReason")}
          choices={MODERATION_REASONS.map((value) => ({ value, label: MODERATION_REASON_LABELS[value][locale] }))}
        />
        <TextAreaField id={`${id}-note`} label={t("note")} optional lang={lang} value={note} onValue={setNote} maxLength={MODERATION_NOTE_MAX_CHARS} rows={3} />
        {block ? (
          <Field id={`${id}-until`} label={t("blockUntil")} hint={t("blockUntilHint")} optional lang={lang}>
            {(control) => <input {...control} type="date" value={until} onChange={(event) => setUntil(event.target.value)} />}
          </Field>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
