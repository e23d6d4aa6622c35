import { idParamsSchema, messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
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

export const privacyConsentView = endpoint({
  method: "GET",
  path: API.privacyConsent,
  access: "public",
  tags: ["privacy"],
  summary: "A parent's consent link: whose consent it asks and its state",
  errors: [404],
  schemas: { params: consentTokenParamsSchema, response: consentViewSchema },
});

export const privacyConsentConfirm = endpoint({
  method: "POST",
  path: API.privacyConsentConfirm,
  access: "public",
  tags: ["privacy"],
  summary: "The parent gives consent: the learner may learn",
  errors: [404, 409],
  schemas: { params: consentTokenParamsSchema, response: messageResponseSchema },
});

export const privacyConsentWithdraw = endpoint({
  method: "POST",
  path: API.privacyConsentWithdraw,
  access: "public",
  tags: ["privacy"],
  summary: "The parent withdraws consent: processing ends, the child's data is erased",
  description: `Ends the learner's learning at once and queues the erasure of the child's account, answers, progress and codes (carried out within ${ERASURE_DAYS} days; the job runs at once).`,
  errors: [404, 409],
  schemas: { params: consentTokenParamsSchema, response: messageResponseSchema },
});

export const privacyConsentExport = endpoint({
  method: "GET",
  path: API.privacyConsentExport,
  access: "public",
  tags: ["privacy"],
  summary: "The parent's copy of everything Ganit holds about their child (JSON)",
  errors: [404],
  schemas: { params: consentTokenParamsSchema, response: childDataSchema },
});

export const privacyStudentExport = endpoint({
  method: "GET",
  path: API.privacyStudentExport,
  access: ["school", "superadmin"],
  tags: ["privacy"],
  summary: "A copy of everything Ganit holds about one of the school's students (JSON or .xlsx)",
  schemas: { params: privacyStudentParamsSchema, query: privacyExportQuerySchema, response: childDataSchema },
});

export const privacyStudentErase = endpoint({
  method: "POST",
  path: API.privacyStudentErase,
  access: ["school"],
  tags: ["privacy"],
  summary: "The school confirms the erasure of one of its students",
  description: `Queues the erasure of the child's account, answers, progress and codes (within ${ERASURE_DAYS} days; the job runs at once). The audit trail keeps a pseudonymous record.`,
  status: 201,
  schemas: { params: privacyStudentParamsSchema, response: messageResponseSchema },
});

export const privacyChildExport = endpoint({
  method: "GET",
  path: PARENT_API.parentChildExport,
  access: ["parent"],
  tags: ["privacy"],
  summary: "A parent's copy of everything Ganit holds about one of their linked children (JSON or .xlsx)",
  errors: [404],
  schemas: { params: privacyStudentParamsSchema, query: privacyExportQuerySchema, response: childDataSchema },
});

export const privacyChildErase = endpoint({
  method: "POST",
  path: PARENT_API.parentChildErase,
  access: ["parent"],
  tags: ["privacy"],
  summary: "A parent confirms the erasure of one of their linked children",
  description: `Queues the erasure of the child's account, answers, progress and codes (within ${ERASURE_DAYS} days; the job runs at once) and tells the child's school office by mail. The parent's own account stays. The audit trail keeps a pseudonymous record.`,
  status: 201,
  errors: [404],
  schemas: { params: privacyStudentParamsSchema, response: messageResponseSchema },
});

export const privacyOwnExport = endpoint({
  method: "GET",
  path: API.privacyOwnExport,
  access: ["student", "studentb2c"],
  tags: ["privacy"],
  summary: "A student's copy of everything Ganit holds about them (JSON or .xlsx)",
  schemas: { query: privacyExportQuerySchema, response: childDataSchema },
});

export const privacyConsentRecords = endpoint({
  method: "GET",
  path: API.privacyConsents,
  access: ["superadmin"],
  tags: ["privacy"],
  summary: "The latest consent records: parents' consents and schools' acceptances of the terms",
  schemas: { response: consentRecordsSchema },
});

export const privacyGrievanceCreate = endpoint({
  method: "POST",
  path: API.privacyGrievances,
  access: "public",
  tags: ["privacy"],
  summary: "A complaint to the grievance officer (the public form)",
  status: 201,
  errors: [429],
  schemas: { body: grievanceRequestSchema, response: messageResponseSchema },
});

export const privacyGrievanceList = endpoint({
  method: "GET",
  path: API.privacyGrievances,
  access: ["superadmin"],
  tags: ["privacy"],
  summary: "The grievance register: open ones first, oldest first, each with its 90-day due date",
  schemas: { response: grievanceRegisterSchema },
});

export const privacyGrievanceAnswer = endpoint({
  method: "PUT",
  path: API.privacyGrievanceAnswer,
  access: ["superadmin"],
  tags: ["privacy"],
  summary: "The operator answers a grievance: recorded and mailed to the writer",
  errors: [404, 409],
  schemas: { params: idParamsSchema, body: grievanceAnswerSchema, response: messageResponseSchema },
});

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
