import { useEffect, useState } from "react";
import { acceptCookies, needsCookieConsent } from "./cookie-consent.ts";
import { safeStorage } from "./storage-keys.ts";

/**
 * The cookie consent bar (spec §4). Rendered hidden by the server; shown once the island has checked the stored
 * acceptance, so that visitors who accepted never see it flash.
 */
export default function CookieBar({ html, label, acceptLabel }: { html: string; label: string; acceptLabel: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    setVisible(needsCookieConsent(safeStorage("local"), Date.now()));
  }, []);
  return (
    <section className="cookie-bar" aria-label={label} hidden={!visible} data-testid="cookie-bar">
      <div className="container cookie-inner">
        <div className="cookie-text rich-text" dangerouslySetInnerHTML={{ __html: html }} />
        <button
          type="button"
          className="button button--primary"
          data-testid="cookie-accept"
          onClick={() => {
            acceptCookies(safeStorage("local"), Date.now());
            setVisible(false);
          }}
        >
          {acceptLabel}
        </button>
      </div>
    </section>
  );
}
