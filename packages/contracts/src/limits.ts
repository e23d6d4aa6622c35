/** Limits shared by the API schemas and the forms. One place, used by both sides. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMax: 254,
  nameMax: 120,
  emailMax: 254,
  phoneMax: 20,
  /** Failed sign-ins allowed for one username from one IP inside the window before 429. */
  loginFailuresAllowed: 5,
  loginWindowMinutes: 15,
  resetTokenMinutes: 30,
  welcomeTokenDays: 7,
  sessionHours: 12,
  bodyLimitBytes: 1024 * 1024,
  classMin: 1,
  classMax: 10,
} as const;
