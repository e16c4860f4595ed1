import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { DEFAULT_URL_LANG, isUrlLang, type UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { frameDataOf, pageMeta } from "../../layout/meta.ts";
import { loginMessages } from "./auth-messages.ts";

/** Shared by the screens of routes/identity/: the page's language, breadcrumb, meta and its centred card. */

export const screenLang = (value: string | undefined): UrlLang => (isUrlLang(value) ? value : DEFAULT_URL_LANG);

/** Breadcrumb crumbs after Home (layout/breadcrumb.ts): Members, then the screen (none for the login screen itself). */
export function memberCrumbs(lang: UrlLang, title?: string): Array<{ title: string; path?: string }> {
  const members = translator(loginMessages, lang)("memberArea");
  return title ? [{ title: members, path: "user" }, { title }] : [{ title: members }];
}

type MetaMatches = Parameters<typeof frameDataOf>[0];

/** Title and description with the site's name; screens that only make sense to one visitor are not indexed. */
export function memberMeta(matches: MetaMatches, title: (lang: UrlLang) => string, options: { index?: boolean } = {}): MetaDescriptor[] {
  const lang = frameDataOf(matches)?.lang ?? DEFAULT_URL_LANG;
  const tags = pageMeta(matches, { title: title(lang) });
  return options.index ? tags : [...tags, { name: "robots", content: "noindex" }];
}

/** The page around a member form: a centred card on wide screens, the full width on phones. */
export function AuthScreen({
  title,
  lead,
  wide,
  centered,
  testId,
  children,
}: {
  title: string;
  lead?: string;
  wide?: boolean;
  /** A message rather than a form (registration confirmed). */
  centered?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="auth-page" data-testid={testId}>
      <div className={["auth-card", wide ? "auth-card--wide" : "", centered ? "auth-card--centered" : ""].filter(Boolean).join(" ")}>
        <h1 className="auth-title">{title}</h1>
        {lead ? <p className="auth-lead">{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}
