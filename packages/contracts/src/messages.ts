/**
 * Messages the server sends and the web shows. The spec fixes many of them word for word;
 * the rest are ours. The web translates by looking the English text up in its i18n tables,
 * so keep these stable.
 */
export const MESSAGES = {
  loginFailed: "Invalid username or password",
  accountOnHold: "Your account is on hold. Please contact your school or the Ganit team.",
  tooManyAttempts: "Too many failed sign-in attempts. Please try again later.",
  forgotPasswordSent:
    "Reset link sent successfully, if an account with that username exists. Please check its e-mail.",
  resetSuccess: "Password reset successfully. You can now log in.",
  resetTokenInvalid: "This reset link is not valid. Please request a new one.",
  resetTokenExpired: "This reset link has expired. Please request a new one.",
  resetTokenUsed: "This reset link has already been used. Please request a new one.",
  passwordChanged: "Password changed successfully",
  currentPasswordWrong: "Current password is incorrect",
  changeOwnPasswordOnly: "You can only change your own password",
  userRegistered: "User registered successfully",
  usernameTaken: "An account with this username already exists",
  emailTaken: "An account with this e-mail already exists",
  notSignedIn: "Please sign in to continue",
  sessionInvalid: "Your session is no longer valid. Please sign in again.",
  forbidden: "You do not have permission to do this",
  notFound: "Not found",
  invalidInput: "Some fields are not valid",
  malformedJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  serverError: "Something went wrong on our side. Please try again.",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordTooCommon: "This password is too common. Please choose another one.",
  fillAllFields: "Please fill in all the fields",
  passwordsDoNotMatch: "Passwords do not match!",
} as const;
export type MessageKey = keyof typeof MESSAGES;
