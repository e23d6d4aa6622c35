import { publicCoursesResponseSchema } from "../course-list.ts";
import { endpoint } from "../endpoint.ts";
import { API } from "../paths.ts";

/**
 * The public catalogue, apart from the admin's course endpoints: the screens that read it (buying,
 * enablement, the learner's) must not carry the course document's schemas.
 */
export const coursesCatalogue = endpoint({
  method: "GET",
  path: API.publicCourses,
  access: "public",
  tags: ["courses"],
  summary: "The public catalogue: ids, names, classes and prices of the live courses (no resources)",
  schemas: { response: publicCoursesResponseSchema },
});
