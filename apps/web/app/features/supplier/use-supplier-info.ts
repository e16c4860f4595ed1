import { useEffect, useState } from "react";
import type { UrlLang } from "@portal/contract/locales";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import type { SupplierInfo } from "@portal/contract/schemas/supplier";
import type { DataCall } from "../../data/call.ts";
import { errorMessage, isSignedOutError } from "../../data/call.ts";
import { endSupplierSession, isSupplierSession, storeSupplierNames, supplierPath, supplierToken } from "./session.ts";

/**
 * The signed-in supplier's record, read in the browser (a supplier's data is never in the HTML, ADR 0007). Without
 * a supplier session, or when the server says it ended (401), the token is forgotten and the login screen shown.
 * Each record read or saved leaves the company's names for the header (session.ts `storeSupplierNames`).
 */
export function useSupplierInfo(lang: UrlLang, call: DataCall, fallback: string) {
  const [info, setStoredInfo] = useState<SupplierInfo | null>(null);
  const setInfo = (next: SupplierInfo) => {
    storeSupplierNames(next);
    setStoredInfo(next);
  };
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const toLogin = () => {
      endSupplierSession();
      window.location.replace(supplierPath(lang, "login"));
    };
    if (!isSupplierSession(supplierToken())) return toLogin();
    call(supplierApi.info).then(setInfo, (error: unknown) => (isSignedOutError(error) ? toLogin() : setFailure(errorMessage(error, fallback))));
  }, [call]);
  return { info, setInfo, failure };
}
