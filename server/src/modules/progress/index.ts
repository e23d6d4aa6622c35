/** The progress module's public entry: `resource_progress` is written only through these. */
export { type ClassProgressService, createClassProgressService } from "./class-progress.ts";
/** Where a resource sits in the live tree (whether a student may open it is the access module's rule). */
export { placeOfResource, placesOfResources, type ResourcePlace } from "./resources.ts";
export { registerProgressRoutes } from "./routes.ts";
export { createProgressService, type ProgressService } from "./service.ts";
