import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/supplier-review";
import { supplierConsoleApi } from "@portal/contract/endpoints/supplier";
import { SUPPLIER_REASON_MAX_CHARS, consoleFileUrl, type SupplierInfo } from "@portal/contract/schemas/supplier";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { TextAreaField } from "../../components/Field.tsx";
import { translator } from "../../i18n/define.ts";
import { ActionStatus } from "../../features/console/ConsoleList.tsx";
import { useRowAction } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { macauDateTime } from "../../features/console/console-list.ts";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { loadForDesk } from "../../features/console/news/news-load.server.ts";
import { postingsMessages } from "../../features/console/postings/messages.ts";
import { SUPPLIER_BADGE, SUPPLIERS_PATH } from "../../features/console/postings/postings.ts";
import { consoleLangOfRequest } from "../../features/console/staff-session.server.ts";
import { supplierMessages } from "../../features/supplier/messages.ts";
import "../../features/console/operations.css";
import "../../features/console/news/news-desk.css";
import "../../features/console/producer/producer.css";
import "../../features/console/postings/postings.css";

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navSuppliers");

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ supplier: SupplierInfo }> {
  return { supplier: await loadForDesk(context, request, consoleLangOfRequest(request), supplierConsoleApi.get, { params: { uuid: params.uuid } }) };
}

/**
 * One registration under review: the company's details and documents (opened through the console's file call,
 * behind the session), and the decision: approve, or refuse with a reason asked in a dialog.
 */
export default function SupplierReview({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(postingsMessages, lang);
  const field = translator(supplierMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const reasonId = useId().replace(/:/g, "");
  const [supplier, setSupplier] = useState(loaderData.supplier);
  const [seen, setSeen] = useState(loaderData.supplier);
  if (seen !== loaderData.supplier) {
    setSeen(loaderData.supplier);
    setSupplier(loaderData.supplier);
  }
  const [asked, setAsked] = useState<"approve" | "refuse" | null>(null);
  const [reason, setReason] = useState("");
  const { pending, message, dialogError, run, clearDialogError } = useRowAction(lang);
  const company = lang === "en" || lang === "pt" ? supplier.companyNameEn : supplier.companyNameZh;

  const ask = (what: "approve" | "refuse") => {
    clearDialogError();
    setReason(supplier.status === "rejected" ? (supplier.statusReason ?? "") : "");
    setAsked(what);
  };
  const decide = () =>
    void run(
      asked ?? "decide",
      () => (asked === "approve" ? call(supplierConsoleApi.approve, { params: { uuid: supplier.uuid } }) : call(supplierConsoleApi.refuse, { params: { uuid: supplier.uuid }, body: { reason } })),
      (after) => {
        setSupplier(after);
        setAsked(null);
        return t(after.status === "approved" ? "approvedDone" : "refusedDone", { company });
      },
      "dialog",
    );

  const facts: ReadonlyArray<[string, string]> = [
    [field("companyNameZh"), supplier.companyNameZh],
    [field("companyNameEn"), supplier.companyNameEn],
    [field("businessRegistrationNo"), supplier.businessRegistrationNo],
    [field("contactPerson"), supplier.contactPerson],
    [field("email"), supplier.email],
    [field("mobile"), supplier.mobile],
    [field("address"), supplier.address],
    [field("accountName"), supplier.username],
    [field("submittedAt"), macauDateTime(supplier.submittedAt)],
  ];

  return (
    <div className="console-page console-page--wide" data-testid="supplier-review">
      <header className="console-page__head">
        <p className="news-editor__back">
          <Link to={SUPPLIERS_PATH}>{t("backToSuppliers")}</Link>
        </p>
        <h1>{company}</h1>
        <p className="console-note">
          <span className={`news-status news-status--${SUPPLIER_BADGE[supplier.status]}`} data-testid="supplier-status">
            {t(`status_${supplier.status}`)}
          </span>
        </p>
      </header>
      <ActionStatus message={message} />
      <div className="postings-review">
        <div className="console-page">
          <section className="console-panel" aria-labelledby="registration-title">
            <h2 id="registration-title" className="console-panel__title">
              {t("registrationTitle")}
            </h2>
            <dl className="console-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="console-panel" aria-labelledby="documents-title">
            <h2 id="documents-title" className="console-panel__title">
              {t("documentsTitle")}
            </h2>
            {supplier.files.length ? (
              <ul className="postings-documents" data-testid="supplier-documents">
                {supplier.files.map((file) => (
                  <li key={file.path}>
                    <a href={consoleFileUrl(file.path)} target="_blank" rel="noreferrer">
                      {field(file.kind)}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="console-note">{t("noDocuments")}</p>
            )}
          </section>
        </div>
        <section className="console-panel postings-decision" aria-labelledby="decision-title" data-testid="supplier-decision">
          <h2 id="decision-title" className="console-panel__title">
            {t("decisionTitle")}
          </h2>
          <p>{supplier.reviewedAt ? t("decisionMade", { at: macauDateTime(supplier.reviewedAt) }) : t("decisionPending")}</p>
          {supplier.status === "rejected" && supplier.statusReason ? (
            <dl className="console-facts">
              <div>
                <dt>{t("reasonLabel")}</dt>
                <dd className="postings-reason" data-testid="supplier-reason">
                  {supplier.statusReason}
                </dd>
              </div>
            </dl>
          ) : null}
          <div className="producer-actions">
            {supplier.status !== "approved" ? (
              <button type="button" className="button button--primary" onClick={() => ask("approve")} disabled={pending !== null} data-testid="supplier-approve">
                {t("approve")}
              </button>
            ) : null}
            <button type="button" className="button console-button--danger" onClick={() => ask("refuse")} disabled={pending !== null} data-testid="supplier-refuse">
              {t("refuse")}
            </button>
          </div>
        </section>
      </div>
      <ConfirmDialog
        lang={lang}
        open={asked !== null}
        title={t(asked === "approve" ? "approveTitle" : "refuseTitle", { company })}
        confirmLabel={t(asked === "approve" ? "approve" : "refuseConfirm")}
        pending={pending !== null}
        error={dialogError}
        onClose={() => setAsked(null)}
        onConfirm={decide}
      >
        <p>{t(asked === "approve" ? "approveText" : "refuseText")}</p>
        {asked === "refuse" ? (
          <div className="console-dialog-fields">
            <TextAreaField id={`${reasonId}-reason`} label={t("reasonLabel")} hint={t("reasonHint")} value={reason} onValue={setReason} maxLength={SUPPLIER_REASON_MAX_CHARS} required rows={4} />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
