import type { ReactNode } from "react";
import { linkTarget, type MenuBanner, type NavItem } from "./nav.ts";

// The main menu's parts for the desktop bar (MainMenu.island.tsx). Named MainMenu.*: like the island, they stay out
// of the frame's shared chunk (vite.islands.config.ts) and load when the menu hydrates.

/** The first page below an entry: a heading without its own page leads there in the top bar. */
export function firstHref(item: NavItem): string | null {
  if (item.href) return item.href;
  for (const child of item.children) {
    const href = firstHref(child);
    if (href) return href;
  }
  return null;
}

/** A menu entry: a link to its page (aria-current when it is this page), or a heading without one. */
export function Entry({ item, className, current, children }: { item: NavItem; className?: string; current: boolean; children?: ReactNode }) {
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

/** An entry's dropdown panel (from 991 px): its title, its groups with their leaves, the menu banner. */
export function MenuPanel({ item, panelId, currentId, banner }: { item: NavItem; panelId: string; currentId: number | undefined; banner: MenuBanner | null }) {
  return (
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
