// What bench/render.mjs and bench/console.mjs measure of a page that is rendered on every request: the server's CPU
// time per render, sequential wall times, throughput under autocannon, and a scratch PostgreSQL database for a run.
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import autocannon from "autocannon";
import pg from "pg";

export const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 50);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const HEADERS = { "accept-encoding": "gzip, br" };

/** The server's CPU time so far (all threads), in ms: utime + stime of /proc/<pid>/stat, in clock ticks of 10 ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Sequential requests of `urls` (cycled), after 10 unmeasured ones: wall times and the server's CPU per request.
 * `headers` go with every request besides HEADERS (a console session's cookie).
 */
export async function sequential(server, urls, headers = {}) {
  const get = async (url) => {
    const res = await fetch(`${server.url}${url}`, { headers: { ...HEADERS, ...headers }, redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  };
  for (let i = 0; i < 10; i++) await get(urls[i % urls.length]);
  const cpu0 = cpuMs(server.pid);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await get(urls[(i + 10) % urls.length]);
    times.push(performance.now() - started);
  }
  const cpu = (cpuMs(server.pid) - cpu0) / RUNS;
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p90: percentile(times, 0.9), cpu };
}

/** autocannon -c CONNECTIONS -d DURATION_S on one address after a 2 s warm-up: req/s, latency, failures. */
export async function throughput(url, headers = {}) {
  const all = { ...HEADERS, ...headers };
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: all }); // warm-up, not counted
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: all });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

/** The status, content-encoding and size of one response as sent (raw HTTP, nothing decoded). */
export function probe(url, headers = {}) {
  return new Promise((resolveProbe, reject) => {
    const req = httpRequest(url, { headers: { ...HEADERS, ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (c) => (bytes += c.length));
      res.on("end", () => resolveProbe({ status: res.statusCode, encoding: res.headers["content-encoding"] ?? "identity", bytes }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A fresh PostgreSQL database for one run (dropped by `drop`), or null when the server is not there. */
async function scratchDatabase(log) {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (err) {
    log(`PostgreSQL not measured: ${PG_URL} does not answer (${err.message})`);
    return null;
  }
  const name = `portal_bench_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * `measure(label, env)` on the embedded database (the server's default), then on a fresh PostgreSQL database seeded
 * with the demo content, when BENCH_DATABASE_URL's server answers; the results in that order.
 */
export async function onEachDatabase(measure, log) {
  const results = [await measure("PGlite (embedded)", {})];
  const database = await scratchDatabase(log);
  if (database) {
    try {
      results.push(await measure("PostgreSQL 15 (local)", { DATABASE_URL: database.url, SEED_DEMO: "true" }));
    } finally {
      await database.drop();
    }
  }
  return results;
}
