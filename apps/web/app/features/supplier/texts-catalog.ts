import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { supplierMessages } from "./messages.ts";
import type { SupplierTexts } from "./text.ts";

/** The supplier texts in one language, for server-rendered parts. */
export const supplierText = (lang: UrlLang) => translator(supplierMessages, lang);
/** The page's language's texts, as the supplier islands take them (prop `texts`). */
export const supplierTexts = (lang: UrlLang): SupplierTexts => supplierMessages[lang];
