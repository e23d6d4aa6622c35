import { lazySchemas } from "../endpoint.ts";
import { type EndpointGroup, get } from "../endpoint-group.ts";
import { API } from "../paths.ts";

/**
 * The chapter view: a class's book as its table of contents with the syllabus's skills. Schemas
 * load with import(), so the screens that use it carry no zod in a first visit.
 */
const schemas = () => import("../syllabus-api.ts");
const tags = ["syllabus"];
const learners = { access: ["student", "studentb2c"], tags } as const satisfies EndpointGroup;
const classStaff = { access: ["school", "teacher"], tags } as const satisfies EndpointGroup;

export const syllabusMine = get(
  learners,
  API.syllabusMine,
  "The caller's class's book, chapter by chapter, with the caller's level in each skill",
  lazySchemas(schemas, (s) => ({ response: s.mySyllabusResponseSchema })),
);

export const syllabusClass = get(
  classStaff,
  API.syllabusClass,
  "A class's book, chapter by chapter, with each skill's class summary (404: not the caller's class)",
  lazySchemas(schemas, (s) => ({
    query: s.classSyllabusQuerySchema,
    response: s.classSyllabusResponseSchema,
  })),
);

export const syllabusApi = { mine: syllabusMine, class: syllabusClass };
