/** The schools module's public entry: the `schools` table is written only through these. */
export { schoolAddressColumns } from "./active-schools.ts";
export { registerSchoolRoutes } from "./routes.ts";
export { findSchoolName, schoolsWithAccounts } from "./school-accounts.ts";
export {
  createSchoolsService,
  findSchoolProfile,
  insertSchool,
  lockSchool,
  reserveRollNumbers,
  type SchoolDetails,
  type SchoolsService,
} from "./service.ts";
