import { useEffect, useRef, useState, type ReactNode } from "react";
import FontSize from "./FontSize.island.tsx";
import { trapTab } from "../components/focus-trap.ts";
import type { UrlLang } from "@portal/contract/locales";
import { SignOutIcon } from "../components/account-icons.tsx";
import { ChevronIcon, CloseIcon, MenuIcon, UserIcon } from "../components/icons.tsx";
import { saveReturnAddress } from "../browser/session.ts";
import { safeStorage } from "../browser/storage-keys.ts";
import { useHeaderMember } from "./use-header-member.ts";
import { activeTrail, afterArrow, afterHover, linkTarget, type MenuBanner, type NavItem, type OpenPanel } from "./nav.ts";
import { SearchForm } from "./SearchForm.tsx";

export interface MainMenuLabels {
  mainMenu: string;
  menu: string;
  closeMenu: string;
  /** "Show {title}". */
  showSubmenu: string;
  search: string;
  searchPlaceholder: string;
  textSize: string;
  textSizeOption: string;
  memberMenu: string;
  signIn: string;
  register: string;
  accountShort: string;
  signOut: string;
  signingOut: string;
  signedOut: string;
}


interface Props {
  lang: string;
  /** The page's path and query: the entry naming it gets aria-current (linkNamesPage). */
  currentPath: string;
  items: NavItem[];
  banner: MenuBanner | null;
  labels: MainMenuLabels;
  /** The date line (and lunar date) repeated in the mobile panel, where the top bar has no room for it. */
  dateLine: string | null;
}

const HOVER_OPEN_MS = 90;
const HOVER_CLOSE_MS = 180;
/** Where panels open on hover (the desktop menu bar). */
const HOVER_CAPABLE = "(hover: hover) and (min-width: 991px)";

/** The first page below an entry: a heading without its own page leads there in the top bar. */
function firstHref(item: NavItem): string | null {
  if (item.href) return item.href;
  for (const child of item.children) {
    const href = firstHref(child);
    if (href) return href;
  }
  return null;
}

function Entry({ item, className, current, children }: { item: NavItem; className?: string; current: boolean; children?: ReactNode }) {
  const content = (
    <>
      {item.icon ? <img className="menu-icon" src={item.icon} alt="" width={20} height={20} loading="lazy" /> : null}
      <span className="menu-title">{children ?? item.title}</span>
      {item.mark ? <span className="menu-mark">{item.mark}</span> : null}
    </>
  );
  if (!item.href) return <span className={className}>{content}</span>;
  return (
    <a className={className} href={item.href} hrefLang={item.hrefLang ?? undefined} aria-current={current ? "page" : undefined} {...linkTarget(item)}>
      {content}
    </a>
  );
}

/**
 * The main menu (spec §1): three levels. From 991 px a horizontal bar whose entries open dropdown panels (with the
 * menu banner); below, the top entries as a scrolling strip plus a Menu button opening a full-height panel with
 * expandable levels. Without JavaScript the links all work and the panels open on hover and focus (CSS).
 */
export default function MainMenu({ lang, currentPath, items, banner, labels, dateLine }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [openPanel, setOpenPanel] = useState<OpenPanel>(null);
  const open = openPanel?.id ?? null;
  const close = () => setOpenPanel(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(activeTrail(items, currentPath).slice(0, -1)));
  const navRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const trail = activeTrail(items, currentPath);
  const currentId = trail[trail.length - 1];

  // Hydrated when the reader reaches for the menu (Header: when="interaction"), often by resting the pointer on an
  // entry: its mouseenter has passed by then, so the panel under the pointer opens now, as CSS showed it before.
  useEffect(() => {
    setEnhanced(true);
    const hovered = navRef.current?.querySelector<HTMLElement>(".menu > .has-children:hover");
    if (hovered && window.matchMedia(HOVER_CAPABLE).matches) {
      setOpenPanel((current) => afterHover(current, Number(hovered.dataset.menuId)));
    }
  }, []);

  // A dropdown closes on a click elsewhere.
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  // The mobile panel is modal: the page behind does not scroll, focus starts inside and comes back to the button.
  useEffect(() => {
    if (!panelOpen) return;
    const button = menuButton.current;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    panelRef.current?.querySelector<HTMLElement>(".mobile-panel-close")?.focus();
    return () => {
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [panelOpen]);

  const hoverCapable = () => window.matchMedia(HOVER_CAPABLE).matches;
  /** The pointer opens a panel after a moment and closes it on leaving, unless a click has kept it open. */
  const hover = (id: number | null, delay: number) => {
    clearTimeout(hoverTimer.current);
    if (!hoverCapable()) return;
    hoverTimer.current = setTimeout(() => setOpenPanel((current) => afterHover(current, id)), delay);
  };
  /** The arrow (afterArrow): a second click, Esc or a click elsewhere closes what it opened or kept. */
  const toggle = (id: number) => {
    clearTimeout(hoverTimer.current);
    setOpenPanel((current) => afterArrow(current, id));
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const toggleExpanded = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submenuLabel = (item: NavItem) => labels.showSubmenu.replace("{title}", item.title);

  return (
    <>
      <nav
        ref={navRef}
        className="main-nav"
        aria-label={labels.mainMenu}
        data-js={enhanced ? "" : undefined}
        data-testid="main-nav"
        onKeyDown={(event) => {
          if (event.key === "Escape" && open !== null) {
            const id = open;
            close();
            navRef.current?.querySelector<HTMLElement>(`[data-toggle="${id}"]`)?.focus();
          }
        }}
      >
        <ul className="menu">
          {items.map((item) => {
            const hasChildren = item.children.length > 0;
            const isOpen = open === item.id;
            const panelId = `menu-panel-${item.id}`;
            const classes = ["menu-item", hasChildren && "has-children", isOpen && "is-open", trail.includes(item.id) && "is-active"];
            return (
              <li
                key={item.id}
                className={classes.filter(Boolean).join(" ")}
                data-menu-id={item.id}
                onMouseEnter={hasChildren ? () => hover(item.id, HOVER_OPEN_MS) : undefined}
                onMouseLeave={hasChildren ? () => hover(null, HOVER_CLOSE_MS) : undefined}
                onBlur={(event) => {
                  if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
                }}
              >
                <Entry item={{ ...item, href: firstHref(item) }} className="menu-link" current={currentId === item.id} />
                {hasChildren ? (
                  <>
                    <button
                      type="button"
                      className="menu-toggle-sub"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      aria-label={submenuLabel(item)}
                      data-toggle={item.id}
                      onClick={() => toggle(item.id)}
                    >
                      <ChevronIcon />
                    </button>
                    <div className="menu-panel" id={panelId} data-testid="menu-panel">
                      <div className="container menu-panel-inner">
                        <div className="menu-panel-head">
                          <Entry item={item} className="menu-panel-title" current={currentId === item.id} />
                        </div>
                        <ul className="menu-panel-groups">
                          {item.children.map((child) => (
                            <li key={child.id} className={child.cover ? "menu-group has-cover" : "menu-group"}>
                              {child.cover ? <img className="menu-cover" src={child.cover} alt="" loading="lazy" /> : null}
                              <Entry item={child} className="menu-group-title" current={currentId === child.id} />
                              {child.children.length ? (
                                <ul className="menu-leaves">
                                  {child.children.map((leaf) => (
                                    <li key={leaf.id}>
                                      <Entry item={leaf} className="menu-leaf" current={currentId === leaf.id} />
                                    </li>
                                  ))}
                                </ul>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                        {banner ? <BannerCard banner={banner} /> : null}
                      </div>
                    </div>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={panelOpen}
        aria-controls="mobile-menu"
        aria-haspopup="dialog"
        data-testid="menu-button"
        onClick={() => setPanelOpen(true)}
      >
        <MenuIcon />
        <span>{labels.menu}</span>
      </button>
      {panelOpen ? (
        <div className="mobile-panel-backdrop" onClick={() => setPanelOpen(false)}>
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
              if (event.key === "Escape") setPanelOpen(false);
              else if (panelRef.current) trapTab(event, panelRef.current);
            }}
          >
            <div className="mobile-panel-top">
              <span className="mobile-panel-heading">{labels.menu}</span>
              <button type="button" className="mobile-panel-close" aria-label={labels.closeMenu} onClick={() => setPanelOpen(false)}>
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
      ) : null}
    </>
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

function BannerCard({ banner }: { banner: MenuBanner }) {
  const image = <img src={banner.image} alt="" loading="lazy" />;
  const caption = <span className="menu-banner-title">{banner.title}</span>;
  return (
    <aside className="menu-banner" data-testid="menu-banner">
      {banner.href ? (
        <a href={banner.href} {...linkTarget(banner)}>
          {image}
          {caption}
        </a>
      ) : (
        <>
          {image}
          {caption}
        </>
      )}
    </aside>
  );
}
