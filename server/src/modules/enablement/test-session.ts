import { apiPath, type EnabledCourse, type EnablementKind } from "@ganit/contracts";
import { expect } from "vitest";
import { callerAs, useSignedIn, useTestEnv } from "../../test/session.ts";
import { classRow, schoolAudit } from "./test-purchases.ts";

/** The enablement files' shared set-up: the app, a signed-in superadmin, and reads of what was enabled. */
export function useEnablementSession() {
  const env = useTestEnv();
  const superadmin = useSignedIn(env, "superadmin");
  const call = callerAs(env, superadmin);
  const listed = async (schoolId: string, kind: EnablementKind) => {
    const res = await call("GET", apiPath.enabledCourses(schoolId, kind));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<EnabledCourse[]>();
  };
  const auditOf = (action: string, schoolId: string) => schoolAudit(env.db, action, schoolId);
  const rowOf = (schoolId: string, kind: EnablementKind, courseId: string, classNumber: number) =>
    classRow(env.db, { schoolId, kind, courseId, classNumber });
  return { env, superadmin, call, listed, auditOf, rowOf };
}
