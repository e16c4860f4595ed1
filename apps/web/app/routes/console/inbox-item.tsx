import { useMemo, useState, type FormEvent } from "react";
import { data, Link, useRevalidator } from "react-router";
import type { Route } from "./+types/inbox-item";
import { inboxConsoleApi } from "@portal/contract/endpoints/inbox";
import { INBOX_KINDS, INBOX_NOTE_MAX, INBOX_STATUSES, type InboxKind, type InboxStatus } from "@portal/contract/inbox-rules";
import type { InboxDetail, InboxStaff } from "@portal/contract/schemas/inbox";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { inboxFileUrl, INBOX_PATH, labelOf, STATUS_BADGE } from "../../features/console/inbox/inbox.ts";
import { inboxMessages } from "../../features/console/inbox/messages.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/operations.css";
import "../../features/console/inbox/inbox.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navInbox");

/** The submission (404 for an unknown kind or id, 403 for a kind the role may not see) and whom it may go to. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ item: InboxDetail; assignees: InboxStaff[] }> {
  const lang = consoleLangOfRequest(request);
  if (!(INBOX_KINDS as readonly string[]).includes(params.kind) || !/^[1-9]\d{0,9}$/.test(params.id)) throw data(null, { status: 404 });
  const item = await loadForDesk(context, request, lang, inboxConsoleApi.item, { params: { kind: params.kind as InboxKind, id: Number(params.id) } });
  const assignees = await loadForDesk(context, request, lang, inboxConsoleApi.assignees, { query: { kind: item.kind } });
  return { item, assignees };
}

/** One submission: what was sent, its files (through the console), its status, assignee and notes. */
export default function ConsoleInboxItem({ loaderData }: Route.ComponentProps) {
  const { item, assignees } = loaderData;
  const lang = useConsoleLang();
  const t = translator(inboxMessages, lang);
  return (
    <div className="console-page console-page--wide" data-testid="inbox-item" data-kind={item.kind} data-status={item.status}>
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={INBOX_PATH}>{t("back")}</Link>
        </p>
        <h1>
          {item.from} <span className="console-sub">{item.reference}</span>
        </h1>
        <p className="console-note">
          {t(`kind_${item.kind}`)} · {t("received", { when: macauDateTime(item.receivedAt) })} ·{" "}
          <span className={`console-badge console-badge--small ${STATUS_BADGE[item.status]}`} data-testid="inbox-status-badge">
            {t(`status_${item.status}`)}
          </span>
        </p>
        <p className="console-note" data-testid="inbox-retention">
          {item.deletedOn ? t("deletedOn", { date: item.deletedOn }) : t("keptNote")}
        </p>
      </header>
      <div className="inbox-item">
        <div className="inbox-item__main">
          <section className="console-panel" aria-labelledby="inbox-details-title">
            <h2 id="inbox-details-title" className="console-panel__title">
              {t("detailsTitle")}
            </h2>
            <dl className="inbox-fields" data-testid="inbox-fields">
              {item.fields.map((field, index) => (
                <div key={`${field.key}-${index}`} style={{ display: "contents" }}>
                  <dt>{field.label ?? labelOf(lang, "field_", field.key)}</dt>
                  <dd>{labelOf(lang, `value_${field.key}_`, field.value)}</dd>
                </div>
              ))}
              {item.locale ? (
                <div style={{ display: "contents" }}>
                  <dt>{t("language")}</dt>
                  <dd>{labelOf(lang, "value_locale_", item.locale)}</dd>
                </div>
              ) : null}
            </dl>
            {item.link ? (
              <p>
                <Link className="button console-button--quiet" to={item.link} data-testid="inbox-review-link">
                  {t("reviewSupplier")}
                </Link>
              </p>
            ) : null}
          </section>
          <section className="console-panel" aria-labelledby="inbox-files-title">
            <h2 id="inbox-files-title" className="console-panel__title">
              {t("filesTitle")}
            </h2>
            {item.files.length ? (
              <ul className="inbox-files" data-testid="inbox-files">
                {item.files.map((file) => (
                  <li key={file.path}>
                    <a href={inboxFileUrl(file.path)} target="_blank" rel="noreferrer" data-file-kind={file.key}>
                      {labelOf(lang, "file_", file.key)}
                    </a>{" "}
                    <span className="console-sub">{file.path.slice(file.path.lastIndexOf(".") + 1).toUpperCase()}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="console-note">{t("noFiles")}</p>
            )}
            <p className="console-sub">{t("fileHint")}</p>
          </section>
        </div>
        <div className="inbox-item__side">
          <Handling item={item} assignees={assignees} />
          <Notes item={item} />
        </div>
      </div>
    </div>
  );
}

/** Status buttons and the assignee select; each change is saved at once and the page reloaded. */
function Handling({ item, assignees }: { item: InboxDetail; assignees: InboxStaff[] }) {
  const lang = useConsoleLang();
  const t = translator(inboxMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { busy, outcome, submit } = useSubmit(lang);
  const [assignee, setAssignee] = useState(item.assignee ? String(item.assignee.id) : "");
  const [seen, setSeen] = useState(item);
  if (seen !== item) {
    setSeen(item);
    setAssignee(item.assignee ? String(item.assignee.id) : "");
  }
  const params = { kind: item.kind, id: item.id };
  const setStatus = (status: InboxStatus) =>
    submit(async () => {
      await call(inboxConsoleApi.status, { params, body: { status } });
      await revalidator.revalidate();
      return t("statusSaved", { status: t(`status_${status}`) });
    });
  const assign = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const staffId = assignee ? Number(assignee) : null;
      const saved = await call(inboxConsoleApi.assign, { params, body: { staffId } });
      await revalidator.revalidate();
      return saved.assignee ? t("assigned", { name: saved.assignee.name }) : t("unassigned");
    });
  };
  return (
    <section className="console-panel inbox-panel" aria-labelledby="inbox-handling-title" data-testid="inbox-handling">
      <h2 id="inbox-handling-title" className="console-panel__title">
        {t("handlingTitle")}
      </h2>
      <div className="inbox-status" role="group" aria-label={t("statusLabel")}>
        {INBOX_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={`button ${item.status === status ? "button--primary" : "console-button--quiet"}`}
            aria-pressed={item.status === status}
            disabled={busy}
            onClick={() => void setStatus(status)}
            data-testid={`inbox-status-${status}`}
          >
            {t(`status_${status}`)}
          </button>
        ))}
      </div>
      <form className="inbox-assign" onSubmit={assign} data-testid="inbox-assign">
        <Field id="inbox-assignee" label={t("assignLabel")}>
          {(control) => (
            <select {...control} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
              <option value="">{t("assigneeNone")}</option>
              {assignees.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button console-button--quiet" disabled={busy}>
          {t("assign")}
        </button>
      </form>
      <OutcomeMessage outcome={outcome} testId="inbox-outcome" />
      {item.updatedAt ? <p className="console-sub">{t("lastChange", { name: item.updatedBy?.name ?? t("formerStaff"), when: macauDateTime(item.updatedAt) })}</p> : null}
    </section>
  );
}

/** The notes, oldest first, and the form to add one. */
function Notes({ item }: { item: InboxDetail }) {
  const lang = useConsoleLang();
  const t = translator(inboxMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const { busy, outcome, submit } = useSubmit(lang);
  const [text, setText] = useState("");
  const add = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      await call(inboxConsoleApi.note, { params: { kind: item.kind, id: item.id }, body: { text } });
      setText("");
      await revalidator.revalidate();
      return t("noteAdded");
    });
  };
  return (
    <section className="console-panel inbox-panel" aria-labelledby="inbox-notes-title" data-testid="inbox-notes">
      <h2 id="inbox-notes-title" className="console-panel__title">
        {t("notesTitle")}
      </h2>
      {item.notes.length ? (
        <ol className="inbox-notes">
          {item.notes.map((note) => (
            <li key={note.id} className="inbox-note" data-testid="inbox-note">
              <p>{note.text}</p>
              <p className="inbox-note__by">{t("noteBy", { name: note.author?.name ?? t("formerStaff"), when: macauDateTime(note.at) })}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="console-note">{t("noNotes")}</p>
      )}
      <form className="inbox-note-form" onSubmit={add} data-testid="inbox-note-form">
        <Field id="inbox-note" label={t("noteLabel")} hint={t("noteHint")}>
          {(control) => <textarea {...control} rows={3} maxLength={INBOX_NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} required />}
        </Field>
        <OutcomeMessage outcome={outcome} testId="inbox-note-outcome" />
        <button type="submit" className="button button--primary" disabled={busy || !text.trim()}>
          {t("addNote")}
        </button>
      </form>
    </section>
  );
}
