import { z } from "zod";
import { errorResponseSchema, messageResponseSchema } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { learnerRegisterRequestSchema } from "../learners.ts";
import { API } from "../paths.ts";
import {
  pincodeLookupSchema,
  pincodeQuerySchema,
  schoolDashboardSchema,
  schoolRegisterRequestSchema,
} from "../schools.ts";

/**
 * The spec's registration form shows a failure's `error` field (part 1 §7 and §8: "the response's
 * error field, else 'An error occurred'"), so every refusal of the school registration carries the
 * message there too.
 */
export const registerErrorSchema = errorResponseSchema.extend({ error: z.string() });

export const schoolsRegister = endpoint({
  method: "POST",
  path: API.schoolRegister,
  access: "public",
  tags: ["schools"],
  summary: "A school registers itself",
  description:
    "Creates the school (active) and its account (username = e-mail) and mails a link to set the password. Rate-limited per IP.",
  status: 201,
  errors: [409, 413, 429],
  schemas: {
    body: schoolRegisterRequestSchema,
    response: messageResponseSchema,
    errorShapes: {
      400: registerErrorSchema,
      409: registerErrorSchema,
      413: registerErrorSchema,
      429: registerErrorSchema,
    },
  },
});

export const schoolsDashboard = endpoint({
  method: "GET",
  path: API.schoolDashboard,
  access: ["school"],
  tags: ["schools"],
  summary: "The caller's school: students by class and teachers",
  schemas: { response: schoolDashboardSchema },
});

/** School registration (public) and the school's dashboard. */
export const schoolsApi = {
  register: schoolsRegister,
  dashboard: schoolsDashboard,
};

export const learnersRegister = endpoint({
  method: "POST",
  path: API.learnerRegister,
  access: "public",
  tags: ["individual learners"],
  summary: "An individual learner registers, with a parent's or guardian's consent",
  description:
    "Creates the account (role studentb2c, username = e-mail) and mails a link to set the password; the account cannot sign in before that. An address that already has an account gets the same answer, and a mail saying so instead. Rate-limited per IP.",
  status: 201,
  errors: [409, 429],
  schemas: { body: learnerRegisterRequestSchema, response: messageResponseSchema },
});

/** Individual learners: self-registration (public). */
export const learnersApi = {
  register: learnersRegister,
};

export const referencePincode = endpoint({
  method: "GET",
  path: API.pincode,
  access: "public",
  tags: ["reference"],
  summary: "The state and (when known) the district of a PIN code",
  errors: [404],
  schemas: { query: pincodeQuerySchema, response: pincodeLookupSchema },
});

/** Reference data the public forms ask for. */
export const referenceApi = {
  pincode: referencePincode,
};
