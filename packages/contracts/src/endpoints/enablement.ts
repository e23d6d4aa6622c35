import { z } from "zod";
import { idSchema, messageResponseSchema } from "../common.ts";
import {
  addEnablementSchema,
  ENABLEMENT_SEGMENTS,
  enabledCoursesResponseSchema,
  enablementClassParamsSchema,
  enablementSchoolSchema,
  enablementSchoolsPageSchema,
  enablementSchoolsQuerySchema,
  updateEnabledClassSchema,
} from "../enablement.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API } from "../paths.ts";
import type { EnablementKind } from "../purchases.ts";

const enablement = {
  access: ["superadmin"],
  tags: ["course enablement"],
  errors: [404, 409],
} as const satisfies EndpointGroup;
const schoolParams = z.object({ schoolId: idSchema });
const courseParams = z.object({ schoolId: idSchema, courseId: idSchema });

export const enablementSchools = get(
  enablement,
  API.enablementSchools,
  "Schools to enable courses for, with their payments waiting for verification",
  { query: enablementSchoolsQuerySchema, response: enablementSchoolsPageSchema },
);

export const enablementSchool = get(
  enablement,
  "/api/enable/:schoolId",
  "The school the enablement screen is about",
  { params: schoolParams, response: enablementSchoolSchema },
);

export const enablementEnabled = {
  school: enabled("school"),
  students: enabled("students"),
} satisfies Record<EnablementKind, ReturnType<typeof enabled>>;

/** `/api/enable/{schoolId}/coursesforschool` or `/coursesforstudents`: the classes enabled for one kind. */
function enabled(kind: EnablementKind) {
  const base = `/api/enable/:schoolId/${ENABLEMENT_SEGMENTS[kind]}`;
  const forWhom = kind === "school" ? "for the school" : "for its students";
  return {
    list: get(enablement, base, `The school's classes ${forWhom}, by course`, {
      params: schoolParams,
      response: enabledCoursesResponseSchema,
    }),
    add: post(
      enablement,
      base,
      `Enable classes of a course ${forWhom}`,
      { params: schoolParams, body: addEnablementSchema, response: messageResponseSchema },
      { status: 201 },
    ),
    updateClass: put(
      enablement,
      `${base}/:courseId/class/:classNumber`,
      `Change a class ${forWhom}: status, student limit (active on a class under review approves its payment)`,
      {
        params: enablementClassParamsSchema,
        body: updateEnabledClassSchema,
        response: messageResponseSchema,
      },
    ),
    removeClass: del(
      enablement,
      `${base}/:courseId/class/:classNumber`,
      `Remove a class ${forWhom} (its students are un-enrolled)`,
      { params: enablementClassParamsSchema, response: messageResponseSchema },
    ),
    removeCourse: del(
      enablement,
      `${base}/:courseId`,
      `Remove a course and all its classes ${forWhom} (their students are un-enrolled)`,
      { params: courseParams, response: messageResponseSchema },
    ),
  };
}

/**
 * Course enablement per school (superadmin only); verifying its payments is the purchases group's. `/api/enable/schools` is
 * a static route, so Fastify prefers it to `/api/enable/:schoolId` whatever the order of registration.
 */
export const enablementApi = {
  schools: enablementSchools,
  school: enablementSchool,
  enabled: enablementEnabled,
};
