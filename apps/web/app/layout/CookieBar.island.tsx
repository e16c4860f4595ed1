import { useEffect, useState, type ComponentType } from "react";
import { announceConsent, readConsent, saveConsent, type ConsentChoice } from "../browser/cookie-consent.ts";
import type { CookieSettingsProps } from "./CookieSettings.tsx";
import { safeStorage } from "../browser/storage-keys.ts";

/** The bar's and the settings dialog's texts, in the page's language (layout/messages.ts). */
export interface CookieLabels {
  notice: string;
  accept: string;
  reject: string;
  manage: string;
  settings: string;
  categories: string;
  essential: string;
  alwaysOn: string;
  essentialText: string;
  analytics: string;
  analyticsText: string;
  save: string;
  acceptAll: string;
  close: string;
}

/**
 * The cookie consent bar (spec §4; docs/frame.md "Cookie consent"): the staff's text (`cookies_content`) and three
 * choices — accept all, reject what is not essential, or manage the categories in a dialog, whose code is loaded
 * when first asked for (CookieSettings.tsx). The choice is stored (cookie-consent.ts) and announced to the page, so
 * analytics held back go (or never do) and the home popup may show. Compact: on a phone two lines of text and the
 * buttons; the whole text is in the dialog. Server-rendered pending (`data-pending`): the stylesheet shows it at once
 * when the boot script found no valid choice (`html.js:not(.cookie-ok)`), so it paints with the page and visitors
 * who chose never see it flash; the island then decides (`data-ready` says the check has run). A press before the
 * island is hydrated is given again once it is (islands/client.tsx). After the footer, "Cookie settings" opens the
 * dialog again to change the choice.
 */
export default function CookieBar({ html, labels }: { html: string; labels: CookieLabels }) {
  /** The stored choice; undefined until it has been read. */
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  const [Settings, setSettings] = useState<ComponentType<CookieSettingsProps> | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    setChoice(readConsent(safeStorage("local"), Date.now()));
  }, []);

  const choose = (analytics: boolean) => {
    const made = saveConsent(safeStorage("local"), Date.now(), analytics);
    setChoice(made);
    setSettingsOpen(false);
    announceConsent(made);
  };

  const openSettings = () => {
    if (Settings) {
      setSettingsOpen(true);
      return;
    }
    import("./CookieSettings.tsx").then(
      (module) => {
        setSettings(() => module.default);
        setSettingsOpen(true);
      },
      () => undefined, // offline: the next press tries again
    );
  };

  const pending = choice === undefined;
  return (
    <>
      <section
        className="cookie-bar"
        aria-label={labels.notice}
        hidden={!pending && choice !== null}
        data-pending={pending ? "" : undefined}
        data-ready={pending ? undefined : "true"}
        data-testid="cookie-bar"
      >
        <div className="container cookie-inner">
          <div className="cookie-text rich-text" dangerouslySetInnerHTML={{ __html: html }} />
          <div className="cookie-actions">
            <button type="button" className="button cookie-button" data-testid="cookie-reject" onClick={() => choose(false)}>
              {labels.reject}
            </button>
            <button type="button" className="button cookie-button cookie-button--manage" aria-haspopup="dialog" data-testid="cookie-manage" onClick={openSettings}>
              {labels.manage}
            </button>
            <button type="button" className="button button--primary cookie-button" data-testid="cookie-accept" onClick={() => choose(true)}>
              {labels.accept}
            </button>
          </div>
        </div>
      </section>
      <div className="cookie-reopen">
        <div className="container">
          <button type="button" className="cookie-reopen__button" aria-haspopup="dialog" data-testid="cookie-settings-open" onClick={openSettings}>
            {labels.settings}
          </button>
        </div>
      </div>
      {Settings ? (
        <Settings open={settingsOpen} html={html} labels={labels} analytics={choice?.analytics ?? false} onSave={choose} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </>
  );
}
