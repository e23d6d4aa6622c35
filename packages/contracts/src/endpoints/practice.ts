import { lazyByIdSchemas, lazySchemas } from "../endpoint.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";

/**
 * Native practice: the admin's exercise set, a student's attempts and answers (one at a time, or a
 * batch given offline), the mixed review, and the teacher's results. Schemas load with import(), so
 * the student's practice screen carries no zod (docs/adr/0231-endpoint-declarations.md).
 */
const set = () => import("../practice.ts");
const api = () => import("../practice-api.ts");
const tags = ["practice"];
const staff = { access: ["superadmin", "admin"], tags } as const satisfies EndpointGroup;
const students = { access: ["student", "studentb2c"], tags } as const satisfies EndpointGroup;
/** The school and its teachers read their classes' results. */
const results = { access: ["school", "teacher"], tags } as const satisfies EndpointGroup;

export const practiceGet = get(
  staff,
  `${API.practice}/:resourceId`,
  "A resource's exercise set, answers included (404 when it holds none)",
  lazySchemas(api, (s) => ({
    params: s.practiceResourceParamsSchema,
    response: s.practiceSetResponseSchema,
  })),
);

export const practicePut = put(
  staff,
  `${API.practice}/:resourceId`,
  "Save a resource's exercise set (its TeX rendered to HTML now, so phones run no maths JavaScript)",
  lazySchemas(
    () => Promise.all([api(), set()]),
    ([s, input]) => ({
      params: s.practiceResourceParamsSchema,
      body: input.practiceSetInputSchema,
      response: s.practiceSetResponseSchema,
    }),
  ),
  { bodyLimit: 1024 * 1024 },
);

export const practiceRemove = del(
  staff,
  `${API.practice}/:resourceId`,
  "Remove a resource's exercise set (the resource opens its url again; answers given stay)",
  lazySchemas(
    () => Promise.all([api(), import("../common.ts")]),
    ([s, common]) => ({ params: s.practiceResourceParamsSchema, response: common.messageResponseSchema }),
  ),
);

export const practiceStart = post(
  students,
  `${API.practice}/:resourceId/attempts`,
  "Start an attempt: its questions (a quiz's carry no answer, solution or accepted form)",
  lazySchemas(api, (s) => ({ params: s.practiceResourceParamsSchema, response: s.attemptResponseSchema })),
  { status: 201 },
);

export const practiceAnswer = post(
  students,
  `${API.practice}/attempts/:attemptId/answers`,
  "Answer one question: the server grades it (the same clientAnswerId counts once)",
  lazySchemas(api, (s) => ({
    params: s.practiceAttemptParamsSchema,
    body: s.answerBodySchema,
    response: s.answerResponseSchema,
  })),
);

export const practiceSync = post(
  students,
  API.practiceSync,
  "Answers given offline, re-graded by the server (each clientAnswerId counts once)",
  lazySchemas(api, (s) => ({ body: s.syncBodySchema, response: s.syncResponseSchema })),
);

export const practiceReview = post(
  students,
  API.practiceReview,
  "A mixed review: two questions from each set proficient for at least a day",
  lazySchemas(api, (s) => ({ body: s.reviewBodySchema, response: s.reviewResponseSchema })),
  { status: 201, errors: [404, 409] },
);

export const practiceMine = get(
  students,
  API.practiceMine,
  "The sets of one of the caller's classes, with the caller's level in each",
  lazySchemas(api, (s) => ({ query: s.practiceResultsQuerySchema, response: s.mySetsResponseSchema })),
);

export const practiceResults = get(
  results,
  API.practiceResults,
  "A class's practice: students × sets, needs help, difficult questions (the web builds the .xlsx from it)",
  lazySchemas(api, (s) => ({
    query: s.practiceResultsQuerySchema,
    response: s.practiceResultsResponseSchema,
  })),
);

const tests = () => import("../practice-tests-api.ts");
/** A child starting, answering or submitting a test sitting: one submitted, past its time or without questions is a 409. */
const sitters = { ...students, errors: [404, 409] } as const satisfies EndpointGroup;

export const practiceTestStart = post(
  sitters,
  `${API.practiceChapterTests}/:chapterId`,
  "Start a chapter test: 15 questions across the chapter's skills, without keys, hints or solutions",
  lazySchemas(tests, (s) => ({ params: s.chapterTestParamsSchema, response: s.testSittingResponseSchema })),
  { status: 201 },
);

export const practiceTeacherTestStart = post(
  { ...sitters, access: ["student"] },
  `${API.practiceTeacherTests}/:id`,
  "Start (or go back to) a sitting of a teacher's test assigned to the caller, without keys (404: not assigned to them)",
  lazyByIdSchemas(tests, (s) => ({ response: s.testSittingResponseSchema })),
  { status: 201 },
);

export const practiceTestGet = get(
  students,
  `${API.practiceTests}/:attemptId`,
  "A chapter test sitting: its questions while open, its result once submitted (another child's: 404)",
  lazySchemas(tests, (s) => ({ params: s.testSittingParamsSchema, response: s.testSittingResponseSchema })),
);

export const practiceTestSubmit = post(
  sitters,
  `${API.practiceTests}/:attemptId/submit`,
  "Submit a chapter test's answers: graded by the server, levels moved, the result with keys and solutions",
  lazySchemas(tests, (s) => ({
    params: s.testSittingParamsSchema,
    body: s.testSubmitBodySchema,
    response: s.testResultResponseSchema,
  })),
);

export const practiceTestAnswers = put(
  sitters,
  `${API.practiceTests}/:attemptId/answers`,
  "Save an open sitting's answers so far (a timed test: past its deadline and grace, 409 and not counted)",
  lazySchemas(tests, (s) => ({
    params: s.testSittingParamsSchema,
    body: s.testAnswersBodySchema,
    response: s.testAnswersResponseSchema,
  })),
);

export const practiceApi = {
  get: practiceGet,
  put: practicePut,
  remove: practiceRemove,
  start: practiceStart,
  answer: practiceAnswer,
  sync: practiceSync,
  review: practiceReview,
  mine: practiceMine,
  results: practiceResults,
  testStart: practiceTestStart,
  teacherTestStart: practiceTeacherTestStart,
  testGet: practiceTestGet,
  testSubmit: practiceTestSubmit,
  testAnswers: practiceTestAnswers,
};
