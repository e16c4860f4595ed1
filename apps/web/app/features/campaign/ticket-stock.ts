import type { UrlLang } from "@portal/contract/locales";
import { textsTranslator } from "../../i18n/define.ts";

/**
 * How many gala tickets are left, in words — the same in the page (CampaignParts `GalaFacts`) and in the ticket
 * form, which writes the new count into the page's element after a booking (issue 21 item 14). No catalog here: the
 * island gets the texts as props.
 */

/** The element of the page that says how many tickets are left. */
export const TICKET_STOCK_ID = "ticket-stock";

/** The texts of the stock, as templates in the page's language. */
export type StockTexts = Record<"ticketsGone" | "ticketsNotOpen" | "ticketsLeft", string>;

export function stockText(texts: StockTexts, lang: UrlLang, stock: { remaining: number; total: number; open: boolean }): string {
  const t = textsTranslator(texts, lang);
  if (stock.remaining === 0) return t("ticketsGone");
  if (!stock.open) return t("ticketsNotOpen");
  return t("ticketsLeft", { remaining: stock.remaining, total: stock.total });
}
