export * from "./admins.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./common.ts";
// Students and teachers (issue 7: students)
export * from "./first-signin.ts";
export * from "./limits.ts";
export * from "./lists.ts";
export * from "./messages.ts";
export * from "./onboarding.ts";
export * from "./paths.ts";
export * from "./roles.ts";
export * from "./students.ts";
export * from "./teachers.ts";
