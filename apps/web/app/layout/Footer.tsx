import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import type { FrameData } from "./frame-data.ts";
import { FooterAdverts } from "../features/adverts/FooterAds.tsx";
import { Brand } from "./Header.tsx";
import { linkTarget, type NavItem } from "./nav.ts";
import { layoutMessages } from "./messages.ts";
import "./footer.css";

function FooterLink({ item, className }: { item: NavItem; className?: string }) {
  const content = (
    <>
      {item.icon ? <img className="footer-icon" src={item.icon} alt="" width={24} height={24} loading="lazy" /> : null}
      <span>{item.title}</span>
    </>
  );
  return item.href ? (
    <a className={className} href={item.href} {...linkTarget(item)}>
      {content}
    </a>
  ) : (
    <span className={className}>{content}</span>
  );
}

/** A footer menu: entries with children become titled columns; loose entries share one column. */
function FooterMenu({ items, name }: { items: NavItem[]; name: string }) {
  const groups = items.filter((item) => item.children.length > 0);
  const loose = items.filter((item) => item.children.length === 0);
  return (
    <>
      {groups.map((group) => (
        <div key={group.id} className="footer-column" data-menu={name}>
          <h2 className="footer-heading">
            <FooterLink item={group} />
          </h2>
          <ul>
            {group.children.map((child) => (
              <li key={child.id}>
                <FooterLink item={child} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {loose.length ? (
        <div className="footer-column footer-column--loose" data-menu={name}>
          <ul>
            {loose.map((item) => (
              <li key={item.id}>
                <FooterLink item={item} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function Footer({ lang, frame }: { lang: UrlLang; frame: FrameData }) {
  const t = translator(layoutMessages, lang);
  const hasMenus = frame.footLeft.length > 0 || frame.footRight.length > 0;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <FooterAdverts adverts={frame.footerAds ?? []} lang={lang} />
      <div className="container footer-top">
        <div className="footer-brand">
          <Brand lang={lang} frame={frame} className="brand brand--footer" />
          <p>{t("siteDescription")}</p>
        </div>
        {hasMenus ? (
          <nav className="footer-nav" aria-label={t("footerMenu")}>
            <FooterMenu items={frame.footLeft} name="left" />
            <FooterMenu items={frame.footRight} name="right" />
          </nav>
        ) : null}
        {frame.footApps.length ? (
          <section className="footer-apps" aria-labelledby="footer-apps-title">
            <h2 className="footer-heading" id="footer-apps-title">
              {t("appDownload")}
            </h2>
            <ul>
              {frame.footApps.map((item) => (
                <li key={item.id}>
                  <FooterLink item={item} className="app-link" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      <div className="footer-bottom">
        {/* Copyright HTML is written by staff in the CMS: trusted content. */}
        <div className="container footer-copyright rich-text" dangerouslySetInnerHTML={{ __html: frame.footCopyright }} />
      </div>
    </footer>
  );
}
