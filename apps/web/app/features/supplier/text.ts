import { createContext, useContext } from "react";
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

const SupplierTextsContext = createContext<SupplierTexts | null>(null);
/** Given by each supplier island around its content, from its `texts` prop. */
export const SupplierTextsProvider = SupplierTextsContext.Provider;

/** The supplier texts of the island this component renders in. */
export function useSupplierText(): SupplierT {
  const texts = useContext(SupplierTextsContext);
  if (!texts) throw new Error("supplier texts missing: render inside a supplier island's SupplierTextsProvider");
  return textsTranslator(texts);
}

