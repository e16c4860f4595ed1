import { identityApi } from "@portal/contract/endpoints/identity";
import { memberApi } from "@portal/contract/endpoints/member";
import { referenceApi } from "@portal/contract/endpoints/reference";
import type { Route } from "./+types/setup";
import { loadForMember, optional } from "../../features/member/account-api.ts";
import { accountBreadcrumb, accountMeta, accountRouteBreadcrumb } from "../../features/member/account-route.ts";
import type { RouteHandle } from "../../context.ts";
import { ScreenError, ScreenFallback, ScreenHeading, useAccountText, useLoaderState } from "../../features/member/AccountParts.tsx";
import { Panel } from "../../components/Panel.tsx";
import { AccountProfileForm } from "../../features/member/AccountProfileForm.tsx";
import { AccountPhoto } from "../../features/member/AccountPhoto.tsx";
import { ContactForm, DeleteAccountPanel, PasswordForm, SignOutPanel } from "../../features/member/AccountSecurity.tsx";

/**
 * The member's settings (spec §2 setup): profile (GET/POST info, with the data dictionary and the interests),
 * password, mobile and e-mail (each proven by a code), signing out and closing the account.
 */
export const meta: Route.MetaFunction = ({ matches }) => accountMeta(matches, "setup");

export const handle: RouteHandle = { breadcrumb: accountRouteBreadcrumb("setup") };

export function loader({ params }: Route.LoaderArgs) {
  return { breadcrumb: accountBreadcrumb(params.lang, "setup") };
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadForMember(args, async (call) => {
    const [info, dictionary, interests] = await Promise.all([
      call(memberApi.info),
      // Choices, not the member's data: the form still works (with fewer options) when they fail.
      optional(call(referenceApi.dataDictionary)),
      optional(call(identityApi.favInfo)),
    ]);
    return { breadcrumb: accountBreadcrumb(args.params.lang, "setup"), info, dictionary, interests };
  });
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ScreenFallback screen="setup" variant="form" rows={4} />;
}

export function ErrorBoundary() {
  return <ScreenError screen="setup" />;
}

export default function Setup({ loaderData }: Route.ComponentProps) {
  const { t } = useAccountText();
  const [info, setInfo] = useLoaderState(loaderData.info);
  return (
    <section className="account-screen" data-testid="setup">
      <ScreenHeading>{t("setup")}</ScreenHeading>
      <Panel title={t("profile")} id="setup-profile">
        <AccountPhoto info={info} onSaved={setInfo} />
        <AccountProfileForm info={info} dictionary={loaderData.dictionary} interests={loaderData.interests} onSaved={setInfo} />
      </Panel>
      <Panel title={info.hasPassword ? t("password") : t("setPassword")} id="setup-password">
        <PasswordForm hasPassword={info.hasPassword} onChanged={() => setInfo((current) => ({ ...current, hasPassword: true }))} />
      </Panel>
      <Panel title={t("mobile")} id="setup-mobile">
        <ContactForm kind="mobile" current={info.mobile} onChanged={setInfo} />
      </Panel>
      <Panel title={t("email")} id="setup-email">
        <ContactForm kind="email" current={info.email} onChanged={setInfo} />
      </Panel>
      <Panel title={t("signOutSection")} id="setup-sign-out">
        <SignOutPanel />
      </Panel>
      <Panel title={t("deleteAccount")} id="setup-delete" className="panel--danger">
        <DeleteAccountPanel hasPassword={info.hasPassword} />
      </Panel>
    </section>
  );
}
