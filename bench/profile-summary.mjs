// Where a CPU profile's time goes (node --cpu-prof): self time grouped by what runs it, as markdown lines.
// Used by bench/render.mjs --profile for the before/after profiles of docs/performance.md ("Renders").

/** Groups, first match wins: [label, test on the frame's script URL and function name]. */
const GROUPS = [
  ["React rendering (react-dom, react)", (url) => /node_modules\/react(-dom)?\//.test(url)],
  ["React Router (request handling, loader data encoding)", (url) => /node_modules\/(react-router|@react-router)\//.test(url)],
  ["the app's components and loaders (apps/web/build)", (url) => url.includes("/apps/web/build/")],
  ["database: PGlite (WebAssembly), pg, drizzle-orm", (url, fn) => /pglite|drizzle-orm|node_modules\/pg(-[a-z]+)?\//.test(url) || url.startsWith("wasm://") || /^wasm-function/.test(fn)],
  ["in-process API calls (fastify, inject, etag, compress plugins)", (url) => /node_modules\/(fastify|light-my-request|@fastify|avvio|find-my-way|pino)/.test(url)],
  ["the server's own code (routes, services, page cache)", (url) => url.includes("/apps/server/dist/")],
  ["compression (zlib)", (url) => url.includes("node:zlib")],
  ["web streams, undici (Request, Response, Headers)", (url) => /webstreams|undici/.test(url)],
  ["garbage collection", (_url, fn) => fn === "(garbage collector)"],
];

export function summarizeProfile(profile, requests = 200) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = nodes.get(profile.samples[i]);
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const fn = node.callFrame.functionName;
    if (fn === "(idle)" || fn === "(program)") continue;
    busy += dt;
    const url = node.callFrame.url;
    const group = GROUPS.find(([, test]) => test(url, fn))?.[0] ?? "other (Node internals, JSON, timers)";
    totals.set(group, (totals.get(group) ?? 0) + dt);
  }
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  return [
    `CPU profile of ${requests} sequential article renders (\`node bench/render.mjs --profile\`; self time; the server's start, reopening the seeded database, is included): busy ${(busy / 1000).toFixed(1)} s.`,
    "",
    "| where the time goes | share | ms per render |",
    "|---|---:|---:|",
    ...rows.map(([label, ms]) => `| ${label} | ${((100 * ms) / busy).toFixed(1)} % | ${(ms / requests).toFixed(2)} |`),
  ];
}
