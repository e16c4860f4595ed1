#!/usr/bin/env node
// Ballots under load (docs/votes.md): `node bench/votes.mjs` (after `npm run build`).
//
// For each database — PostgreSQL with Redis (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, a fresh
// database made for the run and dropped after it; BENCH_REDIS_URL, default redis://127.0.0.1:6379), then the embedded
// PGlite — the BUILT server (apps/server/dist/main.js) runs as its own process, and this script:
//  1. sets up a member vote (4 options, at most 1,000 ballots per member a day: the per-voter counters are checked on
//     every ballot) and BENCH_MEMBERS (200) signed-in members, straight in the database while the server is stopped;
//  2. sends ballots for BENCH_DURATION (10) s from BENCH_CONNECTIONS (64) keep-alive connections (a worker thread),
//     each with its own Idempotency-Key, while a reader asks vote-item-rank every 20 ms: ballots/s accepted, the
//     rank's p50/p95, and the exactness check — the tallies grew by exactly the number of ballots answered code 0;
//  3. SIGKILL: sends ballots the same way for 3 s, kills the server with SIGKILL mid-run, restarts it on the
//     same data, then sends every ballot that got no answer again with its key. Every ballot answered code 0 before
//     the kill must be in the tallies, and none twice: the tallies grew by exactly the number of distinct keys.
// Prints the figures; docs/votes.md records them with the date. BENCH_ONLY=pg or BENCH_ONLY=pglite runs one of the two;
// BENCH_SKIP_KILL=1 leaves out the SIGKILL check (for a CPU profile of the loaded server: BENCH_CPU_PROF=dir);
// BENCH_SHOW_LOG=1 prints the server's log after each run.
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import http from "node:http";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { loadServerModules } from "./server-modules.mjs";
import { ROOT, startServer } from "../e2e/server.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const BALLOT = "/api/v1.0/vote/item/votes";
const log = (msg) => console.log(`bench:votes: ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const key = () => randomBytes(12).toString("base64url");

/** Makes the bench vote and its members (straight in the database); answers the vote, its options and the tokens. */
async function setUp(server, database) {
  const { openDatabase, sql } = server;
  const handle = await openDatabase(database);
  const { db } = handle;
  const rows = (r) => r.rows;
  const [vote] = rows(
    await db.execute(sql`insert into votes (appkey, title, voter, per_day, opens_at, closes_at)
      values (${`bench-${Date.now()}`}, ${JSON.stringify({ zh_TW: "壓力測試", en: "Load test" })}::jsonb, 'member', 1000, now() - interval '1 hour', now() + interval '1 day')
      returning id`),
  );
  const options = [];
  for (let i = 0; i < 4; i++) {
    const [o] = rows(await db.execute(sql`insert into vote_options (vote_id, title, sort_order) values (${vote.id}, ${JSON.stringify({ en: `Option ${i}` })}::jsonb, ${i}) returning id`));
    options.push(o.id);
  }
  const tokens = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < MEMBERS; i++) {
    const name = `bench${stamp}m${i}`;
    const [m] = rows(await db.execute(sql`insert into members (username, nick_name, nick_name_key, status) values (${name}, ${name}, ${name}, 'active') returning id`));
    const token = randomBytes(32).toString("base64url");
    const digest = createHash("sha256").update(token, "utf8").digest("hex");
    await db.execute(sql`insert into member_sessions (member_id, token_hash, expires_at) values (${m.id}, ${digest}, now() + interval '1 day')`);
    tokens.push(token);
  }
  await handle.close();
  return { voteId: vote.id, options, tokens };
}

/** The sum of the vote's tallies and its ballot count, as the rank call answers them (its cache waited out). */
async function tallyOf(url, voteId) {
  await sleep(2500);
  const res = await fetch(`${url}/api/v1.0/vote/vote-item-rank?voteId=${voteId}`);
  const body = await res.json();
  assert.equal(body.code, 0, JSON.stringify(body));
  return { tally: body.data.items.reduce((sum, item) => sum + item.amount, 0), ballots: body.data.ballots };
}

function ballotRequest(setup, n, idempotencyKey) {
  return {
    headers: { "content-type": "application/json", "api-key": setup.tokens[n % setup.tokens.length], "idempotency-key": idempotencyKey },
    body: JSON.stringify({ VoteId: setup.voteId, Ids: [setup.options[n % setup.options.length]] }),
  };
}

/**
 * The load generator runs in a worker thread (its own event loop), so that the rank reads timed here are not
 * delayed by it: CONNECTIONS keep-alive connections, each sending its next ballot when the last is answered, for
 * `seconds`; a ballot under way at the end is waited for (its answer counts), none is cut off.
 */
function load(url, setup, seconds, options = {}) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, setup, seconds, connections: CONNECTIONS, ...options } });
  const done = new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { done, worker };
}

/** Phase 2: sustained ballots with rank reads alongside. */
async function sustained(url, setup) {
  const rankTimes = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await fetch(`${url}/api/v1.0/vote/vote-item-rank?voteId=${setup.voteId}`);
      await res.arrayBuffer();
      rankTimes.push(performance.now() - started);
      await sleep(20);
    }
  })();
  const result = await load(url, setup, DURATION_S).done;
  reading = false;
  await reader;
  return { ...result, rankTimes };
}

/** Phase 3: ballots from the load worker, SIGKILL mid-run, restart, retries of the unanswered with their keys. */
async function killAndRestart(server, start, setup) {
  const before = await tallyOf(server.url, setup.voteId);
  const { done } = load(server.url, setup, 6, { keepKeys: true });
  await sleep(3000);
  process.kill(server.pid, "SIGKILL");
  const sent = await done;
  await server.stop();
  const again = await start();
  let retriedDuplicates = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  for (let i = 0; i < sent.unanswered.length; i += 64) {
    await Promise.all(
      sent.unanswered.slice(i, i + 64).map(async ([k, n]) => {
        const body = await post(again.url, agent, ballotRequest(setup, n, k));
        assert.equal(body.code, 0, JSON.stringify(body));
        if (body.data.duplicate) retriedDuplicates += 1;
      }),
    );
  }
  agent.destroy();
  const after = await tallyOf(again.url, setup.voteId);
  return { server: again, answeredBeforeKill: sent.accepted, sent: sent.sent, unanswered: sent.unanswered.length, retriedDuplicates, grew: after.tally - before.tally, ballotsGrew: after.ballots - before.ballots };
}

/** One POST of a ballot over a keep-alive agent; the parsed envelope (rejects when the server is gone). */
function post(url, agent, request) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${BALLOT}`, { method: "POST", agent, headers: request.headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        } catch (error) {
          reject(error);
        }
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(request.body);
  });
}

/** The worker thread: sends ballots until the time is up; reports counts (and the unanswered keys when asked). */
async function loadWorker({ url, setup, seconds, connections, keepKeys }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const started = performance.now();
  const until = started + seconds * 1000;
  let n = 0;
  let sent = 0;
  let accepted = 0;
  let refused = 0;
  let errors = 0;
  const reasons = {};
  const unanswered = [];
  const connection = async () => {
    while (performance.now() < until) {
      const i = n++;
      const k = key();
      sent += 1;
      try {
        const body = await post(url, agent, ballotRequest(setup, i, k));
        if (body.code === 0) accepted += 1;
        else {
          refused += 1;
          reasons[`${body.code} ${body.message}`] = (reasons[`${body.code} ${body.message}`] ?? 0) + 1;
        }
      } catch {
        errors += 1;
        if (keepKeys) unanswered.push([k, i]);
        if (keepKeys) return; // the server is gone
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();
  parentPort.postMessage({ sent, accepted, refused, reasons, errors, unanswered, seconds: (performance.now() - started) / 1000 });
}

async function run(label, env, database, server) {
  log(`${label}: starting`);
  // BENCH_CPU_PROF=dir writes the server's CPU profiles there (the SIGKILLed one writes none).
  const nodeArgs = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const start = () => startServer({ label: "bench-votes", nodeArgs, env: { LOG_LEVEL: "warn", SEED_DEMO: "false", ...env } });
  let running = await start();
  await running.stop();
  const setup = await setUp(server, database);
  running = await start();
  try {
    const before = await tallyOf(running.url, setup.voteId);
    const load = await sustained(running.url, setup);
    const after = await tallyOf(running.url, setup.voteId);
    const perSecond = load.accepted / load.seconds;
    const exact = after.tally - before.tally === load.accepted && after.ballots - before.ballots === load.accepted;
    log(
      `${label}: ${load.accepted} ballots accepted in ${load.seconds.toFixed(2)} s = ${Math.round(perSecond)} ballots/s (${CONNECTIONS} connections, ${MEMBERS} members; refused ${load.refused}${load.refused ? ` ${JSON.stringify(load.reasons)}` : ""}, errors ${load.errors})`,
    );
    log(`${label}: exactness: tallies grew by ${after.tally - before.tally}, accepted ${load.accepted} → ${exact ? "EXACT" : "MISMATCH"}`);
    log(`${label}: rank during voting: ${load.rankTimes.length} reads, p50 ${percentile(load.rankTimes, 50).toFixed(1)} ms, p95 ${percentile(load.rankTimes, 95).toFixed(1)} ms`);
    if (process.env.BENCH_SKIP_KILL) return { label, perSecond, exact, rankP95: percentile(load.rankTimes, 95), killExact: true };
    const kill = await killAndRestart(running, start, setup);
    running = kill.server;
    const killExact = kill.grew === kill.sent && kill.ballotsGrew === kill.sent;
    log(
      `${label}: SIGKILL: ${kill.sent} ballots sent, ${kill.answeredBeforeKill} answered code 0 before the kill, ${kill.unanswered} unanswered and sent again after restart (${kill.retriedDuplicates} of them had been committed: counted once); tallies grew by ${kill.grew} → ${killExact ? "EXACT" : "MISMATCH"}`,
    );
    return { label, perSecond, exact, rankP95: percentile(load.rankTimes, 95), killExact };
  } finally {
    await running.stop();
    if (process.env.BENCH_SHOW_LOG) console.log(running.log());
  }
}

if (!isMainThread) {
  await loadWorker(workerData);
} else {
const dir = mkdtempSync(join(ROOT, "bench/.votes-"));
const results = [];
try {
  const server = await loadServerModules(dir, "votes-bench.mjs", ['export { openDatabase } from "./src/db/client.ts";', 'export { sql } from "drizzle-orm";']);
  const pg = await import("pg");
  const name = `votes_bench_${Date.now()}`;
  const admin = new pg.default.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  if (process.env.BENCH_ONLY !== "pglite") try {
    results.push(await run("PostgreSQL+Redis", { DATABASE_URL: url.toString(), REDIS_URL }, { databaseUrl: url.toString(), dataDir: dir }, server));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-votes-"));
  if (process.env.BENCH_ONLY !== "pg") try {
    results.push(await run("PGlite", { DATA_DIR: dataDir }, { dataDir }, server));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const r of results) {
  log(`summary ${r.label}: ${Math.round(r.perSecond)} ballots/s, exact ${r.exact}, rank p95 ${r.rankP95.toFixed(1)} ms, SIGKILL exact ${r.killExact}`);
}
if (results.some((r) => !r.exact || !r.killExact)) process.exitCode = 1;
}
