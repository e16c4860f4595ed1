import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../i18n/define.ts";
import type { FrameData } from "./frame-data.ts";
import { useFrameParts } from "./frame-parts.tsx";
import { Brand } from "./Header.tsx";
import { linkTarget, type NavItem } from "./nav.ts";
import { layoutMessages } from "./messages.ts";
import "./footer.css";

/** YouTube's mark, in the text's colour. */
function YouTubeIcon() {
  return (
    <svg className="footer-social__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31.4 31.4 0 0 0 0 12a31.4 31.4 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31.4 31.4 0 0 0 24 12a31.4 31.4 0 0 0-.5-5.8ZM9.6 15.6V8.4l6.3 3.6-6.3 3.6Z"
      />
    </svg>
  );
}

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
  const parts = useFrameParts();
  const hasMenus = frame.footLeft.length > 0 || frame.footRight.length > 0;
  return (
    <footer className="site-footer" data-testid="site-footer">
      {parts.footerAdverts(lang, frame)}
      <div className="container footer-top">
        <div className="footer-brand">
          <Brand lang={lang} frame={frame} className="brand brand--footer" />
          <p>{t("siteDescription")}</p>
          {frame.youtubeChannel ? (
            <p className="footer-social">
              {/* The broadcaster's channel (site setting youtube_channel), not YouTube's home page. */}
              <a href={frame.youtubeChannel} target="_blank" rel="noopener" data-testid="footer-youtube">
                <YouTubeIcon />
                <span>{t("youtubeChannel")}</span>
                <span className="visually-hidden"> {t("opensInNewWindow")}</span>
              </a>
            </p>
          ) : null}
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
