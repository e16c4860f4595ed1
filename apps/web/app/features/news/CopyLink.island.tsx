import { copyText } from "../../components/copy-text.ts";
import { Toast, useToast } from "../../components/Toast.tsx";

export interface CopyLinkProps {
  url: string;
  labels: { wechat: string; copy: string; copied: string; failed: string; title: string };
}

/**
 * WeChat has no web sharing page: its button and "copy link" copy the story's address and show the success toast
 * of spec §8 (the shared Toast, 3 s), or an error toast when the browser would not copy.
 */
export default function CopyLink({ url, labels }: CopyLinkProps) {
  const toast = useToast();

  async function copy() {
    const ok = await copyText(url);
    toast.show(ok ? "success" : "error", ok ? labels.copied : labels.failed, { title: labels.title });
  }

  return (
    <>
      <button type="button" className="share-link share-link--wechat" onClick={copy} data-testid="share-wechat">
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 16.5l2.6-1.3c.8.2 1.6.4 2.4.4h.5a5.6 5.6 0 0 1-.2-1.4c0-3.3 3.1-5.9 7-5.9h.5C16 5.6 12.8 4 9 4zm7.3 5.6c-3.2 0-5.8 2.1-5.8 4.7S13.1 19 16.3 19c.6 0 1.3-.1 1.9-.3l2 1-.5-1.8c1.3-.9 2.3-2.2 2.3-3.6 0-2.6-2.6-4.7-5.7-4.7z" fill="currentColor" />
        </svg>
        <span className="visually-hidden">{labels.wechat}</span>
      </button>
      <button type="button" className="share-link share-link--copy" onClick={copy} data-testid="share-copy">
        <svg className="icon" viewBox="0 0 24 24" width="1.25em" height="1.25em" aria-hidden="true" focusable="false">
          <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{labels.copy}</span>
      </button>
      <Toast toast={toast.toast} testId="share-toast" />
    </>
  );
}
