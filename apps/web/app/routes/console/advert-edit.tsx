import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/advert-edit";
import { adRatioOf } from "@portal/contract/ad-slots";
import { advertConsoleApi } from "@portal/contract/endpoints/advertisement-console";
import { ADVERT_CONTENT_MAX, ADVERT_TITLE_MAX, CONSOLE_AD_SLOTS } from "@portal/contract/advert-rules";
import type { ConsoleAdvert } from "@portal/contract/schemas/advertisement/console";
import { Field } from "../../components/Field.tsx";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { AdvertPreview } from "../../features/console/adverts/AdvertPreview.tsx";
import { advertBadge, advertPath, slotPath } from "../../features/console/adverts/adverts.ts";
import { advertConsoleMessages } from "../../features/console/adverts/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/marketing/marketing.css";
import "../../features/console/adverts/adverts.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navAdverts");

/** A new advert may be started in a slot (`?slot=`, from the slot's list). */
export const handle: RouteHandle = { query: { slot: oneOfQuery(CONSOLE_AD_SLOTS) } };

/** The advert (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ advert: ConsoleAdvert | null; slot: string }> {
  const slot = CONSOLE_AD_SLOTS.find((s) => s === new URL(request.url).searchParams.get("slot")) ?? CONSOLE_AD_SLOTS[0]!;
  if (params.id === undefined) return { advert: null, slot };
  const asked = Number(params.id);
  const id = Number.isInteger(asked) && asked > 0 ? asked : 0;
  return { advert: await loadForDesk(context, request, consoleLangOfRequest(request), advertConsoleApi.get, { params: { id } }), slot };
}

/** The form's state: the advert's fields, the window as Macau minutes (empty: no bound). */
type Draft = Omit<ConsoleAdvert, "id" | "ratio" | "status" | "clicks" | "startsAt" | "endsAt"> & { startsAt: string; endsAt: string };

const draftOf = (a: ConsoleAdvert | null, slot: string): Draft =>
  a
    ? {
        slot: a.slot,
        title: a.title,
        content: a.content,
        url: a.url,
        cover: a.cover,
        respCover: a.respCover,
        newWindow: a.newWindow,
        hasInnerDetail: a.hasInnerDetail,
        startsAt: a.startsAt ? macauMinuteOf(a.startsAt) : "",
        endsAt: a.endsAt ? macauMinuteOf(a.endsAt) : "",
        published: a.published,
      }
    : // A new advert: hidden, starting now, no end.
      { slot, title: emptyText(), content: emptyText(), url: "", cover: null, respCover: null, newWindow: false, hasInnerDetail: false, startsAt: macauMinuteOf(Date.now()), endsAt: "", published: false };

/** An advert's editor: slot, texts, link, pictures, window, shown or not; beside it the preview in the slot's ratio. */
export default function AdvertEdit({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(advertConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const [advert, setAdvert] = useState(loaderData.advert);
  const [draft, setDraft] = useState<Draft>(() => draftOf(loaderData.advert, loaderData.slot));
  const [seen, setSeen] = useState(loaderData.advert);
  if (seen !== loaderData.advert) {
    setSeen(loaderData.advert);
    setAdvert(loaderData.advert);
    setDraft(draftOf(loaderData.advert, loaderData.slot));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const { pending, message, run } = useRowAction(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!advert) {
        const created = await call(advertConsoleApi.create, { body: draft });
        navigate(advertPath(created.id));
        return null;
      }
      const after = await call(advertConsoleApi.update, { params: { id: advert.id }, body: draft });
      setAdvert(after);
      setDraft(draftOf(after, after.slot));
      return t("saved");
    });
  };
  const setShown = (published: boolean) =>
    void run(published ? "show" : "hide", () => call(advertConsoleApi.visibility, { params: { id: advert!.id }, body: { published } }), (after) => {
      setAdvert(after);
      setDraft((d) => ({ ...d, published: after.published }));
      return t(published ? "shownDone" : "hiddenDone", { title: textIn(after.title, lang) });
    });

  const check = (key: "newWindow" | "hasInnerDetail" | "published", label: string, testId: string, describedBy?: string) => (
    <label className="console-check">
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} data-testid={testId} {...(describedBy ? { "aria-describedby": describedBy } : {})} />
      <span>{label}</span>
    </label>
  );

  return (
    <div className="console-page producer-page" data-testid="advert-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={slotPath(advert?.slot ?? draft.slot)}>{t("backToAdverts")}</Link>
        </p>
        <h1>{advert ? textIn(advert.title, lang) : t("newAdvert")}</h1>
        {advert ? (
          <div className="marketing-actions">
            <span className={advertBadge(advert.status)} data-testid="advert-status">
              {t(`status_${advert.status}`)}
            </span>
            <button
              type="button"
              className={advert.published ? "button console-button--quiet" : "button button--primary"}
              disabled={pending !== null}
              onClick={() => setShown(!advert.published)}
              data-testid={advert.published ? "advert-hide" : "advert-show"}
            >
              {t(advert.published ? "hide" : "show")}
            </button>
            {advert.status === "shown" && advert.hasInnerDetail ? (
              <a href={`/${lang}/advertisement/${advert.id}`} target="_blank" rel="noreferrer">
                {t("publicPage")}
              </a>
            ) : null}
          </div>
        ) : null}
        <ActionStatus message={message} testId="advert-action-status" />
      </header>

      <div className="advert-edit">
        <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="advert-form-title" data-testid="advert-form">
          <h2 id="advert-form-title" className="console-panel__title">
            {t("advertDetails")}
          </h2>
          <Field id="advert-slot" label={t("fieldSlot")}>
            {(control) => (
              <select {...control} value={draft.slot} onChange={(e) => set("slot", e.target.value)}>
                {CONSOLE_AD_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {t(`slot_${slot}` as "slot_footer")}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
          <LocalizedFields lang={lang} id="advert-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={ADVERT_TITLE_MAX} />
          <LocalizedFields lang={lang} id="advert-content" legend={t("fieldContent")} value={draft.content} onValue={(v) => set("content", v)} multiline maxLength={ADVERT_CONTENT_MAX} />
          <Field id="advert-url" label={t("fieldUrl")}>
            {(control) => <input {...control} type="text" inputMode="url" maxLength={500} value={draft.url} onChange={(e) => set("url", e.target.value)} />}
          </Field>
          {check("newWindow", t("fieldNewWindow"), "advert-new-window")}
          {check("hasInnerDetail", t("fieldInnerDetail"), "advert-inner-detail")}
          <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.title, lang)} onValue={(v) => set("cover", v)} submit={submit} testId="advert-cover" />
          <PictureField lang={lang} legend={t("fieldRespCover")} value={draft.respCover} alt={textIn(draft.title, lang)} onValue={(v) => set("respCover", v)} submit={submit} testId="advert-resp-cover" />
          <div className="producer-row">
            <Field id="advert-starts" label={t("fieldStarts")}>
              {(control) => <input {...control} type="datetime-local" value={draft.startsAt} onChange={(e) => set("startsAt", e.target.value)} />}
            </Field>
            <Field id="advert-ends" label={t("fieldEnds")}>
              {(control) => <input {...control} type="datetime-local" value={draft.endsAt} onChange={(e) => set("endsAt", e.target.value)} />}
            </Field>
          </div>
          <div>
            {check("published", t("fieldShown"), "advert-published", "advert-shown-hint")}
            <p className="console-note" id="advert-shown-hint">
              {t("shownHint")}
            </p>
          </div>
          <OutcomeMessage outcome={outcome} testId="advert-outcome" />
          <div className="producer-actions">
            <button type="submit" className="button button--primary" disabled={busy} data-testid="advert-save">
              {advert ? t("save") : t("newAdvert")}
            </button>
          </div>
        </form>
        <AdvertPreview lang={lang} slot={draft.slot} ratio={adRatioOf(draft.slot)} title={textIn(draft.title, lang)} cover={draft.cover} respCover={draft.respCover} />
      </div>
    </div>
  );
}
