import { lazyByIdSchemas, lazySchemas } from "../endpoint.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";

/**
 * A teacher's own tests (docs/adr/0693): proposed from chapters, edited slot by slot, saved, listed,
 * read, changed, deleted, and their results by question with the misconceptions behind wrong answers.
 */
const schemas = () => import("../teacher-tests-api.ts");
const common = () => import("../common.ts");
const tags = ["teacher-tests"];
/** The school office and its teachers, on the course classes the access rules give them. */
const staff = { access: ["school", "teacher"], tags, errors: [404] } as const satisfies EndpointGroup;
/** The same staff changing or deleting a test, which children sitting it or an assignment holds (409). */
const staffChanging = { ...staff, errors: [404, 409] } as const satisfies EndpointGroup;

export const teacherTestsPropose = get(
  staff,
  API.teacherTestsPropose,
  "Questions spread across the chosen chapters' skills, each with one question to show (nothing saved)",
  lazySchemas(schemas, (s) => ({
    query: s.teacherTestProposeQuerySchema,
    response: s.teacherTestProposalSchema,
  })),
);

export const teacherTestsAlternatives = get(
  staff,
  API.teacherTestsAlternatives,
  "Other questions of the same skill as a slot (other steps, other numbers), to replace it with (404: not a skill of the chapters)",
  lazySchemas(schemas, (s) => ({
    query: s.teacherTestAlternativesQuerySchema,
    response: s.teacherTestAlternativesResponseSchema,
  })),
);

export const teacherTestsCreate = post(
  staff,
  API.teacherTests,
  "Save a test of up to 100 questions from the chapters' skills, with a title and an optional time limit",
  lazySchemas(schemas, (s) => ({ body: s.teacherTestSaveSchema, response: s.teacherTestSavedSchema })),
  { status: 201 },
);

export const teacherTestsList = get(
  staff,
  API.teacherTests,
  "The tests of the caller's classes (paged, sorted, filtered by class)",
  lazySchemas(schemas, (s) => ({ query: s.teacherTestsQuerySchema, response: s.teacherTestsPageSchema })),
);

export const teacherTestsGet = get(
  staff,
  "/api/teacher-tests/:id",
  "One test with its questions, each shown with its answer",
  lazyByIdSchemas(schemas, (s) => ({ response: s.teacherTestSchema })),
);

export const teacherTestsUpdate = put(
  staffChanging,
  "/api/teacher-tests/:id",
  "Change a test (409: children have sat it and its questions changed)",
  lazyByIdSchemas(schemas, (s) => ({
    body: s.teacherTestSaveSchema,
    response: s.teacherTestSavedSchema,
  })),
);

export const teacherTestsDelete = del(
  staffChanging,
  "/api/teacher-tests/:id",
  "Delete a test nobody has sat or been assigned (409 otherwise)",
  lazySchemas(common, (c) => c.idActionSchemas),
);

export const teacherTestsResults = get(
  staff,
  "/api/teacher-tests/:id/results",
  "A test's results by question: answered, right, wrong, and wrong answers by misconception (paged)",
  lazyByIdSchemas(schemas, (s) => ({
    query: s.teacherTestResultsQuerySchema,
    response: s.teacherTestResultsSchema,
  })),
);

export const teacherTestsApi = {
  propose: teacherTestsPropose,
  alternatives: teacherTestsAlternatives,
  create: teacherTestsCreate,
  list: teacherTestsList,
  get: teacherTestsGet,
  update: teacherTestsUpdate,
  delete: teacherTestsDelete,
  results: teacherTestsResults,
};
