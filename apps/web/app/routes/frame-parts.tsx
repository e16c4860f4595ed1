import { searchApi } from "@portal/contract/endpoints/search";
import { FooterAdverts } from "../features/advertisement/FooterAds.tsx";
import { loginRuleMessages } from "../features/identity/login.ts";
import LoginDialog from "../features/identity/LoginDialog.island.tsx";
import { podcastLinkProps } from "../features/podcast/podcast-link-props.ts";
import SiteSearch from "../features/search/SiteSearch.island.tsx";
import { translator } from "../i18n/define.ts";
import { Island } from "../islands/Island.tsx";
import type { FrameParts } from "../layout/frame-parts.tsx";
import { layoutMessages } from "../layout/messages.ts";

/** The domains' parts of the frame (layout/frame-parts.tsx says why they are handed in from here). */
export const frameParts: FrameParts = {
  searchField: ({ lang, id, label, formClassName, className }) => {
    const t = translator(layoutMessages, lang);
    return (
      <Island
        component={SiteSearch}
        props={{
          lang,
          id,
          label,
          placeholder: t("searchPlaceholder"),
          submitLabel: t("searchSubmit"),
          className: formClassName,
          suggestions: { label: t("searchSuggestions"), programLabel: t("searchSuggestionProgram"), endpoint: searchApi.suggest },
        }}
        when="interaction"
        className={className}
      />
    );
  },
  footerAdverts: (lang, frame) => <FooterAdverts adverts={frame.footerAds ?? []} lang={lang} />,
  podcastLinkProps: (lang) => podcastLinkProps(lang, "icon"),
  // Opened by requestLogin() (browser/login-request.ts) from any island or screen.
  loginDialog: (lang, frame) => (
    <Island
      component={LoginDialog}
      props={{ lang, closeLabel: translator(layoutMessages, lang)("close"), rules: loginRuleMessages(lang), providers: frame.signInProviders }}
      when="idle"
    />
  ),
};
