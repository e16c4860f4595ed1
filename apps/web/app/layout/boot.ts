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
 * Forms inside an island are server-rendered before their script arrives: a submit there before React holds the
 * island would be a native GET to the page itself with what was typed in the address (a message, a password), so
 * it is held until hydrateRoot has marked the island; from then on React's own handler takes it. Forms with an
 * action of their own (search) work without script and are left alone.
 * It starts the islands client (`html[data-islands]`, the entry's address) once the parsed page has been painted
 * (after DOMContentLoaded, a frame, a task): the page's content paints before any script is fetched or run, so the
 * script does not take bandwidth from the lead picture on a slow connection nor hold the paint while it runs
 * (docs/performance.md, the largest paint). The script element carries the boot script's nonce.
 * Self-contained and tiny; boot.test.ts runs it against fake storage.
 */
export const FRAME_BOOT_SCRIPT =
  `(function(d){d.classList.add("js");window.__zod_globalConfig={jitless:true};` +
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.fontSize)})||"null");` +
  `if(s&&${JSON.stringify(FONT_SIZES)}.indexOf(s.size)>-1)d.style.setProperty("--font-base",s.size+"px")}catch(e){}` +
  `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.noticeClosed)})==="1")d.classList.add("notice-closed")}catch(e){}` +
  `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)}),n=Date.now(),a=/^\\d+$/.test(c||"")?+c:NaN;` +
  `if(a<=n&&n-a<=${COOKIE_CONSENT_TTL_MS})d.classList.add("cookie-ok")}catch(e){}` +
  `d.addEventListener("submit",function(e){var t=e.target,i=t&&t.closest&&!t.hasAttribute("action")&&t.closest("[data-island]");` +
  `if(i&&!Object.keys(i).some(function(k){return k.indexOf("__reactContainer$")===0}))e.preventDefault()},true);` +
  `var m=d.getAttribute("data-islands"),o=document.currentScript&&document.currentScript.nonce;` +
  `if(m){var g=function(){requestAnimationFrame(function(){setTimeout(function(){var x=document.createElement("script");` +
  `x.type="module";x.src=m;if(o)x.nonce=o;document.head.appendChild(x)},0)})};` +
  `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",g,{once:true});else g()}` +
  `})(document.documentElement)`;
