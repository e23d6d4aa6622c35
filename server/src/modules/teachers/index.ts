/** The teachers module's public entry: the `teachers` table is written only through these. */
export { addTeachersSetWise } from "./bulk.ts";
export { classesOfTeacherAccount, classesOfTeachers, giveTeacherClasses } from "./classes.ts";
export { registerTeacherRoutes } from "./routes.ts";
export { createTeachersService, findTeacherProfile, insertTeacher, type TeachersService } from "./service.ts";
