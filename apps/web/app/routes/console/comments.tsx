import { useMemo } from "react";
import type { Route } from "./+types/comments";
import { interactionsApi } from "@portal/contract/endpoints/interactions";
import type { UrlLang } from "@portal/contract/locales";
import { COMMENT_STATUSES, MODERATION_SEARCH_MAX_CHARS, type CommentBlock, type ModeratedComment } from "@portal/contract/schemas/interactions";
import type { RouteHandle } from "../../context.ts";
import { dateQuery, idQuery, oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus, ConsolePager, FilterForm, FilterInput, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useActionList } from "../../features/console/console-actions.ts";
import { AuthorLine, ModerationNote, ReasonDialog } from "../../features/console/Moderation.tsx";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime, textFilter } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { operationsMessages, type OperationsMessageKey } from "../../features/console/operations-messages.ts";
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

type Asked = { kind: "hide" | "block" | "nickname"; comment: ModeratedComment };

/**
 * The moderation queue: members' comments of every kind, newest first, filtered by the address; hide (with a
 * reason), restore, block the author from commenting and unblock, reset the author's nickname. Each action updates
 * its row and says what it did.
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
  const setMember = (memberId: number, change: Partial<ModeratedComment["member"]>) =>
    setRows((rows) => rows.map((row) => (row.member.id === memberId ? { ...row, member: { ...row.member, ...change } } : row)));
  const setBlock = (memberId: number, block: CommentBlock | null) => setMember(memberId, { block });

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
              onResetNickname={() => ask({ kind: "nickname", comment })}
              onUnblock={() => unblock(comment)}
            />
          ))}
        </ul>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
      <ReasonDialog
        lang={lang}
        {...dialog}
        {...dialogText(dialog.asked, t)}
        onConfirm={async (form) => {
          const asked = dialog.asked;
          if (!asked) return;
          const { comment } = asked;
          const note = form.note || null;
          const done =
            asked.kind === "hide"
              ? await action.run(
                  `hide-${comment.id}`,
                  () => call(interactionsApi.hideComment, { params: { id: comment.id }, body: { reason: form.reason, note } }),
                  (next) => {
                    replace(next);
                    return t("didHide", { id: comment.id });
                  },
                  "dialog",
                )
              : asked.kind === "block"
                ? await action.run(
                    `block-${comment.id}`,
                    () => call(interactionsApi.blockMember, { params: { id: comment.member.id }, body: { reason: form.reason, note, until: form.until || null } }),
                    (state) => {
                      setBlock(state.memberId, state.block);
                      return t("didBlock", { name: comment.member.nickName });
                    },
                    "dialog",
                  )
                : await action.run(
                    `nickname-${comment.id}`,
                    () => call(interactionsApi.resetNickname, { params: { id: comment.member.id }, body: { reason: form.reason, note } }),
                    (reset) => {
                      setMember(reset.memberId, { nickName: reset.nickName });
                      return t("didResetNickname", { before: reset.before, name: reset.nickName });
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
  onResetNickname,
}: {
  lang: UrlLang;
  comment: ModeratedComment;
  pending: string | null;
  onHide: () => void;
  onRestore: () => void;
  onBlock: () => void;
  onUnblock: () => void;
  onResetNickname: () => void;
}) {
  const t = translator(operationsMessages, lang);
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
        <AuthorLine lang={lang} member={member}>
          {member.block ? (
            <span className="console-badge console-badge--small console-badge--danger" data-testid="console-comment-blocked">
              {member.block.until ? t("blockedUntil", { date: macauDateTime(member.block.until).slice(0, 10) }) : t("blockedOpen")}
            </span>
          ) : null}
        </AuthorLine>
        <ModerationNote lang={lang} moderation={moderation} removed="hiddenBy" kept="restoredBy" />
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
          <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={onResetNickname} data-testid="console-comment-reset-nickname">
            {t("resetNickname")}
          </button>
        </div>
      </article>
    </li>
  );
}

/** The dialog's words for what is asked: hide the comment (quoted), block its author, or reset the author's nickname. */
function dialogText(asked: Asked | null, t: ReturnType<typeof translator<OperationsMessageKey>>) {
  const name = asked?.comment.member.nickName ?? "";
  if (asked?.kind === "block") return { title: t("blockTitle", { name }), text: t("blockText"), confirmLabel: t("block"), withUntil: true };
  if (asked?.kind === "nickname") return { title: t("resetNicknameTitle", { name }), text: t("resetNicknameText", { id: asked.comment.member.id }), confirmLabel: t("resetNickname") };
  return { title: t("hideTitle"), text: t("hideText"), quote: asked?.comment.comment ?? null, confirmLabel: t("hide") };
}
