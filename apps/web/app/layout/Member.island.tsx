import { displayMemberName } from "@portal/contract/constants";
import { UserIcon } from "../components/icons.tsx";
import { saveReturnAddress } from "../browser/session.ts";
import { safeStorage } from "../browser/storage-keys.ts";
import { useHeaderMember } from "./use-header-member.ts";

interface Props {
  lang: string;
  /** The visible text when signed out (spec §3 "LOGIN", in the page's language: 登入, Sign in…). */
  signInLabel: string;
  /** The visible text of a member whose name is not known. */
  accountShortLabel: string;
  loginLabel: string;
  /** "My account: {name}". */
  accountLabel: string;
  /** "Supplier account: {name}" and, when the company's name is not known, "Supplier account". */
  supplierLabel: string;
  supplierShortLabel: string;
}

/**
 * The member's name, or "sign in" in the page's language. Signed out it leads to the login screen and remembers
 * the current page as the return address; signed in it leads to the member centre. A supplier signed in on this
 * browser (and no member) is shown by the company's name, leading to the supplier account (docs/suppliers.md).
 */
export default function Member({ lang, signInLabel, accountShortLabel, loginLabel, accountLabel, supplierLabel, supplierShortLabel }: Props) {
  const stored = useHeaderMember();
  /** `data-ready` once the stored member has been read: until then "sign in" is only the server's guess. */
  const ready = stored !== null;
  const member = stored?.loggedIn ? stored : null;
  const supplier = !member && stored?.supplier;
  if (supplier) {
    const name = (lang.startsWith("zh") ? supplier.zh || supplier.en : supplier.en || supplier.zh) ?? null;
    return (
      <a className="member-link" href={`/${lang}/supplier/account`} data-testid="header-member" data-logged-in="supplier" data-ready="true" title={name ?? undefined}>
        <UserIcon />
        <span className="member-name">{name ? displayMemberName(name) : supplierShortLabel}</span>
        <span className="visually-hidden">{` – ${name ? supplierLabel.replace("{name}", name) : supplierShortLabel}`}</span>
      </a>
    );
  }
  const href = member ? `/${lang}/user/account/my-list` : `/${lang}/user`;
  return (
    <a
      className="member-link"
      href={href}
      data-testid="header-member"
      data-logged-in={member ? "true" : "false"}
      data-ready={ready ? "true" : undefined}
      title={member?.fullName ?? undefined}
      onClick={() => {
        if (!member) saveReturnAddress(safeStorage("local"), location.pathname + location.search);
      }}
    >
      <UserIcon />
      <span className="member-name">{member ? (member.fullName ? member.label : accountShortLabel) : signInLabel}</span>
      {/* The accessible name starts with the visible text (WCAG 2.5.3) and then says where the link goes. */}
      <span className="visually-hidden">{` – ${member ? (member.fullName ? accountLabel.replace("{name}", member.fullName) : accountShortLabel) : loginLabel}`}</span>
    </a>
  );
}
