/** The admins module's public entry. It owns no table: staff accounts are the users module's. */
export { registerAdminRoutes } from "./routes.ts";
export { type AdminsService, createAdminsService } from "./service.ts";
