import { useMemo, useState, type FormEvent } from "react";
import { programConsoleApi } from "@portal/contract/endpoints/program";
import type { UrlLang } from "@portal/contract/locales";
import type { ConsoleText } from "@portal/contract/schemas/console-text";
import { HOST_BIO_MAX, HOST_NAME_MAX, type ConsoleHost } from "@portal/contract/schemas/program/console";
import { translator } from "../../../i18n/define.ts";
import { consoleCall } from "../console-api.ts";
import { FormEnd, LocalizedFields } from "../form/LocalizedFields.tsx";
import { consoleFormMessages } from "../form/messages.ts";
import { PictureField } from "../form/PictureField.tsx";
import { emptyText, textIn } from "../form/texts.ts";
import { useSubmit } from "../form/use-submit.ts";
import { ItemRows, ItemsPanel } from "./ItemsPanel.tsx";
import { partsMessages } from "./parts-messages.ts";

interface Draft {
  name: ConsoleText;
  bio: ConsoleText;
  photo: string | null;
}

/** A new or an edited host: name and biography in four locales, photo. */
function HostForm({ lang, host, onCancel, onSaved }: { lang: UrlLang; host: ConsoleHost | null; onCancel: () => void; onSaved: (title: string, created: boolean) => void }) {
  const p = translator(partsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [draft, setDraft] = useState<Draft>(() => (host ? { name: host.name, bio: host.bio, photo: host.photo } : { name: emptyText(), bio: emptyText(), photo: null }));
  const { busy, outcome, submit } = useSubmit(lang);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => {
      const saved = host ? await call(programConsoleApi.updateHost, { params: { id: host.id }, body: draft }) : await call(programConsoleApi.createHost, { body: draft });
      onSaved(textIn(saved.name, lang), !host);
      return null;
    });
  };
  return (
    <form className="producer-episode-form" onSubmit={save} noValidate aria-labelledby="host-form-title" data-testid="host-form">
      <h3 id="host-form-title">{host ? p("editHost", { name: textIn(host.name, lang) }) : p("newHost")}</h3>
      <p className="console-note">{translator(consoleFormMessages, lang)("zhCnNote")}</p>
      <LocalizedFields lang={lang} id="host-name" legend={p("fieldName")} value={draft.name} onValue={(v) => set("name", v)} required maxLength={HOST_NAME_MAX} />
      <LocalizedFields lang={lang} id="host-bio" legend={p("fieldBio")} value={draft.bio} onValue={(v) => set("bio", v)} multiline maxLength={HOST_BIO_MAX} />
      <PictureField lang={lang} legend={p("fieldPhoto")} value={draft.photo} alt={textIn(draft.name, lang)} onValue={(v) => set("photo", v)} submit={submit} testId="host-photo" />
      <FormEnd lang={lang} outcome={outcome} busy={busy} saveLabel={host ? p("saveHost") : p("addHost")} onCancel={onCancel} testId="host" />
    </form>
  );
}

/** Every host's profile, with the programmes that name them: new, edit, delete. */
export function HostsPanel({ lang, hosts, onChanged }: { lang: UrlLang; hosts: ConsoleHost[]; onChanged: () => void }) {
  const p = translator(partsMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  return (
    <ItemsPanel
      lang={lang}
      testId="hosts"
      newTestId="host-new"
      texts={{
        title: p("hostsTitle"),
        newLabel: p("newHost"),
        deleteTitle: p("deleteHost"),
        deleteLabel: p("delete"),
        deleteBody: (title) => p("deleteHostBody", { title }),
        added: (title) => p("hostAdded", { title }),
        saved: (title) => p("hostSaved", { title }),
        deleted: (title) => p("hostDeleted", { title }),
      }}
      items={hosts}
      idOf={(h) => h.id}
      titleOf={(h) => textIn(h.name, lang)}
      form={(host, done, cancel) => <HostForm lang={lang} host={host} onCancel={cancel} onSaved={done} />}
      list={(actions) => (
        <ItemRows
          {...actions}
          rows={hosts.map((h) => ({ id: h.id, title: textIn(h.name, lang), picture: h.photo, note: h.programmes.length ? p("hostIn", { programmes: h.programmes.join(", ") }) : p("hostInNone") }))}
          empty={p("hostsEmpty")}
          editLabel={p("edit")}
          deleteLabel={p("delete")}
          testId="host-row"
        />
      )}
      remove={(id) => call(programConsoleApi.deleteHost, { params: { id } })}
      onChanged={onChanged}
    />
  );
}

/** The chosen hosts in the order the programme's page shows them, each with Up and Down named after it. */
export function HostOrder({ lang, hostIds, names, onOrder }: { lang: UrlLang; hostIds: number[]; names: Map<number, string>; onOrder: (ids: number[]) => void }) {
  const p = translator(partsMessages, lang);
  if (hostIds.length < 2) return null;
  const move = (index: number, by: -1 | 1) => {
    const next = [...hostIds];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onOrder(next);
  };
  return (
    <fieldset className="console-texts" data-testid="host-order">
      <legend>{p("hostOrder")}</legend>
      <ol className="producer-order">
        {hostIds.map((id, index) => {
          const name = names.get(id) ?? String(id);
          return (
            <li key={id}>
              <span>
                {index + 1}. {name}
              </span>
              <span className="producer-caption__actions">
                <button type="button" className="button console-button--quiet" disabled={index === 0} onClick={() => move(index, -1)} aria-label={p("moveUp", { name })}>
                  {p("up")}
                </button>
                <button type="button" className="button console-button--quiet" disabled={index === hostIds.length - 1} onClick={() => move(index, 1)} aria-label={p("moveDown", { name })}>
                  {p("down")}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
