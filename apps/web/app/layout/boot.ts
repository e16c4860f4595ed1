import { COOKIE_CONSENT_TTL_MS, FONT_SIZES } from "@portal/contract/constants";
import { STORAGE_KEYS } from "./storage-keys.ts";

/**
 * The frame's inline script, run in <head> before the first paint (root.tsx): marks the document as scripted
 * (`html.js`), applies the stored text size (--font-base, see font-size.ts) and hides a notice bar closed earlier
 * in this session (`html.notice-closed`), and marks a cookie acceptance still valid (`html.cookie-ok`: the cookie
 * bar, server-rendered, then paints with the page for those who have not accepted — not after the islands wake
 * up, when it was the page's largest and latest paint), so that nothing jumps once the islands wake up. It also tells zod, before
 * any module loads, to parse without compiling: zod's compiler probes `new Function`, which the pages' strict
 * Content-Security-Policy refuses and reports as a violation (ADR 0009); zod reads `globalThis.__zod_globalConfig`.
 * Self-contained and tiny; boot.test.ts runs it against fake storage.
 */
export const FRAME_BOOT_SCRIPT =
  `(function(d){d.classList.add("js");window.__zod_globalConfig={jitless:true};` +
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.fontSize)})||"null");` +
  `if(s&&${JSON.stringify(FONT_SIZES)}.indexOf(s.size)>-1)d.style.setProperty("--font-base",s.size+"px")}catch(e){}` +
  `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.noticeClosed)})==="1")d.classList.add("notice-closed")}catch(e){}` +
  `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)}),n=Date.now(),a=/^\\d+$/.test(c||"")?+c:NaN;` +
  `if(a<=n&&n-a<=${COOKIE_CONSENT_TTL_MS})d.classList.add("cookie-ok")}catch(e){}` +
  `})(document.documentElement)`;
