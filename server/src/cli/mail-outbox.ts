import { parseArgs } from "node:util";
import { and, desc, inArray, sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config/env.ts";
import { DatabaseLockedError, DataFolderError, openDatabase } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";

/**
 * `npm run mail:outbox [-- --to <address>] [--limit <n>]`: the mail that has not left, for the
 * operator of an install without SMTP_URL (every mail stays in the outbox) or with a mail server
 * that refuses it. Prints each pending or failed mail — recipient, subject, when it was queued,
 * attempts, the last error and the text (a password link among it) — oldest first, the newest
 * `--limit` (20) of them. The terminal is the only place this text is shown: the server never logs it.
 *
 * On the embedded database only one process may open the data folder: stop Ganit first.
 */
const { values } = parseArgs({
  options: {
    to: { type: "string" },
    limit: { type: "string", default: "20" },
  },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error("Usage: npm run mail:outbox [-- --to <e-mail address>] [--limit <number, default 20>]");
  process.exit(2);
}

let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  const config = loadConfig();
  database = await openDatabase(config);
} catch (error) {
  if (error instanceof DatabaseLockedError) {
    console.error(
      `${error.message}\nThe embedded database serves one process at a time: stop Ganit, run ` +
        "npm run mail:outbox, then start Ganit again.",
    );
  } else {
    console.error(error instanceof ConfigError || error instanceof DataFolderError ? error.message : error);
  }
  process.exit(1);
}

try {
  await database.migrate();
  const rows = await database.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ["pending", "sending", "failed"]),
        values.to ? sql`lower(${mailOutbox.to}) = ${values.to.trim().toLowerCase()}` : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
  if (rows.length === 0) {
    console.log(`No mail waiting in the outbox${values.to ? ` for ${values.to}` : ""}.`);
  } else {
    console.log(
      `${rows.length} mail${rows.length === 1 ? "" : "s"} waiting in the outbox (${database.kind}), oldest first:`,
    );
    for (const [index, mail] of rows.reverse().entries()) {
      console.log(
        [
          "",
          `── ${index + 1} of ${rows.length} ${"─".repeat(40)}`,
          `To:         ${mail.to}`,
          `Subject:    ${mail.subject}`,
          `Queued:     ${mail.createdAt.toISOString()}`,
          `Status:     ${mail.status}, ${mail.attempts} attempt${mail.attempts === 1 ? "" : "s"}`,
          `Last error: ${mail.lastError ?? "none"}`,
          "",
          mail.text.trimEnd(),
        ].join("\n"),
      );
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
