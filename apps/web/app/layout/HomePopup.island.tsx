import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { PopupItem } from "@portal/contract/schemas/common";
import { Dialog, DialogHeader } from "../components/Dialog.tsx";
import { needsCookieConsent } from "../browser/cookie-consent.ts";
import { CloseIcon } from "../components/icons.tsx";
import { FRAME_EVENTS, STORAGE_KEYS, safeStorage } from "../browser/storage-keys.ts";

const TITLE_ID = "home-popup-title";
const CARD_TITLE_ID = "home-popup-card-title";
/** Phones and small tablets: the popup is a card after the lead story, never a layer over it. */
export const POPUP_CARD_QUERY = "(max-width: 767.98px)";

/** Where the card goes: a new element right after the home page's lead story (else at the top of the page's main). */
function cardSlot(): HTMLElement | null {
  const slot = document.createElement("div");
  slot.className = "home-popup-slot";
  const lead = document.querySelector("main .news-card--lead");
  if (lead) lead.after(slot);
  else {
    const main = document.querySelector("main");
    if (!main) return null;
    main.prepend(slot);
  }
  return slot;
}

/**
 * The home popup (spec §1, §4; docs/frame.md "The first screen"): shown once per session on the home page, and only
 * once the visitor has answered the cookie bar (a first visit meets one thing at a time), as
 * - from 768 px, a modal dialog (the site's Dialog: focus inside, Esc closes, focus returns; a click beside the box
 *   closes it too);
 * - on a phone, a card right after the lead story, closable, which leaves the lead's headline readable.
 * Shown, it is stored as seen (sessionStorage, by popup id). `data-ready` says the session has been checked.
 */
export default function HomePopup({ popup, closeLabel }: { popup: PopupItem; closeLabel: string }) {
  const [mode, setMode] = useState<"none" | "dialog" | "card">("none");
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const session = safeStorage("session");
    setReady(true);
    if (session?.getItem(STORAGE_KEYS.popupHidden) === String(popup.id)) return;
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      session?.setItem(STORAGE_KEYS.popupHidden, String(popup.id));
      if (window.matchMedia(POPUP_CARD_QUERY).matches) {
        const place = cardSlot();
        if (!place) return;
        setSlot(place);
        setMode("card");
      } else setMode("dialog");
    };
    // After the cookie choice: now if it was made on an earlier page, else when it is made on this one.
    if (!needsCookieConsent(safeStorage("local"), Date.now())) {
      show();
      return;
    }
    window.addEventListener(FRAME_EVENTS.consent, show);
    return () => window.removeEventListener(FRAME_EVENTS.consent, show);
  }, [popup.id]);

  // The card's element goes with it.
  useEffect(() => (slot ? () => slot.remove() : undefined), [slot]);

  const closeCard = () => {
    // The focus was on the card's button: it goes back to the lead story the card followed.
    const before = slot?.previousElementSibling?.querySelector<HTMLElement>("a[href]");
    setMode("none");
    setSlot(null);
    before?.focus({ preventScroll: true });
  };

  return (
    <>
      <Dialog
        open={mode === "dialog"}
        onClose={() => setMode("none")}
        labelledBy={TITLE_ID}
        closeOnBackdrop
        className="dialog--wide home-popup"
        data-testid="home-popup"
        data-ready={ready ? "true" : undefined}
      >
        <div className="dialog__box">
          <DialogHeader titleId={TITLE_ID} title={popup.title} closeLabel={closeLabel} onClose={() => setMode("none")} closeTestId="popup-close" />
          <div className="dialog__body popup-content rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
        </div>
      </Dialog>
      {mode === "card" && slot
        ? createPortal(
            <aside className="home-popup-card" aria-labelledby={CARD_TITLE_ID} data-testid="home-popup-card">
              <div className="home-popup-card__head">
                <h2 id={CARD_TITLE_ID} className="home-popup-card__title">
                  {popup.title}
                </h2>
                <button type="button" className="dialog__close" aria-label={closeLabel} title={closeLabel} onClick={closeCard} data-testid="popup-card-close">
                  <CloseIcon />
                </button>
              </div>
              <div className="popup-content rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
            </aside>,
            slot,
          )
        : null}
    </>
  );
}
