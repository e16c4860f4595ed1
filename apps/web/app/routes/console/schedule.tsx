import { useMemo, useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/schedule";
import { scheduleConsoleApi } from "@portal/contract/endpoints/broadcast";
import { SCHEDULE_CSV_COLUMNS, type ConsoleScheduleWeek, type ConsoleSlot, type ScheduleImportResult } from "@portal/contract/schemas/broadcast/console";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import type { RouteHandle } from "../../context.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../components/Form.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { textFilter } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { ChannelForm, SlotForm } from "../../features/console/producer/SlotForm.tsx";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { SCHEDULE_PATH, WEEK_DAYS, clockOf } from "../../features/console/producer/producer.ts";
import { textIn } from "../../features/console/form/texts.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navSchedule");

/** The channel shown is the address's `?channel=` (a link keeps it). */
export const handle: RouteHandle = { query: { channel: textFilter(100) } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleScheduleWeek> {
  const channel = new URL(request.url).searchParams.get("channel") || undefined;
  return loadForDesk(context, request, consoleLangOfRequest(request), scheduleConsoleApi.week, { query: channel ? { channel } : {} });
}

/** The schedule: a channel's week as seven day columns (a list of days on a phone), and the CSV import. */
export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { channel, channels, slots, categories } = loaderData;
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<ConsoleSlot | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const edited = typeof editing === "number" ? (slots.find((s) => s.id === editing) ?? null) : null;
  const changed = (text: string) => {
    setEditing(null);
    setSaid(text);
    void revalidator.revalidate();
  };

  return (
    <div className="console-page producer-page producer-page--wide" data-testid="schedule">
      <header className="console-page__head">
        <h1>{t("scheduleTitle")}</h1>
        <p className="console-page__lead">{t("scheduleLead")}</p>
      </header>

      <ImportPanel />
      <ChannelForm key={channel.code} lang={lang} channel={channel} onDone={() => void revalidator.revalidate()} />

      <section className="console-panel" aria-labelledby="schedule-grid-title">
        <form
          className="producer-row producer-channel-pick"
          method="get"
          action={SCHEDULE_PATH}
          onSubmit={(event) => {
            event.preventDefault();
            const picked = new FormData(event.currentTarget).get("channel");
            navigate(`${SCHEDULE_PATH}?channel=${encodeURIComponent(String(picked))}`);
          }}
        >
          <Field id="schedule-channel" label={t("fieldChannelPick")}>
            {(control) => (
              <select {...control} name="channel" defaultValue={channel.code} key={channel.code}>
                {channels.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button console-button--quiet">
            {t("showChannel")}
          </button>
          <p className="console-note" data-testid="schedule-channel-state">
            {/* The kind is the channel's (what it carries decides its public pages): shown, not edited. */}
            {t(channel.kind === "tv" ? "type_tv" : "type_radio")} · {t(channel.liveEnabled ? "liveOn" : "liveOff")}
          </p>
        </form>
        <div className="producer-episodes__head">
          <h2 id="schedule-grid-title" className="console-panel__title">
            {t("weekGrid", { channel: channel.name })}
          </h2>
          {editing === null ? (
            <button type="button" className="button button--primary" onClick={() => setEditing("new")} data-testid="slot-new">
              {t("addSlot")}
            </button>
          ) : null}
        </div>
        <ActionStatus message={said ? { kind: "success", text: said } : message} testId="schedule-status" />
        {editing !== null ? (
          <SlotForm
            key={`${channel.code}-${editing}`}
            lang={lang}
            channel={channel}
            slot={edited}
            categories={categories}
            onCancel={() => setEditing(null)}
            onDone={changed}
            onDelete={(slot) => {
              clearDialogError();
              setDeleting(slot);
            }}
          />
        ) : null}
        <div className="producer-week" data-testid="schedule-week">
          {WEEK_DAYS.map((day) => {
            const today = slots.filter((slot) => (slot.weekdays & (1 << day)) !== 0);
            return (
              <section key={day} className="producer-day" aria-labelledby={`schedule-day-${day}`}>
                <h3 id={`schedule-day-${day}`}>{t(`day_${day}`)}</h3>
                {today.length ? (
                  <ol className="producer-slots">
                    {today.map((slot) => (
                      <li key={slot.id} className="producer-slot" data-testid="schedule-slot">
                        <button
                          type="button"
                          className="producer-slot__edit"
                          onClick={() => {
                            setSaid(null);
                            setEditing(slot.id);
                          }}
                        >
                          <time className="producer-slot__time">{clockOf(slot.startMinute)}</time>
                          <span>{textIn(slot.title, lang)}</span>
                          <span className="console-note">{t("minutes", { count: slot.durationMinutes })}</span>
                        </button>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="console-note">{t("dayEmpty")}</p>
                )}
              </section>
            );
          })}
        </div>
      </section>
      <ConfirmDialog
        lang={lang}
        open={deleting !== null}
        title={t("deleteSlotConfirm")}
        confirmLabel={t("deleteSlot")}
        pending={pending !== null}
        error={dialogError}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const title = textIn(deleting.title, lang);
          void run(
            `delete-${deleting.id}`,
            () => call(scheduleConsoleApi.deleteSlot, { params: { id: deleting.id } }),
            () => {
              setDeleting(null);
              changed(t("slotDeleted", { title }));
              return t("slotDeleted", { title });
            },
            "dialog",
          );
        }}
      >
        <p>{deleting ? t("deleteSlotBody", { title: textIn(deleting.title, lang), time: clockOf(deleting.startMinute) }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The CSV import: the file is read by the browser and sent as text; the server's answer is every wrong row, or done. */
function ImportPanel() {
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const revalidator = useRevalidator();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ScheduleImportResult | null>(null);
  const { busy, outcome, submit, fail } = useSubmit(lang);

  const send = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) return fail(t("importNoFile"));
    void submit(async () => {
      const answer = await call(scheduleConsoleApi.import, { body: { csv: await file.text() } });
      setResult(answer);
      if (!answer.imported) return null;
      void revalidator.revalidate();
      return t("importDone", { week: answer.week, channels: answer.channels.map((c) => t("importChannel", { channel: c.code, slots: c.slots })).join("; ") });
    });
  };

  return (
    <form className="console-panel producer-form" onSubmit={send} noValidate aria-labelledby="schedule-import-title" data-testid="schedule-import">
      <h2 id="schedule-import-title" className="console-panel__title">
        {t("importTitle")}
      </h2>
      <Field id="schedule-csv" label={t("fieldCsv")} hint={t("importHint", { columns: SCHEDULE_CSV_COLUMNS.join(", ") })}>
        {(control) => <input {...control} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
      </Field>
      <div className="producer-actions">
        <button type="submit" className="button button--primary" disabled={busy} data-testid="schedule-import-submit">
          {busy ? t("importing") : t("importButton")}
        </button>
      </div>
      <div role="status" data-testid="schedule-import-result">
        {outcome?.kind === "success" ? <FormMessage kind="success">{outcome.text}</FormMessage> : null}
      </div>
      {outcome?.kind === "error" ? <FormMessage kind="error">{outcome.text}</FormMessage> : null}
      {result && !result.imported ? (
        <div className="form-message form-message--error" role="alert" data-testid="schedule-import-errors">
          <p>{t("importRefused", { count: result.errors.length })}</p>
          <ul>
            {result.errors.map((error, i) => (
              <li key={i}>{t("importLine", { line: error.line, message: error.message })}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
