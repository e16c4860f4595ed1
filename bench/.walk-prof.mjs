import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path"; import os from "node:os";
import { startServer, removeServerFiles } from "../e2e/server.mjs";
import { summarizeProfile } from "./profile-summary.mjs";
const dir = mkdtempSync(join(os.tmpdir(), "walk-")); const dataDir = join(dir, "data");
const s0 = await startServer({ label: "w", env: { DATA_DIR: dataDir } }); await s0.stop();
const s = await startServer({ label: "w", env: { DATA_DIR: dataDir, PAGE_CACHE_SECONDS: "0", LOG_LEVEL: "warn" }, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${dir}`] });
const paths = [];
for (const [loc, lang] of [["zh_TW","zh-hant"],["en","en"],["pt","pt"]]) { const b = await (await fetch(`${s.url}/api/v1.0/news?PageSize=100`, { headers: { "api-language": loc } })).json(); for (const bl of b.data.newsList) for (const it of bl.data) paths.push(`/${lang}/news-detail/${it.id}`); }
let n = 0;
for (let r = 0; r < 5; r++) for (const p of paths) { await (await fetch(s.url + p, { headers: { "accept-encoding": "gzip" } })).arrayBuffer(); n++; await new Promise((res) => setTimeout(res, 11)); }
await s.stop();
const f = readdirSync(dir).find((x) => x.endsWith(".cpuprofile"));
console.log(summarizeProfile(JSON.parse(readFileSync(join(dir, f), "utf8")), n).join("\n"));
