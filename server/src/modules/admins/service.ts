import {
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type Role,
  STAFF_ROLES,
} from "@ganit/contracts";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type RequestMeta, recordAudit } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { countAll, pageOf, searchCondition, withIsoCreatedAt } from "../../db/lists.ts";
import { users } from "../../db/schema.ts";
import { badRequest, notFound, said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { deleteAccount, setAccountStatus } from "../users/index.ts";

/**
 * Admin users management: the platform's staff accounts, superadmins and admins.
 * Rules: a superadmin never holds or deletes their own account, and the last active superadmin is
 * never held or removed — checked with the active superadmins locked, so two superadmins holding
 * each other at the same moment cannot leave the platform without one.
 */
const isStaff = inArray(users.role, STAFF_ROLES);

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

const adminColumns = {
  _id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

type Caller = SessionUser;

export function createAdminsService(ctx: AppContext) {
  const { db } = ctx.database;

  /**
   * Locks the active superadmins, then the target, always in that order (so two requests can never
   * wait on each other), and returns the target: a staff account by id, or 404 (schools, teachers and
   * students are not managed here).
   */
  async function lockStaff(tx: Tx, id: string) {
    const activeSuperadmins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "superadmin"), eq(users.status, "active")))
      .orderBy(users.id)
      .for("update");
    const [target] = await tx
      .select({ id: users.id, role: users.role, status: users.status, username: users.username })
      .from(users)
      .where(and(eq(users.id, id), isStaff))
      .limit(1)
      .for("update");
    if (!target) throw notFound();
    return { target, activeSuperadmins };
  }

  /** Would taking this account out leave no active superadmin? */
  function assertNotLastActiveSuperadmin(
    target: { id: string; role: Role; status: string },
    activeSuperadmins: { id: string }[],
  ) {
    if (target.role !== "superadmin" || target.status !== "active") return;
    if (activeSuperadmins.every((row) => row.id === target.id)) throw badRequest("lastSuperadmin");
  }

  async function setStatus(caller: Caller, id: string, status: "active" | "hold", meta: RequestMeta) {
    await db.transaction(async (tx) => {
      const { target, activeSuperadmins } = await lockStaff(tx, id);
      if (status === "hold") {
        if (target.id === caller.id) throw badRequest("cannotHoldSelf");
        assertNotLastActiveSuperadmin(target, activeSuperadmins);
      }
      if (target.status === status) return;
      // A hold ends every open session at once; coming back does not revive them.
      await setAccountStatus(tx, id, status);
      await recordAudit(tx, {
        action: status === "hold" ? "user.held" : "user.activated",
        actor: caller,
        target: { type: "user", id },
        ip: meta.ip,
        detail: { role: target.role, username: target.username },
      });
    });
  }

  return {
    /** GET /api/admin: the whole list (the spec's client), or one page with the cards' counts. */
    async list(query: AdminUsersQuery | null): Promise<AdminUsersPage | AdminUser[]> {
      if (!query) {
        const rows = await db
          .select(adminColumns)
          .from(users)
          .where(isStaff)
          .orderBy(SORT_COLUMNS.name, users.id);
        return rows.map(withIsoCreatedAt);
      }
      const filters: (SQL | undefined)[] = [
        isStaff,
        query.role ? eq(users.role, query.role) : undefined,
        query.status ? eq(users.status, query.status) : undefined,
        searchCondition(query.search, [users.name, users.email, users.phone]),
      ];
      const where = and(...filters);
      const [page, [counts], roles] = await Promise.all([
        pageOf({
          query,
          sortColumns: SORT_COLUMNS,
          tiebreaker: users.id,
          rows: db.select(adminColumns).from(users).where(where),
          count: db.select({ n: countAll }).from(users).where(where),
        }),
        db
          .select({
            total: countAll,
            active: sql<number>`cast(count(*) filter (where ${users.status} = 'active') as integer)`,
            hold: sql<number>`cast(count(*) filter (where ${users.status} = 'hold') as integer)`,
          })
          .from(users)
          .where(isStaff),
        db.selectDistinct({ role: users.role }).from(users).where(isStaff).orderBy(users.role),
      ]);
      return {
        ...page,
        items: page.items.map(withIsoCreatedAt),
        counts: counts ?? { total: 0, active: 0, hold: 0 },
        roles: roles.map((row) => row.role),
      };
    },

    async activate(caller: Caller, id: string, meta: RequestMeta) {
      await setStatus(caller, id, "active", meta);
      return said("userActivated");
    },

    async hold(caller: Caller, id: string, meta: RequestMeta) {
      await setStatus(caller, id, "hold", meta);
      return said("userHeld");
    },

    /** Permanent. The account's audit trail stays (audit events keep ids, not references). */
    async remove(caller: Caller, id: string, meta: RequestMeta) {
      await db.transaction(async (tx) => {
        const { target, activeSuperadmins } = await lockStaff(tx, id);
        if (target.id === caller.id) throw badRequest("cannotDeleteSelf");
        assertNotLastActiveSuperadmin(target, activeSuperadmins);
        await deleteAccount(tx, id);
        await recordAudit(tx, {
          action: "user.deleted",
          actor: caller,
          target: { type: "user", id },
          ip: meta.ip,
          detail: { role: target.role, username: target.username },
        });
      });
      return said("userDeleted");
    },
  };
}
export type AdminsService = ReturnType<typeof createAdminsService>;
