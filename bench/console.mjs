#!/usr/bin/env node
// What the newsroom console's pages cost: `node bench/console.mjs [--write] [--note "…"]` (part of `npm run bench`).
// A console page is rendered for one staff member on every request (private, no-store: never in the page cache), so
// its render is what a click costs the server.
//
// Serves the LAST BUILD (npm run build first; PORTAL_BUILD_ROOT measures another build) with the production defaults
// on the embedded database (PGlite, fresh DATA_DIR, demo content) and on PostgreSQL (a fresh database on
// BENCH_DATABASE_URL's server, as bench/render.mjs; skipped when it does not answer). Signs in as the demo editor
// (README "Demo staff": the password, then the TOTP code computed from the README's secret with otpauth, as
// e2e/specs/console/helpers.ts does), then for each page type — the sign-in page (no session), and signed in the news
// list, the article editor (the newest Chinese story) and the audit log (first given a page of entries: the demo
// administrator changes a role back and forth AUDIT_ENTRIES times):
//   - BENCH_RENDER_RUNS (50) sequential requests after 10 not counted: median, p90, the server's CPU per render;
//   - the HTML's size, whole and as sent (brotli);
//   - throughput: autocannon -c BENCH_CONNECTIONS (50) -d BENCH_DURATION (10 s) with the session's cookie.
// A signed-in request that is redirected (the session gone) fails the run rather than measuring the sign-in page.
// Prints a markdown table; --write puts it in docs/performance.md as a dated section ("The console's pages").
import { execFileSync } from "node:child_process";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { TOTP } from "otpauth";
import { ROOT, assertBuilt, removeServerFiles, startServer } from "../e2e/server.mjs";
import { writeDatedSection } from "./doc-sections.mjs";
import { CONNECTIONS, DURATION_S, RUNS, onEachDatabase, probe, sequential, throughput } from "./render-measures.mjs";

const { values: args } = parseArgs({ options: { write: { type: "boolean", default: false }, note: { type: "string" } } });
const log = (msg) => console.log(`bench:console: ${msg}`);
const CONSOLE_API = "/api/console/v1";

/** A demo staff member (README "Demo staff"; DEMO ONLY): the password and the TOTP secret are public. */
const demoStaff = (role) => ({ email: `staff.${role}@example.mo`, password: "Console-2026!", totpSecret: `DEMO${role.toUpperCase()}`.padEnd(32, "A") });
/** Audit entries made before the audit log is measured: two of its pages (20 entries a page). */
const AUDIT_ENTRIES = 40;

const CHAPTER = {
  marker: "<!-- bench:console (node bench/console.mjs writes dated runs below, newest first) -->",
  intro: `## The console's pages (issue 23)

What a page of the newsroom console costs the server (bench/console.mjs, in \`npm run bench\`): the sign-in page, and
signed in as the demo editor the news list, the article editor and the audit log. Console pages are rendered for one
staff member on every request (\`private, no-store\`, never in the page cache), so every figure is a render. No
budget yet; their JavaScript budgets are in "Budgets" above.

<!-- bench:console (node bench/console.mjs writes dated runs below, newest first) -->`,
};

/**
 * Signs a demo staff member in through the console's API (password, then the authenticator's current code); answers
 * the session's Cookie header and a `call` that goes with it (and the CSRF token).
 */
async function signIn(base, role) {
  const staff = demoStaff(role);
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const call = async (method, path, body, csrfToken) => {
    const res = await fetch(`${base}${CONSOLE_API}${path}`, {
      method,
      headers: { cookie: cookie(), ...(body ? { "content-type": "application/json" } : {}), ...(csrfToken ? { "x-csrf-token": csrfToken } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1)];
      if (!value || /Max-Age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const envelope = await res.json();
    if (envelope.code !== 0) throw new Error(`${method} ${path}: ${res.status} ${envelope.message}`);
    return envelope.data;
  };
  const { csrfToken } = await call("GET", "/csrf");
  await call("POST", "/sign-in", { email: staff.email, password: staff.password }, csrfToken);
  await call("POST", "/sign-in/verify", { code: new TOTP({ secret: staff.totpSecret }).generate() }, csrfToken);
  const session = jar.get("console_session");
  if (!session) throw new Error("the sign-in set no console_session cookie");
  return { cookie: `console_session=${session}`, call: (method, path, body) => call(method, path, body, csrfToken) };
}

/** AUDIT_ENTRIES entries in the audit log: the demo administrator moves the demo producer between two roles. */
async function fillAuditLog(base) {
  const admin = await signIn(base, "admin");
  const [producer] = (await admin.call("GET", "/staff?role=producer")).items;
  for (let i = 0; i < AUDIT_ENTRIES; i++) await admin.call("POST", `/staff/${producer.id}/role`, { role: i % 2 ? "producer" : "marketing" });
}

/** A console call's total (a paged list), with the session. */
async function totalOf(base, cookie, path) {
  const res = await fetch(`${base}${CONSOLE_API}${path}`, { headers: { cookie } });
  return (await res.json()).data.total;
}

async function newestArticleId(base) {
  const res = await fetch(`${base}/api/v1.0/news?Page=1&PageSize=1`, { headers: { "api-language": "zh_TW" } });
  const id = (await res.json())?.data?.newsList?.[0]?.data?.[0]?.id;
  if (!id) throw new Error("no article in /api/v1.0/news");
  return id;
}

async function measure(label, env) {
  log(`${label}: starting the built server …`);
  const server = await startServer({ label: "bench-console", env: { LOG_LEVEL: "warn", ...env } });
  try {
    await fillAuditLog(server.url);
    const { cookie } = await signIn(server.url, "editor");
    const pages = [
      { name: "sign-in", path: "/console/sign-in", headers: {} },
      { name: "news list", path: "/console/news", headers: { cookie } },
      { name: "article editor", path: `/console/news/${await newestArticleId(server.url)}`, headers: { cookie } },
      { name: "audit log", path: "/console/audit", headers: { cookie } },
    ];
    const context = { stories: await totalOf(server.url, cookie, "/news?pageSize=1"), auditEntries: await totalOf(server.url, cookie, "/audit?pageSize=1") };
    const rows = [];
    for (const page of pages) {
      const url = `${server.url}${page.path}`;
      const whole = await fetch(url, { headers: page.headers, redirect: "manual" });
      const html = Buffer.byteLength(await whole.text());
      if (whole.status !== 200) throw new Error(`${page.path} answered ${whole.status}`);
      const sent = await probe(url, page.headers);
      const render = await sequential(server, [page.path], page.headers);
      log(`${label}: ${page.name} ${render.median.toFixed(1)} ms median, ${render.cpu.toFixed(1)} ms CPU; autocannon -c ${CONNECTIONS} -d ${DURATION_S} …`);
      const load = await throughput(url, page.headers);
      log(`${label}: ${page.name} ${load.rps.toFixed(0)} req/s`);
      rows.push({ label, ...page, html, sent, render, load });
    }
    return { rows, context };
  } finally {
    await server.stop();
    removeServerFiles(server);
  }
}

const ms = (v) => `${v.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function commit() {
  try {
    const hash = execFileSync("git", ["-C", ROOT, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", ROOT, "status", "--porcelain"], { encoding: "utf8" }).trim() !== "";
    return `${hash}${dirty ? " with uncommitted changes" : ""}`;
  } catch {
    return "unknown";
  }
}

function markdown(runs, load) {
  const date = new Date().toISOString().slice(0, 10);
  const { context } = runs[0];
  const lines = [`### The console's pages, ${date}`, ""];
  lines.push(
    `Command: \`node bench/console.mjs\` (in \`npm run bench\`) — the demo editor signed in; ${RUNS} sequential requests each (after 10 not ` +
      `counted); autocannon -c ${CONNECTIONS} -d ${DURATION_S} with the session's cookie. Load average at the start ${load} on ` +
      `${os.availableParallelism?.() ?? os.cpus().length} cores. Commit ${commit()}. The demo database: ${context.stories} stories in the ` +
      `news list, ${context.auditEntries} audit entries (role changes made for the bench).`,
  );
  if (args.note) lines.push("", `Note: ${args.note}`);
  lines.push(
    "",
    "| page | database | render (median, p90) | server CPU per render | HTML (whole; br as sent) | req/s (p50, p99) | non-2xx (errors) |",
    "|---|---|---|---:|---|---|---|",
  );
  for (const { rows } of runs) {
    for (const r of rows) {
      lines.push(
        `| ${r.name} \`${r.path}\` | ${r.label} | ${ms(r.render.median)}, ${ms(r.render.p90)} | ${ms(r.render.cpu)} | ${kb(r.html)}; ${kb(r.sent.bytes)} ${r.sent.encoding} | ` +
          `${r.load.rps.toFixed(0)} (${r.load.p50}, ${r.load.p99} ms) | ${r.load.non2xx} (${r.load.errors}) |`,
      );
    }
  }
  return lines.join("\n") + "\n";
}

async function main() {
  assertBuilt();
  const load = os.loadavg()[0].toFixed(1);
  const runs = await onEachDatabase(measure, log);
  const text = markdown(runs, load);
  console.log(`\n${text}`);
  if (args.write) {
    writeDatedSection(join(ROOT, "docs/performance.md"), CHAPTER, text);
    log("written to docs/performance.md (The console's pages)");
  }
}

main().catch((err) => {
  console.error(`bench:console: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
