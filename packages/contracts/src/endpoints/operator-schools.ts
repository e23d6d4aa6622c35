import { messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import {
  activeSchoolsQuerySchema,
  activeSchoolsResponseSchema,
  schoolIdParamsSchema,
  schoolStatusChangeSchema,
} from "../operator-schools.ts";
import { API } from "../paths.ts";

const tags = ["operator schools"];
const access = ["superadmin"] as const;

export const activeSchoolsList = endpoint({
  method: "GET",
  path: API.activeSchools,
  access,
  tags,
  summary: "Every school with its contact, details, counts and courses: the whole list, or a page",
  description:
    "Search over name, UDISE code, e-mail, phone, city, district and state; filters state and status. Without any list parameter the answer is `{ data: [...] }`.",
  schemas: { query: activeSchoolsQuerySchema, response: activeSchoolsResponseSchema },
});

export const schoolStatusUpdate = endpoint({
  method: "PUT",
  path: "/api/superadmin/schools/:schoolId/status",
  access,
  tags,
  summary: "Put a school on hold, block it or reactivate it",
  description:
    "Hold and blocked need a reason. The school's account, teachers and students are signed out at once and cannot sign in until it is active again. The school is mailed.",
  schemas: { params: schoolIdParamsSchema, body: schoolStatusChangeSchema, response: messageResponseSchema },
});

/** The superadmin's schools: the list and a school's status. */
export const operatorSchoolsApi = {
  list: activeSchoolsList,
  setStatus: schoolStatusUpdate,
};
