import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { islandNames } from "./island-names.ts";

export default defineConfig({
  plugins: [islandNames(), reactRouter()],
  build: { target: "es2022", cssMinify: true },
});
