import type {
  TeacherTestAlternativesQuery,
  TeacherTestProposeQuery,
  TeacherTestResultsQuery,
  TeacherTestSave,
  TeacherTestsQuery,
} from "@ganit/contracts";
import type { RequestMeta } from "../../audit/audit.ts";
import type { AppContext } from "../../context.ts";
import { said } from "../../errors.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { alternativesOf, proposeTest } from "./build.ts";
import { listTeacherTests, readTeacherTest } from "./read.ts";
import { teacherTestResults } from "./results.ts";
import { changeTeacherTest, createTeacherTest, removeTeacherTest } from "./save.ts";

/** A teacher's own tests (docs/adr/0693): the routes' one way in. */
export function createTeacherTestsService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    propose: (caller: SessionUser, query: TeacherTestProposeQuery) => proposeTest(db, caller, query),
    alternatives: (caller: SessionUser, query: TeacherTestAlternativesQuery) =>
      alternativesOf(db, caller, query),
    async create(caller: SessionUser, body: TeacherTestSave, meta: RequestMeta) {
      const id = await createTeacherTest(db, caller, body, meta);
      return { ...said("teacherTestSaved"), test: await readTeacherTest(db, caller, id) };
    },
    list: (caller: SessionUser, query: TeacherTestsQuery) => listTeacherTests(db, caller, query),
    get: (caller: SessionUser, id: string) => readTeacherTest(db, caller, id),
    async update(caller: SessionUser, id: string, body: TeacherTestSave, meta: RequestMeta) {
      await changeTeacherTest(db, caller, id, body, meta);
      return { ...said("teacherTestSaved"), test: await readTeacherTest(db, caller, id) };
    },
    results: (caller: SessionUser, id: string, query: TeacherTestResultsQuery) =>
      teacherTestResults(db, caller, id, query),
    async remove(caller: SessionUser, id: string, meta: RequestMeta) {
      await removeTeacherTest(db, caller, id, meta);
      return said("teacherTestDeleted");
    },
  };
}
export type TeacherTestsService = ReturnType<typeof createTeacherTestsService>;
