/** The progress module's public entry: `resource_progress` is written only through these. */
export { type ClassProgressService, createClassProgressService } from "./class-progress.ts";
export { registerProgressRoutes } from "./routes.ts";
export { createProgressService, type ProgressService } from "./service.ts";
