import { useMemo, useState } from "react";
import type { Route } from "./+types/menus";
import { menuConsoleApi } from "@portal/contract/endpoints/menu";
import type { UrlLang } from "@portal/contract/locales";
import { MENU_MAX_LEVEL, MENU_NAMES, type ConsoleMenuEntry, type MenuEntryInput, type MenuName } from "@portal/contract/schemas/menu";
import { translator } from "../../i18n/define.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useHydrated } from "../../components/Form.tsx";
import { ActionStatus, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useFocusLater, useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { loadList } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { MenuEntryDialog, type MenuEntryAsked } from "../../features/console/menus/MenuEntryDialog.tsx";
import { countBelow, menuTree, targetOf, TITLE_KEYS, titleIn, type MenuNode } from "../../features/console/menus/menu-tree.ts";
import { menuMessages } from "../../features/console/menus/messages.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import "../../features/console/operations.css";
import "../../features/console/menus/menus.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navMenus");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadList(context, request, consoleLangOfRequest(request), menuConsoleApi.list);
}

type Asked = MenuEntryAsked | { kind: "remove"; node: MenuNode };

const entryRowId = (id: number) => `console-menu-entry-${id}`;
const addButtonId = (menu: MenuName) => `console-menu-add-${menu}`;
/** The language each stored title is in, for the list's line of the other titles. */
const TITLE_LANG = { zh_TW: "zh-Hant", zh_CN: "zh-Hans", en: "en", pt: "pt" } as const;

/**
 * The site's menus, for administrators (docs/console.md "Administrator: menus and settings"): each menu as a tree,
 * each entry with edit, add below, up, down and remove — buttons, so all of it works from the keyboard. Every change
 * goes to the server at once (it is audited and shows on every page); the list is then the server's, a live region
 * says what was done and the focus stays with the entry. The server's refusals are shown in its words.
 */
export default function ConsoleMenus({ loaderData: list }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(menuMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const [source, setSource] = useState(list);
  const [entries, setEntries] = useState<ConsoleMenuEntry[]>(list.ok ? list.data.entries : []);
  if (source !== list) {
    setSource(list);
    setEntries(list.ok ? list.data.entries : []);
  }
  const hydrated = useHydrated();
  const action = useRowAction(lang);
  const [asked, setAsked] = useState<Asked | null>(null);
  const focusLater = useFocusLater(asked !== null);
  const reload = async () => setEntries((await call(menuConsoleApi.list)).entries);

  const close = () => {
    action.clearDialogError();
    setAsked(null);
  };
  /** A change asked in a dialog: closed when done (the focus to `focus`), else open with the server's refusal. */
  const settle = (done: boolean, focus: string) => {
    if (!done) return;
    setAsked(null);
    focusLater(focus);
  };

  const save = async (input: MenuEntryInput) => {
    if (!asked || asked.kind === "remove") return;
    let savedId = 0;
    const done = await action.run(
      "save",
      async () => {
        const saved = asked.kind === "edit" ? await call(menuConsoleApi.update, { params: { id: asked.entry.id }, body: input }) : await call(menuConsoleApi.create, { body: input });
        await reload();
        return saved;
      },
      (saved) => {
        savedId = saved.id;
        return t(asked.kind === "edit" ? "didUpdate" : "didCreate", { title: titleIn(saved, lang) });
      },
      "dialog",
    );
    settle(done, entryRowId(savedId));
  };
  const remove = async (node: MenuNode) => {
    const done = await action.run(
      `remove-${node.entry.id}`,
      async () => {
        await call(menuConsoleApi.remove, { params: { id: node.entry.id } });
        await reload();
      },
      () => t("didRemove", { title: titleIn(node.entry, lang) }),
      "dialog",
    );
    settle(done, addButtonId(node.entry.menu));
  };
  const move = (node: MenuNode, siblings: number, index: number, direction: "up" | "down") =>
    void action.run(
      `move-${node.entry.id}`,
      async () => setEntries((await call(menuConsoleApi.move, { params: { id: node.entry.id }, body: { direction } })).entries),
      () => {
        const to = direction === "up" ? index - 1 : index + 1;
        // The focus stays with the entry: on the same button, or the other one once it reached an end.
        const atEnd = to === 0 || to === siblings - 1;
        const button = atEnd ? (direction === "up" ? "down" : "up") : direction;
        focusLater(siblings > 1 ? `console-menu-${button}-${node.entry.id}` : entryRowId(node.entry.id));
        return t("didMove", { title: titleIn(node.entry, lang), n: to + 1 });
      },
    );

  const renderNodes = (nodes: MenuNode[]) => (
    <ul className="console-menu-tree" role="list">
      {nodes.map((node, index) => {
        const { entry } = node;
        const title = titleIn(entry, lang);
        const busy = action.pending !== null;
        return (
          <li key={entry.id} data-testid="console-menu-entry" data-id={entry.id} data-level={node.level}>
            <div className="console-menu-entry" id={entryRowId(entry.id)} tabIndex={-1}>
              <div className="console-menu-entry__what">
                <span className="console-strong" data-testid="console-menu-entry-title">
                  {title}
                </span>
                <span className="console-code">{targetOf(entry)}</span>
                {entry.isHidden ? <span className="console-badge console-badge--small console-badge--muted">{t("hidden")}</span> : null}
                {entry.newWindow ? <span className="console-badge console-badge--small console-badge--muted">{t("newWindow")}</span> : null}
                {entry.lang ? <span className="console-badge console-badge--small console-badge--muted">{t("opensIn", { lang: t(`lang_${entry.lang}`) })}</span> : null}
                <span className="console-sub">
                  {TITLE_KEYS.filter((key) => entry.title[key] !== title).map((key, i) => (
                    <span key={key}>
                      {i > 0 ? " · " : null}
                      <span lang={TITLE_LANG[key]}>{entry.title[key]}</span>
                    </span>
                  ))}
                </span>
              </div>
              <div className="console-actions" role="group" aria-label={t("entryActions", { title })}>
                <button type="button" className="button console-button--quiet" disabled={busy} aria-label={t("editNamed", { title })} onClick={() => setAsked({ kind: "edit", entry })} data-testid="console-menu-edit">
                  {t("edit")}
                </button>
                {node.level < MENU_MAX_LEVEL ? (
                  <button type="button" className="button console-button--quiet" disabled={busy} aria-label={t("addChildNamed", { title })} onClick={() => setAsked({ kind: "add", menu: entry.menu, parent: entry })} data-testid="console-menu-add-child">
                    {t("addChild")}
                  </button>
                ) : null}
                <button type="button" id={`console-menu-up-${entry.id}`} className="button console-button--quiet" disabled={busy || index === 0} aria-label={t("moveUpNamed", { title })} onClick={() => move(node, nodes.length, index, "up")} data-testid="console-menu-up">
                  {t("moveUp")}
                </button>
                <button type="button" id={`console-menu-down-${entry.id}`} className="button console-button--quiet" disabled={busy || index === nodes.length - 1} aria-label={t("moveDownNamed", { title })} onClick={() => move(node, nodes.length, index, "down")} data-testid="console-menu-down">
                  {t("moveDown")}
                </button>
                <button type="button" className="button console-button--danger" disabled={busy} aria-label={t("removeNamed", { title })} onClick={() => setAsked({ kind: "remove", node })} data-testid="console-menu-remove">
                  {t("remove")}
                </button>
              </div>
            </div>
            {node.children.length ? renderNodes(node.children) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="console-page console-page--wide" data-testid="console-menus" data-ready={hydrated || undefined}>
      <header className="console-page__head">
        <h1>{t("menusTitle")}</h1>
        <p className="console-page__lead">{t("menusLead")}</p>
      </header>
      <ActionStatus message={action.message} />
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={false} />
      {list.ok
        ? MENU_NAMES.map((menu) => {
            const tree = menuTree(entries, menu);
            return (
              <section key={menu} className="console-panel console-menu" aria-labelledby={`console-menu-${menu}-title`} data-testid="console-menu" data-menu={menu}>
                <div className="console-menu__head">
                  <h2 id={`console-menu-${menu}-title`}>{t(`menu_${menu}`)}</h2>
                  <button
                    type="button"
                    id={addButtonId(menu)}
                    className="button console-button--quiet"
                    disabled={action.pending !== null}
                    aria-label={t("addEntryTo", { menu: t(`menu_${menu}`) })}
                    onClick={() => setAsked({ kind: "add", menu, parent: null })}
                    data-testid="console-menu-add"
                  >
                    {t("addEntry")}
                  </button>
                </div>
                {tree.length ? renderNodes(tree) : <p className="console-note">{t("menuEmpty")}</p>}
              </section>
            );
          })
        : null}
      <MenuEntryDialog
        lang={lang}
        asked={asked && asked.kind !== "remove" ? asked : null}
        entries={entries}
        pending={action.pending !== null}
        error={action.dialogError}
        onClose={close}
        onSave={(input) => void save(input)}
      />
      <RemoveDialog lang={lang} node={asked?.kind === "remove" ? asked.node : null} pending={action.pending !== null} error={action.dialogError} onClose={close} onConfirm={(node) => void remove(node)} />
    </div>
  );
}

/** "Remove this entry?", saying how many entries under it go too. */
function RemoveDialog({ lang, node, pending, error, onClose, onConfirm }: { lang: UrlLang; node: MenuNode | null; pending: boolean; error: string | null; onClose: () => void; onConfirm: (node: MenuNode) => void }) {
  const t = translator(menuMessages, lang);
  const below = node ? countBelow(node) : 0;
  return (
    <ConfirmDialog
      lang={lang}
      open={node !== null}
      title={t("removeTitle", { title: node ? titleIn(node.entry, lang) : "" })}
      confirmLabel={t("remove")}
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => node && onConfirm(node)}
    >
      <p>
        {t("removeText")} {below > 0 ? t("removeChildren", { count: below }) : null}
      </p>
    </ConfirmDialog>
  );
}
