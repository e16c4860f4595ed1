import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/campaign-edit";
import { campaignPagesConsoleApi } from "@portal/contract/endpoints/campaign";
import { CAMPAIGN_INTRO_MAX, CAMPAIGN_SUBTITLE_MAX, CAMPAIGN_TICKETS_MAX, CAMPAIGN_TITLE_MAX, type ConsoleCampaign } from "@portal/contract/schemas/campaign/console";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { CAMPAIGN_SLUG } from "../../features/campaign/campaign-paths.ts";
import { CAMPAIGNS_PATH, campaignBadge, campaignTicketsPath } from "../../features/console/campaigns/campaigns.ts";
import { campaignConsoleMessages } from "../../features/console/campaigns/messages.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { FormEnd, LocalizedFields } from "../../features/console/form/LocalizedFields.tsx";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { emptyText, macauMinuteOf, textIn } from "../../features/console/form/texts.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navCampaigns");

/** The campaign (none for a new one). */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ campaign: ConsoleCampaign | null }> {
  if (params.id === undefined) return { campaign: null };
  const id = Number(params.id);
  return { campaign: await loadForDesk(context, request, consoleLangOfRequest(request), campaignPagesConsoleApi.get, { params: { id: Number.isInteger(id) && id > 0 ? id : 0 } }) };
}

/** The form: the campaign's fields, the total as typed. */
type Draft = Omit<ConsoleCampaign, "id" | "status" | "ticketsRemaining" | "ticketsTotal"> & { ticketsTotal: string };
const DAY = 86_400_000;
const draftOf = (c: ConsoleCampaign | null): Draft =>
  c
    ? {
        slug: c.slug,
        title: c.title,
        subtitle: c.subtitle,
        intro: c.intro,
        cover: c.cover,
        congratulationsModerated: c.congratulationsModerated,
        eventTitle: c.eventTitle,
        eventVenue: c.eventVenue,
        eventStartsAt: macauMinuteOf(c.eventStartsAt),
        ticketsOpenAt: macauMinuteOf(c.ticketsOpenAt),
        ticketsCloseAt: macauMinuteOf(c.ticketsCloseAt),
        ticketsTotal: String(c.ticketsTotal),
        published: c.published,
      }
    : {
        slug: "",
        title: emptyText(),
        subtitle: emptyText(),
        intro: emptyText(),
        cover: null,
        congratulationsModerated: true,
        eventTitle: emptyText(),
        eventVenue: emptyText(),
        eventStartsAt: macauMinuteOf(Date.now() + 30 * DAY),
        ticketsOpenAt: macauMinuteOf(Date.now()),
        ticketsCloseAt: macauMinuteOf(Date.now() + 14 * DAY),
        ticketsTotal: "0",
        published: false,
      };

/**
 * A campaign page's editor (docs/campaigns.md "The campaign pages in the console"): the address, the texts in four
 * locales, the hero picture (the console's upload), the congratulations' moderation, the gala and its ticket window
 * and stock, published or not; a link to the public page to preview it.
 */
export default function CampaignEdit({ loaderData }: Route.ComponentProps) {
  const { campaign } = loaderData;
  const lang = useConsoleLang();
  const t = translator(campaignConsoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(() => draftOf(campaign));
  const [seen, setSeen] = useState(campaign);
  if (seen !== campaign) {
    setSeen(campaign);
    setDraft(draftOf(campaign));
  }
  const { busy, outcome, submit } = useSubmit(lang);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const heading = campaign ? textIn(campaign.title, lang) : t("newCampaign");

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      // A total that is not a whole number is the server's to refuse, in its words.
      const body = { ...draft, ticketsTotal: draft.ticketsTotal.trim() === "" ? Number.NaN : Number(draft.ticketsTotal) };
      if (!campaign) {
        const created = await call(campaignPagesConsoleApi.create, { body });
        navigate(`${CAMPAIGNS_PATH}/${created.id}`);
        return null;
      }
      await call(campaignPagesConsoleApi.update, { params: { id: campaign.id }, body });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  return (
    <div className="console-page producer-page" data-testid="campaign-editor">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={CAMPAIGNS_PATH}>{t("backToCampaigns")}</Link>
        </p>
        <h1>{heading}</h1>
        {campaign ? (
          <p className="console-note">
            <span className={campaignBadge(campaign.status)} data-testid="campaign-status">
              {t(`status_${campaign.status}`)}
            </span>{" "}
            <Link to={campaignTicketsPath(campaign.id)} data-testid="campaign-tickets-link">
              {t("ticketsLink")}
            </Link>
            {campaign.slug === CAMPAIGN_SLUG ? (
              <>
                {" · "}
                <a href={`/${lang}/${CAMPAIGN_SLUG}`} target="_blank" rel="noreferrer" data-testid="campaign-preview">
                  {t("publicPage")}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </header>
      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="campaign-form-title" data-testid="campaign-form">
        <h2 id="campaign-form-title" className="console-panel__title">
          {heading}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <p className="console-note">{t("previewNote")}</p>
        <Field id="campaign-slug" label={t("fieldSlug")} required>
          {(control) => <input {...control} type="text" maxLength={100} value={draft.slug} onChange={(e) => set({ slug: e.target.value })} />}
        </Field>
        <LocalizedFields lang={lang} id="campaign-title" legend={t("fieldTitle")} value={draft.title} onValue={(title) => set({ title })} required maxLength={CAMPAIGN_TITLE_MAX} />
        <LocalizedFields lang={lang} id="campaign-subtitle" legend={t("fieldSubtitle")} value={draft.subtitle} onValue={(subtitle) => set({ subtitle })} maxLength={CAMPAIGN_SUBTITLE_MAX} />
        <LocalizedFields lang={lang} id="campaign-intro" legend={t("fieldIntro")} value={draft.intro} onValue={(intro) => set({ intro })} multiline maxLength={CAMPAIGN_INTRO_MAX} />
        <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.title, lang)} onValue={(cover) => set({ cover })} submit={submit} testId="campaign-cover" />
        <label className="console-check">
          <input type="checkbox" checked={draft.congratulationsModerated} onChange={(e) => set({ congratulationsModerated: e.target.checked })} data-testid="campaign-moderated" />
          <span>{t("fieldModerated")}</span>
        </label>
        <fieldset className="console-texts">
          <legend>{t("eventLegend")}</legend>
          <div className="producer-row">
            <Field id="campaign-event-starts" label={t("fieldEventStarts")} required>
              {(control) => <input {...control} type="datetime-local" value={draft.eventStartsAt} onChange={(e) => set({ eventStartsAt: e.target.value })} />}
            </Field>
            <Field id="campaign-opens" label={t("fieldOpens")} required>
              {(control) => <input {...control} type="datetime-local" value={draft.ticketsOpenAt} onChange={(e) => set({ ticketsOpenAt: e.target.value })} />}
            </Field>
            <Field id="campaign-closes" label={t("fieldCloses")} required>
              {(control) => <input {...control} type="datetime-local" value={draft.ticketsCloseAt} onChange={(e) => set({ ticketsCloseAt: e.target.value })} />}
            </Field>
            <Field id="campaign-total" label={t("fieldTotal")} required hint={campaign ? t("totalHint", { taken: campaign.ticketsTotal - campaign.ticketsRemaining, remaining: campaign.ticketsRemaining }) : undefined}>
              {(control) => <input {...control} type="number" inputMode="numeric" min={0} max={CAMPAIGN_TICKETS_MAX} step={1} value={draft.ticketsTotal} onChange={(e) => set({ ticketsTotal: e.target.value })} />}
            </Field>
          </div>
        </fieldset>
        <LocalizedFields lang={lang} id="campaign-event-title" legend={t("fieldEventTitle")} value={draft.eventTitle} onValue={(eventTitle) => set({ eventTitle })} required maxLength={CAMPAIGN_TITLE_MAX} />
        <LocalizedFields lang={lang} id="campaign-venue" legend={t("fieldVenue")} value={draft.eventVenue} onValue={(eventVenue) => set({ eventVenue })} required maxLength={CAMPAIGN_TITLE_MAX} />
        <label className="console-check">
          <input type="checkbox" checked={draft.published} onChange={(e) => set({ published: e.target.checked })} data-testid="campaign-published" />
          <span>{t("fieldPublished")}</span>
        </label>
        <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={t("save")} testId="campaign" />
      </form>
    </div>
  );
}
