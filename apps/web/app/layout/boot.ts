import { COOKIE_CONSENT_TTL_MS, FONT_SIZES } from "@portal/contract/constants";
import { COOKIE_CONSENT_VERSION } from "../browser/cookie-consent.ts";
import { STORAGE_KEYS } from "../browser/storage-keys.ts";

/**
 * The frame's inline script, run in <head> before the first paint (root.tsx): marks the document as scripted
 * (`html.js`), applies the stored text size (--font-base, see font-size.ts) and hides a notice bar closed earlier
 * in this session (`html.notice-closed`), and marks a cookie choice still valid (`html.cookie-ok`: the cookie
 * bar, server-rendered, then paints with the page for those who have not chosen — not after the islands wake
 * up, when it was the page's largest and latest paint), so that nothing jumps once the islands wake up. It also tells zod, before
 * any module loads, to parse without compiling: zod's compiler probes `new Function`, which the pages' strict
 * Content-Security-Policy refuses and reports as a violation (ADR 0009); zod reads `globalThis.__zod_globalConfig`.
 * Forms inside an island are server-rendered before their script arrives: a submit there before React holds the
 * island would be a native GET to the page itself with what was typed in the address (a message, a password), so
 * it is held until hydrateRoot has marked the island; from then on React's own handler takes it. Forms with an
 * action of their own (search) work without script and are left alone.
 * Once the parsed page has painted its content (the first contentful paint, then the lead picture if there is one,
 * then a frame; at the latest LATE_LOAD_MAX_MS after the parse) it loads the page's whole stylesheets
 * (`link[data-href]` at the end of the body, platform/inline-css.ts: the rules the page needs are already inline) and starts the islands client (`html[data-islands]`, the entry's address; the script element
 * carries the boot script's nonce): the content paints before any of them is fetched or run, so they take no
 * bandwidth from the lead picture on a slow connection and do not hold the paint (docs/performance.md).
 * Self-contained and tiny; boot.test.ts runs it against fake storage.
 */
/** The longest the whole stylesheets and the islands client wait for the first paint and the lead picture. */
export const LATE_LOAD_MAX_MS = 3000;

export const FRAME_BOOT_SCRIPT =
  `(function(d){d.classList.add("js");window.__zod_globalConfig={jitless:true};` +
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.fontSize)})||"null");` +
  `if(s&&${JSON.stringify(FONT_SIZES)}.indexOf(s.size)>-1)d.style.setProperty("--font-base",s.size+"px")}catch(e){}` +
  `try{if(sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.noticeClosed)})==="1")d.classList.add("notice-closed")}catch(e){}` +
  // A cookie choice still valid (cookie-consent.ts parseConsent): a bare time stamp, or the JSON of this version.
  `try{var c=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)}),n=Date.now(),a=NaN,j;` +
  `if(/^\\d+$/.test(c||""))a=+c;else if(c){j=JSON.parse(c);` +
  `if(j&&j.v===${COOKIE_CONSENT_VERSION}&&typeof j.at==="number"&&typeof j.analytics==="boolean")a=j.at}` +
  `if(a<=n&&n-a<=${COOKIE_CONSENT_TTL_MS})d.classList.add("cookie-ok")}catch(e){}` +
  `d.addEventListener("submit",function(e){var t=e.target,i=t&&t.closest&&!t.hasAttribute("action")&&t.closest("[data-island]");` +
  `if(i&&!Object.keys(i).some(function(k){return k.indexOf("__reactContainer$")===0}))e.preventDefault()},true);` +
  // A press on a button of any island before the islands client has started (the cookie bar's "Accept" on a slow
  // phone): kept, in order, for the client, which hydrates that island at once and passes the last press on each
  // island on (islands/client.tsx).
  `d.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("button");` +
  `if(b&&!d.hasAttribute("data-islands-started")&&b.closest("[data-island]"))(window.__islandPresses=window.__islandPresses||[]).push(b)},true);` +
  // L loads the rest (once); A after the next frame; P once the lead picture (the page's fetchpriority=high image)
  // is in; F on DOMContentLoaded: after the first contentful paint, and in any case after LATE_LOAD_MAX_MS.
  `var m=d.getAttribute("data-islands"),o=document.currentScript&&document.currentScript.nonce,q=0,` +
  `L=function(){if(q)return;q=1;` +
  `var l=document.querySelectorAll("link[data-href]");for(var i=0;i<l.length;i++)l[i].href=l[i].getAttribute("data-href");` +
  `if(m){var x=document.createElement("script");x.type="module";x.src=m;if(o)x.nonce=o;document.head.appendChild(x)}},` +
  `A=function(){requestAnimationFrame(function(){setTimeout(L,0)})},` +
  `P=function(){var i=document.querySelector("img[fetchpriority=high]");` +
  `if(i&&!i.complete){i.addEventListener("load",A);i.addEventListener("error",A)}else A()},` +
  `F=function(){setTimeout(L,${LATE_LOAD_MAX_MS});try{var p=new PerformanceObserver(function(list){` +
  `if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"})){p.disconnect();P()}});` +
  `p.observe({type:"paint",buffered:true})}catch(e){P()}};` +
  `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",F,{once:true});else F();` +
  `})(document.documentElement)`;
