// Parents (docs/adr/0671): codes from the school office, parent accounts and their children, the weekly summary.
export { issueParentCodes } from "./codes.ts";
export { forgetChildInParents, summariesNaming } from "./forget.ts";
export { createParentAccount, linkedParentCondition, linkedParentCounts, linkParent } from "./links.ts";
export { registerParentRoutes } from "./routes.ts";
export { createParentsService, type ParentsService } from "./service.ts";
export { sendDueSummaries, summaryWeek } from "./weekly-summary.ts";
