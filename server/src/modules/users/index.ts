/**
 * The users module's public entry: what other modules (and app.ts) may call. Accounts — `users`,
 * `password_tokens`, `login_failures` — are written only through these.
 */
export {
  type CreatedBy,
  createRegisteredAccount,
  createUser,
  deleteAccount,
  endSessionsOfSchool,
  findUserById,
  findUserByUsername,
  generateStudentUsername,
  type NewUser,
  setAccountStatus,
  type UserRow,
  updateContact,
} from "./accounts.ts";
export { generateUsernamesSetWise, insertAccountsSetWise, type NewAccount } from "./bulk-accounts.ts";
export { type FirstSignIn, registerFirstSignInRoute } from "./first-signin.ts";
export { reissueOneTimeCodes } from "./new-codes.ts";
export { queueAccountExistsMail, queueWelcomeMail } from "./password-links.ts";
export { assertAcceptablePassword, hashPassword, passwordProblem } from "./passwords.ts";
export { registerUserRoutes } from "./routes.ts";
export { createUsersService, type RoleProfiles, type UsersService } from "./service.ts";
export { createSessionTokens, type SessionTokens } from "./session-tokens.ts";
export { createSignOut, registerSignOutRoutes, type SignOut } from "./sign-out.ts";
