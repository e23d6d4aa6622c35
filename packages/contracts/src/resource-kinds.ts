/**
 * The resource types and the lesson-page path, without zod: the lesson screen of a student on a
 * phone reads these (which types to hide, which urls are content-library pages) and must not carry
 * zod's whole library for three constants. `courses.ts` re-exports them with the schemas.
 */

/** The fifteen resource types, exactly as the spec lists them (the spelling is the value). */
export const RESOURCE_TYPES = [
  "video",
  "pdf",
  "quiz",
  "PPT",
  "practice",
  "image",
  "explanation",
  "worksheet",
  "matching",
  "MCQ",
  "Fill in the Blanks",
  "Geogebra",
  "Calculator",
  "Examples",
  "PPT with Ex",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Types students never receive (hidden on the server, not only in the browser). */
export const TEACHER_ONLY_RESOURCE_TYPES = [
  "explanation",
  "video",
] as const satisfies readonly ResourceType[];

/** What a course resource's url starts with when it links a lesson page of the content library. */
export const VIEW_RESOURCE_PREFIX = "/viewresource/";
/** A lesson page of the content library, linked from a course: `/viewresource/{uuid}`. */
export const VIEW_RESOURCE_PATH =
  /^\/viewresource\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
