import { type EndpointGroup, get } from "../endpoint-group.ts";
import {
  noPurchaseSchoolsQuerySchema,
  noPurchaseSchoolsResponseSchema,
  studentDirectoryQuerySchema,
  studentDirectoryResponseSchema,
} from "../operator-lists.ts";
import { API } from "../paths.ts";

const tags = ["operator lists"];
const staffLists = { access: ["superadmin", "admin"], tags, errors: [] } as const satisfies EndpointGroup;
const superadminLists = { ...staffLists, access: ["superadmin"] } as const satisfies EndpointGroup;

export const noPurchaseSchoolsList = get(
  staffLists,
  API.noPurchaseSchools,
  "Schools that never had a verified purchase: the whole list, or a page when any list parameter is given",
  { query: noPurchaseSchoolsQuerySchema, response: noPurchaseSchoolsResponseSchema },
);

export const studentDirectoryList = get(
  superadminLists,
  API.studentDirectory,
  "Students across schools (or individual learners), filtered by school, class, state, course and enrolment; the whole list without parameters",
  { query: studentDirectoryQuerySchema, response: studentDirectoryResponseSchema },
);

/** The operators' lists across schools. */
export const operatorListsApi = { noPurchaseSchools: noPurchaseSchoolsList, students: studentDirectoryList };
