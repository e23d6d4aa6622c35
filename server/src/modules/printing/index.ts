/**
 * The printing module's public entry. It owns no table: it lays classroom paper out as A4 PDFs built
 * on the server — a practice set's worksheet (through the practice module), a test's paper (a stored
 * test's slots or a chapter's drawn afresh, through the practice module's exported functions), a
 * course class's report and a child's report (levels read from practice, assignments through the
 * assignments module's exported functions). docs/adr/0581, 0704–0706.
 */
export { registerPrintingRoutes } from "./routes.ts";
export { createPrintingService, type PrintingService } from "./service.ts";
