import { deprecatedSettings, loadConfigOrExit } from "./config.ts";
import { migrate, openDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/index.ts";
import { createDbKvStore, purgeExpiredKv } from "./kv/db-store.ts";
import { createRedisKvStore } from "./kv/redis-store.ts";
import { buildApp } from "./app.ts";

async function main() {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  if (config.seedDemo) await seedIfEmpty(database.db);
  const kv = config.redisUrl ? createRedisKvStore(config.redisUrl, config.redisPrefix) : createDbKvStore(database.db);
  const app = await buildApp({ config, database, kv, ssr: true });
  const purge = config.redisUrl ? undefined : setInterval(() => void purgeExpiredKv(database.db).catch(() => {}), 10 * 60_000);
  purge?.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Requests under way get 5 s to finish; then connections a browser keeps open (keep-alive, an idle tab)
    // are closed, so that they cannot hold the shutdown until the forced exit.
    const closeConnections = setTimeout(() => app.server.closeAllConnections(), 5_000);
    closeConnections.unref();
    try {
      await app.close(); // stops accepting, lets requests under way finish
      await kv.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  for (const warning of deprecatedSettings(config)) app.log.warn(warning);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`portal ready at ${config.publicUrl} (database: ${database.kind}${config.redisUrl ? ", redis" : ""})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
