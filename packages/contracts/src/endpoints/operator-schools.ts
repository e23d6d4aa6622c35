import { messageResponseSchema } from "../common.ts";
import { type EndpointGroup, get, put } from "../endpoint-group.ts";
import {
  activeSchoolsQuerySchema,
  activeSchoolsResponseSchema,
  schoolIdParamsSchema,
  schoolStatusChangeSchema,
} from "../operator-schools.ts";
import { API } from "../paths.ts";

const operatorSchools = {
  access: ["superadmin"],
  tags: ["operator schools"],
} as const satisfies EndpointGroup;

export const activeSchoolsList = get(
  operatorSchools,
  API.activeSchools,
  "Every school with its contact, details, counts and courses: the whole list, or a page",
  { query: activeSchoolsQuerySchema, response: activeSchoolsResponseSchema },
  {
    description:
      "Search over name, UDISE code, e-mail, phone, city, district and state; filters state and status. Without any list parameter the answer is `{ data: [...] }`.",
  },
);

export const schoolStatusUpdate = put(
  operatorSchools,
  "/api/superadmin/schools/:schoolId/status",
  "Put a school on hold, block it or reactivate it",
  { params: schoolIdParamsSchema, body: schoolStatusChangeSchema, response: messageResponseSchema },
  {
    description:
      "Hold and blocked need a reason. The school's account, teachers and students are signed out at once and cannot sign in until it is active again. The school is mailed.",
  },
);

/** The superadmin's schools: the list and a school's status. */
export const operatorSchoolsApi = {
  list: activeSchoolsList,
  setStatus: schoolStatusUpdate,
};
