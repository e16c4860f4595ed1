import { useId, useMemo, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/staff";
import { staffApi } from "@portal/contract/endpoints/staff";
import type { UrlLang } from "@portal/contract/locales";
import {
  STAFF_NAME_MAX_CHARS,
  STAFF_ROLES,
  STAFF_STATUSES,
  type StaffAccountSummary,
  type StaffInvitation,
  type StaffRole,
} from "@portal/contract/schemas/staff";
import { errorMessage } from "../../data/call.ts";
import type { RouteHandle } from "../../context.ts";
import { oneOfQuery, pageQuery } from "../../data/route-params.ts";
import { translator } from "../../i18n/define.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { SelectField, TextField } from "../../components/Field.tsx";
import { FormMessage, FormSubmit } from "../../components/Form.tsx";
import { ActionStatus, ConsolePager, FilterForm, FilterSelect, ListNotice } from "../../features/console/ConsoleList.tsx";
import { useActionList, type ActionDialogProps } from "../../features/console/console-actions.ts";
import { consoleCall } from "../../features/console/console-api.ts";
import { FreshCodeField, useFreshCode, type FreshCode } from "../../features/console/FreshCode.tsx";
import { macauDateTime } from "../../features/console/console-list.ts";
import { loadFiltered } from "../../features/console/console-list.server.ts";
import { consoleMeta, useConsoleLang, useStaff } from "../../features/console/console-route.ts";
import { consoleMessages } from "../../features/console/messages.ts";
import { operationsMessages } from "../../features/console/operations-messages.ts";
import "../../features/console/operations.css";

/** The staff list's filters (staffListQuery; docs/console.md "Staff administration"). */
const FILTERS = ["status", "role"] as const;

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "navStaff");

/** The filters the loader reads (the server renders with these only: page-query.ts). */
export const handle: RouteHandle = { query: { status: oneOfQuery(STAFF_STATUSES), role: oneOfQuery(STAFF_ROLES), page: pageQuery } };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFiltered(context, request, FILTERS, staffApi.accounts);
}

type Asked = { kind: "role" | "disable" | "enable" | "reset"; account: StaffAccountSummary };

/**
 * Staff accounts, for administrators: the list (filtered by status and role), inviting a person, a new set-up link,
 * another role, disable and enable, resetting a lost sign-in. The server's refusals (the last administrator, one's
 * own account, an address that already has an account) are shown as it words them. Every change but a new link is
 * sensitive: when the server asks for the authenticator's code, the dialog (or the invitation form) shows a code
 * field and confirming again sends the code, then the change (FreshCode.tsx).
 */
export default function ConsoleStaff({ loaderData }: Route.ComponentProps) {
  const lang = useConsoleLang();
  const t = translator(operationsMessages, lang);
  const roleName = translator(consoleMessages, lang);
  const { me } = useStaff();
  const call = useMemo(() => consoleCall(lang), [lang]);
  const { filters, list } = loaderData;
  const { rows: accounts, replace, action, ask, dialog, focusRow, settle } = useActionList<StaffAccountSummary, Asked>(lang, list, (id) => `console-staff-${id}`);
  const fresh = useFreshCode(lang);

  const resend = (account: StaffAccountSummary) =>
    void action
      .run(`resend-${account.id}`, () => call(staffApi.resendInvite, { params: { id: account.id }, body: {} }), (invitation) => {
        replace(invitation.account);
        return deliveryText(lang, invitation);
      })
      .then(() => focusRow(account.id));
  /** The change asked in the dialog, sent with the code when the server asked for one; what the live region says. */
  const confirmAsked = async (asked: Asked, role: StaffRole): Promise<boolean> => {
    const { account } = asked;
    const id = { params: { id: account.id } };
    const sensitive = <T,>(change: () => Promise<T>, done: (value: T) => string) => action.run(`${asked.kind}-${account.id}`, () => fresh.run(change), done, "dialog");
    switch (asked.kind) {
      case "role":
        return sensitive(
          () => call(staffApi.setRole, { ...id, body: { role } }),
          (next) => {
            replace(next);
            return t("didChangeRole", { name: account.name, role: roleName(`role_${next.role}`) });
          },
        );
      case "disable":
        return sensitive(
          () => call(staffApi.disable, id),
          (disabled) => {
            replace(disabled.account);
            return t("didDisable", { name: account.name, count: disabled.sessionsEnded });
          },
        );
      case "enable":
        return sensitive(
          () => call(staffApi.enable, id),
          (next) => {
            replace(next);
            return t("didEnable", { name: account.name });
          },
        );
      case "reset":
        return sensitive(
          () => call(staffApi.reset, { ...id, body: {} }),
          (reset) => {
            replace(reset.account);
            return `${t("didReset", { name: account.name, count: reset.sessionsEnded })} ${deliveryText(lang, reset, "reset")}`;
          },
        );
    }
  };

  return (
    <div className="console-page console-page--wide" data-testid="console-staff">
      <header className="console-page__head">
        <h1>{t("staffTitle")}</h1>
        <p className="console-page__lead">{t("staffLead")}</p>
      </header>
      <InviteForm lang={lang} />
      <FilterForm lang={lang} testId="console-staff-filters">
        <FilterSelect lang={lang} name="status" label={t("filterStatus")} value={filters.status} choices={STAFF_STATUSES.map((status) => ({ value: status, label: t(`staffStatus_${status}`) }))} />
        <FilterSelect lang={lang} name="role" label={t("filterRole")} value={filters.role} choices={STAFF_ROLES.map((role) => ({ value: role, label: roleName(`role_${role}`) }))} />
      </FilterForm>
      <ActionStatus message={action.message} />
      <ListNotice lang={lang} failure={list.ok ? null : list.message} empty={list.ok && accounts.length === 0} />
      {accounts.length > 0 ? (
        <div className="console-table-wrap">
          <table className="console-table" data-testid="console-staff-table">
            <caption className="visually-hidden">{t("staffTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("colName")}</th>
                <th scope="col">{t("colEmail")}</th>
                <th scope="col">{t("colRole")}</th>
                <th scope="col">{t("colStatus")}</th>
                <th scope="col">{t("colLastSignIn")}</th>
                <th scope="col">{t("colActions")}</th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => {
                const busy = (key: string) => action.pending === `${key}-${account.id}`;
                const badge = { invited: "console-badge--warn", active: "console-badge--ok", disabled: "console-badge--danger" }[account.status];
                const expired = account.invitationExpiresAt === null || Date.parse(account.invitationExpiresAt) < Date.now();
                return (
                  <tr key={account.id} id={`console-staff-${account.id}`} tabIndex={-1} className={account.id === me.id ? "console-row--me" : undefined} data-testid="console-staff-row" data-email={account.email}>
                    <th scope="row" data-label={t("colName")} className="console-strong">
                      {account.name} {account.id === me.id ? <span className="console-badge console-badge--small console-badge--muted">{t("you")}</span> : null}
                    </th>
                    <td data-label={t("colEmail")}>
                      {account.email}
                    </td>
                    <td data-label={t("colRole")} data-testid="console-staff-role">
                      {roleName(`role_${account.role}`)}
                    </td>
                    <td data-label={t("colStatus")}>
                      <span className={`console-badge console-badge--small ${badge}`} data-testid="console-staff-status">
                        {t(`staffStatus_${account.status}`)}
                      </span>
                      {account.status === "invited" ? (
                        <span className="console-sub">{expired || !account.invitationExpiresAt ? t("linkExpired") : t("linkExpires", { at: macauDateTime(account.invitationExpiresAt) })}</span>
                      ) : null}
                    </td>
                    <td data-label={t("colLastSignIn")} className="console-nowrap">
                      {account.lastSignInAt ? <time dateTime={account.lastSignInAt}>{macauDateTime(account.lastSignInAt)}</time> : <span className="console-muted">{t("neverSignedIn")}</span>}
                    </td>
                    <td data-label={t("colActions")}>
                      <div className="console-actions" role="group" aria-label={t("staffActions", { name: account.name })}>
                        <button type="button" className="button console-button--quiet" disabled={action.pending !== null} onClick={() => ask({ kind: "role", account })} data-testid="console-staff-change-role">
                          {t("changeRole")}
                        </button>
                        {account.status === "invited" ? (
                          <button type="button" className="button console-button--quiet" disabled={action.pending !== null} onClick={() => resend(account)} data-testid="console-staff-resend">
                            {busy("resend") ? t("working") : t("resend")}
                          </button>
                        ) : null}
                        {account.status !== "invited" && account.id !== me.id ? (
                          <button type="button" className="button console-button--quiet" disabled={action.pending !== null} onClick={() => ask({ kind: "reset", account })} data-testid="console-staff-reset">
                            {t("reset")}
                          </button>
                        ) : null}
                        {account.status === "disabled" ? (
                          <button type="button" className="button console-button--quiet" disabled={action.pending !== null} onClick={() => ask({ kind: "enable", account })} data-testid="console-staff-enable">
                            {t("enable")}
                          </button>
                        ) : (
                          <button type="button" className="button console-button--danger" disabled={action.pending !== null} onClick={() => ask({ kind: "disable", account })} data-testid="console-staff-disable">
                            {t("disable")}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {list.ok && list.data.total > 0 ? <ConsolePager lang={lang} page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} /> : null}
      <StaffDialog
        lang={lang}
        {...dialog}
        fresh={fresh}
        onClose={() => {
          fresh.clearCode();
          dialog.onClose();
        }}
        onConfirm={async (role) => {
          const asked = dialog.asked;
          if (asked) settle(await confirmAsked(asked, role), asked.account.id);
        }}
      />
    </div>
  );
}

/** What became of the e-mail with a set-up link (an invitation's, or a reset's), and until when the link works. */
function deliveryText(lang: UrlLang, invitation: StaffInvitation, reason: "invitation" | "reset" = "invitation"): string {
  const t = translator(operationsMessages, lang);
  const key = reason === "reset" ? (`resetDelivery_${invitation.delivery}` as const) : (`delivery_${invitation.delivery}` as const);
  return t(key, { email: invitation.sentTo, at: macauDateTime(invitation.expiresAt) });
}

type InviteField = "name" | "email" | "role";

/**
 * Invite a person: name, e-mail address and role; the list is loaded again with the new account. When the server
 * asks for the authenticator's code, the form shows its field and sending again sends the code first.
 */
function InviteForm({ lang }: { lang: UrlLang }) {
  const t = translator(operationsMessages, lang);
  const roleName = translator(consoleMessages, lang);
  const call = useMemo(() => consoleCall(lang), [lang]);
  const fresh = useFreshCode(lang);
  const { revalidate } = useRevalidator();
  const id = useId().replace(/:/g, "");
  const [values, setValues] = useState<Record<InviteField, string>>({ name: "", email: "", role: "" });
  const [errors, setErrors] = useState<Partial<Record<InviteField, string>>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<StaffInvitation | null>(null);
  const field = (name: InviteField) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    required: true,
    onValue: (value: string) => {
      setValues((old) => ({ ...old, [name]: value }));
      setErrors((old) => ({ ...old, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const name = values.name.trim();
    const email = values.email.trim();
    const found = { name: name ? undefined : t("nameRequired"), email: email ? undefined : t("emailRequired"), role: values.role ? undefined : t("roleRequired") };
    setErrors(found);
    const first = (["name", "email", "role"] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const invitation = await fresh.run(() => call(staffApi.invite, { body: { name, email, role: values.role as StaffRole } }));
      setSent(invitation);
      setValues({ name: "", email: "", role: "" });
      void revalidate();
    } catch (error) {
      setFailure(errorMessage(error, t("requestFailed")));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="console-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("inviteTitle")}</h2>
      <p className="console-note">{t("inviteLead")}</p>
      <form className="console-invite" noValidate onSubmit={(event) => void submit(event)} data-testid="console-staff-invite">
        <div className="console-invite__fields">
          <TextField {...field("name")} label={t("colName")} maxLength={STAFF_NAME_MAX_CHARS} autoComplete="off" />
          <TextField {...field("email")} label={t("colEmail")} type="email" autoComplete="off" spellCheck={false} />
          <SelectField {...field("role")} label={t("colRole")} placeholder={t("chooseRole")} choices={STAFF_ROLES.map((role) => ({ value: role, label: roleName(`role_${role}`) }))} />
        </div>
        {fresh.asked ? <FreshCodeField lang={lang} id={`${id}-code`} fresh={fresh} /> : null}
        <FormSubmit failure={failure} pending={pending} label={t("invite")} pendingLabel={t("inviting")} />
      </form>
      {sent ? (
        <FormMessage kind={sent.delivery === "failed" ? "error" : "success"} testId="console-staff-invited">
          <p>{deliveryText(lang, sent)}</p>
          {sent.setupUrl ? (
            <p className="console-setup-link">
              {t("setupLink")}: <a href={sent.setupUrl}>{sent.setupUrl}</a>
            </p>
          ) : null}
        </FormMessage>
      ) : null}
    </section>
  );
}

/** What the dialog of each change says, and its confirm button (a role change also has the roles' select). */
const DIALOG_TEXTS = {
  role: { title: "changeRoleTitle", confirm: "changeRole", text: null },
  disable: { title: "disableTitle", confirm: "disable", text: "disableText" },
  enable: { title: "enableTitle", confirm: "enable", text: "enableText" },
  reset: { title: "resetTitle", confirm: "reset", text: "resetText" },
} as const;

/** Another role (a select of the roles), or "disable / enable / reset this account?"; the code field when asked for. */
function StaffDialog({ lang, asked, pending, error, onClose, onConfirm, fresh }: ActionDialogProps<Asked, StaffRole> & { fresh: FreshCode }) {
  const t = translator(operationsMessages, lang);
  const roleName = translator(consoleMessages, lang);
  const id = useId().replace(/:/g, "");
  const [role, setRole] = useState<string>("");
  const [shown, setShown] = useState<Asked | null>(null);
  if (shown !== asked) {
    setShown(asked);
    setRole(asked?.account.role ?? "");
  }
  const texts = DIALOG_TEXTS[asked?.kind ?? "role"];
  const name = asked?.account.name ?? "";
  return (
    <ConfirmDialog
      lang={lang}
      open={asked !== null}
      title={t(texts.title, { name })}
      confirmLabel={t(texts.confirm)}
      pending={pending}
      error={error}
      onClose={onClose}
      onConfirm={() => onConfirm(role as StaffRole)}
    >
      {texts.text ? (
        <p>{t(texts.text, { email: asked?.account.email ?? "" })}</p>
      ) : (
        <div className="console-dialog-fields">
          <SelectField
            id={`${id}-role`}
            label={t("newRole")}
            required
            value={role}
            onValue={setRole}
            placeholder={t("chooseRole")}
            choices={STAFF_ROLES.map((value) => ({ value, label: roleName(`role_${value}`) }))}
          />
        </div>
      )}
      {fresh.asked ? <FreshCodeField lang={lang} id={`${id}-code`} fresh={fresh} /> : null}
    </ConfirmDialog>
  );
}
