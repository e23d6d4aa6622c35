/** The demo outbox's public entry. It owns no table: it reads the mail module's outbox. */
export { registerDemoOutboxRoutes } from "./routes.ts";
export { createDemoOutboxService, type DemoOutboxService, linksInto } from "./service.ts";
