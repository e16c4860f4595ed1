import { useMemo, useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/schedule";
import { scheduleConsoleApi } from "@portal/contract/endpoints/broadcast";
import { SCHEDULE_CSV_COLUMNS, type ConsoleScheduleWeek, type ScheduleImportResult } from "@portal/contract/schemas/broadcast/console";
import type { RouteHandle } from "../../context.ts";
import { Field } from "../../components/Field.tsx";
import { FormMessage } from "../../components/Form.tsx";
import { errorMessage } from "../../data/call.ts";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { textFilter } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { SCHEDULE_PATH, clockOf, textIn } from "../../features/console/producer/producer.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navSchedule");

/** The channel shown is the address's `?channel=` (a link keeps it). */
export const handle: RouteHandle = { query: { channel: textFilter(100) } };

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleScheduleWeek> {
  const channel = new URL(request.url).searchParams.get("channel") || undefined;
  return loadForDesk(context, request, consoleLangOfRequest(request), scheduleConsoleApi.week, { query: channel ? { channel } : {} });
}

const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** The schedule: a channel's week as seven day columns (a list of days on a phone), and the CSV import. */
export default function Schedule({ loaderData }: Route.ComponentProps) {
  const { channel, channels, slots } = loaderData;
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const navigate = useNavigate();

  return (
    <div className="console-page producer-page producer-page--wide" data-testid="schedule">
      <header className="console-page__head">
        <h1>{t("scheduleTitle")}</h1>
        <p className="console-page__lead">{t("scheduleLead")}</p>
      </header>

      <ImportPanel />

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
          <p className="console-note">{t(channel.liveEnabled ? "liveOn" : "liveOff")}</p>
        </form>
        <h2 id="schedule-grid-title" className="console-panel__title">
          {t("weekGrid", { channel: channel.name })}
        </h2>
        <div className="producer-week" data-testid="schedule-week">
          {DAYS.map((day) => {
            const today = slots.filter((slot) => (slot.weekdays & (1 << day)) !== 0);
            return (
              <section key={day} className="producer-day" aria-labelledby={`schedule-day-${day}`}>
                <h3 id={`schedule-day-${day}`}>{t(`day_${day}`)}</h3>
                {today.length ? (
                  <ol className="producer-slots">
                    {today.map((slot) => (
                      <li key={slot.id} className="producer-slot" data-testid="schedule-slot">
                        <time className="producer-slot__time">{clockOf(slot.startMinute)}</time>
                        <span>{textIn(slot.title, lang)}</span>
                        <span className="console-note">{t("minutes", { count: slot.durationMinutes })}</span>
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
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ScheduleImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setResult(null);
    setFailure(null);
    if (!file) {
      setFailure(t("importNoFile"));
      return;
    }
    setBusy(true);
    try {
      const answer = await call(scheduleConsoleApi.import, { body: { csv: await file.text() } });
      setResult(answer);
      if (answer.imported) void revalidator.revalidate();
    } catch (error) {
      setFailure(errorMessage(error, t("failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-panel producer-form" onSubmit={submit} noValidate aria-labelledby="schedule-import-title" data-testid="schedule-import">
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
        {result?.imported ? (
          <FormMessage kind="success">
            {t("importDone", { week: result.week, channels: result.channels.map((c) => t("importChannel", { channel: c.code, slots: c.slots })).join("; ") })}
          </FormMessage>
        ) : null}
      </div>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
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
