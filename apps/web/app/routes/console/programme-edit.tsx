import { useMemo, type FormEvent } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/programme-edit";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import { PROGRAM_TYPES, type ProgramType } from "@portal/contract/schemas/program";
import {
  PROGRAMME_DESCRIPTION_MAX,
  PROGRAMME_SUMMARY_MAX,
  PROGRAMME_TITLE_MAX,
  type ConsoleProgramme,
  type ConsoleProgrammeOptions,
  type ProgrammeInput,
} from "@portal/contract/schemas/program/console";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { Field } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadEditedItem, loadForDesk } from "../../features/console/news/news-load.server.ts";
import { useEditorDraft } from "../../features/console/form/use-draft.ts";
import { EditorHead } from "../../features/console/form/EditorHead.tsx";
import { EpisodeForm, EpisodeList } from "../../features/console/producer/Episodes.tsx";
import { FeaturesPanel } from "../../features/console/producer/Features.tsx";
import { HostOrder } from "../../features/console/producer/Hosts.tsx";
import { ItemsPanel } from "../../features/console/producer/ItemsPanel.tsx";
import { partsMessages } from "../../features/console/producer/parts-messages.ts";
import { CheckList, LocalizedFields, OutcomeMessage } from "../../features/console/form/LocalizedFields.tsx";
import { producerMessages } from "../../features/console/producer/messages.ts";
import { consoleFormMessages } from "../../features/console/form/messages.ts";
import { useSubmit } from "../../features/console/form/use-submit.ts";
import { PictureField } from "../../features/console/form/PictureField.tsx";
import { HOSTS_PATH, PROGRAMMES_PATH, programmePath } from "../../features/console/producer/producer.ts";
import { emptyText, textIn } from "../../features/console/form/texts.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navProgrammes");

interface ProgrammeData {
  programme: ConsoleProgramme | null;
  options: ConsoleProgrammeOptions;
}

/** The programme (none for a new one) with its episodes, and what its form offers. */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<ProgrammeData> {
  const lang = consoleLangOfRequest(request);
  const [programme, options] = await Promise.all([loadEditedItem(context, request, lang, programConsoleApi.get, params.id), loadForDesk(context, request, lang, programConsoleApi.options)]);
  return { programme, options };
}

/** The form's state: every text in every locale (ProgrammeInput with its defaults filled). */
type Draft = Omit<Required<ProgrammeInput>, "title" | "summary" | "description" | "coverAlt" | "cover"> & {
  title: ConsoleText;
  summary: ConsoleText;
  description: ConsoleText;
  coverAlt: ConsoleText;
  cover: string | null;
};

const draftOf = (p: ConsoleProgramme | null, options: ConsoleProgrammeOptions): Draft =>
  p
    ? { type: p.type, channel: p.channel, title: p.title, summary: p.summary, description: p.description, categories: p.categories, hostIds: p.hostIds, cover: p.cover, coverAlt: p.coverAlt }
    : { type: "tv", channel: options.channels[0]?.code ?? "", title: emptyText(), summary: emptyText(), description: emptyText(), categories: [], hostIds: [], cover: null, coverAlt: emptyText() };

/** A programme's editor: its texts in the four locales, type, channel, categories, hosts and cover; then its episodes. */
export default function ProgrammeEdit({ loaderData }: Route.ComponentProps) {
  const { programme, options } = loaderData;
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { draft, set } = useEditorDraft(programme, (p): Draft => draftOf(p, options));
  const { busy, outcome, submit } = useSubmit(lang);
  const hostNames = useMemo(() => new Map(options.hosts.map((h) => [h.id, h.name])), [options.hosts]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      if (!programme) {
        const created = await call(programConsoleApi.create, { body: draft });
        navigate(programmePath(created.id));
        return null;
      }
      await call(programConsoleApi.update, { params: { id: programme.id }, body: draft });
      void revalidator.revalidate();
      return t("saved");
    });
  };

  const heading = programme ? textIn(programme.title, lang) : t("newProgramme");
  return (
    <div className="console-page producer-page" data-testid="programme-editor">
      <EditorHead
        back={{ to: PROGRAMMES_PATH, label: t("backToProgrammes") }}
        title={heading}
        state={
          programme && {
            badge: `news-status news-status--${programme.published ? "published" : "draft"}`,
            label: t(programme.published ? "shown" : "hidden"),
            publicPage: programme.published ? { href: `/${lang}/program-detail/${programme.slug}`, label: t("publicPage") } : null,
          }
        }
      />

      <form className="console-panel producer-form" onSubmit={save} noValidate aria-labelledby="programme-form-title" data-testid="programme-form">
        <h2 id="programme-form-title" className="console-panel__title">
          {t("programmeDetails")}
        </h2>
        <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
        <LocalizedFields lang={lang} id="programme-title" legend={t("fieldTitle")} value={draft.title} onValue={(v) => set("title", v)} required maxLength={PROGRAMME_TITLE_MAX} />
        <LocalizedFields lang={lang} id="programme-summary" legend={t("fieldSummary")} value={draft.summary} onValue={(v) => set("summary", v)} multiline maxLength={PROGRAMME_SUMMARY_MAX} />
        <LocalizedFields lang={lang} id="programme-description" legend={t("fieldDescription")} value={draft.description} onValue={(v) => set("description", v)} multiline maxLength={PROGRAMME_DESCRIPTION_MAX} />
        <div className="producer-row">
          <Field id="programme-type" label={t("fieldType")}>
            {(control) => (
              <select {...control} value={draft.type} onChange={(e) => set("type", e.target.value as ProgramType)}>
                {PROGRAM_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type_${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="programme-channel" label={t("fieldChannel")}>
            {(control) => (
              <select {...control} value={draft.channel} onChange={(e) => set("channel", e.target.value)}>
                {options.channels.map((channel) => (
                  <option key={channel.code} value={channel.code}>
                    {channel.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <CheckList legend={t("fieldCategories")} name="categories" options={options.categories.map((c) => ({ value: c.slug, label: c.name }))} checked={draft.categories} onChange={(v) => set("categories", v)} />
        <CheckList
          legend={t("fieldHosts")}
          name="hosts"
          options={options.hosts.map((h) => ({ value: String(h.id), label: h.name }))}
          checked={draft.hostIds.map(String)}
          onChange={(v) => set("hostIds", v.map(Number))}
        />
        <HostOrder lang={lang} hostIds={draft.hostIds.map(Number)} names={hostNames} onOrder={(ids) => set("hostIds", ids)} />
        <p className="console-note">
          <Link to={HOSTS_PATH}>{translator(partsMessages, lang)("manageHosts")}</Link>
        </p>
        <PictureField lang={lang} legend={t("fieldCover")} value={draft.cover} alt={textIn(draft.coverAlt, lang)} onValue={(v) => set("cover", v)} submit={submit} />
        <LocalizedFields lang={lang} id="programme-cover-alt" legend={t("fieldCoverAlt")} value={draft.coverAlt} onValue={(v) => set("coverAlt", v)} required={draft.cover !== null} maxLength={300} />
        <OutcomeMessage outcome={outcome} testId="programme-outcome" />
        <div className="producer-actions">
          <button type="submit" className="button button--primary" disabled={busy} data-testid="programme-save">
            {programme ? t("save") : t("newProgramme")}
          </button>
        </div>
      </form>

      {programme ? <ProgrammeEpisodes programme={programme} onChanged={() => void revalidator.revalidate()} /> : null}
      {programme ? <FeaturesPanel lang={lang} programmeId={programme.id} features={programme.features} onChanged={() => void revalidator.revalidate()} /> : null}
    </div>
  );
}

/** The episodes' panel: the list, the form for a new or an edited episode, and deletion asked in a dialog. */
function ProgrammeEpisodes({ programme, onChanged }: { programme: ConsoleProgramme; onChanged: () => void }) {
  const lang = useConsoleLang();
  const t = translator(producerMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  return (
    <ItemsPanel
      lang={lang}
      testId="episodes"
      newTestId="episode-new"
      texts={{
        title: t("episodesTitle"),
        newLabel: t("newEpisode"),
        deleteTitle: t("deleteEpisode"),
        deleteLabel: t("delete"),
        deleteBody: (title) => t("deleteEpisodeBody", { title }),
        added: (title) => t("episodeAdded", { title }),
        saved: (title) => t("episodeSaved", { title }),
        deleted: (title) => t("episodeDeleted", { title }),
      }}
      items={programme.episodes}
      idOf={(e) => e.id}
      titleOf={(e) => textIn(e.title, lang)}
      form={(episode, done, cancel) => <EpisodeForm lang={lang} programmeId={programme.id} radio={programme.type === "radio"} episode={episode} onCancel={cancel} onSaved={done} />}
      list={(actions) => <EpisodeList lang={lang} episodes={programme.episodes} {...actions} />}
      remove={(id) => call(programConsoleApi.deleteEpisode, { params: { id } })}
      onChanged={onChanged}
    />
  );
}
