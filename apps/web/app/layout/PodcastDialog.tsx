import { useId, useState } from "react";
import { copyText } from "../components/copy-text.ts";
import { Dialog, DialogHeader } from "../components/Dialog.tsx";
import { Toast, useToast } from "../components/Toast.tsx";
import type { PodcastLinkProps } from "./PodcastLink.island.tsx";

/**
 * The podcast link's dialog (fetched on the first press of the header's button: no page pays for it before): the
 * feed's absolute address in a read-only field, "copy link" with the success toast of spec §8 (3 s), and a link
 * to the podcast page.
 */
export default function PodcastDialog({ feedPath, pageHref, labels, open, onClose }: Omit<PodcastLinkProps, "variant"> & { open: boolean; onClose: () => void }) {
  const [url] = useState(() => new URL(feedPath, window.location.origin).toString());
  const toast = useToast();
  const id = useId();

  async function copy() {
    const ok = await copyText(url);
    toast.show(ok ? "success" : "error", ok ? labels.copied : labels.failed, { title: labels.toastTitle });
  }

  return (
    <>
      <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`} describedBy={`${id}-text`} closeOnBackdrop data-testid="podcast-dialog">
        <DialogHeader titleId={`${id}-title`} title={labels.title} closeLabel={labels.close} onClose={onClose} />
        <div className="dialog__body podcast-dialog">
          <p id={`${id}-text`}>{labels.text}</p>
          <label className="podcast-dialog__label" htmlFor={`${id}-url`}>
            {labels.feedLabel}
          </label>
          <div className="podcast-dialog__row">
            <input id={`${id}-url`} className="podcast-dialog__url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} data-testid="podcast-feed-url" />
            <button type="button" className="button button--primary" onClick={copy} data-autofocus="" data-testid="podcast-copy">
              {labels.copy}
            </button>
          </div>
          <p className="podcast-dialog__more">
            <a href={pageHref}>{labels.page}</a>
          </p>
        </div>
      </Dialog>
      <Toast toast={toast.toast} testId="podcast-toast" />
    </>
  );
}
