import { redirect, useLocation, useSearchParams } from "react-router";
import type { Route } from "./+types/sign-in";
import type { RouteHandle } from "../../context.ts";
import { useHydrated } from "../../components/Form.tsx";
import { DoorFrame } from "../../features/console/ConsoleChrome.tsx";
import { SignInForm } from "../../features/console/SignInForm.tsx";
import { consoleMeta, useConsoleLang } from "../../features/console/console-route.ts";
import { CONSOLE_HOME } from "../../features/console/nav.ts";
import type { SignInNote } from "../../features/console/session-actions.ts";
import { consoleLangOfRequest, staffOf } from "../../features/console/staff-session.server.ts";

/** /console/sign-in: password, then the second factor. `?next=` (read in the browser): the page to go back to. */
export const handle: RouteHandle = { browserQuery: ["next"] };

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta(matches, "signInTitle");

/** Someone already signed in goes to the console. */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (await staffOf(context, request, consoleLangOfRequest(request))) throw redirect(CONSOLE_HOME);
  return null;
}

export default function ConsoleSignIn() {
  const lang = useConsoleLang();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // The note of a sign-out travels in the history's state, which the server's render does not have.
  const hydrated = useHydrated();
  const note = hydrated ? ((location.state as SignInNote | null) ?? null) : null;
  return (
    <DoorFrame lang={lang}>
      <SignInForm lang={lang} next={searchParams.get("next")} note={note} />
    </DoorFrame>
  );
}
