import { useState, type FormEvent } from "react";
import { campaignApi } from "@portal/contract/endpoints/campaign";
import type { UrlLang } from "@portal/contract/locales";
import type { CampaignTicket } from "@portal/contract/schemas/campaign";
import { isMacauPhone } from "@portal/contract/rules";
import { TextField } from "../../components/Field.tsx";
import { SignInPrompt, type SignInPromptLabels } from "../../components/SignInPrompt.tsx";
import { askToSignIn, endedSession, isSignedIn, useMemberRead, useSignedIn } from "../../components/member-gate.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, failureOf } from "../../data/call.ts";
import { stockText, TICKET_STOCK_ID, type StockTexts } from "./ticket-stock.ts";

export interface TicketFormProps {
  lang: UrlLang;
  slug: string;
  /** Registration is open and tickets remain (as the page was rendered; the server decides). */
  open: boolean;
  maxName: number;
  /** The contract's message for a phone that is not a Macau mobile (spec §5), in the page's language. */
  phoneInvalid: string;
  /** The words of the page's ticket count (#ticket-stock), which the form keeps up to date. */
  stock: StockTexts;
  labels: Record<
    | "ticketNameLabel"
    | "ticketPhoneLabel"
    | "ticketPhoneHint"
    | "ticketSubmit"
    | "ticketSubmitting"
    | "ticketNameRequired"
    | "ticketDone"
    | "ticketDoneText"
    | "ticketReference"
    | "ticketName"
    | "ticketPhone"
    | "ticketHave"
    | "checking"
    | "failed",
    string
  > &
    SignInPromptLabels;
}

type Errors = { name?: string; phone?: string };

/** Writes the tickets left into the page's count (server-rendered beside the form, polite live region). */
function showStock(texts: StockTexts, lang: UrlLang, stock: { remaining: number; total: number; open: boolean }): void {
  const element = document.getElementById(TICKET_STOCK_ID);
  if (element) element.textContent = stockText(texts, lang, stock);
}

/**
 * Ticket registration (POST campaign/{slug}/ticket). Signed in, the member's registration is read first: a member
 * who has a ticket sees it (reference, name, masked mobile); otherwise the form (name, Macau mobile). A refusal
 * (already registered, number taken, none left) is the server's message, shown as an alert. The page's count of
 * tickets left follows what the member's reads answer, at once after a booking (issue 21 item 14).
 */
export default function TicketForm({ lang, slug, open, maxName, phoneInvalid, stock, labels }: TicketFormProps) {
  const signedIn = useSignedIn();
  const [ticket, setTicket] = useState<{ ticket: CampaignTicket; fresh: boolean } | null>(null);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ready = useMemberRead(
    async (isLive) => {
      if (!isSignedIn()) return;
      const status = await dataCall(browserClient(lang))(campaignApi.ticketStatus, { params: { slug } });
      if (!isLive()) return;
      showStock(stock, lang, status);
      if (status.ticket) setTicket({ ticket: status.ticket, fresh: false });
    },
    [lang, slug],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    if (!isSignedIn()) return askToSignIn(lang);
    // Only the rule's predicate here: the contract's messages stay out of the page's JavaScript (a prop instead).
    const found: Errors = {
      name: name.trim() ? undefined : labels.ticketNameRequired,
      phone: isMacauPhone(phone.trim()) ? undefined : phoneInvalid,
    };
    setErrors(found);
    if (found.name || found.phone) {
      document.getElementById(found.name ? "ticket-name" : "ticket-phone")?.focus();
      return;
    }
    setBusy(true);
    try {
      const call = dataCall(browserClient(lang));
      const registered = await call(campaignApi.registerTicket, { params: { slug }, body: { name: name.trim(), phone: phone.trim() } });
      setTicket({ ticket: registered, fresh: true });
      // The count left, at once: as the server has it now (others book too).
      await call(campaignApi.ticketStatus, { params: { slug } }).then((status) => showStock(stock, lang, status), () => undefined);
    } catch (caught) {
      if (!endedSession(caught, lang)) setRefusal(failureOf(caught).message || labels.failed);
    } finally {
      setBusy(false);
    }
  }

  if (ticket) {
    return (
      <section className="campaign-ticket" data-testid="ticket-confirmation" aria-labelledby="ticket-confirmation-title" tabIndex={-1} ref={(el) => (ticket.fresh ? el?.focus() : undefined)}>
        <h2 id="ticket-confirmation-title" className="campaign-ticket__title">
          {ticket.fresh ? labels.ticketDone : labels.ticketHave}
        </h2>
        <dl className="campaign-ticket__facts">
          <div>
            <dt>{labels.ticketReference}</dt>
            <dd className="campaign-ticket__reference" data-testid="ticket-reference">
              {ticket.ticket.reference}
            </dd>
          </div>
          <div>
            <dt>{labels.ticketName}</dt>
            <dd>{ticket.ticket.name}</dd>
          </div>
          <div>
            <dt>{labels.ticketPhone}</dt>
            <dd>{ticket.ticket.phone}</dd>
          </div>
        </dl>
        <p>{labels.ticketDoneText}</p>
      </section>
    );
  }

  return (
    <div className="campaign-form" data-testid="ticket" data-ready={signedIn === null || (signedIn && !ready) ? undefined : "true"}>
      {signedIn === false ? (
        <SignInPrompt lang={lang} labels={labels} className="campaign-prompt" testId="campaign-login-prompt" />
      ) : signedIn && !ready ? (
        <p role="status">{labels.checking}</p>
      ) : open ? (
        <form onSubmit={submit} noValidate data-testid="ticket-form">
          <TextField id="ticket-name" name="name" label={labels.ticketNameLabel} required autoComplete="name" maxLength={maxName} value={name} onValue={setName} error={errors.name} />
          <TextField
            id="ticket-phone"
            name="phone"
            label={labels.ticketPhoneLabel}
            hint={labels.ticketPhoneHint}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={8}
            value={phone}
            onValue={setPhone}
            error={errors.phone}
          />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined} data-testid="ticket-submit">
            {busy ? labels.ticketSubmitting : labels.ticketSubmit}
          </button>
        </form>
      ) : null}
      <p className="campaign-status is-error" role="alert" data-testid="ticket-error">
        {refusal ?? ""}
      </p>
    </div>
  );
}
