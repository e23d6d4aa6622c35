import { z } from "zod";
import { idParamsSchema, messageResponseSchema } from "../common.ts";
import { del, type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { LIMITS } from "../limits.ts";
import { classNumberSchema } from "../onboarding.ts";
import {
  childWeekSchema,
  classParentCodesRequestSchema,
  issuedParentCodesSchema,
  linkedParentsSchema,
  PARENT_CODE_DAYS,
  PARENTS_PER_CHILD,
  parentAddChildRequestSchema,
  parentChildrenSchema,
  parentJoinRequestSchema,
  parentSettingsSchema,
  summaryStopRequestSchema,
  summaryTextsSchema,
  unlinkParentParamsSchema,
} from "../parents.ts";
import { PARENT_API } from "../paths.ts";

/** The school office: codes for its pupils' parents, who is linked, unlinking. */
const office = { access: ["school"], tags: ["parents"], errors: [404] } as const satisfies EndpointGroup;
/** A parent: their own children only (another child: 404). */
const parent = { access: ["parent"], tags: ["parents"], errors: [404] } as const satisfies EndpointGroup;
/** Public: signing up with a code, the summary's stop link. */
const open = { access: "public", tags: ["parents"], errors: [400] } as const satisfies EndpointGroup;

export const parentCodesStudent = post(
  office,
  PARENT_API.parentCodesStudent,
  `A parent code for one pupil, shown once (works once, for ${PARENT_CODE_DAYS} days)`,
  { params: idParamsSchema, response: issuedParentCodesSchema },
  { status: 201 },
);

export const parentCodesClass = post(
  office,
  PARENT_API.parentCodesClass,
  "A printable sheet of parent codes for every pupil of a class (and section)",
  { body: classParentCodesRequestSchema, response: issuedParentCodesSchema },
  { status: 201 },
);

export const parentStudentParents = get(
  office,
  PARENT_API.parentStudentParents,
  "The parents linked to one of the school's pupils",
  { params: idParamsSchema, response: linkedParentsSchema },
);

export const parentUnlink = del(
  office,
  PARENT_API.parentUnlink,
  "Unlink a parent from one of the school's pupils (audited)",
  { params: unlinkParentParamsSchema, response: messageResponseSchema },
);

export const parentSummaryTexts = get(
  office,
  PARENT_API.parentSummaryTexts,
  "This week's summary texts (at most 300 characters) for the parents of a class, to send by SMS or WhatsApp",
  { query: z.object({ class: classNumberSchema }), response: summaryTextsSchema },
);

export const parentJoin = post(
  { ...open, errors: [400, 409, 429] },
  PARENT_API.parentJoin,
  `A parent signs up with a code from the school: their account, linked to that child (at most ${PARENTS_PER_CHILD} parents a child)`,
  { body: parentJoinRequestSchema, response: messageResponseSchema },
  { status: 201 },
);

export const parentSummaryStop = post(
  open,
  PARENT_API.parentSummaryStop,
  "The weekly summary's stop link: no more summaries for this parent (audited)",
  { body: summaryStopRequestSchema, response: messageResponseSchema },
);

export const parentSummaryNow = post(
  { ...parent, errors: [400, 404, 429] },
  PARENT_API.parentSummaryNow,
  `The parent asks for this week's summary mail now, besides Sunday's (at most ${LIMITS.parentSummariesPerDay} in 24 hours; audited)`,
  { response: messageResponseSchema },
);

export const parentChildren = get(
  parent,
  PARENT_API.parentChildren,
  "The parent's linked children and settings",
  {
    response: parentChildrenSchema,
  },
);

export const parentAddChild = post(
  { ...parent, errors: [400, 409] },
  PARENT_API.parentChildren,
  "A parent adds a child to their account with a code from the school",
  { body: parentAddChildRequestSchema, response: messageResponseSchema },
  { status: 201 },
);

export const parentChildWeek = get(
  parent,
  PARENT_API.parentChildWeek,
  "One linked child's week: done, levels by course and chapter, what needs practice, what is due",
  { params: idParamsSchema, response: childWeekSchema },
);

export const parentSettingsUpdate = put(
  parent,
  PARENT_API.parentSettings,
  "The parent's language and whether the weekly summary comes",
  { body: parentSettingsSchema, response: messageResponseSchema },
);

export const parentsApi = {
  codesStudent: parentCodesStudent,
  codesClass: parentCodesClass,
  studentParents: parentStudentParents,
  unlink: parentUnlink,
  summaryTexts: parentSummaryTexts,
  join: parentJoin,
  summaryStop: parentSummaryStop,
  summaryNow: parentSummaryNow,
  children: parentChildren,
  addChild: parentAddChild,
  childWeek: parentChildWeek,
  settings: parentSettingsUpdate,
};
