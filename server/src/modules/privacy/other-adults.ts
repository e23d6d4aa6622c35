/**
 * A parent's copy of their child's data leaves out the other adults in it: another parent's or
 * guardian's account id, e-mail and address (IP) are that adult's personal data, not the child's,
 * and a parent may not be the one the other trusts (separated parents). The school's copy and the
 * child's own keep them: the school holds them already, and the child is who they concern.
 */
export type Asker = { userId: string; email: string };

const HIDDEN = "(another adult's, not shown)";

type Rows = Record<string, Record<string, unknown>[]>;

/** Per table: the columns that name an adult, and whether a row's value is the asking parent's own. */
const ADULT_COLUMNS: Record<string, (row: Record<string, unknown>, asker: Asker) => string[]> = {
  guardian_consents: (row, asker) =>
    String(row.guardianEmail ?? "").toLowerCase() === asker.email.toLowerCase() ? [] : ["guardianEmail"],
  parent_links: (row, asker) => (row.parentUserId === asker.userId ? [] : ["parentUserId"]),
  parent_summaries: (row, asker) => (row.parentUserId === asker.userId ? [] : ["parentUserId"]),
  parent_codes: (row, asker) =>
    row.usedByUserId === null || row.usedByUserId === asker.userId ? [] : ["usedByUserId"],
  audit_events: (row, asker) =>
    row.actorRole === "parent" && row.actorUserId !== asker.userId ? ["actorUserId", "ip"] : [],
};

/** The copy with every other adult's id, address and e-mail replaced by a note that it is hidden. */
export function withoutOtherAdults(tables: Rows, asker: Asker): Rows {
  return Object.fromEntries(
    Object.entries(tables).map(([name, rows]) => {
      const hidden = ADULT_COLUMNS[name];
      if (!hidden) return [name, rows];
      return [
        name,
        rows.map((row) => {
          const columns = hidden(row, asker);
          const masked = { ...row };
          for (const column of columns) if (masked[column] !== null) masked[column] = HIDDEN;
          // A parent unlinked by the office: the event names the parent in its detail.
          const detail = masked.detail as Record<string, unknown> | undefined;
          if (name === "audit_events" && detail && typeof detail.parentUserId === "string")
            if (detail.parentUserId !== asker.userId) masked.detail = { ...detail, parentUserId: HIDDEN };
          return masked;
        }),
      ];
    }),
  );
}
