import { createContext, useContext } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { textsTranslator } from "../../i18n/define.ts";
import type { supplierMessages } from "./messages.ts";

/**
 * The supplier area's texts. Server-rendered parts read the catalog (`supplierText(lang)`, texts-catalog.ts); the
 * islands get the page's language's texts as a prop (`texts`) and read them through `useSupplierText()`, so their
 * JavaScript carries no four-language catalog (this module imports the catalog's type only).
 */
export type SupplierKey = keyof (typeof supplierMessages)["en"];
export type SupplierTexts = Record<SupplierKey, string>;
export type SupplierT = (key: SupplierKey, params?: Record<string, string | number>) => string;

const SupplierTextsContext = createContext<{ lang: UrlLang; texts: SupplierTexts } | null>(null);
/** Given by each supplier island around its content, from its `lang` and `texts` props. */
export const SupplierTextsProvider = SupplierTextsContext.Provider;

/** The supplier texts of the island this component renders in. */
export function useSupplierText(): SupplierT {
  const given = useContext(SupplierTextsContext);
  if (!given) throw new Error("supplier texts missing: render inside a supplier island's SupplierTextsProvider");
  return textsTranslator(given.texts, given.lang);
}

