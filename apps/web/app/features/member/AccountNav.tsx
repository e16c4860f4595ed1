import { SignOutButton } from "./SignOutButton.tsx";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Link, useLocation } from "react-router";
import type { UrlLang } from "@portal/contract/locales";
import type { MemberInfo } from "@portal/contract/schemas/member";
import { memberNameOf } from "../../layout/member.ts";
import { onMemberChange } from "../../browser/storage-keys.ts";
import { storedMemberInfo } from "../../browser/session.ts";
import { accountPath, screenOfPath, type AccountScreen } from "./account-api.ts";
import { BellIcon, BookmarkIcon, ChatIcon, GearIcon, OverviewIcon, PlaylistIcon, SignOutIcon, SparkIcon } from "../../components/account-icons.tsx";
import { useAccountText } from "./AccountParts.tsx";
import { Avatar } from "../../components/Avatar.tsx";
import type { AccountMessageKey } from "./messages.ts";

/**
 * Links between the screens reload the document. The frame around them (language links, breadcrumb) is the
 * frame loader's data for the page it was rendered for, and React Router does not load a parent's data again when
 * only the path below it changes: client-side navigation would leave the language switch pointing at the previous
 * screen. A reload is cheap (the shell comes from the page cache, the scripts from the browser's cache).
 */
export const RELOAD_DOCUMENT = true;

const SCREENS: ReadonlyArray<{ screen: AccountScreen; label: AccountMessageKey; Icon: ComponentType }> = [
  { screen: "my-list", label: "myList", Icon: OverviewIcon },
  { screen: "play-list", label: "playList", Icon: PlaylistIcon },
  { screen: "collect", label: "collect", Icon: BookmarkIcon },
  { screen: "account-notice", label: "accountNotice", Icon: BellIcon },
  { screen: "recommended", label: "recommended", Icon: SparkIcon },
  { screen: "feedback", label: "feedback", Icon: ChatIcon },
  { screen: "setup", label: "setup", Icon: GearIcon },
];

/** The member as stored at login and refreshed by the overview; read only in the browser (never on the server). */
function useStoredMember(): Partial<MemberInfo> | null | undefined {
  const [member, setMember] = useState<Partial<MemberInfo> | null | undefined>(undefined);
  useEffect(() => {
    const refresh = () => setMember(storedMemberInfo());
    refresh();
    return onMemberChange(refresh);
  }, []);
  return member;
}

/** The side of the member centre: who is signed in, the screens (a scrolling tab bar on phones), sign out. */
export function AccountNav({ lang }: { lang: UrlLang }) {
  const { t } = useAccountText();
  const current = screenOfPath(useLocation().pathname);
  const member = useStoredMember();
  const name = member ? (memberNameOf(member) ?? "") : "";
  const list = useRef<HTMLUListElement>(null);

  // On phones the tabs scroll sideways: the current one is brought into view.
  useEffect(() => {
    const active = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const strip = list.current;
    if (active && strip && strip.scrollWidth > strip.clientWidth) {
      strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
    }
  }, [current]);

  return (
    <aside className="account-side">
      <div className="account-who" data-testid="account-who">
        {member === undefined ? (
          <>
            <span className="avatar avatar--small skeleton" aria-hidden="true" />
            <span className="skeleton skeleton--line account-who__placeholder" aria-hidden="true" />
          </>
        ) : (
          <>
            <Avatar name={name} photo={member?.photo} size="small" />
            <span className="account-who__text">
              <span className="account-who__label">{t("centre")}</span>
              <span className="account-who__name">{name}</span>
            </span>
          </>
        )}
      </div>
      <nav className="account-nav" aria-label={t("sections")}>
        <ul ref={list}>
          {SCREENS.map(({ screen, label, Icon }) => (
            <li key={screen}>
              <Link
                to={accountPath(lang, screen)}
                reloadDocument={RELOAD_DOCUMENT}
                aria-current={screen === current ? "page" : undefined}
                data-screen={screen}
              >
                <Icon />
                <span>{t(label)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SignOutButton lang={lang} className="account-signout" testId="account-sign-out">
        {(pending) => (
          <>
            <SignOutIcon />
            <span>{pending ? t("working") : t("signOut")}</span>
          </>
        )}
      </SignOutButton>
    </aside>
  );
}
