import { useMemo, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/notices";
import { noticeConsoleApi } from "@portal/contract/endpoints/notices";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import type { Paged } from "@portal/contract/schemas/member";
import {
  NOTICE_CONTENT_MAX,
  NOTICE_KINDS,
  NOTICE_TITLE_MAX,
  type ConsoleNotice,
  type ConsoleNoticeItem,
  type ConsoleNoticeStatus,
  type NoticeKind,
} from "@portal/contract/schemas/notices/console";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus, ConsolePager, FilterForm, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { FormEnd, LocalizedFields } from "../../features/console/form/LocalizedFields.tsx";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { marketingMessages } from "../../features/console/marketing/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/operations.css";
import "../../features/console/producer/producer.css";
import "../../features/console/marketing/marketing.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navNotices");

const PAGE_SIZE = 20;

/** The query the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { kind: oneOfQuery(NOTICE_KINDS), page: pageQuery } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ notices: Paged<ConsoleNoticeItem>; kind: NoticeKind | undefined }> {
  const params = new URL(request.url).searchParams;
  const asked = Number(params.get("page"));
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const kind = NOTICE_KINDS.find((k) => k === params.get("kind"));
  return { notices: await loadForDesk(context, request, consoleLangOfRequest(request), noticeConsoleApi.list, { query: { page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) } }), kind };
}

const BADGE: Record<ConsoleNoticeStatus, string> = { shown: "published", scheduled: "scheduled", ended: "draft", hidden: "unpublished" };

interface Draft {
  kind: NoticeKind;
  title: ConsoleText;
  content: ConsoleText;
  url: string;
  slug: string;
  startsAt: string;
  endsAt: string;
  published: boolean;
}
const draftOf = (n: ConsoleNotice | null): Draft =>
  n
    ? { kind: n.kind, title: n.title, content: n.content, url: n.url, slug: n.slug, startsAt: n.startsAt ? macauMinuteOf(n.startsAt) : "", endsAt: n.endsAt ? macauMinuteOf(n.endsAt) : "", published: n.published }
    : { kind: "bar", title: emptyText(), content: emptyText(), url: "", slug: "", startsAt: "", endsAt: "", published: false };

/** A new or an edited notice: kind, texts in four locales, link, page, window, shown or not. */
function NoticeForm({ notice, onCancel, onSaved }: { notice: ConsoleNotice | null; onCancel: () => void; onSaved: (said: string) => void }) {
  const lang = useConsoleLang();
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState(() => draftOf(notice));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const saved = notice ? await call(noticeConsoleApi.update, { params: { id: notice.id }, body: draft }) : await call(noticeConsoleApi.create, { body: draft });
      onSaved(t("noticeSaved", { title: textIn(saved.title, lang) }));
      return null;
    });
  };
  return (
    <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="notice-form-title" data-testid="notice-form">
      <h2 id="notice-form-title" className="console-panel__title">
        {notice ? t("editNotice") : t("newNotice")}
      </h2>
      <Field id="notice-kind" label={t("fieldKind")}>
        {(control) => (
          <select {...control} value={draft.kind} onChange={(e) => set("kind", e.target.value as NoticeKind)}>
            {NOTICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind_${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <LocalizedFields lang={lang} id="notice-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={NOTICE_TITLE_MAX} />
      <LocalizedFields lang={lang} id="notice-content" legend={t("fieldContent")} value={draft.content} onValue={(v) => set("content", v)} multiline maxLength={NOTICE_CONTENT_MAX} />
      <div className="producer-row">
        <Field id="notice-url" label={t("fieldUrl")}>
          {(control) => <input {...control} type="text" inputMode="url" maxLength={500} value={draft.url} onChange={(e) => set("url", e.target.value)} />}
        </Field>
        <Field id="notice-slug" label={t("fieldSlug")}>
          {(control) => <input {...control} type="text" maxLength={100} value={draft.slug} onChange={(e) => set("slug", e.target.value)} />}
        </Field>
      </div>
      <div className="producer-row">
        <Field id="notice-starts" label={t("fieldStarts")}>
          {(control) => <input {...control} type="datetime-local" value={draft.startsAt} onChange={(e) => set("startsAt", e.target.value)} />}
        </Field>
        <Field id="notice-ends" label={t("fieldEnds")}>
          {(control) => <input {...control} type="datetime-local" value={draft.endsAt} onChange={(e) => set("endsAt", e.target.value)} />}
        </Field>
      </div>
      <label className="console-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set("published", e.target.checked)} data-testid="notice-published" />
        <span>{t("fieldShown")}</span>
      </label>
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("saveNotice")} onCancel={onCancel} testId="notice" />
    </form>
  );
}

/** Marketing's notices: every notice, newest first, of a kind or all; show, hide, make urgent; add and edit. */
export default function Notices({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(marketingMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { pending, message, run } = useRowAction(lang);
  const [editing, setEditing] = useState<ConsoleNotice | "new" | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { notices, kind } = loaderData;

  const act = (row: ConsoleNoticeItem, what: "show" | "hide" | "urgent") => {
    setSaid(null);
    void run(
      `${what}-${row.id}`,
      () => (what === "urgent" ? call(noticeConsoleApi.urgent, { params: { id: row.id } }) : call(noticeConsoleApi.visibility, { params: { id: row.id }, body: { published: what === "show" } })),
      () => {
        void revalidator.revalidate();
        return t(what === "urgent" ? "urgentDone" : what === "show" ? "noticeShownDone" : "noticeHiddenDone", { title: row.title });
      },
    );
  };
  const edit = (id: number) => {
    setSaid(null);
    void run(`edit-${id}`, () => call(noticeConsoleApi.get, { params: { id } }), (notice) => {
      setEditing(notice);
      return "";
    });
  };

  return (
    <div className="console-page news-desk" data-testid="notices">
      <header className="console-page__head news-desk__head">
        <div>
          <h1>{t("noticesTitle")}</h1>
          <p className="console-page__lead">{t("noticesLead")}</p>
        </div>
        {editing === null ? (
          <button type="button" className="button button--primary" onClick={() => (setSaid(null), setEditing("new"))} data-testid="notice-new">
            {t("newNotice")}
          </button>
        ) : null}
      </header>
      {editing !== null ? (
        <NoticeForm
          key={editing === "new" ? "new" : editing.id}
          notice={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setSaid(text);
            void revalidator.revalidate();
          }}
        />
      ) : null}
      <ActionStatus message={said ? { kind: "success", text: said } : message?.text ? message : null} />
      <FilterForm lang={lang} testId="notice-filters">
        <FilterSelect lang={lang} name="kind" label={t("colKind")} value={kind} choices={NOTICE_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))} />
      </FilterForm>
      <section className="console-panel news-table-panel" aria-labelledby="notices-title">
        <h2 id="notices-title" className="console-panel__title">
          {t("noticesTitle")} ({notices.total})
        </h2>
        <ListNotice lang={lang} failure={null} empty={notices.items.length === 0} />
        <table className="news-table producer-table marketing-notices-table">
          <thead>
            <tr>
              <th scope="col">{t("fieldTitle")}</th>
              <th scope="col">{t("colKind")}</th>
              <th scope="col">{t("colWhen")}</th>
              <th scope="col">{t("colStatus")}</th>
            </tr>
          </thead>
          <tbody>
            {notices.items.map((row) => (
              <tr key={row.id} data-testid="notice-row" data-id={row.id} data-kind={row.kind} data-status={row.status}>
                <th scope="row" className="news-table__headline">
                  <button type="button" className="console-link-button" disabled={pending !== null} onClick={() => edit(row.id)} aria-label={`${t("edit")}: ${row.title}`}>
                    {row.title}
                  </button>
                </th>
                <td data-label={t("colKind")}>{t(`kind_${row.kind}`)}</td>
                <td data-label={t("colWhen")} className="marketing-when">
                  {row.startsAt ? macauDateTime(row.startsAt) : t("always")} – {row.endsAt ? macauDateTime(row.endsAt) : t("always")}
                </td>
                <td data-label={t("colStatus")} className="producer-table__shown">
                  <span className={`news-status news-status--${BADGE[row.status]}`}>{t(`nstatus_${row.status}`)}</span>
                  <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => act(row, row.status === "hidden" ? "show" : "hide")} aria-label={`${t(row.status === "hidden" ? "publish" : "unpublish")}: ${row.title}`}>
                    {t(row.status === "hidden" ? "publish" : "unpublish")}
                  </button>
                  {row.kind !== "top" || row.status === "hidden" ? (
                    <button type="button" className="button console-button--quiet" disabled={pending !== null} onClick={() => act(row, "urgent")} aria-label={`${t("makeUrgent")}: ${row.title}`}>
                      {t("makeUrgent")}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ConsolePager lang={lang} page={notices.page} pageSize={notices.pageSize} total={notices.total} />
      </section>
    </div>
  );
}
