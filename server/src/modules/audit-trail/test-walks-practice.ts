import { API } from "@ganit/contracts";
import { and, eq } from "drizzle-orm";
import { courseClasses, courseLevels, courseResources, courseTitles } from "../../db/schema.ts";
import type { TestEnv } from "../../test/harness.ts";
import { EVERY_KIND } from "../practice/test-practice.ts";
import { makeCourse, PRICED_CLASSES } from "../purchases/test-helpers.ts";
import { ok, type Scenario, setUpCall, walkKit } from "./test-walks.ts";

/** The walks of practice sets (saved and removed by staff) and of re-issued sign-in codes. */
export function practiceWalks(env: TestEnv): Record<string, Scenario> {
  const { token, schoolWithPupil } = walkKit(env);
  /** A worksheet of a new course: the resource a practice set belongs to. */
  async function worksheet() {
    const course = await makeCourse(env.db, PRICED_CLASSES);
    const [row] = await env.db
      .select({ id: courseResources.id })
      .from(courseResources)
      .innerJoin(courseTitles, eq(courseTitles.id, courseResources.courseTitleId))
      .innerJoin(courseLevels, eq(courseLevels.id, courseTitles.courseLevelId))
      .innerJoin(courseClasses, eq(courseClasses.id, courseLevels.courseClassId))
      .where(and(eq(courseClasses.courseId, course.id), eq(courseResources.type, "worksheet")))
      .limit(1);
    if (!row) throw new Error("no worksheet");
    return row.id;
  }
  return {
    "PUT /api/practice/:resourceId": async () =>
      ok(
        "practice set saved",
        {
          url: `${API.practice}/${await worksheet()}`,
          token: await token("admin"),
          payload: EVERY_KIND,
        },
        ["practice.saved"],
      ),
    "DELETE /api/practice/:resourceId": async () => {
      const resourceId = await worksheet();
      const admin = await token("admin");
      await setUpCall(env, "practice set", "PUT", {
        url: `${API.practice}/${resourceId}`,
        token: admin,
        payload: EVERY_KIND,
      });
      return ok("practice set removed", { url: `${API.practice}/${resourceId}`, token: admin }, [
        "practice.removed",
      ]);
    },
    "POST /api/student/new-codes": async () => {
      const { school, pupil } = await schoolWithPupil();
      return ok(
        "sign-in codes issued again",
        {
          url: "/api/student/new-codes",
          token: school.token,
          payload: { studentIds: [pupil._id] },
        },
        ["student.codes_reissued"],
      );
    },
  };
}
