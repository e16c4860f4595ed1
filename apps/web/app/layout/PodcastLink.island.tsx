import { useState, type ComponentType } from "react";

export interface PodcastLinkProps {
  /** The feed's path and query (/web/feed?lang=en): made absolute with the page's origin when opened. */
  feedPath: string;
  /** The podcast page. */
  pageHref: string;
  /** `icon`: the header's round button; `button`: a labelled button (the podcast page). */
  variant: "icon" | "button";
  labels: { open: string; title: string; text: string; feedLabel: string; copy: string; copied: string; failed: string; toastTitle: string; close: string; page: string };
}

type DialogComponent = ComponentType<Omit<PodcastLinkProps, "variant"> & { open: boolean; onClose: () => void }>;

/**
 * The header's podcast link (spec §3: a podcast link modal with copy link): a button that opens the dialog with
 * the feed's address (layout/PodcastDialog.tsx, kept out of the frame's shared chunk by vite.islands.config.ts). The dialog's code is fetched on the first press, so that the button
 * costs every page a few hundred bytes only (the article's JavaScript budget).
 */
export default function PodcastLink({ feedPath, pageHref, variant, labels }: PodcastLinkProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<DialogComponent | null>(null);

  async function show() {
    if (!Dialog) {
      const loaded = (await import("./PodcastDialog.tsx")).default;
      setDialog(() => loaded);
    }
    setOpen(true);
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
      {Dialog ? <Dialog feedPath={feedPath} pageHref={pageHref} labels={labels} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
