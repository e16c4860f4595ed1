import type { UrlLang } from "@portal/contract/locales";
import { translator } from "../../i18n/define.ts";
import { campaignMessages } from "./messages.ts";

type Key = keyof (typeof campaignMessages)["en"];

/** The texts an island needs, in the page's language, as props (the island then carries no catalog). */
export function campaignLabels<const K extends Key>(lang: UrlLang, keys: readonly K[], params: Record<string, string | number> = {}): Record<K, string> {
  const t = translator(campaignMessages, lang);
  return Object.fromEntries(keys.map((key) => [key, t(key, params)])) as Record<K, string>;
}

/** The keys of the sign-in prompt (components/SignInPrompt) that both member forms show. */
export const SIGN_IN_KEYS = ["failed", "loginPrompt", "loginHint", "login", "register"] as const;
