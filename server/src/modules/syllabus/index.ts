/** The syllabus module's public entry: `syllabus_items` is written only through these. */
export { SYLLABUS_COURSE, type SyllabusData, shippedSyllabus } from "./data.ts";
export { type LoadReport, loadSyllabus } from "./load.ts";
export { describeLoad } from "./report.ts";
export { registerSyllabusRoutes } from "./routes.ts";
