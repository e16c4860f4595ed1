import { useId, useState, type FormEvent } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { MENU_LANGUAGES } from "@portal/contract/schemas/common";
import type { ConsoleMenuEntry, MenuEntryInput, MenuName } from "@portal/contract/schemas/menu";
import { translator } from "../../../i18n/define.ts";
import { Dialog, DialogHeader } from "../../../components/Dialog.tsx";
import { CheckboxField, ChoiceGroup, SelectField, TextField } from "../../../components/Field.tsx";
import { FormMessage } from "../../../components/Form.tsx";
import { operationsMessages } from "../operations-messages.ts";
import { draftErrors, draftOf, inputOf, parentChoices, targetOf, TITLE_KEYS, titleIn, type DraftField, type MenuDraft } from "./menu-tree.ts";
import { menuMessages } from "./messages.ts";

/** What the dialog is for: a new entry in a menu (at the top, or under an entry), or an entry to change. */
export type MenuEntryAsked = { kind: "add"; menu: MenuName; parent: ConsoleMenuEntry | null } | { kind: "edit"; entry: ConsoleMenuEntry };

/** Titles are as long as the contract takes them. */
const TITLE_MAX_CHARS = 80;

/**
 * The entry's form, in a dialog: the four titles, a page of the site or an external link, its place in the menu,
 * the language the page opens in, hidden, a new window. What is missing is said at its field before sending; the
 * server's refusal (a path no page answers, a fourth level) is shown in its words and the dialog stays open.
 */
export function MenuEntryDialog({
  lang,
  asked,
  entries,
  pending,
  error,
  onClose,
  onSave,
}: {
  lang: UrlLang;
  asked: MenuEntryAsked | null;
  entries: readonly ConsoleMenuEntry[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (input: MenuEntryInput) => void;
}) {
  const t = translator(menuMessages, lang);
  const id = useId().replace(/:/g, "");
  const [shown, setShown] = useState<MenuEntryAsked | null>(null);
  const [draft, setDraft] = useState<MenuDraft>(() => draftOf(null, "main", null));
  const [missing, setMissing] = useState<DraftField[]>([]);
  if (shown !== asked) {
    setShown(asked);
    setMissing([]);
    if (asked) setDraft(asked.kind === "edit" ? draftOf(asked.entry, asked.entry.menu, asked.entry.parentId) : draftOf(null, asked.menu, asked.parent?.id ?? null));
  }
  const menu = draft.menu;
  const title =
    asked?.kind === "edit"
      ? t("editTitle", { title: titleIn(asked.entry, lang) })
      : asked?.parent
        ? t("addUnderTitle", { title: titleIn(asked.parent, lang) })
        : t("addTitle", { menu: t(`menu_${menu}`) });
  const set = (change: Partial<MenuDraft>, field?: DraftField) => {
    setDraft((old) => ({ ...old, ...change }));
    if (field) setMissing((old) => old.filter((key) => key !== field));
  };
  const places = parentChoices(entries, menu, asked?.kind === "edit" ? asked.entry.id : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = draftErrors(draft);
    setMissing(found);
    if (found[0]) {
      document.getElementById(`${id}-${found[0]}`)?.focus();
      return;
    }
    onSave(inputOf(draft));
  };

  return (
    <Dialog open={asked !== null} onClose={onClose} labelledBy={`${id}-title`} locked={pending} className="dialog--wide console-menu-dialog" data-testid="console-menu-dialog">
      <form className="dialog__box" noValidate onSubmit={submit}>
        <DialogHeader titleId={`${id}-title`} title={title} closeLabel={t("close")} onClose={pending ? undefined : onClose} />
        <div className="dialog__body">
          <div className="console-menu-form__titles">
            {TITLE_KEYS.map((key) => (
              <TextField
                key={key}
                id={`${id}-${key}`}
                label={t(`title_${key}`)}
                required
                value={draft.title[key]}
                error={missing.includes(key) ? t("titleRequired") : null}
                maxLength={TITLE_MAX_CHARS}
                autoComplete="off"
                onValue={(value) => set({ title: { ...draft.title, [key]: value } }, key)}
              />
            ))}
          </div>
          <ChoiceGroup
            id={`${id}-target`}
            label={t("target")}
            choices={[
              { value: "path", label: t("targetPath") },
              { value: "url", label: t("targetUrl") },
            ]}
            selected={[draft.target]}
            onSelected={(values) => set({ target: values[0] === "url" ? "url" : "path" })}
          />
          <TextField
            key={draft.target}
            id={`${id}-${draft.target}`}
            label={t(draft.target)}
            hint={t(`${draft.target}Hint`)}
            required
            type={draft.target === "url" ? "url" : "text"}
            value={draft[draft.target]}
            error={missing.includes(draft.target) ? t(`${draft.target}Required`) : null}
            autoComplete="off"
            spellCheck={false}
            onValue={(value) => set({ [draft.target]: value }, draft.target)}
          />
          <SelectField
            id={`${id}-parent`}
            label={t("parent")}
            value={draft.parentId}
            onValue={(value) => set({ parentId: value })}
            placeholder={`${t(`menu_${menu}`)} – ${t("parentTop")}`}
            choices={places.map((node) => ({ value: String(node.entry.id), label: `${"– ".repeat(node.level)}${titleIn(node.entry, lang)} (${targetOf(node.entry)})` }))}
          />
          <SelectField
            id={`${id}-lang`}
            label={t("pageLang")}
            value={draft.lang}
            onValue={(value) => set({ lang: (MENU_LANGUAGES as readonly string[]).includes(value) ? (value as MenuDraft["lang"]) : "" })}
            placeholder={t("pageLangReader")}
            choices={MENU_LANGUAGES.map((value) => ({ value, label: t(`lang_${value}`) }))}
          />
          <CheckboxField id={`${id}-hidden`} label={t("hiddenLabel")} checked={draft.isHidden} onChecked={(isHidden) => set({ isHidden })} />
          <CheckboxField id={`${id}-new-window`} label={t("newWindowLabel")} checked={draft.newWindow} onChecked={(newWindow) => set({ newWindow })} />
          {error ? (
            <FormMessage kind="error" testId="console-menu-error">
              {error}
            </FormMessage>
          ) : null}
          <div className="dialog__actions dialog__actions--end">
            <button type="button" className="button" onClick={onClose} disabled={pending}>
              {translator(operationsMessages, lang)("cancel")}
            </button>
            <button type="submit" className="button button--primary" disabled={pending} data-testid="console-menu-save">
              {pending ? t("saving") : t("save")}
            </button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
