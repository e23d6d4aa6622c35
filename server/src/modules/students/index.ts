/** The students module's public entry: the `students` table is written only through these. */
export { addStudentsSetWise, formatRollNumber } from "./bulk.ts";
export { removeStudent, updateStudent } from "./commands.ts";
export { registerStudentRoutes } from "./routes.ts";
export {
  createStudentsService,
  findStudentProfile,
  insertStudent,
  type StudentDetails,
  type StudentsService,
} from "./service.ts";
export { studentsWithAccounts } from "./student-accounts.ts";
