import { parseArgs } from "node:util";
import { MESSAGES, ROLES, roleSchema } from "@ganit/contracts";
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { createUser, passwordProblem } from "../modules/users/index.ts";

/**
 * `npm run user:create -- --role admin --username a@school.in --email a@school.in [--name …] [--phone …] [--password …]`
 * For operators. Without --password, a random one is generated and printed once.
 * The account only: role details (a school's address, a student's class) come from the product's own
 * screens (school registration, the school's student pages), not from this command.
 */
const { values } = parseArgs({
  options: {
    role: { type: "string" },
    username: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    phone: { type: "string" },
    password: { type: "string" },
  },
});

const role = roleSchema.safeParse(values.role);
if (!role.success || !values.username || !values.email) {
  console.error(
    `Usage: npm run user:create -- --role <${ROLES.join("|")}> --username <name> --email <e-mail> [--name <name>] [--phone <phone>] [--password <password>]`,
  );
  process.exit(2);
}

const { randomBytes } = await import("node:crypto");
const password = values.password ?? randomBytes(12).toString("base64url");
// An operator choosing a password meets the rules everyone else does.
const problem = values.password
  ? passwordProblem(values.password, { username: values.username, email: values.email })
  : null;
if (problem) {
  console.error(`--password: ${MESSAGES[problem]}`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const user = await createUser(database.db, {
    role: role.data,
    username: values.username,
    email: values.email,
    name: values.name ?? values.username,
    phone: values.phone ?? null,
    password,
  });
  console.log(`Created ${user.role} "${user.username}" (id ${user.id}).`);
  if (!values.password) console.log(`Password (shown once): ${password}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
