import { idParamsSchema, messageResponseSchema } from "../common.ts";
import { type EndpointGroup, get, post, put } from "../endpoint-group.ts";
import { API, PARENT_API } from "../paths.ts";
import {
  childDataSchema,
  consentRecordsSchema,
  consentTokenParamsSchema,
  consentViewSchema,
  ERASURE_DAYS,
  grievanceAnswerSchema,
  grievanceRegisterSchema,
  grievanceRequestSchema,
  privacyExportQuerySchema,
  privacyStudentParamsSchema,
} from "../privacy.ts";

const tags = ["privacy"];
/** Whoever holds a parent's consent link (its token is the only key; another token: 404). */
const consentLink = { access: "public", tags, errors: [404] } as const satisfies EndpointGroup;
/** The parent's decision through the link, giving or withdrawing consent (409: withdrawn already). */
const consentDecision = { ...consentLink, errors: [404, 409] } as const satisfies EndpointGroup;
const consentDecisionSchemas = { params: consentTokenParamsSchema, response: messageResponseSchema };
/** A parent: their own linked children only (another child: 404). */
const parent = { access: ["parent"], tags, errors: [404] } as const satisfies EndpointGroup;
/** The operator: the consent records and the grievance register. */
const operator = { access: ["superadmin"], tags } as const satisfies EndpointGroup;

/** One child's data as a copy (JSON or .xlsx), for the school office and for a linked parent alike. */
const childExport = {
  params: privacyStudentParamsSchema,
  query: privacyExportQuerySchema,
  response: childDataSchema,
};
/** The erasure the school office or a linked parent confirms: queued, then carried out by the job. */
const childErase = { params: privacyStudentParamsSchema, response: messageResponseSchema };
const erasureQueued = `Queues the erasure of the child's account, answers, progress and codes (within ${ERASURE_DAYS} days; the job runs at once)`;

export const privacyConsentView = get(
  consentLink,
  API.privacyConsent,
  "A parent's consent link: whose consent it asks and its state",
  { params: consentTokenParamsSchema, response: consentViewSchema },
);

export const privacyConsentConfirm = post(
  consentDecision,
  API.privacyConsentConfirm,
  "The parent gives consent: the learner may learn",
  consentDecisionSchemas,
);

export const privacyConsentWithdraw = post(
  consentDecision,
  API.privacyConsentWithdraw,
  "The parent withdraws consent: processing ends, the child's data is erased",
  consentDecisionSchemas,
  {
    description: `Ends the learner's learning at once and queues the erasure of the child's account, answers, progress and codes (carried out within ${ERASURE_DAYS} days; the job runs at once).`,
  },
);

export const privacyConsentExport = get(
  consentLink,
  API.privacyConsentExport,
  "The parent's copy of everything Ganit holds about their child (JSON)",
  { params: consentTokenParamsSchema, response: childDataSchema },
);

export const privacyStudentExport = get(
  { access: ["school", "superadmin"], tags },
  API.privacyStudentExport,
  "A copy of everything Ganit holds about one of the school's students (JSON or .xlsx)",
  childExport,
);

export const privacyStudentErase = post(
  { access: ["school"], tags },
  API.privacyStudentErase,
  "The school confirms the erasure of one of its students",
  childErase,
  {
    description: `${erasureQueued}. The audit trail keeps a pseudonymous record.`,
    status: 201,
  },
);

export const privacyChildExport = get(
  parent,
  PARENT_API.parentChildExport,
  "A parent's copy of everything Ganit holds about one of their linked children (JSON or .xlsx)",
  childExport,
);

export const privacyChildErase = post(
  parent,
  PARENT_API.parentChildErase,
  "A parent confirms the erasure of one of their linked children",
  childErase,
  {
    description: `${erasureQueued} and tells the child's school office by mail. The parent's own account stays. The audit trail keeps a pseudonymous record.`,
    status: 201,
  },
);

export const privacyOwnExport = get(
  { access: ["student", "studentb2c"], tags },
  API.privacyOwnExport,
  "A student's copy of everything Ganit holds about them (JSON or .xlsx)",
  { query: privacyExportQuerySchema, response: childDataSchema },
);

export const privacyConsentRecords = get(
  operator,
  API.privacyConsents,
  "The latest consent records: parents' consents and schools' acceptances of the terms",
  { response: consentRecordsSchema },
);

export const privacyGrievanceCreate = post(
  { access: "public", tags, errors: [429] },
  API.privacyGrievances,
  "A complaint to the grievance officer (the public form)",
  { body: grievanceRequestSchema, response: messageResponseSchema },
  { status: 201 },
);

export const privacyGrievanceList = get(
  operator,
  API.privacyGrievances,
  "The grievance register: open ones first, oldest first, each with its 90-day due date",
  { response: grievanceRegisterSchema },
);

export const privacyGrievanceAnswer = put(
  { ...operator, errors: [404, 409] },
  API.privacyGrievanceAnswer,
  "The operator answers a grievance: recorded and mailed to the writer",
  { params: idParamsSchema, body: grievanceAnswerSchema, response: messageResponseSchema },
);

export const privacyApi = {
  grievanceCreate: privacyGrievanceCreate,
  grievanceList: privacyGrievanceList,
  grievanceAnswer: privacyGrievanceAnswer,
  consentView: privacyConsentView,
  consentConfirm: privacyConsentConfirm,
  consentWithdraw: privacyConsentWithdraw,
  consentExport: privacyConsentExport,
  studentExport: privacyStudentExport,
  studentErase: privacyStudentErase,
  childExport: privacyChildExport,
  childErase: privacyChildErase,
  ownExport: privacyOwnExport,
  consentRecords: privacyConsentRecords,
};
