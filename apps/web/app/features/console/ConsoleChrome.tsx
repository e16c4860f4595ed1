import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useRevalidator } from "react-router";
import { URL_LANGS, htmlLangOf, type UrlLang } from "@portal/contract/locales";
import type { StaffMe } from "@portal/contract/schemas/staff";
import { translator } from "../../i18n/define.ts";
import { ChevronIcon } from "../../components/icons.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { rememberConsoleLang } from "./console-api.ts";
import { consoleMessages } from "./messages.ts";
import { CONSOLE_HOME, groupSections, type ConsoleSection } from "./nav.ts";
import { useSignOut } from "./session-actions.ts";

/** Each language in its own words, whatever the console's language. */
const LANG_NAMES: Record<UrlLang, string> = { "zh-hant": "繁體中文", "zh-hans": "简体中文", en: "English", pt: "Português" };

/** The console's mark: the broadcaster's three letters and the console's name. */
export function ConsoleBrand({ lang, link = true }: { lang: UrlLang; link?: boolean }) {
  const t = translator(consoleMessages, lang);
  const content = (
    <>
      <span className="console-brand__mark" aria-hidden="true">
        TDM
      </span>
      <span className="console-brand__name">{t("consoleName")}</span>
    </>
  );
  return link ? (
    <Link to={CONSOLE_HOME} className="console-brand">
      {content}
    </Link>
  ) : (
    <span className="console-brand">{content}</span>
  );
}

/** The console's language: kept in a cookie (ADR 0014) and the page's data loaded again in it, in place. */
export function LanguageSelect({ lang }: { lang: UrlLang }) {
  const t = translator(consoleMessages, lang);
  const { revalidate } = useRevalidator();
  const id = useId();
  return (
    <div className="console-lang">
      <label htmlFor={id} className="visually-hidden">
        {t("language")}
      </label>
      <select
        id={id}
        value={lang}
        data-testid="console-lang"
        onChange={(event) => {
          rememberConsoleLang(event.target.value as UrlLang);
          void revalidate();
        }}
      >
        {URL_LANGS.map((value) => (
          <option key={value} value={value} lang={htmlLangOf(value)}>
            {LANG_NAMES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The signed-in console's header: the mark, the language and the account menu (the sections are ConsoleNav). */
export function ConsoleHeader({ lang, me }: { lang: UrlLang; me: StaffMe }) {
  return (
    <header className="console-header">
      <div className="console-header__bar">
        <ConsoleBrand lang={lang} />
        <div className="console-header__tools">
          <LanguageSelect lang={lang} />
          <AccountMenu lang={lang} me={me} />
        </div>
      </div>
    </header>
  );
}

/**
 * The sections the role may open, under their headings: a column beside the screen on a wide window; on a narrower
 * one a button naming the current section opens the list, which closes again once a section is chosen.
 */
export function ConsoleNav({ lang, sections }: { lang: UrlLang; sections: readonly ConsoleSection[] }) {
  const t = translator(consoleMessages, lang);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const id = useId();
  useEffect(() => setOpen(false), [pathname]);
  const current = [...sections]
    .filter((section) => pathname === section.path || (section.path !== CONSOLE_HOME && pathname.startsWith(`${section.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav className="console-nav" aria-label={t("sections")} data-testid="console-nav" data-open={open}>
      <button type="button" className="console-nav__toggle" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
        <span className="console-nav__toggle-label">{t("sections")}</span>
        {current && <strong>{t(current.label)}</strong>}
        <ChevronIcon className="console-nav__chevron" />
      </button>
      <div id={`${id}-list`} className="console-nav__groups">
        {groupSections(sections).map(({ group, sections: listed }) => (
          <div key={listed[0]!.id} className="console-nav__group">
            {group && (
              <p className="console-nav__heading" id={`${id}-${group}`}>
                {t(group)}
              </p>
            )}
            <ul aria-labelledby={group ? `${id}-${group}` : undefined}>
              {listed.map((section) => (
                <li key={section.id}>
                  <NavLink to={section.path} end={section.path === CONSOLE_HOME} className="console-nav__link">
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/**
 * Who is signed in (name and role), and the way out: a disclosure button whose panel holds the account link, sign
 * out and sign out everywhere. Escape or a click elsewhere closes it; the focus comes back to the button.
 */
function AccountMenu({ lang, me }: { lang: UrlLang; me: StaffMe }) {
  const t = translator(consoleMessages, lang);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const session = useSignOut(lang, t("requestFailed"));
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div className="console-account" ref={root}>
      <button
        ref={button}
        type="button"
        className="console-account__button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="console-account-button"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="console-account__initial" aria-hidden="true">
          {Array.from(me.name.trim())[0] ?? "?"}
        </span>
        <span className="console-account__who">
          <span className="console-account__name" data-testid="console-staff-name">
            {me.name}
          </span>
          <span className="console-account__role" data-testid="console-staff-role">
            {t(`role_${me.role}`)}
          </span>
        </span>
        <ChevronIcon className="console-account__chevron" />
      </button>
      <div id={panelId} className="console-account__panel" hidden={!open}>
        <div className="console-account__card">
          <p className="console-account__card-name">{me.name}</p>
          <p>{me.email}</p>
          <p>
            <span className="console-badge">{t(`role_${me.role}`)}</span>
          </p>
        </div>
        <ul>
          <li>
            <Link to="/console/account" className="console-account__item" onClick={() => setOpen(false)}>
              {t("navAccount")}
            </Link>
          </li>
          <li>
            <button type="button" className="console-account__item" data-testid="console-sign-out" disabled={session.pending !== null} onClick={() => void session.signOut()}>
              {session.pending === "one" ? t("signingOut") : t("signOut")}
            </button>
          </li>
          <li>
            <button type="button" className="console-account__item" disabled={session.pending !== null} onClick={() => setConfirming(true)}>
              {t("signOutEverywhere")}
            </button>
          </li>
        </ul>
        {session.error && !confirming ? (
          <p className="console-account__error" role="alert">
            {session.error}
          </p>
        ) : null}
      </div>
      <SignOutEverywhereDialog lang={lang} open={confirming} session={session} onClose={() => setConfirming(false)} />
    </div>
  );
}

/** "Sign out everywhere?", with what it does; the focus starts on Cancel. */
export function SignOutEverywhereDialog({ lang, open, session, onClose }: { lang: UrlLang; open: boolean; session: ReturnType<typeof useSignOut>; onClose: () => void }) {
  const t = translator(consoleMessages, lang);
  return (
    <ConfirmDialog
      lang={lang}
      open={open}
      title={t("endAllTitle")}
      confirmLabel={session.pending === "all" ? t("signingOut") : t("signOutEverywhere")}
      pending={session.pending === "all"}
      error={session.error}
      onConfirm={() => void session.signOutEverywhere()}
      onClose={onClose}
    >
      <p>{t("endAllText")}</p>
    </ConfirmDialog>
  );
}

/** The frame of the screens before a session (sign-in, set-up): the mark and the language above one card. */
export function DoorFrame({ lang, children }: { lang: UrlLang; children: ReactNode }) {
  return (
    <div className="console-door">
      <header className="console-door__bar">
        <ConsoleBrand lang={lang} link={false} />
        <LanguageSelect lang={lang} />
      </header>
      <main id="main" className="console-door__main">
        {children}
      </main>
    </div>
  );
}
