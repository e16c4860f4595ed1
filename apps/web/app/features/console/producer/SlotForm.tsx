import { useMemo, useState, type FormEvent } from "react";
import { scheduleConsoleApi } from "@portal/contract/endpoints/broadcast";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleChannel, ConsoleSlot } from "@portal/contract/schemas/broadcast/console";
import { REGION_CODES } from "@portal/contract/schemas/broadcast/regions";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../../components/Field.tsx";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { CheckList, FormEnd, LocalizedFields, OutcomeMessage } from "../form/LocalizedFields.tsx";
import { producerMessages } from "./messages.ts";
import { useSubmit } from "../form/use-submit.ts";
import { WEEK_DAYS, clockOf } from "./producer.ts";
import { emptyText, textIn } from "../form/texts.ts";

interface Draft {
  title: ConsoleText;
  days: string[];
  start: string;
  minutes: string;
  programSlug: string;
  category: string;
}

const draftOf = (slot: ConsoleSlot | null): Draft =>
  slot
    ? {
        title: slot.title,
        days: WEEK_DAYS.filter((d) => (slot.weekdays & (1 << d)) !== 0).map(String),
        start: clockOf(slot.startMinute),
        minutes: String(slot.durationMinutes),
        programSlug: slot.programSlug ?? "",
        category: slot.category ?? "",
      }
    : { title: emptyText(), days: ["0", "1", "2", "3", "4"], start: "", minutes: "60", programSlug: "", category: "" };

/**
 * One slot of a channel's week, new or edited: its title in four locales, the days it airs, its Macau start and
 * length, and optionally its programme and category. The server refuses an overlap in its own words.
 */
export function SlotForm({
  lang,
  channel,
  slot,
  categories,
  onDone,
  onCancel,
  onDelete,
}: {
  lang: UrlLang;
  channel: ConsoleChannel;
  slot: ConsoleSlot | null;
  categories: { code: string; name: string }[];
  onDone: (message: string) => void;
  onCancel: () => void;
  onDelete: (slot: ConsoleSlot) => void;
}) {
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState(() => draftOf(slot));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const [hours, minutes] = draft.start.split(":").map(Number);
    const body = {
      title: draft.title,
      weekdays: draft.days.reduce((bits, day) => bits | (1 << Number(day)), 0),
      startMinute: (hours ?? NaN) * 60 + (minutes ?? NaN),
      durationMinutes: Number(draft.minutes),
      programSlug: draft.programSlug.trim() || null,
      category: draft.category || null,
    };
    void submit(async () => {
      const saved = slot
        ? await call(scheduleConsoleApi.updateSlot, { params: { id: slot.id }, body })
        : await call(scheduleConsoleApi.createSlot, { body: { ...body, channel: channel.code } });
      onDone(t(slot ? "slotSaved" : "slotAdded", { title: textIn(saved.title, lang) }));
      return null;
    });
  };

  return (
    <form className="producer-episode-form" onSubmit={save} noValidate aria-labelledby="slot-form-title" data-testid="slot-form">
      <h3 id="slot-form-title">{slot ? t("editSlot", { title: textIn(slot.title, lang) }) : t("newSlot")}</h3>
      <LocalizedFields lang={lang} id="slot-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={200} />
      <CheckList legend={t("fieldDays")} name="days" options={WEEK_DAYS.map((d) => ({ value: String(d), label: t(`day_${d}`) }))} checked={draft.days} onChange={(v) => set("days", v)} />
      <div className="producer-row">
        <Field id="slot-start" label={t("fieldStart")} required>
          {(control) => <input {...control} type="time" value={draft.start} onChange={(e) => set("start", e.target.value)} />}
        </Field>
        <Field id="slot-minutes" label={t("fieldDuration")} required>
          {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={1440} value={draft.minutes} onChange={(e) => set("minutes", e.target.value)} />}
        </Field>
        <Field id="slot-programme" label={t("fieldProgramme")}>
          {(control) => <input {...control} type="text" value={draft.programSlug} onChange={(e) => set("programSlug", e.target.value)} />}
        </Field>
        <Field id="slot-category" label={t("fieldCategory")}>
          {(control) => (
            <select {...control} value={draft.category} onChange={(e) => set("category", e.target.value)}>
              <option value="">{t("noCategory")}</option>
              {categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("saveSlot")} onCancel={onCancel} testId="slot">
        {slot ? (
          <button type="button" className="button console-button--danger" onClick={() => onDelete(slot)}>
            {t("deleteSlot")}
          </button>
        ) : null}
      </FormEnd>
    </form>
  );
}

/** A live channel's origin and switch (PUT …/channels/:code). */
/** The regions offered first: Macau and its neighbours, and the Portuguese-speaking countries TDM broadcasts for. */
const FEATURED_REGIONS = ["MO", "HK", "CN", "TW", "PT", "BR", "AO", "MZ", "CV", "GW", "ST", "TL"];
const DISPLAY_LOCALE: Record<UrlLang, string> = { "zh-hant": "zh-Hant", "zh-hans": "zh-Hans", en: "en", pt: "pt" };

/** A region's name in the console's language (the browser's or Node's own names; the code where it has none). */
function useRegionName(lang: UrlLang): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([DISPLAY_LOCALE[lang]], { type: "region", fallback: "code" });
    return (code: string) => `${names.of(code) ?? code} (${code})`;
  }, [lang]);
}

/**
 * The regions that may play a channel (docs/console.md "Producer"): check boxes for the featured ones and those
 * chosen, and a list of every other region with a button that adds it. None chosen: the site's LIVE_REGIONS.
 * The names may differ by a word between Node's and the browser's data, hence suppressHydrationWarning.
 */
function RegionField({ lang, regions, defaults, onChange }: { lang: UrlLang; regions: string[]; defaults: string[]; onChange: (regions: string[]) => void }) {
  const t = translator(producerMessages, lang);
  const nameOf = useRegionName(lang);
  const [other, setOther] = useState("");
  const shown = [...new Set([...FEATURED_REGIONS, ...regions])];
  const rest = REGION_CODES.filter((code) => !shown.includes(code));
  return (
    <div className="producer-regions" data-testid="channel-regions">
      <CheckList
        legend={t("fieldRegions")}
        name="channel-regions"
        options={shown.map((code) => ({ value: code, label: <span suppressHydrationWarning>{nameOf(code)}</span> }))}
        checked={regions}
        onChange={onChange}
      />
      <p className="console-note" suppressHydrationWarning>
        {t("regionsHint", { list: defaults.map(nameOf).join(", ") })}
      </p>
      <div className="producer-row">
        <Field id="channel-region-other" label={t("addRegion")}>
          {(control) => (
            <select {...control} value={other} onChange={(e) => setOther(e.target.value)}>
              <option value="">{t("chooseRegion")}</option>
              {rest.map((code) => (
                <option key={code} value={code} suppressHydrationWarning>
                  {nameOf(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button
          type="button"
          className="button console-button--quiet"
          disabled={!other}
          onClick={() => {
            onChange([...regions, other]);
            setOther("");
          }}
        >
          {t("addRegionButton")}
        </button>
      </div>
    </div>
  );
}

export function ChannelForm({ lang, channel, onDone }: { lang: UrlLang; channel: ConsoleChannel; onDone: () => void }) {
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [origin, setOrigin] = useState(channel.originUrl ?? "");
  const [live, setLive] = useState(channel.liveEnabled);
  const [regions, setRegions] = useState(channel.regions);
  const { busy, outcome, submit } = useSubmit(lang);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      await call(scheduleConsoleApi.channel, { params: { code: channel.code }, body: { originUrl: origin.trim() || null, liveEnabled: live, regions } });
      onDone();
      return t("channelSaved");
    });
  };

  return (
    <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="channel-form-title" data-testid="channel-form">
      <h2 id="channel-form-title" className="console-panel__title">
        {t("channelTitle")}: {channel.name}
      </h2>
      <Field id="channel-origin" label={t("fieldOrigin")} hint={t("originHint")}>
        {(control) => <input {...control} type="text" inputMode="url" value={origin} onChange={(e) => setOrigin(e.target.value)} />}
      </Field>
      <label className="console-check">
        <input type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} />
        <span>{t("fieldLive")}</span>
      </label>
      <RegionField lang={lang} regions={regions} defaults={channel.defaultRegions} onChange={setRegions} />
      <OutcomeMessage outcome={outcome} />
      <div className="producer-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("saveChannel")}
        </button>
      </div>
    </form>
  );
}
