import { parseArgs } from "node:util";
import { ROUTES } from "@ganit/contracts";
import { buildApp } from "./app.ts";
import { openControlSocket } from "./backup/control-socket.ts";
import { prepareAccounts, superadminConfigured } from "./bootstrap.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { DatabaseLockedError, DataFolderError, openDatabase } from "./db/client.ts";
import { leftOpenWarning } from "./db/folder-modes.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UPI_PAYEE } from "./demo/seed.ts";
import { describeLoad, loadSyllabus } from "./modules/syllabus/index.ts";

/** Starts Ganit: configuration → database and migrations → superadmin → (demo data) → HTTP. */
async function main() {
  const { values: flags } = parseArgs({ options: { demo: { type: "boolean", default: false } } });
  const started = performance.now();
  const loaded = loadConfig();
  // The demo shows the whole payment flow with an obviously fictitious payee unless one is configured.
  const config = flags.demo && !loaded.upiPayee ? { ...loaded, upiPayee: DEMO_UPI_PAYEE } : loaded;
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const { superadmin, seeded } = await prepareAccounts(database.db, config, { demo: flags.demo });
  // SYLLABUS_LOAD=1: the Mathematics course as this version ships it (the demo loads it itself).
  const syllabus = config.syllabusLoad && !flags.demo ? await loadSyllabus(database.db) : null;
  const { app } = await buildApp(config, database, { demo: flags.demo });
  // PGlite: `npm run backup` asks this process for a copy through a socket in the data folder.
  const control = database.dump
    ? await openControlSocket(config.dataDir, database.dump, app.log).catch((error: unknown) => {
        app.log.warn(
          { err: error },
          "npm run backup will need Ganit stopped: the control socket did not open",
        );
        return undefined;
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await control?.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (database.tightenedModes) {
    app.log.warn(
      `Made ${database.tightenedModes} files and folders of ${config.dataDir} private to this account ` +
        "(they were open to other local users)",
    );
  }
  if (database.modesLeftOpen?.length) {
    app.log.warn(leftOpenWarning(config.dataDir, database.modesLeftOpen));
  }
  const where = database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL";
  app.log.info(
    `Ganit ready at ${config.appUrl} on ${where} in ${Math.round(performance.now() - started)} ms`,
  );
  if (syllabus) for (const line of describeLoad(syllabus)) app.log.info(line);
  if (superadmin?.password) {
    app.log.warn(
      `Created superadmin "${superadmin.username}" with password: ${superadmin.password} (shown once)`,
    );
  }
  if (flags.demo) {
    // With SUPERADMIN_* the superadmin is the operator's, with the operator's password.
    const own = superadminConfigured(config);
    const lines = DEMO_ACCOUNTS.filter((a) => !own || a.role !== "superadmin")
      .map((a) => `  ${a.role.padEnd(11)} ${a.username}`)
      .join("\n");
    const ownLine = own
      ? `Superadmin: ${config.superadmin.username ?? "superadmin"} (from SUPERADMIN_*, not the demo password)\n`
      : "";
    console.log(
      `\nGanit demo${seeded ? " (demo data loaded)" : ""}: open ${config.appUrl}\n` +
        `Demo accounts, password ${DEMO_PASSWORD}:\n${lines}\n${ownLine}` +
        `Mail the demo sends (set-password links): ${config.appUrl}${ROUTES.superadminDemoOutbox} as superadmin\n`,
    );
  }
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DataFolderError
  ) {
    console.error(error.message);
  } else {
    console.error("Ganit could not start:", error);
  }
  process.exit(1);
});
