// Children's data (DPDP Act 2023): consent, copies, erasure. docs/privacy.md says what is held and why.
export { CHILD_TABLES, childData, NOT_A_CHILDS } from "./child-data.ts";
export { requestGuardianConsent } from "./consent.ts";
export { eraseChild } from "./erasure.ts";
export { createGrievances } from "./grievances.ts";
export { registerPrivacyRoutes } from "./routes.ts";
export { createPrivacyService, type PrivacyService } from "./service.ts";
export { recordTermsAcceptance } from "./terms.ts";
