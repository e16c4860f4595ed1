import { useEffect, useState, type FormEvent } from "react";
import { Dialog, DialogHeader } from "../components/Dialog.tsx";
import type { CookieLabels } from "./CookieBar.island.tsx";

export interface CookieSettingsProps {
  open: boolean;
  /** The staff's cookie text (`cookies_content`), shown whole here. */
  html: string;
  labels: CookieLabels;
  /** Analytics as chosen before (off for a first choice: nothing optional is on by default). */
  analytics: boolean;
  onSave: (analytics: boolean) => void;
  onClose: () => void;
}

const TITLE_ID = "cookie-settings-title";

/**
 * The cookie bar's "Manage" dialog (docs/frame.md "Cookie consent"): the whole text, the categories — essential,
 * always on; analytics, a switch — and "Save my choices" or "Accept all". Loaded by the bar when first opened (a
 * dynamic import, kept out of the frame's chunk: apps/web/vite.islands.config.ts), so pages do not carry it.
 */
export default function CookieSettings({ open, html, labels, analytics, onSave, onClose }: CookieSettingsProps) {
  const [allowAnalytics, setAllowAnalytics] = useState(analytics);
  useEffect(() => {
    if (open) setAllowAnalytics(analytics);
  }, [open, analytics]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(allowAnalytics);
  };

  return (
    <Dialog open={open} onClose={onClose} labelledBy={TITLE_ID} className="dialog--wide cookie-settings" data-testid="cookie-settings">
      <div className="dialog__box">
        <DialogHeader titleId={TITLE_ID} title={labels.settings} closeLabel={labels.close} onClose={onClose} closeTestId="cookie-settings-close" />
        <form className="dialog__body" onSubmit={save}>
          <div className="rich-text cookie-settings__text" dangerouslySetInnerHTML={{ __html: html }} />
          <fieldset className="cookie-categories">
            <legend className="visually-hidden">{labels.categories}</legend>
            <div className="cookie-category">
              <input type="checkbox" id="cookie-essential" checked disabled aria-describedby="cookie-essential-text" />
              <label htmlFor="cookie-essential" className="cookie-category__name">
                {labels.essential} <span className="cookie-category__state">{labels.alwaysOn}</span>
              </label>
              <p id="cookie-essential-text" className="cookie-category__text">
                {labels.essentialText}
              </p>
            </div>
            <div className="cookie-category">
              <input
                type="checkbox"
                id="cookie-analytics"
                checked={allowAnalytics}
                onChange={(event) => setAllowAnalytics(event.target.checked)}
                aria-describedby="cookie-analytics-text"
                data-testid="cookie-analytics"
              />
              <label htmlFor="cookie-analytics" className="cookie-category__name">
                {labels.analytics}
              </label>
              <p id="cookie-analytics-text" className="cookie-category__text">
                {labels.analyticsText}
              </p>
            </div>
          </fieldset>
          <div className="dialog__actions">
            <button type="submit" className="button" data-testid="cookie-save">
              {labels.save}
            </button>
            <button type="button" className="button button--primary" data-testid="cookie-accept-all" onClick={() => onSave(true)}>
              {labels.acceptAll}
            </button>
          </div>
        </form>
      </div>
    </Dialog>
  );
}
