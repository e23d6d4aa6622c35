import { endpoint } from "../endpoint.ts";
import {
  noPurchaseSchoolsQuerySchema,
  noPurchaseSchoolsResponseSchema,
  studentDirectoryQuerySchema,
  studentDirectoryResponseSchema,
} from "../operator-lists.ts";
import { API } from "../paths.ts";

const tags = ["operator lists"];

export const noPurchaseSchoolsList = endpoint({
  method: "GET",
  path: API.noPurchaseSchools,
  access: ["superadmin", "admin"],
  tags,
  summary:
    "Schools that never had a verified purchase: the whole list, or a page when any list parameter is given",
  errors: [],
  schemas: { query: noPurchaseSchoolsQuerySchema, response: noPurchaseSchoolsResponseSchema },
});

export const studentDirectoryList = endpoint({
  method: "GET",
  path: API.studentDirectory,
  access: ["superadmin"],
  tags,
  summary:
    "Students across schools (or individual learners), filtered by school, class, state, course and enrolment; the whole list without parameters",
  errors: [],
  schemas: { query: studentDirectoryQuerySchema, response: studentDirectoryResponseSchema },
});

/** The operators' lists across schools. */
export const operatorListsApi = { noPurchaseSchools: noPurchaseSchoolsList, students: studentDirectoryList };
