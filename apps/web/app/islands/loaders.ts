import type { ComponentType } from "react";

/**
 * Every island, found by its file name (ADR 0005): `Name.island.tsx` anywhere under app/ is the island `Name`,
 * rendered on the server with <Island component={…} props={…}/> (the build names the component: island-names.ts) and hydrated on its own in the
 * browser, its code loaded on demand. Nothing to register: a new island is a new file. Names are unique
 * (islands.test.ts), and the server-rendered pages name no island without a module (platform/ssr.test.ts).
 */

// Props are whatever JSON the server put in the island's data attribute.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandModule = { default: ComponentType<any> };

import { islandNameOf } from "./island-name.ts";

export { islandNameOf };

export function loadersByName(modules: Record<string, () => Promise<IslandModule>>): Record<string, () => Promise<IslandModule>> {
  const byName: Record<string, () => Promise<IslandModule>> = {};
  for (const [path, load] of Object.entries(modules)) byName[islandNameOf(path)] = load;
  return byName;
}

export const islandLoaders = loadersByName(import.meta.glob<IslandModule>("../**/*.island.tsx"));
