import { useEffect, useRef, useState } from "react";
import { ChevronIcon, MenuIcon } from "../components/icons.tsx";
import { Entry, firstHref, MenuPanel } from "./MainMenu.entry.tsx";
import { MobilePanel } from "./MainMenu.mobile.tsx";
import { activeTrail, afterArrow, afterHover, type MenuBanner, type NavItem, type OpenPanel } from "./nav.ts";

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
                    <MenuPanel item={item} panelId={panelId} currentId={currentId} banner={banner} />
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
        <MobilePanel
          lang={lang}
          labels={labels}
          items={items}
          currentId={currentId}
          expanded={expanded}
          toggleExpanded={toggleExpanded}
          submenuLabel={submenuLabel}
          dateLine={dateLine}
          panelRef={panelRef}
          onClose={() => setPanelOpen(false)}
        />
      ) : null}
    </>
  );
}

