import type { ComponentType } from "react";

export type HydrateWhen = "load" | "idle" | "visible" | "interaction";

/**
 * Renders an island on the server inside a wrapper that the islands client (islands/client.tsx) finds and
 * hydrates with the same props. Props must be JSON: they travel in a data attribute.
 */
export function Island<P extends object>(props: {
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: HydrateWhen;
  as?: "div" | "span";
  className?: string;
}) {
  const { name, component: Component, props: islandProps, when = "load", as: Tag = "div", className } = props;
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
