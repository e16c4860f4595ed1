import type { FastifyInstance } from "fastify";

/**
 * Runs a domain's pruning of what is past its retention (docs/forms.md "Retention") once the server is ready, then
 * every six hours; logs what went. Every instance may run it: deleting a row twice is harmless.
 */
export function scheduleRetention(app: FastifyInstance, name: string, prune: () => Promise<number>): void {
  const run = () =>
    void prune()
      .then((gone) => (gone ? app.log.info({ gone }, `${name}: past retention deleted`) : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, `${name}: pruning failed`));
  app.addHook("onReady", async () => run());
  const timer = setInterval(run, 6 * 3_600_000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
