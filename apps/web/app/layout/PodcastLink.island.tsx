import { useId, useState } from "react";
import { copyText } from "../components/copy-text.ts";
import { Dialog, DialogHeader } from "../components/Dialog.tsx";
import { Toast, useToast } from "../components/Toast.tsx";

export interface PodcastLinkProps {
  /** The feed's path and query (/web/feed?lang=en): made absolute with the page's origin when opened. */
  feedPath: string;
  /** The podcast page. */
  pageHref: string;
  /** `icon`: the header's round button; `button`: a labelled button (the podcast page). */
  variant: "icon" | "button";
  labels: { open: string; title: string; text: string; feedLabel: string; copy: string; copied: string; failed: string; toastTitle: string; close: string; page: string };
}

/**
 * The header's podcast link (spec §3: a podcast link modal with copy link): a button opening a dialog with the
 * feed's address in a read-only field, "copy link" (the success toast of spec §8, 3 s) and a link to the podcast
 * page.
 */
export default function PodcastLink({ feedPath, pageHref, variant, labels }: PodcastLinkProps) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(feedPath);
  const toast = useToast();
  const id = useId();

  function show() {
    setUrl(new URL(feedPath, window.location.origin).toString());
    setOpen(true);
  }

  async function copy() {
    const ok = await copyText(url);
    toast.show(ok ? "success" : "error", ok ? labels.copied : labels.failed, { title: labels.toastTitle });
  }

  return (
    <>
      <button
        type="button"
        className={variant === "icon" ? "podcast-link podcast-link--icon" : "podcast-link podcast-link--button"}
        aria-haspopup="dialog"
        aria-label={variant === "icon" ? labels.open : undefined}
        title={variant === "icon" ? labels.open : undefined}
        onClick={show}
        data-testid={variant === "icon" ? "podcast-link" : "podcast-subscribe"}
      >
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M12 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM12 15v6M7.8 15.5a6 6 0 1 1 8.4 0M5 18.4a10 10 0 1 1 14 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {variant === "button" ? <span>{labels.open}</span> : null}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} describedBy={`${id}-text`} closeOnBackdrop data-testid="podcast-dialog">
        <DialogHeader titleId={`${id}-title`} title={labels.title} closeLabel={labels.close} onClose={() => setOpen(false)} />
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
