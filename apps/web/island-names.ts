import type { Plugin } from "vite";
import { islandNameOf } from "./app/islands/island-name.ts";

/**
 * Names every island after its file, so that it is written once: `Name.island.tsx`, whose default export is
 * `export default function Name…`, gets `Name.islandName = "Name"` appended at build time, and
 * <Island component={Name} …/> (islands/Island.tsx) reads it for the wrapper's data-island, which the islands client
 * hydrates with that file's code (the pattern of the Guardian's <Island><Name/></Island>). Used by the site's build
 * and by Vitest.
 */
export function islandNames(): Plugin {
  return {
    name: "portal-island-names",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!file.endsWith(".island.tsx")) return null;
      const component = /^export default function ([A-Z]\w*)/m.exec(code)?.[1];
      if (!component) this.error(`${file}: an island exports its component as "export default function Name(…)"`);
      return { code: `${code}\n${component}.islandName = ${JSON.stringify(islandNameOf(file))};\n`, map: null };
    },
  };
}
