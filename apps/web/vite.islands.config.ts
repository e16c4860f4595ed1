import { defineConfig } from "vite";

// The islands client, built beside React Router's client build: build/client/islands/ with a manifest that the
// server reads to put the entry's <script> on the page.
export default defineConfig({
  base: "/islands/",
  publicDir: false,
  build: {
    outDir: "build/client/islands",
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rollupOptions: { input: "app/islands/client.tsx" },
  },
});
