import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { supplierMessages } from "./messages.ts";

/** The supplier area's texts in one language (its own module: the login island needs nothing else of the area's parts). */
export type SupplierKey = keyof (typeof supplierMessages)["en"];
export const supplierText = (lang: UrlLang) => translator(supplierMessages, lang);
