import { schoolOfUser } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { forbidden } from "../../errors.ts";

/**
 * A school on hold or blocked by the superadmin closes Ganit to its account, its teachers and its
 * students: their sign-ins and their sessions are refused with a message that says why (403
 * `schoolOnHold` / `schoolBlocked`), not a generic error. Returns the user's school id (null for
 * staff and individual learners, whom a school's status never touches).
 */
export async function openSchoolOf(db: DbOrTx, user: { id: string; role: UserRole }): Promise<string | null> {
  const school = await schoolOfUser(db, user);
  if (!school) return null;
  refuseClosedSchool(school.status);
  return school.id;
}

/** The refusal for a school's standing (the session check reads the standing in its own statement). */
export function refuseClosedSchool(status: "active" | "hold" | "blocked" | null) {
  if (status === "hold") throw forbidden("schoolOnHold");
  if (status === "blocked") throw forbidden("schoolBlocked");
}

type UserRole = Parameters<typeof schoolOfUser>[1]["role"];
