/**
 * The courses module's public entry: the catalogue (`courses`, `course_classes`, `course_levels`,
 * `course_titles`, `course_resources`) is written only through these.
 */

export { cachedCatalogue } from "./cached.ts";
export { type LessonPageUse, lessonPageUses } from "./lesson-uses.ts";
export {
  inCatalogueOrder,
  joinClassOfResource,
  joinCourseOfResource,
  resourcePlaces,
  resourcesOfClass,
} from "./resource-class.ts";
export { registerCourseRoutes } from "./routes.ts";
export {
  type CoursesService,
  createCourse,
  createCoursesService,
  isCourseInUse,
  updateCourse,
} from "./service.ts";
export { readTrees } from "./tree.ts";
