import { useEffect, useState } from "react";
import { LOGIN_ERROR_TOAST_MS } from "@portal/contract/constants";
import { AlertCircleIcon } from "./auth-icons.tsx";
import { createTimedMessage } from "./login-toast.ts";

/** The toast's state: `show(text)` puts a message up for LOGIN_ERROR_TOAST_MS (spec §8: 2 s). */
export function useLoginToast() {
  const [text, setText] = useState<string | null>(null);
  const [timed] = useState(() => createTimedMessage(LOGIN_ERROR_TOAST_MS, setText));
  useEffect(() => () => timed.dispose(), [timed]);
  return { text, show: timed.show };
}

/**
 * The red toast at the top centre titled 提示 (spec §8). The live region stays in the page, empty when nothing is
 * shown, so that screen readers announce each message as it appears.
 */
export function LoginToast({ title, text }: { title: string; text: string | null }) {
  return (
    <div className="login-toast-region" role="alert">
      {text ? (
        <div className="login-toast" data-testid="login-toast">
          <AlertCircleIcon />
          <div>
            <p className="login-toast-title">{title}</p>
            <p className="login-toast-text">{text}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
