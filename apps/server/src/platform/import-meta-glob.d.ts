// `import.meta.glob(pattern, { eager: true })`: the modules matching a glob, keyed by their relative path. Vitest
// (Vite) understands it natively; the server's esbuild build expands it (apps/server/esbuild-options.mjs).
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { eager: true }): Record<string, T>;
}
