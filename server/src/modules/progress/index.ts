/** The progress module's public entry: `resource_progress` is written only through these. */
export { type ClassProgressService, createClassProgressService } from "./class-progress.ts";
/** Where a resource sits and whether a student may open it: practice follows the same rule. */
export { grantedClasses, placeOfResource, requireOpenable } from "./resources.ts";
export { registerProgressRoutes } from "./routes.ts";
export { createProgressService, type ProgressService } from "./service.ts";
