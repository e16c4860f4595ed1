#!/usr/bin/env node
// The live playlist under 500 viewers: `node bench/live-playlist.mjs` (after `npm run build`; not part of
// `npm run bench`). Starts the built server (NODE_ENV=production, fresh DATA_DIR), takes a signed address of the
// TV channel's stream (GET /api/v1.0/live/tdm-macau/playlist from 127.0.0.1, a local address that may watch), then
// runs autocannon in its own process with BENCH_CONNECTIONS (500) connections for BENCH_DURATION (10 s) on
//   1. the media playlist (/live-media/tdm-macau/index.m3u8?exp&sig): what every viewer's player fetches every
//      segment (6 s) — a region check, a signature check and a playlist of six signed segment addresses;
//   2. the API call that hands out the address (GET live/{id}/playlist): once per viewer per 5 minutes.
// 500 open connections each asking as fast as the server answers is far more than 500 viewers (who ask every 6 s):
// the figure is the ceiling. Prints requests per second and the latency percentiles; writes nothing.
// Settings: BENCH_CONNECTIONS (500), BENCH_DURATION (10 s).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT, removeServerFiles, startServer } from "../e2e/server.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 500);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const log = (msg) => console.log(`bench: ${msg}`);

/** autocannon as its own process, so that the load generator does not share the server's event loop. */
function autocannon(url, duration = DURATION_S, headers = {}) {
  const bin = join(ROOT, "node_modules/.bin/autocannon");
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const cliArgs = ["-c", String(CONNECTIONS), "-d", String(duration), ...headerArgs, "--json", url];
  return new Promise((resolve, reject) => {
    const child = spawn(bin, cliArgs, { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited with ${code}`))));
  });
}

const row = (name, r) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r["2xx"]} | ${r.non2xx} | ${r.errors} |`;

const server = await startServer({ label: "bench-live", env: { LOG_LEVEL: "warn" } });
try {
  const api = `${server.url}/api/v1.0/live/tdm-macau/playlist`;
  const answer = await (await fetch(api)).json();
  if (answer.code !== 0) throw new Error(`no stream address: ${JSON.stringify(answer)}`);
  const playlist = new URL(answer.data.stream.url, server.url).toString();
  const probe = await fetch(playlist);
  if (probe.status !== 200) throw new Error(`the playlist answers ${probe.status}`);
  log(`autocannon -c ${CONNECTIONS} -d ${DURATION_S} on the media playlist …`);
  await autocannon(playlist, 2).catch(() => undefined); // a 2 s warm-up, not counted
  const media = await autocannon(playlist);
  log(`… and on the API call that signs the address`);
  const signing = await autocannon(api);
  console.log(`
| ${CONNECTIONS} connections, ${DURATION_S} s | req/s | p50 ms | p99 ms | 2xx | non-2xx | errors |
|---|---|---|---|---|---|---|
${row("media playlist (index.m3u8)", media)}
${row("GET live/{id}/playlist", signing)}
`);
} finally {
  const stopped = await server.stop();
  if (!stopped.clean) log(`the server did not stop cleanly: ${JSON.stringify(stopped)}`);
  removeServerFiles(server);
}
