import { useEffect, useState } from "react";
import type { PopupItem } from "@portal/contract/schemas/common";
import { Dialog, DialogHeader } from "../components/Dialog.tsx";
import { STORAGE_KEYS, safeStorage } from "./storage-keys.ts";

const TITLE_ID = "home-popup-title";

/**
 * The home popup (spec §1, §4): a modal dialog (the site's Dialog: focus inside, Esc closes, focus returns) shown
 * once per session on the home page; closing stores it as hidden (sessionStorage, by popup id). A click beside the
 * box closes it too. `data-ready` says the session has been checked (the popup shown or left closed).
 */
export default function HomePopup({ popup, closeLabel }: { popup: PopupItem; closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const storage = safeStorage("session");
    setReady(true);
    if (storage?.getItem(STORAGE_KEYS.popupHidden) === String(popup.id)) return;
    storage?.setItem(STORAGE_KEYS.popupHidden, String(popup.id));
    setOpen(true);
  }, [popup.id]);

  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy={TITLE_ID}
      closeOnBackdrop
      className="dialog--wide home-popup"
      data-testid="home-popup"
      data-ready={ready ? "true" : undefined}
    >
      <div className="dialog__box">
        <DialogHeader titleId={TITLE_ID} title={popup.title} closeLabel={closeLabel} onClose={close} closeTestId="popup-close" />
        <div className="dialog__body popup-content rich-text" dangerouslySetInnerHTML={{ __html: popup.content }} />
      </div>
    </Dialog>
  );
}
