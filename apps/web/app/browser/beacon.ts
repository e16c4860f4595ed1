import { serializeQuery, type Query } from "@portal/contract/api-client";
import { fillPath, type AnyEndpoint } from "@portal/contract/endpoint";

/**
 * Fire-and-forget calls from the browser (statistics events, counted views, ad clicks): `keepalive` lets them
 * finish when the reader leaves at once; the short answer is read and dropped (an unread body leaves the request
 * open, so the page never looks settled to Lighthouse or test tools); failures are ignored — counting never
 * breaks reading.
 */
export function sendBeacon(
  endpoint: AnyEndpoint,
  input: { params?: Record<string, string | number>; query?: Query; body?: unknown } = {},
  /** Another host for the call (the statistics host), else this origin. */
  base = "",
): void {
  const url = `${base.replace(/\/+$/, "")}${fillPath(endpoint.path, input.params)}${serializeQuery(input.query)}`;
  void fetch(url, { method: endpoint.method, keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify(input.body ?? {}) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
