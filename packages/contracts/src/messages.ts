import { LIMITS } from "./limits.ts";

/**
 * Every message the server sends, by key. The spec fixes many of them word for word; the rest are
 * ours. `{{name}}` is filled from LIMITS (or from the parameters of a message reference), so a limit
 * is written once: in LIMITS. The web translates by key (its English table is this one, its Hindi
 * table is typed against these keys), never by matching English sentences.
 */
export const MESSAGE_TEMPLATES = {
  // Sign-in and passwords
  loginFailed: "Invalid username or password",
  accountOnHold: "Your account is on hold. Please contact your school or the Ganit team.",
  tooManyAttempts: "Too many failed sign-in attempts. Please try again later.",
  tooManyAttemptsWait: "Too many failed sign-in attempts. Please try again in {{minutes}} minutes.",
  tooManyAttemptsWaitOne: "Too many failed sign-in attempts. Please try again in a minute.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  serverBusy: "Ganit is busy right now. Please try again in a moment.",
  databaseBusy: "Ganit's database is busy right now. Please try again in a moment.",
  databaseUnavailable: "Ganit cannot reach its database right now. Please try again in a few minutes.",
  databaseNotReady:
    "Ganit's database is not ready: its tables are missing or older than this version. Please try again later.",
  forgotPasswordSent:
    "Reset link sent successfully, if an account with that username exists. Please check its e-mail.",
  resetSuccess: "Password reset successfully. You can now log in.",
  passwordSetSuccess: "Password set successfully. You can now log in.",
  resetTokenInvalid: "This reset link is not valid. Please request a new one.",
  resetTokenExpired: "This reset link has expired. Please request a new one.",
  resetTokenUsed: "This reset link has already been used. Please request a new one.",
  passwordChanged: "Password changed successfully",
  signedOut: "You have been signed out",
  signedOutEverywhere: "You have been signed out on every device",
  currentPasswordWrong: "Current password is incorrect",
  changeOwnPasswordOnly: "You can only change your own password",
  passwordTooShort: "Password must be at least {{passwordMin}} characters",
  passwordTooLong: "Password must be at most {{passwordMax}} characters",
  passwordTooCommon: "This password is too common. Please choose another one.",
  passwordTooPersonal:
    "This password is too close to your username, your e-mail or the name Ganit. Please choose another one.",
  passwordTooSimple: "This password repeats too few different characters. Please choose another one.",
  childPasswordTooCommon:
    "Lots of people use this password, so it is easy to guess. Try three words you like, such as blue kite river.",
  childPasswordTooPersonal:
    "This password is too much like your username or the word Ganit. Try three words you like, such as mango drum star.",
  childPasswordTooSimple:
    "This password uses the same few letters again and again. Try three words you like, such as green lion cloud.",
  passwordsDoNotMatch: "Passwords do not match!",
  passwordRequired: "Password is required",
  currentPasswordRequired: "Current password is required",
  // Accounts
  userRegistered: "User registered successfully",
  usernameTaken: "An account with this username already exists",
  emailTaken: "An account with this e-mail already exists",
  usernameRequired: "Username is required",
  nameRequired: "Name is required",
  nameHasLink: "A name cannot contain a web address",
  emailRequired: "E-mail is required",
  emailInvalid: "Please enter a valid e-mail address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Please enter a 10-digit mobile number",
  // Admin users: the toasts of /superadmin/viewadmin, and the rules that protect the platform's last superadmin
  usersLoadFailed: "Failed to fetch users",
  userDeleted: "User deleted successfully",
  userDeleteFailed: "Failed to delete user",
  userActivated: "User activated successfully",
  userActivateFailed: "Failed to activate user",
  userHeld: "User put on hold successfully",
  userHoldFailed: "Failed to hold user",
  cannotHoldSelf: "You cannot put your own account on hold",
  cannotDeleteSelf: "You cannot delete your own account",
  lastSuperadmin: "The last active superadmin cannot be put on hold or removed",
  // Sessions and access
  notSignedIn: "Please sign in to continue",
  sessionInvalid: "Your session is no longer valid. Please sign in again.",
  forbidden: "You do not have permission to do this",
  notFound: "Not found",
  // Input
  invalidInput: "Some fields are not valid",
  fieldRequired: "This field is required",
  fillAllFields: "Please fill in all the fields",
  textTooLong: "At most {{max}} characters",
  controlCharacters: "Remove the special control characters from this text",
  invisibleCharacters: "Remove the invisible characters (zero-width or text-direction marks) from this text",
  invalidId: "This id is not valid",
  dateInvalid: "Enter a date as YYYY-MM-DD",
  dateRangeInvalid: "The start date must not be after the end date",
  auditExportTooLarge:
    "More than {{auditExportMax}} events match. Please narrow the filter (fewer days, one school or one action) and export again.",
  sortNotAllowed: "This list cannot be sorted that way",
  malformedJson: "The request body is not valid JSON",
  bodyTooLarge: "The request body is too large",
  unsupportedMediaType: "Unsupported content type",
  badRequest: "The request is not valid",
  urlTooLong: "The address is too long",
  headersTooLarge: "The request headers are too large",
  requestTimeout: "The request took too long to arrive. Please try again.",
  serverError: "Something went wrong on our side. Please try again.",
  networkError: "Network error. Please check your connection.",
  // Course catalogue: the spec's toasts of the admin course screens, and the rules of a course document
  courseAdded: "Course added successfully",
  courseUpdated: "Course updated successfully",
  courseDeleted: "Course deleted successfully",
  courseArchived:
    "Course deleted successfully. Schools and students who have it keep their access; it is no longer offered.",
  courseAddFailed: "Failed to add course",
  courseUpdateFailed: "Failed to update course",
  courseDeleteFailed: "Failed to delete course",
  courseFetchFailed: "Failed to fetch course data",
  coursesLoadFailed: "Failed to load courses",
  courseNameRequired: "Course name is required",
  courseNameTaken: "A course with this name already exists",
  classNumberExists: "Class number already exists",
  classNumberInvalid: "Class number must be between {{classMin}} and {{classMax}}",
  atLeastOneClass: "You must have at least one class",
  tooManyClasses: "Maximum of {{courseClassesMax}} classes allowed",
  priceInvalid: "Enter a price of 0 or more, with at most 2 decimals",
  priceTooHigh: "A price can be at most ₹{{priceMaxRupees}}",
  levelNumbersInOrder: "Topics must be numbered 1, 2, 3 … in order",
  levelNameRequired: "Topic name is required",
  titleRequired: "Sub-topic name is required",
  tooManyLevels: "At most {{courseLevelsMax}} topics in a class",
  tooManyTitles: "At most {{courseTitlesMax}} sub-topics in a topic",
  tooManyResources: "At most {{courseResourcesMax}} resources in a sub-topic",
  resourceTypeInvalid: "Choose one of the resource types",
  resourceUrlInvalid: "Enter a web address starting with https:// or http://, or a /viewresource/ link",
  // Content library (/content, /create, /viewresource)
  contentSaved: "Data saved successfully!",
  contentSaveFailed: "Error saving data. Please try again.",
  contentDeleted: "Content deleted successfully",
  contentDeleteFailed: "Failed to delete content. Please try again.",
  contentTooLarge: "The page body must be at most 1 MB",
  lessonPageInUse:
    "This lesson page is used by {{courses}}. Point those resources to another page first, then delete it.",
  existingNameNotFound:
    "“{{name}}” is not in the library under the choices above it. Pick it again, or type it as a new name.",
  lessonPageNavigates:
    'A lesson page may not send the reader to another page: remove <meta http-equiv="refresh"> and target="_top" or "_parent"',
  // Schools and individual learners: registration, reference data, the school dashboard
  schoolRegistered: "School registered successfully. We have e-mailed a link to set your password.",
  schoolRegisterFailed: "An error occurred",
  schoolNameRequired: "School name is required",
  schoolNameLetters: "School name may contain only letters, spaces and . ' - &",
  udiseRequired: "UDISE code is required",
  udiseInvalid: "UDISE code must be exactly 11 digits",
  udiseTaken: "A school with this UDISE code is already registered",
  stateRequired: "State is required",
  stateInvalid: "Please choose a state or union territory from the list",
  districtRequired: "District is required",
  districtNotInState: "This district is not in the chosen state",
  cityRequired: "City is required",
  addressRequired: "Address is required",
  pincodeRequired: "Pincode is required",
  pincodeInvalid: "Pincode must be 6 digits and cannot start with 0",
  pincodeUnknown: "We do not know this pincode",
  schoolPhoneInvalid: "Please enter a 10-digit mobile number, or a landline with its STD code",
  studentRegistered: "Student registered successfully",
  classRequired: "Class is required",
  classInvalid: "Class must be a number from {{classMin}} to {{classMax}}",
  fathernameRequired: "Father's name is required",
  dobRequired: "Date of birth is required",
  dobInvalid: "Please enter a valid date of birth",
  newPasswordSameAsCurrent: "The new password must be different from the current one",
  teacherTooYoung: "A teacher must be at least {{min}} years old: check the year of birth",
  teacherTooOld: "A teacher cannot be over {{max}} years old: check the year of birth",
  guardianNameRequired: "Parent or guardian's name is required",
  guardianConsentRequired: "A parent or guardian must give consent",
  // Children's data: the parent's consent, erasure
  guardianEmailSameAsLearner: "Use the parent's own e-mail, not the learner's",
  guardianConsentPending: "Waiting for your parent's consent: ask them to open the link we e-mailed them.",
  consentConfirmed: "Consent recorded. Your child can learn.",
  consentWithdrawn: "Consent withdrawn. Your child's data is erased within 7 days.",
  consentAlreadyWithdrawn: "Consent was already withdrawn",
  erasureQueued: "Erasure confirmed: done within 7 days.",
  // Parents (short: every first visit carries these)
  parentCodeInvalid: "Parent code not valid or expired. Ask the school office for a new one.",
  parentChildLimit: "This child already has two parents linked",
  parentAlreadyLinked: "Child already linked to your account",
  parentJoined: "Parent account ready",
  parentContactRequired: "Give your e-mail or your mobile number (at least one)",
  phoneTaken: "An account with this mobile number already exists. Sign in and add the code there.",
  parentChildAdded: "Child added",
  parentUnlinked: "Parent unlinked",
  parentSettingsSaved: "Settings saved",
  noteRequired: "Write the note",
  noteSaved: "Note saved",
  noteDeleted: "Note deleted",
  summaryStopped: "Weekly summary stopped",
  summaryStopInvalid: "This link is not valid",
  summaryRequested: "This week's summary is on its way to your e-mail",
  summaryNeedsEmail:
    "Your account has no e-mail, so no summary can be mailed. The school sends it to your phone.",
  summaryRequestLimit:
    "You have asked for the summary {{parentSummariesPerDay}} times today. Please try again tomorrow.",
  grievanceMessageRequired: "Write your complaint",
  grievanceAnswerRequired: "Write the answer",
  grievanceReceived: "Received. We answer by e-mail within 90 days.",
  grievanceAnswered: "Answer saved and mailed",
  termsAcceptRequired: "Accept the data-processing terms to register",
  schoolDashboardLoadFailed: "Failed to load the dashboard",
  // Students and teachers of a school: the spec's toasts, the add and upload rules
  studentsLoadFailed: "Error fetching students",
  studentUpdated: "Student details updated successfully",
  studentUpdateFailed: "Error updating student details",
  studentRemoved: "Student removed successfully",
  studentRemoveFailed: "Error removing student",
  studentAdded: "Student added successfully",
  studentAddFailed: "Failed to add student",
  studentsAddFailed: "Failed to add students",
  studentsAddedFromFile: "Students registered successfully from file",
  newCodesIssued: "New sign-in codes issued: the old codes no longer work",
  newCodesForWhom: "Choose the students or the class that need new sign-in codes",
  noStudentsInClass: "There are no students in Class {{classNumber}}",
  excelFileRequired: "Please upload an Excel file",
  bulkEmpty: "The file has no rows to add",
  bulkTooMany: "At most {{bulkRowsMax}} rows can be added in one upload",
  bulkRowsInvalid: "Some rows have errors. Nothing was saved: please correct them and upload again.",
  duplicateInFile: "This row repeats row {{row}} of the file",
  sectionInvalid: "Section: letters, digits, spaces and -, at most {{sectionMax}} characters",
  teacherClassUnknown: "That class is not one of your school's classes",
  rollNumberInvalid: "Roll number: letters, digits, spaces, - and /, at most {{rollNumberMax}} characters",
  rollNumberRepeated: "This roll number is already used in row {{row}} of the file",
  rollNumberTaken: "Roll number {{rollNumber}} is already used by a student of your school",
  studentAlreadyInSchool: "This student is already in your school (roll number {{rollNumber}})",
  emailRepeatedInFile: "This e-mail is also in row {{row}} of the file",
  teacherAdded: "Teacher added successfully",
  teachersAdded: "Teachers added successfully",
  teacherAddFailed: "Failed to add teacher",
  teachersAddFailed: "Failed to add Teachers",
  teachersLoadFailed: "Failed to load teachers",
  teacherActivated: "Teacher activated successfully",
  teacherClassesSaved: "Teacher's classes saved",
  // The classroom's assignments
  assignmentSaved: "Assignment saved",
  assignmentNotAssignable: "This cannot be assigned to this class",
  assignmentNudged: "Reminder sent",
  assignmentUpdated: "Assignment changed",
  assignmentWithdrawn: "Assignment withdrawn",
  assignmentIsWithdrawn: "This assignment has been withdrawn",
  teacherHeld: "Teacher put on hold successfully",
  firstSignInRequired: "Welcome! Please choose your own password to finish signing in.",
  oneTimeCodeExpired: "This one-time code has expired. Please ask your school for a new one.",
  firstSignInDone: "Your password is set. Welcome to Ganit!",
  // Buying seats (purchases): the wizard, renewals, verification, discount, course enablement
  utrRequired: "Please enter UTR number",
  utrInvalid: "A UTR number is 12 digits (UPI) or 16 to 22 letters and digits (bank transfer)",
  utrTaken: "This UTR number has already been used for a payment",
  studentLimitInvalid: "Student limit must be a whole number of at least 1",
  studentLimitTooHigh: "Student limit must be at most {{seatsMax}}",
  schoolCourseHasNoLimit:
    "A course for the school has no student limit (it is unlimited): leave the student limit blank",
  selectCourseAndClass: "Please select at least one course and class to proceed",
  agreeToTerms: "Please agree to terms and conditions",
  classAlreadyPurchased: "Class {{classNumber}} of {{course}} is already bought or under review",
  courseNotOffered: "This course is not offered any more",
  classNotInCourse: "Class {{classNumber}} is not offered in this course",
  classRepeated: "Class {{classNumber}} is chosen twice",
  courseRepeated: "A course is chosen twice",
  purchaseSubmitted: "Payment details submitted. Your classes are under review.",
  purchaseSubmitFailed: "An error occurred while submitting the request.",
  courseDataLoadFailed: "Failed to load course data.",
  discountLoadFailed: "Failed to load discount information.",
  discountInvalid: "Discount must be between 0 and {{discountMaxPercent}} percent, with at most 2 decimals",
  discountSaved: "Discount saved",
  paymentsNotConfigured: "The platform has not set up payments yet. Please try again later.",
  paymentApproved: "Payment verified. The classes are active.",
  paymentRejected: "Payment rejected",
  paymentAlreadyDecided: "This payment has already been verified or rejected",
  paymentsLoadFailed: "Failed to load payments",
  paymentDecisionFailed: "Failed to update the payment",
  rejectionReasonRequired: "Please give a reason for the rejection",
  receiptNotReady: "A receipt is issued once the payment is verified",
  renewalNotActive: "Only an active class with a student limit can get more seats",
  renewalPending: "More seats for this class are already under review",
  classStatusInvalid: "Status must be active or hold",
  enableLoadFailed: "Error loading data",
  enableAddFailed: "Error adding course",
  classRemoveFailed: "Error removing class",
  courseRemoveFailed: "Error removing course",
  classUpdateFailed: "Error updating class",
  classRemoved: "Class removed",
  courseRemoved: "Course removed",
  classUpdated: "Class updated",
  classAlreadyEnabled: "Class {{classNumber}} is already enabled for this course",
  limitBelowEnrolled: "The student limit cannot be below the {{current}} students already enrolled",
  classUnderReviewHold: "This class is under review: approve it, or reject its payment",
  learnerPurchaseSubmitted: "Payment details submitted. Your class is under review.",
  // Superadmin dashboard
  platformDashboardLoadFailed: "Failed to fetch dashboard data",
  // Buying seats: course edits that would drop a bought class; a learner's content access
  classInUse: "Class {{classNumber}} has been bought; it cannot be removed",
  classAccessNotGranted: "Access to Class {{classNumber}} has not been granted.",
  // Enrolment: the spec's toasts and validation, seats and the rules of a class
  studentAddedToCourse: "Student added to course successfully",
  studentRemovedFromCourse: "Student removed from course successfully",
  studentsEnrolled: "Successfully enrolled {{count}} students",
  studentsRemovedFromCourse: "Successfully removed {{count}} students",
  selectClassFirst: "Please select a class first",
  selectAtLeastOneStudent: "Please select at least one student",
  enrolBulkTooMany: "At most {{enrolBulkMax}} students can be enrolled or removed at once",
  seatsLeft: "Only {{remaining}} seats left in Class {{classNumber}}",
  classNotPurchased: "Class {{classNumber}} of this course has not been bought by your school",
  classBlocked: "Class {{classNumber}} is blocked: students cannot be enrolled in it",
  classOnHold:
    "Class {{classNumber}} is under review: students can be enrolled once the payment is verified and the class is active",
  alreadyEnrolled: "This student is already enrolled in Class {{classNumber}}",
  notEnrolledInClass: "This student is not enrolled in Class {{classNumber}}",
  notEnrolledInCourse: "This student is not enrolled in this course",
  courseStatsLoadFailed: "Error fetching course stats",
  enrolAddFailed: "Error adding student to course",
  enrolRemoveFailed: "Error removing student from course",
  bulkEnrolFailed: "Error in bulk enrollment",
  bulkRemoveFailed: "Error in bulk removal",
  // Enrolment and learning (content access and progress)
  classNoAccess: "You don't have access to Class {{classNumber}}.",
  progressDoneInvalid: "Done must be true or false",
  // Practice (exercise sets, attempts, answers, results)
  practiceNotFound: "This exercise set was not found",
  practiceResourceTypeInvalid:
    "Only a practice, quiz, MCQ, Fill in the Blanks, matching or worksheet resource can hold an exercise set",
  practiceSetEmpty: "Add at least one question or one generator",
  practiceSetTooLarge: "This exercise set is too large. Please split it into smaller sets.",
  practiceModeInvalid: "Choose practice or quiz",
  practiceMasteryInvalid:
    "Choose a mastery rule: all correct, n in a row (2, 3, 5 or 10), or m of the last n",
  practiceKindInvalid: "Choose a question type",
  practiceAnswerMissing: "Give the correct answer",
  practiceAnswerIndexInvalid: "The correct answer must be one of the options",
  practiceNumberInvalid: "Write a number, a decimal or a fraction such as 1/2",
  practiceAnswerFormInvalid: "Choose one of the listed answer forms and units",
  practiceAnswerFormMismatch:
    "The answer and its accepted forms must be written in the form the question asks for, with its unit or none",
  practiceExpressionInvalid:
    "Write an expression or an equation such as 3x + 2, 2(x+1), x^2 - 9 or 2x + 3 = 11 (whole powers up to 9)",
  practiceSolutionInvalid:
    'Give one value, a pair (x, y), two roots, or no value for "no solution", each a number',
  practiceTimeInvalid: "Write a time on a clock such as 3:45",
  practiceTouchInvalid:
    "This touch answer cannot be made: check the notes and coins, the number line's marks, the shape's parts or the sum",
  practiceOptionsCount: "Give between 2 and {{practiceOptionsMax}} options",
  practiceBlanksMismatch: "Write one ___ in the question for each blank",
  practiceHindiMismatch:
    "The Hindi version needs as many options, items and pairs as the English one, and a ___ for each blank",
  practiceDenominatorInvalid: "The denominator must be a whole number above 0",
  practiceGeneratorInvalid: "Choose a question generator",
  practiceGeneratorRange: "This generator's range is from {{min}} to {{max}}",
  practiceItemIdInvalid: "Question ids use lower-case letters, digits and hyphens",
  practiceItemIdDuplicate: "Two questions have the same id",
  practiceTexInvalid: "The mathematics in this text could not be read: {{detail}}",
  practiceSaved: "Exercise set saved",
  practiceRemoved: "Exercise set removed",
  practiceAttemptNotFound: "This attempt was not found",
  practiceItemNotFound: "This question is not part of this attempt",
  practiceAnswerInvalid: "This answer does not fit the question",
  practiceDailyLimit:
    "That is enough practice for today: your answers from now on can be saved tomorrow. Take a break and come back then.",
  practiceNoReview: "Nothing to review yet: a set you are proficient in comes back for review a day later",
  practiceTestEmpty: "This chapter has no test yet: none of its skills can be practised",
  practiceTestSubmitted: "This test has already been submitted",
  practiceTestTimeUp: "The time for this test is up: answers given now are not counted",
  teacherTestTooMany: "A test holds at most {{max}} questions",
  teacherTestEmpty: "Add at least one question to the test",
  teacherTestSlotInvalid: "A question of the test is not one of the chosen chapters' skills",
  teacherTestHasSittings:
    "Children have already sat this test: its questions can no longer be changed or the test deleted",
  teacherTestAssigned: "This test is assigned to a class: withdraw the assignment before deleting the test",
  teacherTestSaved: "Test saved",
  teacherTestDeleted: "Test deleted",
  // Operator schools: the active-schools screen and a school's status (hold, blocked, active)
  schoolOnHold:
    "Your school's Ganit account is on hold, so no one of the school can sign in for now. Please contact your school or the Ganit team.",
  schoolBlocked:
    "Your school's Ganit account has been blocked, so no one of the school can sign in. Please contact your school or the Ganit team.",
  schoolStatusReasonRequired: "Please give a reason for putting the school on hold or blocking it",
  schoolStatusInvalid: "Status must be active, hold or blocked",
  schoolActivated: "School activated. Its accounts can sign in again.",
  schoolHeld: "School put on hold. Its accounts are signed out and cannot sign in.",
  schoolBlockedDone: "School blocked. Its accounts are signed out and cannot sign in.",
  schoolsNotFound: "No schools found",
  schoolsRefreshed: "Data refreshed successfully",
  schoolsRefreshFailed: "Failed to refresh data",
  schoolStatusFailed: "Failed to change the school's status",
} as const;

export type MessageKey = keyof typeof MESSAGE_TEMPLATES;
export type MessageParams = Record<string, string | number>;

/** Fills `{{name}}` from the parameters, then from LIMITS; an unknown name stays as it is. */
export function fillTemplate(template: string, params: MessageParams = {}): string {
  const values: Record<string, string | number> = { ...LIMITS, ...params };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** The English text of every message, limits filled in: what the API sends in `message`. */
export const MESSAGES = Object.fromEntries(
  Object.entries(MESSAGE_TEMPLATES).map(([key, template]) => [key, fillTemplate(template)]),
) as { readonly [K in MessageKey]: string };

/**
 * A message reference: a key, with parameters when its template needs more than LIMITS
 * (`textTooLong?max=120`). Schemas use references as their error messages, so the server can send
 * both the English text and the key, and the web's forms translate them by key.
 */
export type MessageRef = MessageKey | `${MessageKey}?${string}`;

export function msg(key: MessageKey, params?: MessageParams): MessageRef {
  if (!params || Object.keys(params).length === 0) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join("&");
  return `${key}?${query}`;
}

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(MESSAGE_TEMPLATES, value);

/** The key and parameters of a reference, or null when the text is not one (e.g. zod's own words). */
export function parseMessageRef(ref: string): { key: MessageKey; params: MessageParams } | null {
  const [key = "", query] = ref.split("?", 2);
  if (!isMessageKey(key)) return null;
  const params: MessageParams = {};
  for (const pair of (query ?? "").split("&").filter(Boolean)) {
    const [name = "", value = ""] = pair.split("=", 2);
    params[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return { key, params };
}

/** The English text of a reference; any other text is returned as it is. */
export function messageText(ref: string): string {
  const parsed = parseMessageRef(ref);
  return parsed ? fillTemplate(MESSAGE_TEMPLATES[parsed.key], parsed.params) : ref;
}
