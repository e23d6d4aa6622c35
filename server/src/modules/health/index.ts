/** The health module's public entry. */
export { registerHealthRoutes } from "./routes.ts";
