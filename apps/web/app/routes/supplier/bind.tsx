import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/bind";
import type { RouteHandle } from "../../context.ts";
import { supplierApi } from "@portal/contract/endpoints/supplier";
import { FormMessage, focusField, useHydrated } from "../../components/Form.tsx";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall, errorMessage } from "../../data/call.ts";
import { RegistrationSteps, SupplierScreen, supplierMeta, supplierScreen, supplierText, useMobileCode } from "../../features/supplier/SupplierParts.tsx";
import { storeSupplierToken, supplierPath } from "../../features/supplier/session.ts";
import "../../features/member/member.css";

/**
 * /{lang}/supplier/bind, the first step of a registration: "bind" a Macau mobile to it. The code sent by SMS proves
 * the number; supplier/bind answers a registration ticket, kept as the supplier token until the form is sent
 * (docs/suppliers.md).
 */
export const handle: RouteHandle = { hydrate: "app" };
export const loader = ({ params }: Route.LoaderArgs) => supplierScreen(params.lang, "bindTitle");
export const meta: Route.MetaFunction = ({ matches }) => supplierMeta(matches, "bindTitle", { index: true });

const FORM_ID = "supplier-bind";

export default function SupplierBind({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const t = supplierText(lang);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const call = useMemo(() => dataCall(browserClient(lang)), [lang]);
  const mobileCode = useMobileCode(lang, call, "bind", FORM_ID);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = mobileCode.check();
    if (found.mobile || found.code) return focusField(FORM_ID, found.mobile ? "mobile" : "code");
    setBusy(true);
    try {
      const { bindToken } = await call(supplierApi.bind, { body: mobileCode.proof() });
      storeSupplierToken(bindToken);
      void navigate(supplierPath(lang, "form"), { state: { mobile: mobileCode.proof().mobile } });
    } catch (error) {
      mobileCode.setNotice({ kind: "error", text: errorMessage(error, t("networkError")) });
      setBusy(false);
    }
  };

  return (
    <SupplierScreen title={t("bindTitle")} lead={t("bindLead")} testId="supplier-bind-page">
      <RegistrationSteps lang={lang} current={0} />
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        {mobileCode.fields}
        {mobileCode.notice ? (
          <FormMessage kind={mobileCode.notice.kind} testId="supplier-bind-notice">
            {mobileCode.notice.text}
          </FormMessage>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={!hydrated || busy} data-testid="supplier-bind-submit">
          {t("bindNext")}
        </button>
      </form>
      <p className="auth-switch">
        <Link to={supplierPath(lang, "login")}>{t("loginTitle")}</Link>
      </p>
    </SupplierScreen>
  );
}
