import { liveApi } from "@portal/contract/endpoints/broadcast";
import { htmlLangOf, isUrlLang, type UrlLang } from "@portal/contract/locales";
import type { LivePlaylist } from "@portal/contract/schemas/broadcast";
import { attachHls, needsHlsJs } from "../../components/player/hls.ts";
import { browserClient } from "../../data/browser-client.ts";
import { dataCall } from "../../data/call.ts";
import { FRAME_EVENTS } from "../../browser/storage-keys.ts";
import { renewingAddress } from "./live-hls.ts";
import { radioLabels } from "./player-props.ts";
import { NAVIGATE_EVENT } from "./navigate.ts";
import { RADIO_BAR_ID, RADIO_EVENT } from "./radio-state.ts";
import "./radio-mini.css";

/**
 * The radio mini player (docs/media.md, "the mini player's life cycle"). Loaded only when a listener starts a radio
 * channel. The site is server-rendered pages with islands, so a plain link would load a new document and end the
 * sound; while the mini player plays, a same-origin link to another page of the site in the same language is
 * fetched instead and its body swapped in around the player, which lives outside the swapped part:
 *
 * 1. a click on such a link (no modifier key, no target, no download; any of the four languages: the language
 *    switch too), a GET form sent (the header's search) or `navigateTo` (search suggestions) → fetch the page's HTML;
 *    a link to the login screen opens the login pop-up instead (the login screen is a whole-app page);
 * 2. a page that is not an islands page (the member area hydrates the whole app), an error or anything but HTML →
 *    an ordinary navigation (the sound stops there);
 * 3. else: the new page's stylesheets that this one lacks are added to <head> (pages inline theirs), the title,
 *    description and language are taken, every child of <body> but the player is replaced by the new page's, the
 *    address the page was answered from (after any redirect) is pushed on the history, the view scrolls to the top
 *    (or the link's #target) and the focus goes to <main>; in another language the bar takes that language's texts;
 * 4. `portal:swap` is dispatched: the islands client unmounts the islands that went, hydrates the new ones and sends
 *    the page view (islands/client.tsx);
 * 5. back and forward (popstate) swap the same way (after the player is closed they load the page).
 * No script of the fetched page runs (they are never executed when parsed this way), so the CSP nonce of the first
 * page stays the only one. Closing the player removes it and the link handling: pages load normally again.
 */

export interface RadioLabels {
  region: string;
  nowListening: string;
  pause: string;
  resume: string;
  close: string;
  live: string;
  failed: string;
  seek: string;
  /** The "Listen" button of what plays, while it plays (it pauses). */
  playing: string;
  /** Said by that button's page once the listener paused. */
  paused: string;
}

/**
 * What the player plays: a live channel (its signed address expires and is renewed), an on-demand programme episode
 * or a podcast episode (a plain file address; the bar then shows where in the episode the listener is, and lets them
 * move).
 */
export type RadioSource = { live: string; playlist: LivePlaylist } | { episode: number; url: string } | { podcast: number; url: string };

export interface RadioStart {
  lang: UrlLang;
  source: RadioSource;
  /** The first line: the channel, or the programme of an episode. */
  title: string;
  /** The second: the programme on air, or the episode's title. */
  subtitle: string | null;
  labels: RadioLabels;
}

const PLAYER_ID = RADIO_BAR_ID;

/**
 * `live:{channel}`, `episode:{id}` or `podcast:{id}`: kept on the bar (`data-source`) so a page's island can tell
 * it plays (radio-state.ts).
 */
export const sourceKey = (source: RadioSource) =>
  "live" in source ? `live:${source.live}` : "episode" in source ? `episode:${source.episode}` : `podcast:${source.podcast}`;

interface Player {
  root: HTMLElement;
  audio: HTMLAudioElement;
  key: string;
  /** The live channel whose address is renewed; null for an episode. */
  channelId: string | null;
  /** The language of the page shown, and of the bar's buttons. */
  lang: UrlLang;
  labels: RadioLabels;
  /** The two lines, and the language they are written in (the page's where the listener started). */
  title: string;
  subtitle: string | null;
  textLang: UrlLang;
  url: string;
  refresh?: ReturnType<typeof setTimeout>;
  hls?: { destroy(): void };
  paint?: () => void;
}

let player: Player | null = null;

/** The URL language an address of the site is in (its first segment), if any. */
export function langOfPath(pathname: string): UrlLang | null {
  const first = pathname.split("/")[1] ?? "";
  return isUrlLang(first) ? first : null;
}

/**
 * A link this player may follow without a page load: same origin, a page of the site in any of its languages (the
 * language switch keeps the sound too), not a file, not a jump within this page.
 */
export function swappable(link: { href: string; target: string; hasDownload: boolean }, here: URL): URL | null {
  if (link.hasDownload || (link.target && link.target !== "_self")) return null;
  let url: URL;
  try {
    url = new URL(link.href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !langOfPath(url.pathname)) return null;
  // Files (feeds, downloads, pictures) load as themselves.
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  // A jump within this page.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return url;
}

/**
 * Where a GET form goes (the header's search): its action with the fields as the query, as the browser would send
 * it; null for anything else (POST, another window, a file field, another site).
 */
export function formAddress(form: { action: string; method: string; target: string }, fields: Iterable<[string, FormDataEntryValue]>, here: URL): URL | null {
  if (form.method.toLowerCase() !== "get") return null;
  const url = swappable({ href: form.action, target: form.target, hasDownload: false }, new URL("/", here));
  if (!url) return null;
  const query = new URLSearchParams();
  for (const [name, value] of fields) {
    if (typeof value !== "string") return null;
    query.append(name, value);
  }
  url.search = query.toString();
  return url;
}

/** The login screen (a whole-app page: React Router's client), which the login pop-up stands in for while playing. */
export const isLoginScreen = (url: URL) => /^\/[a-z-]+\/user\/?$/.test(url.pathname) && langOfPath(url.pathname) !== null;

/**
 * The address a fetched page was answered from: the response's own after a redirect (`/en/news_zh` answers from
 * `/en/news_en`), with the link's #fragment, which requests never carry.
 */
export function answeredAddress(requested: URL, responseUrl: string): URL {
  if (!responseUrl) return requested;
  const url = new URL(responseUrl, requested);
  if (!url.hash && requested.hash) url.hash = requested.hash;
  return url;
}

function button(label: string, className: string, icon: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.setAttribute("aria-label", label);
  b.innerHTML = `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="${icon}"/></svg>`;
  return b;
}

const PAUSE_ICON = "M6 5h4v14H6zM14 5h4v14h-4z";
const PLAY_ICON = "M8 5v14l11-7z";
const CLOSE_ICON = "M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z";

/** "m:ss" or "h:mm:ss" of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = String(s % 60).padStart(2, "0");
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

let cookieBarWatch: ResizeObserver | undefined;

/**
 * The cookie bar is fixed at the foot of the window too: while it shows, the player stands above it (never over
 * its buttons). Watched again after each page swap, which brings a new cookie bar.
 */
function liftAboveCookieBar(root: HTMLElement) {
  cookieBarWatch?.disconnect();
  const bar = document.querySelector<HTMLElement>(".cookie-bar");
  const lift = () => root.style.setProperty("--radio-mini-lift", `${bar && bar.getClientRects().length ? Math.ceil(bar.getBoundingClientRect().height) : 0}px`);
  lift();
  if (bar && typeof ResizeObserver !== "undefined") {
    cookieBarWatch = new ResizeObserver(lift);
    cookieBarWatch.observe(bar);
  }
}

/** Tells the pages' "Listen" buttons what the player does now (radio-state.ts). */
const announce = () => document.dispatchEvent(new CustomEvent(RADIO_EVENT));

function build(start: RadioStart): Player {
  const root = document.createElement("section");
  root.id = PLAYER_ID;
  root.className = "radio-mini";
  root.setAttribute("aria-label", start.labels.region);
  root.dataset.testid = "radio-mini";
  root.innerHTML = `<span class="radio-mini__live"></span><div class="radio-mini__text"><span class="radio-mini__channel"></span><span class="radio-mini__programme"></span><span class="radio-mini__progress" hidden><input type="range" class="radio-mini__seek" min="0" max="0" step="1" value="0" data-testid="radio-seek"><span class="radio-mini__time"></span></span></div><p class="radio-mini__status" role="status"></p>`;
  const audio = document.createElement("audio");
  audio.preload = "none";
  audio.dataset.testid = "radio-audio";
  const toggle = button(start.labels.pause, "radio-mini__toggle", PAUSE_ICON);
  toggle.dataset.testid = "radio-toggle";
  const close = button(start.labels.close, "radio-mini__close", CLOSE_ICON);
  close.dataset.testid = "radio-close";
  root.append(audio, toggle, close);
  document.body.append(root);
  const p: Player = {
    root,
    audio,
    key: sourceKey(start.source),
    channelId: null,
    lang: start.lang,
    labels: start.labels,
    title: start.title,
    subtitle: start.subtitle,
    textLang: start.lang,
    url: "",
  };

  const paint = () => {
    const paused = audio.paused;
    toggle.setAttribute("aria-label", paused ? p.labels.resume : p.labels.pause);
    toggle.querySelector("path")?.setAttribute("d", paused ? PLAY_ICON : PAUSE_ICON);
    root.dataset.state = paused ? "paused" : "playing";
    announce();
  };
  p.paint = paint;
  // Native HLS (no MSE) reloads the address it was given; the live pass cookie keeps it valid (docs/media.md).
  // Should it fail all the same, play the renewed address.
  audio.addEventListener("error", () => {
    if (player?.channelId && !player.hls && new URL(player.url, location.href).href !== audio.currentSrc) {
      audio.src = player.url;
      void audio.play().catch(() => undefined);
    }
  });
  audio.addEventListener("play", paint);
  audio.addEventListener("pause", paint);
  // An episode: where the listener is, and a slider to move (arrow keys move 5 s: step 1 × the browser's own).
  const seek = root.querySelector<HTMLInputElement>(".radio-mini__seek")!;
  const time = root.querySelector<HTMLElement>(".radio-mini__time")!;
  const showTime = () => {
    const duration = Number.isFinite(audio.duration) ? audio.duration : 0;
    seek.max = String(Math.floor(duration));
    seek.value = String(Math.floor(audio.currentTime));
    const text = `${clock(audio.currentTime)} / ${clock(duration)}`;
    time.textContent = text;
    seek.setAttribute("aria-valuetext", text);
  };
  audio.addEventListener("timeupdate", showTime);
  audio.addEventListener("durationchange", showTime);
  seek.addEventListener("input", () => {
    audio.currentTime = Number(seek.value);
    showTime();
  });
  toggle.addEventListener("click", () => (audio.paused ? void audio.play().catch(() => undefined) : audio.pause()));
  close.addEventListener("click", stopRadio);
  liftAboveCookieBar(root);
  return p;
}

/** Writes the bar's texts: its buttons in the page's language, the two lines in theirs. */
function describe(p: Player) {
  const live = p.channelId !== null;
  const { labels } = p;
  p.root.dataset.source = p.key;
  p.root.lang = htmlLangOf(p.lang);
  p.root.setAttribute("aria-label", labels.region);
  p.root.querySelector(".radio-mini__live")!.textContent = live ? labels.live : "";
  const channel = p.root.querySelector<HTMLElement>(".radio-mini__channel")!;
  const programme = p.root.querySelector<HTMLElement>(".radio-mini__programme")!;
  // "Listening to" is the page's language; the channel's or episode's name may be another's.
  channel.replaceChildren(live ? `${labels.nowListening} ` : "", Object.assign(document.createElement("span"), { textContent: p.title, lang: htmlLangOf(p.textLang) }));
  programme.textContent = p.subtitle ?? "";
  programme.lang = htmlLangOf(p.textLang);
  p.root.querySelector<HTMLButtonElement>(".radio-mini__close")!.setAttribute("aria-label", labels.close);
  const progress = p.root.querySelector<HTMLElement>(".radio-mini__progress")!;
  progress.hidden = live;
  progress.querySelector("input")!.setAttribute("aria-label", labels.seek);
  p.paint?.();
}

/**
 * New texts for the bar while `key` plays: a page of the same channel or episode in another language (its island
 * calls this) or the renewed address's answer (the programme on air changes).
 */
export function retitle(key: string, title: string, subtitle: string | null, lang: UrlLang): void {
  if (!player || player.key !== key) return;
  Object.assign(player, { title, subtitle, textLang: lang });
  describe(player);
}

/** The page is now in another language: the bar's buttons and region take it (a live channel's name follows). */
function relabel(p: Player, lang: UrlLang) {
  p.lang = lang;
  p.labels = radioLabels(lang);
  describe(p);
  if (p.channelId) scheduleRefresh(p, p.channelId, 0);
}

/** Renews a live channel's signed address before it expires (hls.js asks for the newest at each playlist reload). */
function scheduleRefresh(p: Player, channelId: string, refreshAfter: number) {
  clearTimeout(p.refresh);
  p.refresh = setTimeout(async () => {
    try {
      const lang = p.lang;
      const answer = await dataCall(browserClient(lang))(liveApi.playlist, { params: { id: channelId } });
      p.url = answer.stream.url;
      // The channel's name in the page's language, and the programme on air now.
      if (player === p) retitle(p.key, answer.channel.name, answer.channel.now?.title ?? p.subtitle, lang);
      scheduleRefresh(p, channelId, answer.refreshAfter);
    } catch {
      scheduleRefresh(p, channelId, 30);
    }
  }, refreshAfter * 1000);
}

/** Starts (or switches) the radio, live or an episode: the player, the sound, and page changes that keep it. */
export async function startRadio(start: RadioStart): Promise<void> {
  const key = sourceKey(start.source);
  if (player && player.key === key) {
    await player.audio.play().catch(() => undefined);
    return;
  }
  stopRadio();
  player = build(start);
  document.addEventListener("click", onClick);
  document.addEventListener("submit", onSubmit);
  document.addEventListener(NAVIGATE_EVENT, onNavigate);
  window.addEventListener("popstate", onPopState);
  const p = player;
  const { source } = start;
  if ("live" in source) {
    p.channelId = source.live;
    p.url = source.playlist.stream.url;
    scheduleRefresh(p, source.live, source.playlist.refreshAfter);
  } else {
    p.url = source.url;
  }
  describe(p);
  if (needsHlsJs(p.url, (type) => p.audio.canPlayType(type), "live" in source)) {
    const failed = () => (p.root.querySelector(".radio-mini__status")!.textContent = start.labels.failed);
    p.hls = await attachHls(p.audio, p.url, failed, p.channelId ? renewingAddress(p.url, () => p.url) : {}).catch(() => undefined);
  } else {
    p.audio.src = p.url;
  }
  await p.audio.play().catch(() => undefined);
}

/** Pauses what plays (the "Listen" button of what plays: "Playing – pause"). */
export function pauseRadio(): void {
  player?.audio.pause();
}

/** Plays on what was paused (that button again). */
export function resumeRadio(): void {
  void player?.audio.play().catch(() => undefined);
}

export function stopRadio(): void {
  if (!player) return;
  clearTimeout(player.refresh);
  player.hls?.destroy();
  player.audio.pause();
  player.audio.removeAttribute("src");
  player.root.remove();
  player = null;
  cookieBarWatch?.disconnect();
  document.removeEventListener("click", onClick);
  document.removeEventListener("submit", onSubmit);
  document.removeEventListener(NAVIGATE_EVENT, onNavigate);
  // popstate stays: the history holds pages that were swapped in, which now load as pages (onPopState).
  announce();
}

/** The login pop-up (features/identity/LoginDialog.island.tsx) takes the request: true when it did. */
const openLogin = () => !window.dispatchEvent(new CustomEvent(FRAME_EVENTS.login, { detail: { required: false }, cancelable: true }));

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || !player) return;
  const url = swappable({ href: link.href, target: link.target, hasDownload: link.hasAttribute("download") }, new URL(location.href));
  if (!url) return;
  event.preventDefault();
  // "Sign in" (header, phone menu): the login screen hydrates the whole app, which a swap cannot bring; the pop-up
  // signs in on this page (and the listener stays on it). Not awake yet: the screen loads.
  if (isLoginScreen(url) && url.pathname.startsWith(`/${player.lang}/`)) {
    if (!openLogin()) location.assign(url.href);
    return;
  }
  void swapTo(url, true);
}

/** A GET form sent (the header's search, the phone menu's, the search page's): its page swapped in. */
function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (event.defaultPrevented || !player || !(form instanceof HTMLFormElement)) return;
  const submitter = event.submitter instanceof HTMLButtonElement || event.submitter instanceof HTMLInputElement ? event.submitter : null;
  // A submit button may name its own action, method or target.
  const sent = {
    action: submitter?.hasAttribute("formaction") ? submitter.formAction : form.action,
    method: submitter?.hasAttribute("formmethod") ? submitter.formMethod : form.method,
    target: submitter?.hasAttribute("formtarget") ? submitter.formTarget : form.target,
  };
  const url = formAddress(sent, new FormData(form, submitter), new URL(location.href));
  if (!url) return;
  event.preventDefault();
  void swapTo(url, true);
}

/** `navigateTo(href)` (navigate.ts): a script's way to a page, swapped in while playing. */
function onNavigate(event: Event) {
  const href = (event as CustomEvent<unknown>).detail;
  const url = player && typeof href === "string" ? swappable({ href, target: "", hasDownload: false }, new URL(location.href)) : null;
  if (!url) return;
  event.preventDefault();
  void swapTo(url, true);
}

function onPopState() {
  if (player) void swapTo(new URL(location.href), false);
  else location.reload();
}

let swapping = 0;

/** Fetches a page and swaps it in around the player; anything unexpected becomes an ordinary navigation. */
export async function swapTo(url: URL, push: boolean): Promise<void> {
  const mine = ++swapping;
  /** Where the page was answered from (after a redirect), once known. */
  let at = url;
  const leave = () => (push ? location.assign(at.href) : location.replace(at.href));
  window.dispatchEvent(new CustomEvent(FRAME_EVENTS.loading, { detail: "start" }));
  let html: string;
  try {
    const res = await fetch(url.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
    at = answeredAddress(url, res.url);
    if (!res.ok || !(res.headers.get("content-type") ?? "").includes("text/html")) return leave();
    // Redirected off the site's pages (another host, a file): let the browser go there.
    if (res.redirected && !swappable({ href: at.href, target: "", hasDownload: false }, new URL("/", location.href))) return leave();
    html = await res.text();
  } catch {
    return leave();
  }
  if (mine !== swapping) return; // a later click won
  // The member area hydrates the whole app with React Router's client: load it as a page.
  if (html.includes("__reactRouterContext")) return leave();
  const next = new DOMParser().parseFromString(withPageStyleNonce(html), "text/html");
  if (!next.getElementById("main")) return leave();

  const known = new Set(Array.from(document.head.querySelectorAll("style[data-href], link[rel=stylesheet]")).map((el) => el.getAttribute("data-href") ?? el.getAttribute("href")));
  for (const sheet of Array.from(next.head.querySelectorAll("style[data-href], link[rel=stylesheet]"))) {
    const key = sheet.getAttribute("data-href") ?? sheet.getAttribute("href");
    if (!known.has(key)) document.head.append(document.importNode(sheet, true));
  }
  document.title = next.title;
  // The language switch (or any link to another language): the page's language, and the bar's texts with it.
  if (next.documentElement.lang) document.documentElement.lang = next.documentElement.lang;
  const lang = langOfPath(at.pathname);
  if (player && lang && lang !== player.lang) relabel(player, lang);
  const description = next.head.querySelector('meta[name="description"]')?.getAttribute("content");
  if (description) document.head.querySelector('meta[name="description"]')?.setAttribute("content", description);
  document.documentElement.classList.toggle("is-grey", next.documentElement.classList.contains("is-grey"));

  const keep = document.getElementById(PLAYER_ID);
  for (const child of Array.from(document.body.childNodes)) if (child !== keep) child.remove();
  const incoming = Array.from(next.body.childNodes).map((node) => document.importNode(node, true));
  if (keep) keep.before(...incoming);
  else document.body.append(...incoming);
  // The new page's whole stylesheets come without an href, which the boot script gives them on a page load
  // (ADR 0012): here there is no page load.
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>("link[data-href]:not([href])"))) link.href = link.dataset.href!;

  // The address the page came from: after a redirect, the one it was redirected to.
  if (push) history.pushState({ radio: true }, "", at.href);
  else if (at.href !== location.href) history.replaceState({ radio: true }, "", at.href);
  const target = at.hash ? document.getElementById(decodeURIComponent(at.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const main = document.getElementById("main");
  if (main) {
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus({ preventScroll: true });
  }
  if (player) liftAboveCookieBar(player.root);
  document.dispatchEvent(new CustomEvent(FRAME_EVENTS.swap));
  window.dispatchEvent(new CustomEvent(FRAME_EVENTS.loading, { detail: "done" }));
}

/**
 * The fetched page's <style> elements carry that render's nonce, and this document's policy (ADR 0009) allows only
 * its own — also while the fetched HTML is parsed (a parsed document takes this page's policy) — so they are given
 * this page's nonce before parsing. Only styles: the fetched page's scripts never run (see above). The value comes
 * from the `nonce` property, as browsers hide the attribute's value once a page has loaded.
 */
function withPageStyleNonce(html: string): string {
  const nonce = document.querySelector<HTMLElement>("script[nonce], style[nonce]")?.nonce;
  return nonce ? html.replace(/<style([^>]*?) nonce="[^"]*"/g, `<style$1 nonce="${nonce}"`) : html;
}
