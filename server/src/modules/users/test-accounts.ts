import { randomUUID } from "node:crypto";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { TEST_PASSWORD, unique } from "../../test/factories.ts";
import { hashPassword } from "./passwords.ts";

/** `n` student accounts with the test password, hashed once (the brakes are under test, not the factory). */
export async function manyAccounts(db: DbOrTx, n: number, prefix: string): Promise<string[]> {
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const rows = Array.from({ length: n }, () => {
    const username = unique(prefix);
    return {
      id: randomUUID(),
      username,
      email: `${username}@example.test`,
      name: "Lab Child",
      role: "student" as const,
      passwordHash,
    };
  });
  await db.insert(users).values(rows);
  return rows.map((row) => row.username);
}
