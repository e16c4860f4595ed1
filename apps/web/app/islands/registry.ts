import type { ComponentType } from "react";

/**
 * Every island: a component that is rendered on the server with the page and hydrated on its own in the browser.
 * Pages that are not marked `handle.hydrate = "app"` ship only React and the islands they contain.
 * Add an island here and render it with <Island name="…" component={…} props={…}/>.
 */
// Props are whatever JSON the server put in the island's data attribute.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IslandModule = { default: ComponentType<any> };

export const islandLoaders: Record<string, () => Promise<IslandModule>> = {
  Clock: () => import("../layout/Clock.island.tsx"),
};
