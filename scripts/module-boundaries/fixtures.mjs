// Bypass fixtures: one small tree per way code could slip past a boundary rule. Each is laid over
// the same clean base and must produce a problem naming what it broke; the base alone must produce
// none. `check-modules.mjs` runs them before the real tree, and server/src/test/module-boundaries.test.ts
// runs each one as a test of its own.
import { checkModuleBoundaries } from "./check.mjs";

const BASE_SERVER = {
  "db/schema.ts": `
import { pgTable, text } from "drizzle-orm/pg-core";
export const users = pgTable("users", { id: text("id").primaryKey() });
export const schools = pgTable("schools", { id: text("id").primaryKey() });
`,
  "modules/users/index.ts": `export { createUser } from "./service.ts";`,
  "modules/users/service.ts": `
import { sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
export async function createUser(db, id) {
  await db.insert(users).values({ id });
  await db.execute(sql\`update users set id = \${id} where id = \${id}\`);
}`,
  "modules/schools/index.ts": `export { insertSchool } from "./service.ts";`,
  "modules/schools/service.ts": `
import { schools } from "../../db/schema.ts";
import { createUser } from "../users/index.ts";
// Reading another owner's table, and SQL words in plain messages, are fine.
export const message = "Could not update users: try again";
export async function insertSchool(db, id) {
  await createUser(db, id);
  await db.insert(schools).values({ id });
}`,
  "demo/seed.ts": `
import { schools } from "../db/schema.ts";
export async function backdate(tx) { await tx.update(schools).set({ id: "x" }); }`,
};
const BASE_WEB = {
  "lib/api.ts": `export const get = (path) => fetch(path);`,
  "features/home/home-page.tsx": `import { get } from "@/lib/api"; export const load = () => get("/api/x");`,
};

export const BASE_OWNERS = { users: "modules/users", schools: "modules/schools" };
export const BASE_DEMO_WRITES = { "demo/seed.ts": ["schools"] };

/** Each bypass shape: the files laid over the base and a phrase the problem must contain. */
export const BYPASS_FIXTURES = {
  "renamed import": {
    server: {
      "modules/schools/rename.ts": `import { users as u } from "../../db/schema.ts"; export const f = (db) => db.insert(u).values({});`,
    },
    expect: "modules/schools/rename.ts:1: writes users",
  },
  "namespace import": {
    server: {
      "modules/schools/namespace.ts": `import * as schema from "../../db/schema.ts";\nexport const f = (db) => db.delete(schema.users);`,
    },
    expect: "modules/schools/namespace.ts:2: writes users",
  },
  "local alias": {
    server: {
      "modules/schools/alias.ts": `import { users } from "../../db/schema.ts";\nconst table = users;\nconst again = table as typeof users;\nexport const f = (tx) => tx.update(again!).set({});`,
    },
    expect: "modules/schools/alias.ts:4: writes users",
  },
  "schema-qualified SQL": {
    server: {
      "modules/schools/qualified.ts": `import { sql } from "drizzle-orm";\nexport const f = (db) => db.execute(sql\`insert into public.users (id) values ('a')\`);`,
    },
    expect: "modules/schools/qualified.ts:2: writes users",
  },
  "quoted SQL": {
    server: {
      "modules/schools/quoted.ts": `export const statement = 'DELETE FROM "public"."users" WHERE true';`,
    },
    expect: "modules/schools/quoted.ts:1: writes users",
  },
  "merge into": {
    server: {
      "modules/schools/merge.ts": `import { sql } from "drizzle-orm";\nexport const f = (db) => db.execute(sql\`merge into users u using (select 1) s on false when not matched then do nothing\`);`,
    },
    expect: "modules/schools/merge.ts:2: writes users",
  },
  "interpolated SQL table": {
    server: {
      "modules/schools/interpolated.ts": `import { sql } from "drizzle-orm";\nimport { users as people } from "../../db/schema.ts";\nexport const f = (db) => db.execute(sql\`update \${people} as p set id = 'b'\`);`,
    },
    expect: "modules/schools/interpolated.ts:3: writes users",
  },
  truncate: {
    server: {
      "modules/schools/truncate.ts": `import { sql } from "drizzle-orm";\nexport const f = (db) => db.execute(sql\`truncate table only users\`);`,
    },
    expect: "modules/schools/truncate.ts:2: writes users",
  },
  "demo write not listed": {
    server: {
      "demo/more.ts": `import { sql } from "drizzle-orm";\nexport const f = (tx) => tx.execute(sql\`update users set id = 'c'\`);`,
    },
    expect: "demo/more.ts:2: writes users, which modules/users owns, and the demo's list",
  },
  "internal file of another module": {
    server: {
      "modules/schools/reach.ts": `export { createUser } from "../users/service.ts";`,
    },
    expect: "imports modules/users/service.ts, an internal file of modules/users",
  },
  "dynamic import of an internal file": {
    server: {
      "modules/schools/lazy.ts": `export const load = () => import("../users/service.ts");`,
    },
    expect: "modules/schools/lazy.ts:1: imports modules/users/service.ts",
  },
  "import loop": {
    server: {
      "modules/users/loop.ts": `export { insertSchool } from "../schools/index.ts";`,
    },
    expect: "import loop between modules/schools, modules/users",
  },
  "table without an owner": {
    server: {
      "db/schema.ts": `${BASE_SERVER["db/schema.ts"]}\nexport const parents = pgTable("parents", { id: text("id") });`,
    },
    expect: "table parents has no owner",
  },
  "fetch outside lib": {
    web: {
      "features/home/sneaky.tsx": `export const ping = () => window.fetch("/api/health");`,
    },
    expect: "web/src/features/home/sneaky.tsx:1: calls fetch",
  },
  "XMLHttpRequest outside lib": {
    web: {
      "components/upload.tsx": `export const send = () => new XMLHttpRequest();`,
    },
    expect: "web/src/components/upload.tsx:1: calls XMLHttpRequest",
  },
};

/** The problems of the base with one fixture (or none) laid over it. */
export function checkFixture(name) {
  const fixture = name ? BYPASS_FIXTURES[name] : {};
  return checkModuleBoundaries({
    server: new Map(Object.entries({ ...BASE_SERVER, ...fixture.server })),
    web: new Map(Object.entries({ ...BASE_WEB, ...fixture.web })),
    owners: BASE_OWNERS,
    demoFixtureWrites: BASE_DEMO_WRITES,
  }).problems;
}

/** Messages for every fixture the check lets through, and for a base it does not pass. */
export function runFixtures() {
  const blind = [];
  const base = checkFixture(null);
  if (base.length > 0) blind.push(`module-boundaries fixtures: the clean base fails: ${base.join("; ")}`);
  for (const [name, { expect }] of Object.entries(BYPASS_FIXTURES)) {
    const problems = checkFixture(name);
    if (!problems.some((problem) => problem.includes(expect)))
      blind.push(
        `module-boundaries fixtures: the "${name}" bypass went unseen (wanted "${expect}", got ${JSON.stringify(problems)})`,
      );
  }
  return blind;
}
