import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stockTexts } from "./CampaignParts.tsx";
import { campaignLabels, SIGN_IN_KEYS } from "./labels.ts";
import TicketForm from "./TicketForm.island.tsx";

describe("the ticket form as the server renders it", () => {
  const ticketLabels = campaignLabels("en", ["ticketNameLabel", "ticketPhoneLabel", "ticketPhoneHint", "ticketSubmit", "ticketSubmitting", "ticketNameRequired", "ticketDone", "ticketDoneText", "ticketReference", "ticketName", "ticketPhone", "ticketHave", "checking", "failed", ...SIGN_IN_KEYS]);
  const renderTicket = (open: boolean) =>
    renderToStaticMarkup(<TicketForm lang="en" slug="tdm40" open={open} maxName={50} phoneInvalid="Not a Macau mobile" stock={stockTexts("en")} labels={ticketLabels} />);

  it("offers the ticket form while registration is open, and none when it is closed", () => {
    const open = renderTicket(true);
    expect(open).toContain('data-testid="ticket-form"');
    const input = (id: string) => new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(open)?.[0] ?? "";
    expect(input("ticket-name")).toContain('maxLength="50"');
    expect(input("ticket-phone")).toContain('type="tel"');
    expect(input("ticket-phone")).toContain('maxLength="8"');
    expect(renderTicket(false)).not.toContain("<form");
  });
});
