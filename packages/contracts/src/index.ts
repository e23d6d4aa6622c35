export * from "./auth.ts";
export * from "./common.ts";
export * from "./limits.ts";
export * from "./messages.ts";
export * from "./paths.ts";
export * from "./roles.ts";
