import type {
  AssignmentChildrenQuery,
  AssignmentCreate,
  AssignmentNudge,
  AssignmentsQuery,
  AssignmentUpdate,
} from "@ganit/contracts";
import type { RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { assignmentOptions, createAssignment } from "./assign.ts";
import { updateAssignment, withdrawAssignment } from "./change.ts";
import { indiaToday } from "./children.ts";
import { assignableClasses } from "./classes.ts";
import { dueAssignments } from "./due.ts";
import { listAssignments, oneAssignment } from "./list.ts";
import { nudgeChildren } from "./nudge.ts";
import { allChildren, assignmentChildrenPage } from "./table.ts";
import { assignmentWorkbook } from "./workbook.ts";

/** The classroom's assignments (docs/adr/0661): the routes' one way in. */
export function createAssignmentsService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    async create(caller: SessionUser, body: AssignmentCreate, meta: RequestMeta) {
      const id = await createAssignment(db, caller, body, meta);
      const { assignment } = await oneAssignment(db, caller, id);
      return { ...said("assignmentSaved"), assignment };
    },
    list: (caller: SessionUser, query: AssignmentsQuery) => listAssignments(db, caller, query),
    options: (caller: SessionUser, courseId: string, classNumber: number) =>
      assignmentOptions(db, caller, courseId, classNumber),
    children: (caller: SessionUser, id: string, query: AssignmentChildrenQuery) =>
      assignmentChildrenPage(db, caller, id, query),
    async exportXlsx(caller: SessionUser, id: string, lang: "en" | "hi") {
      const today = indiaToday();
      const { assignment } = await oneAssignment(db, caller, id, today);
      const rows = await allChildren(db, caller, id, today, { sort: "name", order: "asc" });
      return {
        filename: `assignment-${assignment.dueOn}.xlsx`,
        xlsx: await assignmentWorkbook(assignment, rows, lang),
        rows: rows.length,
      };
    },
    async nudge(caller: SessionUser, id: string, body: AssignmentNudge, meta: RequestMeta) {
      const { count } = await nudgeChildren(db, caller, id, body, meta);
      return { ...said("assignmentNudged"), count };
    },
    async update(caller: SessionUser, id: string, body: AssignmentUpdate, meta: RequestMeta) {
      await updateAssignment(db, caller, id, body, meta);
      const { assignment } = await oneAssignment(db, caller, id);
      return { ...said("assignmentUpdated"), assignment };
    },
    async withdraw(caller: SessionUser, id: string, meta: RequestMeta) {
      await withdrawAssignment(db, caller, id, meta);
      const { assignment } = await oneAssignment(db, caller, id);
      return { ...said("assignmentWithdrawn"), assignment };
    },
    classes: (caller: SessionUser) => assignableClasses(db, caller),
    due: (caller: SessionUser) => dueAssignments(db, caller),
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
