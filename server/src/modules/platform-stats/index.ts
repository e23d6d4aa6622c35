/** The platform-stats module's public entry. It owns no table: it counts schools and accounts. */
export { registerPlatformStatsRoutes } from "./routes.ts";
export { createPlatformStatsService, type PlatformStatsService } from "./service.ts";
