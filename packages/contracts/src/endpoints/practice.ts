import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

/**
 * Native practice: the admin's exercise set, a student's attempts and answers (one at a time, or a
 * batch given offline), the mixed review, and the teacher's results. Schemas load with import(), so
 * the student's practice screen carries no zod (docs/adr/0231-endpoint-declarations.md).
 */
const set = () => import("../practice.ts");
const api = () => import("../practice-api.ts");
const tags = ["practice"];
const staff = ["superadmin", "admin"] as const;
const students = ["student", "studentb2c"] as const;
const results = ["school", "teacher"] as const;

export const practiceGet = endpoint({
  method: "GET",
  path: `${API.practice}/:resourceId`,
  access: staff,
  tags,
  summary: "A resource's exercise set, answers included (404 when it holds none)",
  schemas: async () => {
    const s = await api();
    return { params: s.practiceResourceParamsSchema, response: s.practiceSetResponseSchema };
  },
});

export const practicePut = endpoint({
  method: "PUT",
  path: `${API.practice}/:resourceId`,
  access: staff,
  tags,
  summary: "Save a resource's exercise set (its TeX rendered to HTML now, so phones run no maths JavaScript)",
  bodyLimit: 1024 * 1024,
  schemas: async () => {
    const [s, input] = await Promise.all([api(), set()]);
    return {
      params: s.practiceResourceParamsSchema,
      body: input.practiceSetInputSchema,
      response: s.practiceSetResponseSchema,
    };
  },
});

export const practiceRemove = endpoint({
  method: "DELETE",
  path: `${API.practice}/:resourceId`,
  access: staff,
  tags,
  summary: "Remove a resource's exercise set (the resource opens its url again; answers given stay)",
  schemas: async () => {
    const [s, common] = await Promise.all([api(), import("../common.ts")]);
    return { params: s.practiceResourceParamsSchema, response: common.messageResponseSchema };
  },
});

export const practiceStart = endpoint({
  method: "POST",
  path: `${API.practice}/:resourceId/attempts`,
  access: students,
  tags,
  status: 201,
  summary: "Start an attempt: its questions (a quiz's carry no answer, solution or accepted form)",
  schemas: async () => {
    const s = await api();
    return { params: s.practiceResourceParamsSchema, response: s.attemptResponseSchema };
  },
});

export const practiceAnswer = endpoint({
  method: "POST",
  path: `${API.practice}/attempts/:attemptId/answers`,
  access: students,
  tags,
  summary: "Answer one question: the server grades it (the same clientAnswerId counts once)",
  schemas: async () => {
    const s = await api();
    return {
      params: s.practiceAttemptParamsSchema,
      body: s.answerBodySchema,
      response: s.answerResponseSchema,
    };
  },
});

export const practiceSync = endpoint({
  method: "POST",
  path: API.practiceSync,
  access: students,
  tags,
  summary: "Answers given offline, re-graded by the server (each clientAnswerId counts once)",
  schemas: async () => {
    const s = await api();
    return { body: s.syncBodySchema, response: s.syncResponseSchema };
  },
});

export const practiceReview = endpoint({
  method: "POST",
  path: API.practiceReview,
  access: students,
  tags,
  status: 201,
  summary: "A mixed review: two questions from each set proficient for at least a day",
  errors: [404, 409],
  schemas: async () => {
    const s = await api();
    return { body: s.reviewBodySchema, response: s.reviewResponseSchema };
  },
});

export const practiceMine = endpoint({
  method: "GET",
  path: API.practiceMine,
  access: students,
  tags,
  summary: "The sets of one of the caller's classes, with the caller's level in each",
  schemas: async () => {
    const s = await api();
    return { query: s.practiceResultsQuerySchema, response: s.mySetsResponseSchema };
  },
});

export const practiceResults = endpoint({
  method: "GET",
  path: API.practiceResults,
  access: results,
  tags,
  summary:
    "A class's practice: students × sets, needs help, difficult questions (the web builds the .xlsx from it)",
  schemas: async () => {
    const s = await api();
    return { query: s.practiceResultsQuerySchema, response: s.practiceResultsResponseSchema };
  },
});

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
};
