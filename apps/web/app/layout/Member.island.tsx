import { useEffect, useState } from "react";
import { DEFAULT_MEMBER_NAME } from "@portal/contract/constants";
import { UserIcon } from "./icons.tsx";
import { readHeaderMember, saveReturnAddress, type HeaderMember } from "./member.ts";
import { onMemberChange, safeStorage } from "./storage-keys.ts";

interface Props {
  lang: string;
  /** What the link says when nobody is signed in, in the page's language (登入, Log in …). */
  signInText: string;
  loginLabel: string;
  /** "My account: {name}". */
  accountLabel: string;
}

const LOGGED_OUT: HeaderMember = { loggedIn: false, label: DEFAULT_MEMBER_NAME, fullName: null };

/**
 * The member's name, or "log in" in the page's language (the spec's LOGIN; issue 10). Logged out it leads to the login screen and remembers the current page as the
 * return address; logged in it leads to the member centre.
 */
export default function Member({ lang, signInText, loginLabel, accountLabel }: Props) {
  const [member, setMember] = useState<HeaderMember>(LOGGED_OUT);
  /** True once the stored member has been read (`data-ready`): until then LOGIN is only the server's guess. */
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const refresh = () => {
      setMember(readHeaderMember(safeStorage("local")));
      setReady(true);
    };
    refresh();
    return onMemberChange(refresh);
  }, []);

  const href = member.loggedIn ? `/${lang}/user/account/my-list` : `/${lang}/user`;
  return (
    <a
      className="member-link"
      href={href}
      data-testid="header-member"
      data-logged-in={member.loggedIn ? "true" : "false"}
      data-ready={ready ? "true" : undefined}
      title={member.fullName ?? undefined}
      onClick={() => {
        if (!member.loggedIn) saveReturnAddress(safeStorage("local"), location.pathname + location.search);
      }}
    >
      <UserIcon />
      <span className="member-name">{member.loggedIn ? member.label : signInText}</span>
      {/* The accessible name starts with the visible text (WCAG 2.5.3) and then says where the link goes. */}
      <span className="visually-hidden">
        {` – ${member.loggedIn ? accountLabel.replace("{name}", member.fullName ?? member.label) : loginLabel}`}
      </span>
    </a>
  );
}
