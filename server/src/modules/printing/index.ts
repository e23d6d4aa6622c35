/**
 * The printing module's public entry. It owns no table: it reads a practice set through the practice
 * module and lays it out on paper (an A4 PDF built on the server).
 */
export { registerPrintingRoutes } from "./routes.ts";
export { createPrintingService, type PrintingService } from "./service.ts";
