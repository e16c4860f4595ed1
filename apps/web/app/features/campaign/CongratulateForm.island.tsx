import { useRef, useState, type FormEvent } from "react";
import { campaignApi } from "@portal/contract/endpoints/campaign";
import type { UrlLang } from "@portal/contract/locales";
import { hasOnlyVisibleText } from "@portal/contract/rules";
import { Field } from "../../components/Field.tsx";
import { SignInPrompt, type SignInPromptLabels } from "../../components/SignInPrompt.tsx";
import { endedSession, isSignedIn, askToSignIn, useSignedIn } from "../../components/member-gate.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf } from "../../data/call.ts";
import { formatMessage } from "../../i18n/format.ts";

export interface CongratulateFormProps {
  lang: UrlLang;
  slug: string;
  min: number;
  max: number;
  labels: Record<
    | "messageLabel"
    | "messageHint"
    | "charactersLeft"
    | "send"
    | "sending"
    | "messageEmpty"
    | "messageTooLong"
    | "messageInvisible"
    | "pendingNote"
    | "postedNote"
    | "failed",
    string
  > &
    SignInPromptLabels;
}

const lengthOf = (text: string) => Array.from(text.trim()).length;

/**
 * A member writes a congratulation message (POST campaign/{slug}/congratulations). Checked here for length and
 * invisible characters first (the server checks again); the answer says whether it awaits moderation. Signed out,
 * the form is replaced by the login prompt; a 401 ends the session.
 */
export default function CongratulateForm({ lang, slug, min, max, labels }: CongratulateFormProps) {
  const signedIn = useSignedIn();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = "congratulate-message";

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    if (!isSignedIn()) return askToSignIn(lang);
    const length = lengthOf(text);
    const problem =
      length < min
        ? formatMessage(labels.messageEmpty, lang, { min })
        : !hasOnlyVisibleText(text.trim(), { multiline: true })
          ? labels.messageInvisible
          : length > max
            ? formatMessage(labels.messageTooLong, lang, { max })
            : null;
    setError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const sent = await dataCall(browserClient(lang))(campaignApi.congratulate, { params: { slug }, body: { message: text.trim() } });
      setText("");
      setStatus({ kind: "ok", text: sent.pending ? labels.pendingNote : labels.postedNote });
    } catch (caught) {
      if (!endedSession(caught, lang)) setStatus({ kind: "error", text: failureOf(caught).message || labels.failed });
    } finally {
      setBusy(false);
    }
  }

  const left = max - lengthOf(text);
  return (
    <div className="campaign-form" data-testid="congratulate" data-ready={signedIn === null ? undefined : "true"}>
      {signedIn === false ? (
        <SignInPrompt lang={lang} labels={labels} className="campaign-prompt" testId="campaign-login-prompt" />
      ) : (
        <form onSubmit={submit} noValidate data-testid="congratulate-form">
          <Field id={id} label={labels.messageLabel} hint={formatMessage(labels.messageHint, lang, { min, max })} error={error} required>
            {(control) => (
              <>
                <textarea
                  {...control}
                  ref={field}
                  name="message"
                  rows={5}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    if (error) setError(null);
                  }}
                />
                <p className={left < 0 ? "field__counter is-over" : "field__counter"} aria-hidden="true">
                  {formatMessage(labels.charactersLeft, lang, { count: left })}
                </p>
              </>
            )}
          </Field>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined} data-testid="congratulate-send">
            {busy ? labels.sending : labels.send}
          </button>
        </form>
      )}
      <p className={status?.kind === "error" ? "campaign-status is-error" : "campaign-status"} role="status" data-testid="congratulate-status">
        {status?.text ?? ""}
      </p>
    </div>
  );
}
