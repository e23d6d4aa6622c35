/** The reference module's public entry: PIN codes, from a file, no table. */
export { registerReferenceRoutes } from "./routes.ts";
export { lookupPincode } from "./service.ts";
