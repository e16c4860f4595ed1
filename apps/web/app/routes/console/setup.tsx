import { useSearchParams } from "react-router";
import type { Route } from "./+types/setup";
import type { RouteHandle } from "../../context.ts";
import { useHydrated } from "../../components/Form.tsx";
import { DoorFrame } from "../../features/console/ConsoleChrome.tsx";
import { SetupFlow } from "../../features/console/SetupFlow.tsx";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";

/**
 * /console/setup?token=…: the link `npm run staff:create` prints. The token is read in the browser only
 * (`browserQuery`): it never reaches the render, and the page keeps it only to send it with the two set-up calls.
 */
export const handle: RouteHandle = { browserQuery: ["token"] };

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "setupTitle");

export default function ConsoleSetup() {
  const lang = useConsoleLang();
  const [searchParams] = useSearchParams();
  // Until the page is hydrated the token is not known: the first step is drawn, its button waiting.
  const hydrated = useHydrated();
  return (
    <DoorFrame lang={lang}>
      <SetupFlow lang={lang} token={hydrated ? searchParams.get("token") : undefined} />
    </DoorFrame>
  );
}
