import { useEffect, useRef, useState } from "react";
import type { PopupItem } from "@portal/contract/schemas/common";
import { trapTab } from "./focus-trap.ts";
import { CloseIcon } from "./icons.tsx";
import { STORAGE_KEYS, safeStorage } from "./storage-keys.ts";

/**
 * The home popup (spec §1, §4): a modal dialog shown once per session on the home page; closing stores it as
 * hidden (sessionStorage, by popup id). Focus stays inside while open, Esc closes, focus returns where it was.
 * `data-ready` says the session has been checked (the popup shown or left closed).
 */
export default function HomePopup({ popup, closeLabel }: { popup: PopupItem; closeLabel: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    const storage = safeStorage("session");
    setReady(true);
    if (!element || storage?.getItem(STORAGE_KEYS.popupHidden) === String(popup.id)) return;
    storage?.setItem(STORAGE_KEYS.popupHidden, String(popup.id));
    returnTo.current = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === "function") element.showModal();
    else element.setAttribute("open", "");
    element.querySelector<HTMLElement>(".popup-close")?.focus();
  }, [popup.id]);

  const close = () => {
    const element = dialog.current;
    if (!element?.open) return;
    if (typeof element.close === "function") element.close();
    else element.removeAttribute("open");
  };

  return (
    <dialog
      ref={dialog}
      className="home-popup"
      aria-labelledby="home-popup-title"
      data-testid="home-popup"
      data-ready={ready ? "true" : undefined}
      onClose={() => {
        returnTo.current?.focus?.();
        returnTo.current = null;
      }}
      onKeyDown={(event) => {
        if (dialog.current) trapTab(event, dialog.current);
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes.
        if (event.target === dialog.current) close();
      }}
    >
      <div className="popup-box">
        <div className="popup-head">
          <h2 id="home-popup-title">{popup.title}</h2>
          <button type="button" className="popup-close" aria-label={closeLabel} onClick={close} data-testid="popup-close">
            <CloseIcon />
          </button>
        </div>
        <div className="popup-content rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
      </div>
    </dialog>
  );
}
