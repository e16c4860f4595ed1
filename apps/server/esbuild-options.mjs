// The esbuild settings of everything that bundles the server's TypeScript: the server build (build.mjs) and the
// benchmarks (bench/server-modules.mjs). Workspace packages are inlined, npm dependencies stay external, and
// `import.meta.glob(pattern, { eager: true })` — how the server finds its domain modules and seed steps without a
// hand-kept list (Vite and Vitest understand it natively) — is expanded at build time.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@portal/"));

/** Files matching a glob relative to `dir` (leading `../` allowed) whose segments may hold `*` (no `**`), sorted. */
export function globFiles(dir, pattern) {
  const segments = pattern.replace(/^\.\//, "").split("/");
  const walk = (base, rest) => {
    const [head, ...tail] = rest;
    if (head === "..") return walk(join(base, head), tail);
    const re = new RegExp(`^${head.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
    return readdirSync(base)
      .filter((name) => re.test(name))
      .sort()
      .flatMap((name) => {
        const path = join(base, name);
        if (tail.length === 0) return statSync(path).isFile() ? [path] : [];
        return statSync(path).isDirectory() ? walk(path, tail) : [];
      });
  };
  return walk(dir, segments);
}

const GLOB_CALL = /import\.meta\.glob(?:<[^()]*?>)?\(\s*["']([^"']+)["']\s*,\s*\{\s*eager:\s*true\s*,?\s*\}\s*\)/g;

/** Replaces each eager import.meta.glob call by an object of namespace imports, keyed like Vite keys them. */
export function expandGlobs(source, file) {
  let n = 0;
  const imports = [];
  const code = source.replace(GLOB_CALL, (_, pattern) => {
    const entries = globFiles(dirname(file), pattern).map((path) => {
      const relativePath = relative(dirname(file), path).split("\\").join("/");
      const key = relativePath.startsWith("../") ? relativePath : `./${relativePath}`;
      const name = `__glob_${n++}`;
      imports.push(`import * as ${name} from ${JSON.stringify(key)};`);
      return `${JSON.stringify(key)}: ${name}`;
    });
    return `{ ${entries.join(", ")} }`;
  });
  return imports.length ? `${imports.join("\n")}\n${code}` : code;
}

const globPlugin = {
  name: "import-meta-glob",
  setup(build) {
    build.onLoad({ filter: /\/apps\/server\/src\/.*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta.glob")) return undefined;
      return { contents: expandGlobs(source, args.path), loader: "ts", resolveDir: dirname(args.path) };
    });
  },
};

export const serverBuildOptions = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);" },
  plugins: [globPlugin],
  logLevel: "warning",
};
