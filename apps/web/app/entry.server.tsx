import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { RouteHandle } from "./context.ts";

/**
 * Renders a page. Ordinary pages (islands, ADR 0001) are rendered to one string: every loader has finished before
 * rendering starts and the server keeps the whole page anyway (ETag, page cache, compression), so streaming
 * would buy nothing, and one synchronous render costs far less than React's stream, its chunk encoding and the
 * web-stream bridge (docs/performance.md, "Renders ten times cheaper").
 * Screens hydrated whole by React Router (`handle.hydrate = "app"`) carry the router's data to the browser in a
 * stream that <Scripts/> reads through Suspense: those are rendered as a stream, complete before it is answered.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Response | Promise<Response> {
  headers.set("Content-Type", "text/html; charset=utf-8");
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const { nonce } = loadContext;
  const app = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
  if (!hydratesWholeApp(routerContext)) return new Response(`<!DOCTYPE html>${renderToString(app)}`, { status, headers });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(new Response(Buffer.concat(chunks), { status, headers })));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, 10_000).unref();
  });
}

function hydratesWholeApp(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.hydrate === "app");
}
