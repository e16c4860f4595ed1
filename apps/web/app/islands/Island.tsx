import type { ComponentType } from "react";

export type HydrateWhen = "load" | "idle" | "visible" | "interaction";

/** An island's component, named by the build after its file (island-names.ts). */
type IslandComponent<P> = ComponentType<P> & { islandName?: string };

/**
 * Renders an island on the server inside a wrapper that the islands client (islands/client.tsx) finds and
 * hydrates with the same props. Props must be JSON: they travel in a data attribute. The island's name is its
 * file's (`Name.island.tsx`), which the build gives its component: written nowhere else.
 */
export function Island<P extends object>(props: {
  component: IslandComponent<P>;
  props: P;
  when?: HydrateWhen;
  as?: "div" | "span";
  className?: string;
}) {
  const { component: Component, props: islandProps, when = "load", as: Tag = "div", className } = props;
  const name = Component.islandName;
  if (!name) throw new Error(`<Island component={${Component.name}}>: not the default export of a Name.island.tsx file`);
  return (
    <Tag
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(islandProps)}
      className={className}
      style={className ? undefined : { display: "contents" }}
    >
      <Component {...islandProps} />
    </Tag>
  );
}
