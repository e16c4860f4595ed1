import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type ChildNode, type Rule } from "postcss";

/**
 * Puts into a page the part of its stylesheets that can apply to it (issue 10: the first screen).
 *
 * Lighthouse's slow 4G found seven render-blocking stylesheets on home and article, each a round trip before
 * anything paints. Putting the files whole into the page fixed the round trips but doubled the HTML (57 KB of CSS,
 * 11 KB compressed, half the page), and the page's HTML is what the first paint and the lead picture wait for.
 * So each `<link rel="stylesheet" href="/assets/…css">` of an islands page becomes a `<style>` holding only the
 * rules whose selectors could match the page as rendered — a rule needs every class its selector names to appear in
 * the HTML — and the whole files are linked again at the end of the body, fetched only after the first paint (the
 * boot script sets their href): they bring the rules for what scripts add later (open menus, dialogs, states) and
 * are cached for the next page. The whole files
 * come after the pruned copy in the same order, so the cascade ends exactly as it would with the files alone.
 *
 * Costs: each file is parsed once per process (built assets never change under a running server); a render pays a
 * scan of its class attributes, and a pruning only for a set of classes not seen before (kept in a small map). The
 * page cache keeps the result.
 *
 * Only pages hydrated by islands: on whole-app screens React Router's client owns the <head> links and would look
 * for them after hydration.
 */

/** Classes the head's boot script puts on <html> before the first paint (root.tsx): their rules must be there. */
export const BOOT_CLASSES = ["js", "notice-closed"];
const PRUNED_KEEP = 300;

type SheetNode =
  | { kind: "rule"; rule: Rule; selectors: { text: string; classes: string[] }[] }
  | { kind: "group"; open: string; children: SheetNode[] }
  | { kind: "other"; css: string };

/**
 * The class names a selector needs, ignoring those inside :not(), :is(), :has()… (which need not be present) and
 * inside attribute selectors (`[href$=".pdf"]` names no class).
 */
export function requiredClasses(selector: string): string[] | null {
  if (selector.includes("\\")) return null; // escaped class names: keep the rule rather than parse them
  let plain = "";
  let depth = 0;
  for (const char of selector) {
    if (char === "(" || char === "[") depth += 1;
    else if (char === ")" || char === "]") depth = Math.max(0, depth - 1);
    else if (depth === 0) plain += char;
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

function parseNodes(nodes: ChildNode[]): SheetNode[] {
  const out: SheetNode[] = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      out.push({ kind: "rule", rule: node, selectors: node.selectors.map((text) => ({ text, classes: requiredClasses(text) ?? [] })) });
    } else if (node.type === "atrule" && node.nodes && /^(media|supports|container|layer|scope|starting-style)$/i.test(node.name)) {
      out.push({ kind: "group", open: `@${node.name}${node.params ? ` ${node.params}` : ""}{`, children: parseNodes(node.nodes) });
    } else if (node.type !== "comment") {
      out.push({ kind: "other", css: node.toString() }); // @font-face, @keyframes, @property, @import…: kept
    }
  }
  return out;
}

function emit(nodes: SheetNode[], present: Set<string>): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "other") css += node.css;
    else if (node.kind === "group") {
      const inner = emit(node.children, present);
      if (inner) css += `${node.open}${inner}}`;
    } else {
      const kept = node.selectors.filter((s) => s.classes.every((c) => present.has(c))).map((s) => s.text);
      if (kept.length === node.selectors.length) css += node.rule.toString();
      else if (kept.length) css += node.rule.clone({ selectors: kept }).toString();
    }
  }
  return css;
}

/** Every class named in the page's class attributes, and the boot script's. */
export function classesIn(html: string): Set<string> {
  const present = new Set(BOOT_CLASSES);
  for (const match of html.matchAll(/\sclass(?:Name)?="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) present.add(name);
  }
  return present;
}

/** The part of `css` that can apply to a page holding the classes `present`. */
export function pruneStylesheet(css: string, present: Set<string>): string {
  return emit(parseNodes(postcss.parse(css).nodes), present);
}

const STYLESHEET_LINK = /<link(?: nonce="[^"]*")? rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g;

/**
 * `nonce`: the render's, put on each <style> it writes, which the page policy allows only with it (ADR 0009).
 */
export function stylesheetInliner(clientDir: string): (html: string, nonce?: string) => string {
  const sheets = new Map<string, SheetNode[] | null>();
  const sheet = (href: string): SheetNode[] | null => {
    if (!sheets.has(href)) {
      try {
        sheets.set(href, parseNodes(postcss.parse(readFileSync(join(clientDir, href), "utf8")).nodes));
      } catch {
        sheets.set(href, null);
      }
    }
    return sheets.get(href) ?? null;
  };
  const pruned = new Map<string, string>();

  return (html, nonce) => {
    if (html.includes("__reactRouterContext")) return html;
    const hrefs = [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!).filter((href) => sheet(href) !== null);
    if (hrefs.length === 0) return html;
    const present = classesIn(html);
    const styleFor = (href: string): string => {
      const key = `${href}|${[...present].sort().join(" ")}`;
      let css = pruned.get(key);
      if (css === undefined) {
        // `</style` cannot end the element early: CSS has no reason to hold it, but a file is data here.
        css = emit(sheet(href)!, present).replaceAll("</style", "<\\/style");
        if (pruned.size >= PRUNED_KEEP) pruned.delete(pruned.keys().next().value!);
        pruned.set(key, css);
      }
      return css;
    };
    const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
    const inlined = html.replace(STYLESHEET_LINK, (tag, href: string) =>
      hrefs.includes(href) ? `<style data-href="${href}"${nonceAttribute}>${styleFor(href)}</style>` : tag,
    );
    // Fetched only once the page has painted: the boot script gives each its href (layout/boot.ts); without
    // script, the <noscript> copies load them.
    const links =
      hrefs.map((href) => `<link rel="stylesheet" data-href="${href}" data-full=""/>`).join("") +
      `<noscript>${hrefs.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("")}</noscript>`;
    const end = inlined.lastIndexOf("</body>");
    return end === -1 ? inlined + links : inlined.slice(0, end) + links + inlined.slice(end);
  };
}
