/**
 * PostgreSQL's errors as node-postgres and PGlite report them (drizzle wraps the driver's error in
 * `cause`, so every level of the chain is looked at).
 */
function driverErrors(error: unknown): { code?: unknown; constraint?: unknown }[] {
  const chain = [];
  for (let e = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    chain.push(e as { code?: unknown; constraint?: unknown });
  }
  return chain;
}

/** The unique index a statement hit (23505 unique_violation), "" when the driver names none; else null. */
export function uniqueViolation(error: unknown): string | null {
  const hit = driverErrors(error).find((e) => e.code === "23505");
  if (!hit) return null;
  return typeof hit.constraint === "string" ? hit.constraint : "";
}

/** Did the statement break a unique index (23505)? Two racing requests: the index decides. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;

/** Did the statement name a row that is gone (23503 foreign_key_violation)? */
export const isForeignKeyViolation = (error: unknown): boolean =>
  driverErrors(error).some((e) => e.code === "23503");
