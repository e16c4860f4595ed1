#!/usr/bin/env node
// News at scale: `node bench/news-scale.mjs [--sizes 10000,100000] [--runs 200] [--write] [--note "text"]`.
//
// Fills a fresh embedded database (PGlite in a temporary folder, migrated and seeded with the demo content) with
// generated articles — first up to the first size, then up to the next, in the same database — and at each size
// measures the p95 latency of the news and search calls on the server's own code (buildApp, app.inject: no
// network, one request at a time, BENCH_RUNS (200) each after 20 unmeasured warm-up requests):
//   - news list page 1 and a deep page (the middle of the Chinese newsroom) by Page (offset) and by Cursor (keyset),
//   - news detail of random articles (each counts a view: an UPDATE … RETURNING),
//   - search: a Chinese two-character word and an English word (FullSearch, newest first, with the total).
// Articles are generated in SQL (INSERT … SELECT over generate_series) from 600 texts written from sentence
// pools — Chinese bodies of about 1,000 characters, English and Portuguese of about 400 words — whose Chinese
// search tokens are computed once by the application's own code (platform/search-tokens.ts); the generated column
// computes the rest. Newsrooms 50 % zh, 30 % en, 20 % pt; types 55 % text, 20 % image, 15 % video, 10 % radio;
// numbered over five years (the first size is the newest articles; the next adds older ones). Prints a markdown table, the generation times and the
// search plan; --write adds it as a dated section of docs/performance.md ("News at scale").
// The server's TypeScript is bundled with esbuild into a temporary folder under bench/ (as bench/login.mjs does).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeDatedSection } from "./doc-sections.mjs";
import { loadServerModules } from "./server-modules.mjs";
import { ROOT } from "../e2e/server.mjs";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: process.env.BENCH_NEWS_SIZES ?? "10000,100000" },
    runs: { type: "string", default: process.env.BENCH_RUNS ?? "200" },
    write: { type: "boolean", default: false },
    note: { type: "string" },
  },
});
const SIZES = args.sizes.split(",").map(Number).filter((n) => n > 0).sort((a, b) => a - b);
const RUNS = Number(args.runs);
const WARMUP = 20;
const TEMPLATES_PER_ROOM = 200;
const DOC = join(ROOT, "docs/performance.md");
const NEWS_CHAPTER = {
  marker: "Latency of the news and search calls as the number of articles grows (bench/news-scale.mjs).",
  intro: "## News at scale\n\nLatency of the news and search calls as the number of articles grows (bench/news-scale.mjs).",
};
const ZH_QUERY = "旅遊";
const EN_QUERY = "tourism";
const log = (msg) => console.log(`bench:news: ${msg}`);

/** The server modules this bench needs (bench/server-modules.mjs). */
function loadServer(dir) {
  return loadServerModules(dir, "news-bench.mjs", [
    'export { buildApp } from "./src/app.ts";',
    'export { configSchema } from "./src/config.ts";',
    'export { migrate, openPglite } from "./src/db/client.ts";',
    'export { seedDemoContent } from "./src/db/seed/demo.ts";',
    'export { createDbKvStore } from "./src/kv/db-store.ts";',
    'export { articleCjkVector } from "./src/platform/search-tokens.ts";',
  ]);
}

// ── Generated texts ──────────────────────────────────────────────────────────────────────────────────────────
/** A small deterministic generator (mulberry32), so that every run writes the same articles. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZH = {
  subjects: ["特區政府", "交通事務局", "旅遊局", "衛生局", "教育及青年發展局", "經濟及科技發展局", "社會工作局", "體育局", "文化局", "市政署"],
  topics: ["旅遊", "輕軌", "醫療", "教育", "會展", "文化遺產", "體育盛事", "社區服務", "跨境交通", "青年創業", "長者照顧", "環境保護"],
  sentences: [
    "{s}今日公布新一輪{t}措施，預計下月起分階段推行。",
    "有關部門表示，{t}方面的工作將繼續以居民需要為優先。",
    "多名議員在會上關注{t}的進度，要求當局定期公布數據。",
    "業界人士認為，{t}發展有助推動本澳經濟適度多元。",
    "{s}負責人指出，明年將增撥資源完善{t}相關設施。",
    "有市民接受訪問時表示，希望{t}政策能更貼近日常生活。",
    "當局會與大灣區城市加強合作，共同推動{t}項目落地。",
    "根據最新統計，上季度與{t}相關的申請宗數按年上升約一成。",
    "學者建議政府在推動{t}時，同時做好長遠規劃及評估。",
    "{s}已展開公眾諮詢，收集社會各界對{t}的意見。",
    "周末期間，多個社團舉辦與{t}有關的活動，吸引不少家庭參與。",
    "氣象局提醒，受東北季候風影響，未來數日天氣較為寒冷。",
    "旅客人次持續回升，酒店入住率維持在較高水平。",
    "輕軌公司表示，繁忙時段班次已加密，候車時間明顯縮短。",
  ],
};
const EN = {
  subjects: ["The government", "The Transport Bureau", "The Tourism Office", "The Health Bureau", "The Education Bureau", "The Sports Bureau", "The Cultural Affairs Bureau", "Municipal Affairs"],
  topics: ["tourism", "the light rail", "healthcare", "education", "conventions", "heritage", "major sporting events", "community services", "cross-border transport", "youth start-ups", "elderly care", "the environment"],
  sentences: [
    "{s} announced a new round of measures on {t} today, to be phased in from next month.",
    "Officials said work on {t} would continue to put residents' needs first.",
    "Several legislators asked about progress on {t} and called for regular published figures.",
    "Industry representatives said developing {t} would help diversify the economy.",
    "{s} plans to set aside more money next year to improve facilities linked to {t}.",
    "Residents interviewed said they hoped policies on {t} would reflect daily life more closely.",
    "The authorities will work with Greater Bay Area cities to carry projects on {t} forward.",
    "According to the latest statistics, applications related to {t} rose by about a tenth year on year.",
    "Academics urged the government to plan for the long term while promoting {t}.",
    "{s} has opened a public consultation to gather views on {t}.",
    "Associations held weekend events on {t}, drawing many families.",
    "Forecasters expect cold, dry weather for the next few days as the monsoon strengthens.",
    "Visitor arrivals continue to recover, and hotel occupancy remains high.",
    "Trains now run more often at peak times, cutting waiting times noticeably.",
  ],
};
const PT = {
  subjects: ["O Governo", "A Direcção dos Serviços para os Assuntos de Tráfego", "A Direcção dos Serviços de Turismo", "Os Serviços de Saúde", "A Direcção dos Serviços de Educação", "O Instituto do Desporto", "O Instituto Cultural"],
  topics: ["o turismo", "o metro ligeiro", "a saúde", "a educação", "as convenções", "o património", "os grandes eventos desportivos", "os serviços comunitários", "os transportes transfronteiriços", "a habitação", "os idosos"],
  sentences: [
    "{s} anunciou hoje novas medidas sobre {t}, a aplicar por fases a partir do próximo mês.",
    "Os responsáveis afirmaram que o trabalho sobre {t} continuará a dar prioridade aos residentes.",
    "Vários deputados questionaram o andamento das políticas sobre {t} e pediram dados regulares.",
    "Representantes do sector consideram que {t} ajudará a diversificar a economia.",
    "{s} prevê reforçar no próximo ano as verbas para as instalações ligadas a {t}.",
    "Os residentes ouvidos esperam que as políticas sobre {t} reflictam melhor o dia-a-dia.",
    "As autoridades vão cooperar com as cidades da Grande Baía em projectos sobre {t}.",
    "Segundo as estatísticas mais recentes, os pedidos relacionados com {t} subiram cerca de dez por cento.",
    "{s} abriu uma consulta pública para recolher opiniões sobre {t}.",
    "As associações organizaram actividades sobre {t} no fim-de-semana, com muitas famílias.",
    "Os meteorologistas prevêem tempo frio e seco nos próximos dias.",
    "O número de visitantes continua a recuperar e a ocupação hoteleira mantém-se elevada.",
  ],
};

function texts(pool, rnd, { sentences, paragraphs, join: joiner }) {
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const s = pick(pool.subjects);
  const t = pick(pool.topics);
  const fill = (x) => x.replaceAll("{s}", s).replaceAll("{t}", t);
  const title = fill(pick(pool.sentences)).replace(/[。.]$/, "");
  const summary = fill(pick(pool.sentences));
  const body = Array.from({ length: paragraphs }, () => `<p>${Array.from({ length: sentences }, () => fill(pick(pool.sentences))).join(joiner)}</p>`).join("\n");
  return { title, summary, body };
}

function templates(server) {
  const rnd = random(2026);
  const rows = [];
  for (const [newsroom, pool, shape] of [
    ["zh", ZH, { sentences: 6, paragraphs: 6, join: "" }],
    ["en", EN, { sentences: 5, paragraphs: 6, join: " " }],
    ["pt", PT, { sentences: 5, paragraphs: 6, join: " " }],
  ]) {
    for (let i = 0; i < TEMPLATES_PER_ROOM; i++) {
      const text = texts(pool, rnd, shape);
      rows.push({ newsroom, idx: i, ...text, cjk: server.articleCjkVector(text) });
    }
  }
  return rows;
}

/** Articles from..to (1-based, inclusive) of a set of `total`: newsroom, type and date follow from the number. */
async function generate(db, sql, from, to, total, now) {
  const spanSeconds = 5 * 365 * 86_400;
  await db.execute(sql`
    insert into news_articles (newsroom, category_id, type, title, summary, body, cover, video_url, audio_url, author,
                               view_count, like_count, published_at, created_at, updated_at, search_cjk)
    select t.newsroom,
           (select id from news_categories order by id offset (g % 7) limit 1),
           case when g % 20 < 11 then 'text' when g % 20 < 15 then 'image' when g % 20 < 18 then 'video' else 'radio' end,
           t.title || ' ' || g, t.summary, t.body, '/demo/art/skyline.svg',
           case when g % 20 between 15 and 17 then '/demo/media/news-ident.webm' end,
           case when g % 20 >= 18 then '/demo/media/radio-ident.wav' end,
           'TDM', (g::bigint * 7919) % 20000, (g::bigint * 104729) % 300,
           ${now.toISOString()}::timestamptz - make_interval(secs => (${total} - g)::double precision * ${spanSeconds / total} + 3600),
           now(), now(), t.cjk::tsvector
    from generate_series(${from}::int, ${to}::int) as g
    join bench_templates t
      on t.newsroom = case when g % 10 < 5 then 'zh' when g % 10 < 8 then 'en' else 'pt' end
     and t.idx = (g / 10) % ${TEMPLATES_PER_ROOM}`);
}

function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

async function measure(app, name, urlFor, headers) {
  const times = [];
  let last;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const url = urlFor(i);
    const started = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    const elapsed = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${name}: ${url} answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= WARMUP) times.push(elapsed);
    last = res.json().data;
  }
  return { p95: p95(times), median: [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)], last };
}

async function measureSize(server, app, db, sql, size) {
  const zhHeaders = { "api-language": "zh_TW" };
  const enHeaders = { "api-language": "en" };
  const [{ n: zhCount }] = (await db.execute(sql`select count(*)::int as n from news_articles where newsroom = 'zh'`)).rows;
  const deepPage = Math.max(1, Math.floor(zhCount / 20 / 2));
  const [{ cursor }] = (
    await db.execute(sql`select ((extract(epoch from published_at) * 1000000)::bigint)::text || '_' || id as cursor
                         from news_articles where newsroom = 'zh' and published and published_at <= now()
                         order by published_at desc, id desc offset ${(deepPage - 1) * 20 - 1} limit 1`)
  ).rows;
  const [{ lo, hi }] = (await db.execute(sql`select min(id)::int as lo, max(id)::int as hi from news_articles`)).rows;
  const rnd = random(size);
  const results = {
    listFirst: await measure(app, "list page 1", () => "/api/v1.0/news?PageSize=20", zhHeaders),
    listDeep: await measure(app, "list deep page", () => `/api/v1.0/news?PageSize=20&Page=${deepPage}`, zhHeaders),
    listCursor: await measure(app, "list deep cursor", () => `/api/v1.0/news?PageSize=20&Page=${deepPage}&Cursor=${cursor}`, zhHeaders),
    detail: await measure(app, "detail", () => `/api/v1.0/news/${lo + Math.floor(rnd() * (hi - lo))}`, zhHeaders),
    searchZh: await measure(app, "search zh", () => `/api/v1.0/search/?Keywords=${encodeURIComponent(ZH_QUERY)}&FullSearch=true`, zhHeaders),
    searchEn: await measure(app, "search en", () => `/api/v1.0/search/?Keywords=${EN_QUERY}&FullSearch=true`, enHeaders),
  };
  for (const [name, r] of Object.entries(results)) log(`  ${name}: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
  const deepIds = results.listDeep.last.newsList.flatMap((b) => b.data.map((i) => i.id));
  const cursorIds = results.listCursor.last.newsList.flatMap((b) => b.data.map((i) => i.id));
  if (deepIds.join() !== cursorIds.join()) throw new Error("the deep page by Page and by Cursor differ");
  return { size, deepPage, zhCount, results };
}

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(join(ROOT, "bench", ".news-"));
  try {
    log("bundling the server code …");
    const server = await loadServer(dir);
    const { sql } = await import("drizzle-orm");
    const database = await server.openPglite(join(dir, "pgdata"));
    await server.migrate(database);
    await server.seedDemoContent(database.db);
    const db = database.db;
    log("writing the text templates …");
    await db.execute(sql`create table bench_templates (newsroom text, idx int, title text, summary text, body text, cjk text)`);
    for (const t of templates(server)) {
      await db.execute(sql`insert into bench_templates values (${t.newsroom}, ${t.idx}, ${t.title}, ${t.summary}, ${t.body}, ${t.cjk})`);
    }
    const config = server.configSchema.parse({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dir });
    const app = await server.buildApp({ config, database, kv: server.createDbKvStore(db), logger: false });
    await app.ready();

    const now = new Date();
    const rows = [];
    const generation = [];
    let written = 0;
    const finalSize = SIZES[SIZES.length - 1];
    for (const size of SIZES) {
      const t0 = performance.now();
      // Numbered within the final set (1 = oldest): the first set is the newest articles, each next set adds
      // older ones, so that every set spans the same recent months and grows back in time.
      const step = 10_000;
      for (let from = finalSize - size + 1; from <= finalSize - written; from += step) {
        const to = Math.min(finalSize - written, from + step - 1);
        await generate(db, sql, from, to, finalSize, now);
      }
      log(`  ${size.toLocaleString("en")} articles`);
      written = size;
      await db.execute(sql`vacuum analyze news_articles`);
      const seconds = (performance.now() - t0) / 1000;
      generation.push({ size, seconds });
      log(`${size.toLocaleString("en")} articles written in ${seconds.toFixed(1)} s; measuring …`);
      const row = await measureSize(server, app, db, sql, size);
      rows.push(row);
      const plan = (
        await db.execute(sql`explain select count(*) from news_articles where search_vector @@ ${"'旅游'"}::tsquery and newsroom = 'zh'`)
      ).rows
        .map((r) => Object.values(r)[0])
        .join("\n    ");
      log(`search plan at ${size}:\n    ${plan}`);
      if (process.env.BENCH_EXPLAIN) {
        const [{ c }] = (await db.execute(sql`select ((extract(epoch from published_at) * 1000000)::bigint)::text as c from news_articles where newsroom='zh' order by published_at desc, id desc offset 2500 limit 1`)).rows;
        const explain = (await db.execute(sql`explain analyze select id from news_articles where newsroom = 'zh' and published = true and published_at <= now()
          and (type <> 'video' or published_at >= now() - interval '3 years')
          and (published_at, id) < ((timestamptz 'epoch' + ${c}::bigint * interval '1 microsecond'), 2147483647) order by published_at desc, id desc limit 21`)).rows;
        log(explain.map((r) => Object.values(r)[0]).join("\n    "));
      }
    }
    await app.close();
    await database.close();

    const f = (v) => `${v.toFixed(1)} ms`;
    const table = [
      "| articles | list page 1 | list deep page (Page) | list deep page (Cursor) | detail | search zh «旅遊» | search en «tourism» |",
      "|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        ({ size, results: r }) =>
          `| ${size.toLocaleString("en")} | ${f(r.listFirst.p95)} | ${f(r.listDeep.p95)} | ${f(r.listCursor.p95)} | ${f(r.detail.p95)} | ${f(r.searchZh.p95)} (${r.searchZh.last.total.toLocaleString("en")} hits) | ${f(r.searchEn.p95)} (${r.searchEn.last.total.toLocaleString("en")} hits) |`,
      ),
    ].join("\n");
    const cpus = os.cpus();
    const date = new Date().toISOString().slice(0, 10);
    const section = [
      `### News at scale, ${date}`,
      "",
      `Command: \`node bench/news-scale.mjs --sizes ${SIZES.join(",")} --runs ${RUNS}\` — p95 of ${RUNS} sequential in-process requests (app.inject) each, PGlite; deep page = page ${rows.map((r) => r.deepPage).join(" / ")} of the Chinese newsroom.`,
      `Machine: ${cpus.length} × ${cpus[0]?.model ?? "?"}, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}. Generation: ${generation.map((g) => `${g.size.toLocaleString("en")} in ${g.seconds.toFixed(0)} s`).join(", ")}; whole run ${((performance.now() - started) / 1000).toFixed(0)} s.`,
      ...(args.note ? ["", args.note] : []),
      "",
      table,
      "",
    ].join("\n");
    console.log(`\n${section}`);
    if (args.write) {
      writeDatedSection(DOC, NEWS_CHAPTER, section);
      log("written to docs/performance.md");
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
