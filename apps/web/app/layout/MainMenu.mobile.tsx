import { useEffect, useRef, useState, type RefObject } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { saveReturnAddress } from "../browser/session.ts";
import { safeStorage } from "../browser/storage-keys.ts";
import { SignOutIcon } from "../components/account-icons.tsx";
import { trapTab } from "../components/focus-trap.ts";
import { ChevronIcon, CloseIcon, UserIcon } from "../components/icons.tsx";
import FontSize from "./FontSize.island.tsx";
import { Entry } from "./MainMenu.entry.tsx";
import type { MainMenuLabels } from "./MainMenu.island.tsx";
import type { NavItem } from "./nav.ts";
import { SearchForm } from "./SearchForm.tsx";
import { useHeaderMember } from "./use-header-member.ts";

// The main menu's phone panel (MainMenu.island.tsx): named MainMenu.*, it stays out of the frame's shared chunk.

/**
 * The full-height panel the Menu button opens below 991 px: a modal dialog with the search box, the member's part,
 * the entries with expandable levels, the date line and the text size.
 */
export function MobilePanel(props: {
  lang: string;
  labels: MainMenuLabels;
  items: NavItem[];
  currentId: number | undefined;
  expanded: ReadonlySet<number>;
  toggleExpanded: (id: number) => void;
  submenuLabel: (item: NavItem) => string;
  dateLine: string | null;
  panelRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}) {
  const { lang, labels, items, currentId, expanded, toggleExpanded, submenuLabel, dateLine, panelRef, onClose } = props;
  return (
    <div className="mobile-panel-backdrop" onClick={onClose}>
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-panel"
        role="dialog"
        aria-modal="true"
        aria-label={labels.mainMenu}
        data-testid="mobile-menu"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
          else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <div className="mobile-panel-top">
          <span className="mobile-panel-heading">{labels.menu}</span>
          <button type="button" className="mobile-panel-close" aria-label={labels.closeMenu} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <SearchForm
          lang={lang}
          id="mobile-search"
          label={labels.search}
          placeholder={labels.searchPlaceholder}
          submitLabel={labels.search}
          className="search-form--panel"
        />
        <MobileMember lang={lang} labels={labels} />
        <ul className="mobile-tree">
          {items.map((item) => (
            <MobileEntry
              key={item.id}
              item={item}
              level={1}
              currentId={currentId}
              expanded={expanded}
              toggle={toggleExpanded}
              submenuLabel={submenuLabel}
            />
          ))}
        </ul>
        <div className="mobile-panel-extra">
          {dateLine ? <p className="mobile-panel-date">{dateLine}</p> : null}
          <FontSize label={labels.textSize} optionLabel={labels.textSizeOption} />
        </div>
      </div>
    </div>
  );
}

function MobileEntry(props: {
  item: NavItem;
  level: number;
  currentId: number | undefined;
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
  submenuLabel: (item: NavItem) => string;
}) {
  const { item, level, currentId, expanded, toggle, submenuLabel } = props;
  const isExpanded = expanded.has(item.id);
  const hasChildren = item.children.length > 0;
  const listId = `mobile-sub-${item.id}`;
  return (
    <li className={`mobile-item mobile-item--l${level}`}>
      <div className="mobile-row">
        {item.href ? (
          <Entry item={item} className="mobile-link" current={currentId === item.id} />
        ) : hasChildren ? (
          <button type="button" className="mobile-link mobile-link--heading" aria-expanded={isExpanded} aria-controls={listId} onClick={() => toggle(item.id)}>
            {item.title}
          </button>
        ) : (
          <Entry item={item} className="mobile-link" current={false} />
        )}
        {hasChildren && item.href ? (
          <button
            type="button"
            className="mobile-expand"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-label={submenuLabel(item)}
            onClick={() => toggle(item.id)}
          >
            <ChevronIcon />
          </button>
        ) : null}
      </div>
      {hasChildren && isExpanded ? (
        <ul className="mobile-sub" id={listId}>
          {item.children.map((child) => (
            <MobileEntry key={child.id} {...props} item={child} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The member's part of the phone menu (the header's member link is small there): sign in and register, or the
 * account and sign out. Signing out ends the session on the server and here; the page stays (the header and
 * every island follow), except the member centre's, which a signed-out visitor cannot stay on.
 */
function MobileMember({ lang, labels }: { lang: string; labels: MainMenuLabels }) {
  const member = useHeaderMember();
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const section = useRef<HTMLElement>(null);
  // The sign-out button is gone once signed out: the focus goes to "sign in", which took its place.
  useEffect(() => {
    if (state === "done") section.current?.querySelector<HTMLElement>("a")?.focus();
  }, [state]);
  const remember = () => saveReturnAddress(safeStorage("local"), location.pathname + location.search);
  const signOut = async () => {
    setState("busy");
    const { signOutHere, isMemberCentrePath } = await import("../components/sign-out.ts");
    await signOutHere(lang as UrlLang);
    if (isMemberCentrePath(location.pathname)) location.assign(`/${lang}/`);
    else setState("done");
  };
  if (member === null) return null;
  return (
    <section ref={section} className="mobile-member" aria-label={labels.memberMenu} data-testid="mobile-member">
      {member.loggedIn ? (
        <>
          <a className="mobile-member__account" href={`/${lang}/user/account/my-list`}>
            <UserIcon />
            <span className="mobile-member__text">
              <span>{labels.accountShort}</span>
              {member.fullName ? <span className="mobile-member__name">{member.fullName}</span> : null}
            </span>
          </a>
          <button type="button" className="button mobile-member__signout" disabled={state === "busy"} onClick={() => void signOut()} data-testid="mobile-sign-out">
            <SignOutIcon />
            {state === "busy" ? labels.signingOut : labels.signOut}
          </button>
        </>
      ) : (
        <>
          <a className="button button--primary" href={`/${lang}/user`} onClick={remember} data-testid="menu-sign-in">
            {labels.signIn}
          </a>
          <a className="button" href={`/${lang}/user/registration`} onClick={remember}>
            {labels.register}
          </a>
        </>
      )}
      <p className="visually-hidden" role="status">
        {state === "done" && !member.loggedIn ? labels.signedOut : ""}
      </p>
    </section>
  );
}

