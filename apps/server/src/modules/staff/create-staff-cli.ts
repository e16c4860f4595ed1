import { loadConfigOrExit } from "../../config.ts";
import { migrate, openDatabase } from "../../db/client.ts";
import { createStaff, parseCreateStaffArgs } from "./create-staff.ts";
import { StaffExistsError } from "./setup-service.ts";

/**
 * The command behind `npm run staff:create` (run by apps/server/run-script.mjs, which bundles it as Node 20 cannot
 * run .ts): the settings of the server (DATABASE_URL, or the embedded database under DATA_DIR — stop the server
 * first there: PGlite takes one process), the migrations, then the invitation. Exit codes: 0 done, 64 bad usage,
 * 65 the address has an account already, 78 bad settings.
 */
async function main(): Promise<number> {
  let args;
  try {
    args = parseCreateStaffArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 64;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const { lines } = await createStaff({ db: database.db, config, now: () => new Date() }, args);
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof StaffExistsError) {
      console.error(error.message);
      return 65;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
