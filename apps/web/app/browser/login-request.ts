import type { UrlLang } from "@portal/contract/locales";
import { saveReturnAddress } from "./session.ts";
import { FRAME_EVENTS, safeStorage } from "./storage-keys.ts";
import { loginPath } from "./login-paths.ts";

/** What an island or screen asks of the login pop-up (LoginDialog.island.tsx). */
export interface LoginRequestDetail {
  /** true: first say "please login or register first" (spec §8), with a login and a register button. */
  required: boolean;
}

/**
 * Opens the login pop-up: `requestLogin(lang)` for the form at once, `requestLogin(lang, { required: true })` when
 * a member-only action was tried. The pop-up is an island woken when the browser is idle; if it has not taken the
 * request (not awake yet, or a page without the frame), the visitor goes to the login screen and comes back here.
 */
export function requestLogin(lang: UrlLang, options: { required?: boolean } = {}): void {
  const detail: LoginRequestDetail = { required: Boolean(options.required) };
  const taken = !window.dispatchEvent(new CustomEvent(FRAME_EVENTS.login, { detail, cancelable: true }));
  if (taken) return;
  saveReturnAddress(safeStorage("local"), location.pathname + location.search);
  location.assign(loginPath(lang));
}
