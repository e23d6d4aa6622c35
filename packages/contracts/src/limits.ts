/** Limits shared by the API schemas and the forms. One place, used by both sides. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMax: 254,
  nameMax: 120,
  /** A roll number the school types in its upload. */
  rollNumberMax: 20,
  /** A class's section: "A", "B", or the school's own name ("Rose"). */
  sectionMax: 20,
  /** The classes and sections one teacher may be given. */
  teacherClassesMax: 50,
  /** The children one assignment or one nudge may name (a class is at most this many). */
  assignmentChildrenMax: 200,
  /** A teacher's own title for an assignment ("Shapes, before the test"). */
  assignmentTitleMax: 120,
  emailMax: 254,
  phoneMax: 20,
  searchMax: 100,
  /** Summary mails a parent may ask for now (besides Sunday's) in 24 hours (docs/adr/0733). */
  parentSummariesPerDay: 3,
  /** Failed sign-ins allowed for one username from one IP inside the window before 429. */
  loginFailuresAllowed: 5,
  /**
   * Usernames with failed sign-ins from one IP inside the window before every new username from it is
   * refused (a spray across accounts). Usernames, not attempts: each costs a guesser at most
   * loginFailuresAllowed guesses, while a school lab behind one address — forty children each
   * mistyping, one child hammering — counts one per child however often they mistype
   * (docs/adr/0201-sign-in-brakes-for-a-shared-address.md).
   */
  loginFailedUsernamesPerIp: 200,
  loginWindowMinutes: 15,
  /** Forgot-password requests from one IP inside the window before 429. */
  forgotPasswordPerIp: 20,
  forgotPasswordWindowMinutes: 15,
  resetTokenMinutes: 30,
  welcomeTokenDays: 7,
  sessionHours: 12,
  bodyLimitBytes: 1024 * 1024,
  classMin: 1,
  classMax: 10,
  /** A teacher's age on the day they are added: a born-2020 "teacher" is a typing slip (docs/adr/0321). */
  teacherAgeMin: 18,
  teacherAgeMax: 80,
  pageMax: 100_000,
  /** The audit trail's export (.xlsx or CSV): more events than this ask for a narrower filter. */
  auditExportMax: 50_000,
  // Course catalogue (admin course screens): every text and every count is bounded, so an oversized
  // course document is a 4xx. A class of 40 topics × 40 sub-topics × 20 resources is far above any
  // real syllabus; the whole document must still fit the request body limit.
  courseNameMax: 120,
  courseTextMax: 200,
  courseClassesMax: 10,
  courseLevelsMax: 40,
  courseTitlesMax: 40,
  courseResourcesMax: 20,
  resourceUrlMax: 2048,
  /** Highest price of one class, in rupees (₹1 crore); stored in paise, well inside a 32-bit integer. */
  priceMaxRupees: 10_000_000,
  // Content library: names of a course, topic, subtopic or page; a page body at most 1 MB (UTF-8),
  // and the request that carries it (JSON may escape a body to twice its size, plus the names).
  contentNameMax: 200,
  contentBodyMaxBytes: 1_000_000,
  contentRequestMaxBytes: 3 * 1024 * 1024,
  // Schools and individual learners
  placeMax: 100,
  addressMax: 300,
  /**
   * School registrations (every attempt that passes validation) from one IP inside the window: a
   * district office or a school chain registering its schools in one sitting stays under it.
   */
  schoolRegistrationsPerIp: 20,
  /**
   * Learner registrations from one IP inside the window: a family, a cyber café, a school lab. Refused
   * attempts (an e-mail already taken) count too, so a lab of 40 needs room for a retry each.
   */
  learnerRegistrationsPerIp: 100,
  registrationWindowMinutes: 60,
  /** Grievances from one IP in an hour: a school office's several parents, never a flood. */
  grievancesPerIp: 20,
  grievanceMessageMax: 4000,
  /** A teacher's note about a child for the parents: a few sentences, read on a phone. */
  noteMax: 500,
  // Students and teachers
  /** Rows in one student or teacher upload: a large school's whole roll in one request. */
  bulkRowsMax: 5000,
  /** Request body of an upload: 5,000 rows of about 250 bytes of JSON each, with room to spare. */
  bulkBodyLimitBytes: 4 * 1024 * 1024,
  /** How long a credentials sheet's one-time code works. */
  oneTimeCodeDays: 30,
  // Buying seats (purchases)
  /** Seats of one class in one purchase line, and a class's student limit. */
  seatsMax: 10_000,
  /** Courses in one purchase (the whole catalogue fits). */
  purchaseCoursesMax: 100,
  /**
   * Below 100: a whole discount would make every total 0, which no UPI payment can carry. Free access
   * is given by enabling classes for a school instead.
   */
  discountMaxPercent: 90,
  rejectionReasonMax: 500,
  /** The reason given for putting a school on hold or blocking it (mailed to the school). */
  schoolStatusReasonMax: 500,
  // Enrolment
  /** Students in one bulk enrolment or removal, and ids in one "Select All Filtered" answer. */
  enrolBulkMax: 5000,
  // Practice (native exercise sets): a set is read on a cheap phone, so every text and count is small.
  practiceItemsMax: 50,
  practiceGeneratorsMax: 12,
  /** Items one generator adds to an attempt. */
  practiceGeneratedMax: 20,
  practicePromptMax: 2000,
  practiceHintMax: 1000,
  practiceSolutionMax: 3000,
  practiceOptionMax: 300,
  practiceOptionsMax: 8,
  practiceAcceptMax: 10,
  practiceBlanksMax: 6,
  practiceAnswerTextMax: 40,
  practiceMisconceptionMax: 200,
  /** Offline answers in one sync request (a whole chapter done on a bus). */
  practiceSyncMax: 200,
  /**
   * A child's practice in one rolling day: attempts begun and answers received. A class of forty
   * doing every set of a chapter twice stays far below; a script looping on the API stops here.
   */
  practiceAttemptsPerDay: 300,
  practiceAnswersPerDay: 3000,
  /** A stored set, HTML included: a chapter of a few sets stays near 50 KB on the phone. */
  practiceSetMaxBytes: 200_000,
  /** A chapter test's questions, drawn across the chapter's skills (docs/adr/0691). */
  practiceTestQuestions: 15,
  /** A test's question slots at most (a teacher's own test: docs/adr/0693). */
  practiceTestSlotsMax: 100,
  /** A teacher's test: its title, the chapters it is drawn from, and its time limit in minutes. */
  teacherTestTitleMax: 120,
  teacherTestChaptersMax: 12,
  teacherTestMinutesMax: 180,
  /**
   * A timed test's grace after its deadline, in seconds: an answer or a submit the phone sent in
   * time may reach the server a little later on a slow line (docs/adr/0696).
   */
  teacherTestGraceSeconds: 30,
  /** The other questions of the same skill offered when a teacher replaces one. */
  teacherTestAlternatives: 6,
} as const;
export type LimitKey = keyof typeof LIMITS;
