import {
  type AnswerValue,
  type GeneratorSpec,
  type IssuedQuestion,
  type Mastery,
  ROLES,
  type StoredItem,
  type TestSlot,
  USER_STATUSES,
} from "@ganit/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The platform's tables. docs/data-model.md describes the whole model (accounts, schools, courses,
 * purchases, enrolments, content, progress).
 *
 * Ids are opaque text (random UUIDs made by the server); the API returns them as `_id`.
 * Identity and contact (name, e-mail, phone) live once, on `users`; the role tables hold what only
 * that role has, keyed by the user they belong to.
 */
const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** A required key to the row this one belongs to: deleting that row deletes this one. */
const ownedBy = <Name extends string>(name: Name, owner: () => AnyPgColumn) =>
  text(name).notNull().references(owner, { onDelete: "cascade" });
/** The trigram indexes' pending list (kB): at most 8 pages a search reads besides the index itself. */
const GIN_PENDING_LIST_KB = 64;

export const roleEnum = pgEnum("role", ROLES);
export const userStatusEnum = pgEnum("user_status", USER_STATUSES);
export const schoolStatusEnum = pgEnum("school_status", ["active", "hold", "blocked"]);

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    role: roleEnum("role").notNull(),
    status: userStatusEnum("status").notNull().default("active"),
    /** argon2id; null until the user sets a password through a welcome link. */
    passwordHash: text("password_hash"),
    /**
     * Sessions carry the version they were signed at; a password reset or change, a hold or a
     * deletion raises it, so every token issued before stops working at once, on every process.
     */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    // The admin-users list sorts staff accounts by name (the default) within their roles.
    index("users_role_name_idx").on(t.role, sql`lower(${t.name})`),
    // A search that finds text anywhere in an account's name (ILIKE '%…%', the audit trail's actor):
    // a trigram index (pg_trgm, migration 0010). Its pending list is kept short, as on the students'
    // trigram indexes below (docs/adr/0571-search-across-schools-holds-its-index-plan.md).
    index("users_name_trgm_idx")
      .using("gin", t.name.op("gin_trgm_ops"))
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB }),
    // The school dashboard's getting-started count of pupils who have neither a password nor a live
    // sign-in code: only the accounts without a password, so the count never reads every school's
    // accounts to find them (at 10,000 pupils the planner did: 16,340 accounts for 24).
    index("users_no_password_idx").on(t.id).where(sql`${t.passwordHash} is null`),
  ],
);

export const schools = pgTable(
  "schools",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    udiscCode: text("udisc_code").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    district: text("district").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    status: schoolStatusEnum("status").notNull().default("active"),
    /** The reason given with the last hold or block (mailed to the school); kept until the next change. */
    statusReason: text("status_reason"),
    /** When the superadmin last changed the status; null while it is the registration's `active`. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /**
     * The next roll number to hand out. Taken with `update … returning` (a block at a time for a
     * bulk upload), so numbers are unique in the school and never reused, on every process.
     */
    nextRollNumber: integer("next_roll_number").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("schools_user_idx").on(t.userId),
    uniqueIndex("schools_udisc_idx").on(t.udiscCode),
    index("schools_status_idx").on(t.status),
    // The superadmin's schools list: filtered by state (and the filter's options, the distinct states).
    index("schools_state_idx").on(t.state),
  ],
);

/** A school's pupil (role student, schoolId set) or an individual learner (role studentb2c, no school). */
export const students = pgTable(
  "students",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    schoolId: text("school_id").references(() => schools.id, { onDelete: "restrict" }),
    rollNumber: text("roll_number"),
    classNumber: integer("class_number").notNull(),
    fathername: text("fathername").notNull(),
    dob: date("dob", { mode: "string" }),
    /**
     * An individual learner is a child: the parent or guardian who consented (DPDP Act 2023, s. 9)
     * and when. Null for a school's pupils, whose school consents for them.
     */
    guardianName: text("guardian_name"),
    guardianConsentAt: timestamp("guardian_consent_at", { withTimezone: true }),
    /**
     * A school's pupil as the upload's duplicate check compares them: the name, the date of birth
     * and the father's name, each trimmed, inner spaces collapsed, lower case (students/bulk.ts,
     * `duplicateKey`). Written by the students module whenever one of the three changes; null for
     * individual learners, who belong to no school.
     */
    duplicateKey: text("duplicate_key"),
    /**
     * The account's name and e-mail lower-cased, and its phone: what the school's lists sort and search
     * by, kept here, where the lists' filter (the school) lives, so one index holds the school and the
     * order and no list reads another school's accounts (docs/adr/0371). Written by the students
     * module with the row, and again in the transaction that changes the account (`updateStudent`).
     */
    sortName: text("sort_name").notNull(),
    sortEmail: text("sort_email").notNull(),
    accountPhone: text("account_phone"),
    /**
     * The pupil's section of their class ("A", "B", or the school's own name, normalised by
     * `sectionSchema`); null when the school does not use sections (docs/adr/0531).
     */
    section: text("section"),
    createdAt: createdAt(),
  },
  (t) => [
    // Duplicate check of an upload: the same name, dob and father's name already in the school.
    index("students_school_duplicate_key_idx").on(t.schoolId, t.duplicateKey),
    uniqueIndex("students_user_idx").on(t.userId),
    // The school's lists, each order read from its index with the tiebreaker (no sort, no other school).
    index("students_school_class_idx").on(t.schoolId, t.classNumber, t.id),
    index("students_school_name_idx").on(t.schoolId, t.sortName, t.id),
    index("students_school_email_idx").on(t.schoolId, t.sortEmail, t.id),
    // The list filtered by class and section, by name; and a teacher's section of a class.
    index("students_school_class_section_name_idx").on(
      t.schoolId,
      t.classNumber,
      t.section,
      t.sortName,
      t.id,
    ),
    // The superadmin's students list filtered by class across schools: its count reads the index alone.
    index("students_class_school_idx").on(t.classNumber, t.schoolId),
    uniqueIndex("students_school_roll_idx").on(t.schoolId, t.rollNumber),
    // The superadmin's search across schools (ILIKE '%…%' anywhere in a name, e-mail, phone or roll
    // number): a trigram index on each of the row's copies and on its roll number, so the search reads
    // the students table alone. GIN's pending list (new rows' entries not yet merged) is read whole by
    // every search and priced so by the planner: past a few hundred pages after an upload, it chose to
    // read every row instead; kept to 64 kB, it is merged as uploads go
    // (docs/adr/0571-search-across-schools-holds-its-index-plan.md).
    ...(
      [
        ["students_roll_number_trgm_idx", t.rollNumber],
        ["students_sort_name_trgm_idx", t.sortName],
        ["students_sort_email_trgm_idx", t.sortEmail],
        ["students_account_phone_trgm_idx", t.accountPhone],
      ] as const
    ).map(([name, column]) =>
      index(name)
        .using("gin", column.op("gin_trgm_ops"))
        .with({ gin_pending_list_limit: GIN_PENDING_LIST_KB }),
    ),
    check("students_class_range", sql`${t.classNumber} between 1 and 10`),
  ],
);

/**
 * A parent's verifiable consent for an individual learner under 18 (DPDP Act 2023, s. 9): asked at
 * registration by a link mailed to the parent's own address (never the child's), confirmed when the
 * parent opens it, withdrawn through the same link. Every request stays as the record of what was
 * asked, of whom, under which notice, and when it was given or withdrawn; it goes with the child.
 */
export const guardianConsents = pgTable(
  "guardian_consents",
  {
    id: id(),
    studentId: ownedBy("student_id", () => students.id),
    guardianEmail: text("guardian_email").notNull(),
    /** SHA-256 of the link's token: the link is the parent's key to confirm, withdraw and ask for the child's data. */
    tokenHash: text("token_hash").notNull(),
    noticeVersion: text("notice_version").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("guardian_consents_token_idx").on(t.tokenHash),
    index("guardian_consents_student_idx").on(t.studentId, t.requestedAt),
    index("guardian_consents_requested_idx").on(t.requestedAt),
  ],
);

/**
 * A school's acceptance of the data-processing terms at registration: Ganit processes its pupils'
 * data on the school's behalf. Who accepted (the school account), which terms and notice, when, from where.
 */
export const termsAcceptances = pgTable(
  "terms_acceptances",
  {
    id: id(),
    schoolId: ownedBy("school_id", () => schools.id),
    acceptedByUserId: text("accepted_by_user_id").notNull(),
    termsVersion: text("terms_version").notNull(),
    noticeVersion: text("notice_version").notNull(),
    ip: text("ip"),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("terms_acceptances_school_idx").on(t.schoolId, t.acceptedAt),
    index("terms_acceptances_accepted_idx").on(t.acceptedAt),
  ],
);

/**
 * The grievance register (DPDP Act 2023, s. 13; Rules: answered within 90 days): a complaint from the
 * public form, and the operator's answer. Who wrote it is their own name and address, as typed.
 */
export const grievances = pgTable(
  "grievances",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    answer: text("answer"),
    answeredByUserId: text("answered_by_user_id"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [index("grievances_open_idx").on(t.answeredAt, t.receivedAt)],
);

export const teachers = pgTable(
  "teachers",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    schoolId: text("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "restrict" }),
    dob: date("dob", { mode: "string" }),
    /** The account's name and e-mail lower-cased, and its phone, as on `students` (docs/adr/0371). */
    sortName: text("sort_name").notNull(),
    sortEmail: text("sort_email").notNull(),
    accountPhone: text("account_phone"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("teachers_user_idx").on(t.userId),
    index("teachers_school_idx").on(t.schoolId),
    index("teachers_school_name_idx").on(t.schoolId, t.sortName, t.id),
    index("teachers_school_email_idx").on(t.schoolId, t.sortEmail, t.id),
  ],
);

/**
 * The classes a teacher teaches: a course's class of the school, and one section of it or (section
 * null) all of it. The school office sets them; the access rules narrow a teacher to them
 * (access/rules.ts, docs/adr/0532). A teacher may have several; a class several teachers.
 */
export const teacherClasses = pgTable(
  "teacher_classes",
  {
    id: id(),
    teacherId: ownedBy("teacher_id", () => teachers.id),
    schoolId: ownedBy("school_id", () => schools.id),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    classNumber: integer("class_number").notNull(),
    section: text("section"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("teacher_classes_unique").on(t.teacherId, t.courseId, t.classNumber, t.section).nullsNotDistinct(),
    // A class's teachers (the office's view of a class).
    index("teacher_classes_school_class_idx").on(t.schoolId, t.courseId, t.classNumber, t.section),
    check("teacher_classes_class_range", sql`${t.classNumber} between 1 and 10`),
  ],
);

/** Failed sign-ins, per lower-cased username and IP. In the database so every Ganit process sees them. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_lookup_idx").on(t.username, t.ip, t.failedAt),
    // Failures from one address over every username (a spray of guesses across accounts).
    index("login_failures_ip_idx").on(t.ip, t.failedAt),
  ],
);

/**
 * Requests counted against a limit that is not about passwords (forgot-password per IP, later the
 * public registration forms): one row per request, in the database so every process sees them.
 */
export const throttleHits = pgTable(
  "throttle_hits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("throttle_hits_lookup_idx").on(t.bucket, t.key, t.at)],
);

/**
 * Sessions ended one at a time (a logout): the token's `jti`, until the token would have expired
 * anyway. Every request checks its token against it, on every process. Ending all of a user's
 * sessions raises `users.session_version` instead.
 */
export const endedSessions = pgTable(
  "ended_sessions",
  {
    jti: text("jti").primaryKey(),
    userId: ownedBy("user_id", () => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("ended_sessions_expiry_idx").on(t.expiresAt)],
);

export const tokenPurposeEnum = pgEnum("token_purpose", ["reset", "welcome", "first_signin"]);

/**
 * Password reset and welcome links, and the one-time sign-in codes of a credentials sheet
 * (`first_signin`: exchanged for a chosen password at the first sign-in). Only the SHA-256 of a
 * token or code is stored.
 */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: id(),
    userId: ownedBy("user_id", () => users.id),
    tokenHash: text("token_hash").notNull(),
    purpose: tokenPurposeEnum("purpose").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_tokens_hash_idx").on(t.tokenHash),
    index("password_tokens_user_idx").on(t.userId),
  ],
);

export const mailStatusEnum = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);

/**
 * The transactional outbox: a mail is a row written in the transaction of the work that sends it,
 * so a rolled-back import mails nobody. The dispatcher delivers committed rows through SMTP after the
 * commit, with retries; without SMTP_URL they stay pending (`npm run mail:outbox` shows them).
 * While `sending`, `next_attempt_at` is the end of the claim: a process that died mid-send leaves a
 * row another process takes up after it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: mailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const jobStatusEnum = pgEnum("job_status", ["pending", "running", "done", "failed"]);

/**
 * Work done after the request that asked for it, by whichever process claims it first
 * (`FOR UPDATE SKIP LOCKED`). A forgot-password request is one: the request only writes the row,
 * so it costs the same whether or not the username exists.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: jobStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAfter)],
);

/**
 * The audit trail: who did what to what, from where, when. Written through one helper in the same
 * transaction as the action. No foreign keys: the trail of a deleted user stays. Never holds a
 * password, a token or a link.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: text("actor_user_id"),
    actorRole: roleEnum("actor_role"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    schoolId: text("school_id"),
    ip: text("ip"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_actor_idx").on(t.actorUserId, t.at),
    index("audit_events_target_idx").on(t.targetType, t.targetId, t.at),
    index("audit_events_school_idx").on(t.schoolId, t.at),
    index("audit_events_action_idx").on(t.action, t.at),
  ],
);

/**
 * The course catalogue (admin). A course holds classes 1–10, each with its prices (integer paise)
 * and a tree of levels > titles > resources. A course that schools or learners have is never
 * deleted: `archived_at` hides it from the catalogue and from new purchases.
 */
export const courses = pgTable(
  "courses",
  {
    id: id(),
    name: text("name").notNull(),
    /** The name in Hindi, shown when the reader chose Hindi; null: the English name is shown. */
    nameHi: text("name_hi"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    // Unique without regard to case among the live catalogue; an archived name may be used again.
    uniqueIndex("courses_name_lower_live_idx").on(sql`lower(${t.name})`).where(sql`${t.archivedAt} is null`),
  ],
);

export const courseClasses = pgTable(
  "course_classes",
  {
    id: id(),
    courseId: ownedBy("course_id", () => courses.id),
    classNumber: integer("class_number").notNull(),
    pricePerStudentPaise: integer("price_per_student_paise").notNull(),
    pricePerSchoolPaise: integer("price_per_school_paise").notNull(),
  },
  (t) => [
    uniqueIndex("course_classes_course_class_idx").on(t.courseId, t.classNumber),
    check("course_classes_class_range", sql`${t.classNumber} between 1 and 10`),
    check("course_classes_prices", sql`${t.pricePerStudentPaise} >= 0 and ${t.pricePerSchoolPaise} >= 0`),
  ],
);

export const courseLevels = pgTable(
  "course_levels",
  {
    id: id(),
    courseClassId: ownedBy("course_class_id", () => courseClasses.id),
    levelNumber: integer("level_number").notNull(),
    levelName: text("level_name").notNull(),
    levelNameHi: text("level_name_hi"),
  },
  (t) => [uniqueIndex("course_levels_class_number_idx").on(t.courseClassId, t.levelNumber)],
);

export const courseTitles = pgTable(
  "course_titles",
  {
    id: id(),
    courseLevelId: ownedBy("course_level_id", () => courseLevels.id),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    titleHi: text("title_hi"),
  },
  (t) => [index("course_titles_level_idx").on(t.courseLevelId, t.position)],
);

export const courseResources = pgTable(
  "course_resources",
  {
    id: id(),
    courseTitleId: ownedBy("course_title_id", () => courseTitles.id),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    url: text("url").notNull(),
  },
  (t) => [
    index("course_resources_title_idx").on(t.courseTitleId, t.position),
    // Which courses link a lesson page (`/viewresource/{id}`): the library's "used by" and its delete guard.
    index("course_resources_url_idx").on(t.url),
  ],
);

/**
 * One row counting changes to the catalogue (courses and their trees). Every statement that writes
 * one of the five course tables bumps it, by a trigger, in the writer's own transaction
 * (migration 0012). Each process holds the catalogue and the course trees in memory and compares
 * this number before serving them, so no process serves a tree older than the last save.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_one_row", sql`${t.id} = 1`)],
);

/**
 * The content library: lesson pages (an HTML body, scripts allowed) shown only from their own
 * sandboxed URL. The course, topic and subtopic are names (free text or picked from existing ones),
 * not references: the library is authored independently of the catalogue.
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: id(),
    coursename: text("coursename").notNull(),
    classnumber: integer("classnumber").notNull(),
    topicname: text("topicname").notNull(),
    subtopicname: text("subtopicname").notNull(),
    contentname: text("contentname").notNull(),
    content: text("content").notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_items_filters_idx").on(t.coursename, t.classnumber, t.topicname, t.subtopicname),
    check("content_items_class_range", sql`${t.classnumber} between 1 and 10`),
  ],
);

/**
 * Buying seats. A purchase is one payment (one UTR) by one buyer — a school or an individual
 * learner — for one or more class lines of one kind. Every amount is computed by the server, in
 * integer paise; the discount is the platform's percent at the time, in basis points (1250 = 12.5 %).
 * `pending` until a superadmin verifies the payment (`verified`) or rejects it with a reason.
 */
export const enablementKindEnum = pgEnum("enablement_kind", ["students", "school"]);
export const classStatusEnum = pgEnum("class_status", ["active", "hold", "blocked"]);
export const purchaseStatusEnum = pgEnum("purchase_status", ["pending", "verified", "rejected"]);

export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    buyerSchoolId: text("buyer_school_id").references(() => schools.id, { onDelete: "restrict" }),
    buyerStudentId: text("buyer_student_id").references(() => students.id, { onDelete: "restrict" }),
    kind: enablementKindEnum("kind").notNull(),
    /** Upper-cased; one payment pays for one purchase, so it is unique across all purchases. */
    utrNumber: text("utr_number").notNull(),
    subtotalPaise: bigint("subtotal_paise", { mode: "number" }).notNull(),
    discountBasisPoints: integer("discount_basis_points").notNull(),
    totalPaise: bigint("total_paise", { mode: "number" }).notNull(),
    status: purchaseStatusEnum("status").notNull().default("pending"),
    createdByUserId: text("created_by_user_id").notNull(),
    createdAt: createdAt(),
    decidedByUserId: text("decided_by_user_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
  },
  (t) => [
    uniqueIndex("purchases_utr_idx").on(t.utrNumber),
    index("purchases_status_idx").on(t.status, t.createdAt),
    index("purchases_school_idx").on(t.buyerSchoolId, t.createdAt),
    index("purchases_student_idx").on(t.buyerStudentId, t.createdAt),
    check("purchases_one_buyer", sql`(${t.buyerSchoolId} is null) <> (${t.buyerStudentId} is null)`),
    check("purchases_amounts", sql`${t.subtotalPaise} >= 0 and ${t.totalPaise} >= 0`),
    check("purchases_discount_range", sql`${t.discountBasisPoints} between 0 and 10000`),
  ],
);

/**
 * One bought class of a purchase, priced when bought. `seats` is the student limit bought (kind
 * students; null for kind school). A renewal line adds seats to a class the buyer already has.
 */
export const purchaseLines = pgTable(
  "purchase_lines",
  {
    id: id(),
    purchaseId: ownedBy("purchase_id", () => purchases.id),
    position: integer("position").notNull(),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    classNumber: integer("class_number").notNull(),
    seats: integer("seats"),
    unitPricePaise: integer("unit_price_paise").notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    renewal: boolean("renewal").notNull().default(false),
  },
  (t) => [
    index("purchase_lines_purchase_idx").on(t.purchaseId, t.position),
    index("purchase_lines_course_idx").on(t.courseId),
    check("purchase_lines_class_range", sql`${t.classNumber} between 1 and 10`),
    check("purchase_lines_seats", sql`${t.seats} is null or ${t.seats} >= 1`),
  ],
);

/**
 * What a school (or an individual learner) may use: one row per class of a course and kind.
 * Kind `students` gives seats to enrol students (`student_limit` null = unlimited); kind `school`
 * gives the school's own access (its teachers and content viewer). A purchase writes the row with
 * status `hold` ("Class is under review") and its verification makes it `active`; the superadmin's
 * course enablement writes the same rows directly (`purchase_id` null). One live row per class and
 * kind: a class cannot be bought twice, and two racing purchases cannot both win.
 */
export const purchasedClasses = pgTable(
  "purchased_classes",
  {
    id: id(),
    schoolId: text("school_id").references(() => schools.id, { onDelete: "restrict" }),
    studentId: text("student_id").references(() => students.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    classNumber: integer("class_number").notNull(),
    kind: enablementKindEnum("kind").notNull(),
    status: classStatusEnum("status").notNull(),
    studentLimit: integer("student_limit"),
    /** The purchase that created the row; null when the superadmin enabled the class directly. */
    purchaseId: text("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("purchased_classes_school_idx")
      .on(t.schoolId, t.courseId, t.classNumber, t.kind)
      .where(sql`${t.schoolId} is not null`),
    uniqueIndex("purchased_classes_student_idx")
      .on(t.studentId, t.courseId, t.classNumber)
      .where(sql`${t.studentId} is not null`),
    index("purchased_classes_course_idx").on(t.courseId),
    index("purchased_classes_purchase_idx").on(t.purchaseId),
    check("purchased_classes_one_owner", sql`(${t.schoolId} is null) <> (${t.studentId} is null)`),
    check("purchased_classes_class_range", sql`${t.classNumber} between 1 and 10`),
    check("purchased_classes_limit", sql`${t.studentLimit} is null or ${t.studentLimit} >= 1`),
  ],
);

/** Platform settings the superadmin changes at run time (the schools' discount percent). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedByUserId: text("updated_by_user_id"),
});

/**
 * A student's seat in a class of a student course: it uses a seat of the purchased class it names.
 * `currentStudents` of a purchased class is `count(enrolments)`, never a stored counter that could
 * drift. Access follows the purchased class's status (active → granted), so it is not stored either.
 * Written by the enrolment module; buying seats counts rows (limits, removals).
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: id(),
    studentId: ownedBy("student_id", () => students.id),
    purchasedClassId: ownedBy("purchased_class_id", () => purchasedClasses.id),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    classNumber: integer("class_number").notNull(),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enrolments_student_class_idx").on(t.studentId, t.courseId, t.classNumber),
    index("enrolments_purchased_class_idx").on(t.purchasedClassId),
    // A course's enrolments, and which students they are (the superadmin's students list filtered by
    // course reads the index alone).
    index("enrolments_course_student_idx").on(t.courseId, t.studentId),
  ],
);

/**
 * A student's progress through the resources of their classes, and nothing else about them:
 * when a resource was first and last opened (resume: the latest `last_opened_at`) and when the
 * student marked it done. docs/privacy.md says what is stored and why. Rows go with the student, and
 * with a resource the admin really removes (resource ids survive course edits).
 */
export const resourceProgress = pgTable(
  "resource_progress",
  {
    studentId: ownedBy("student_id", () => students.id),
    resourceId: ownedBy("resource_id", () => courseResources.id),
    courseId: ownedBy("course_id", () => courses.id),
    classNumber: integer("class_number").notNull(),
    firstOpenedAt: timestamp("first_opened_at", { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.resourceId] }),
    index("resource_progress_resume_idx").on(t.studentId, t.lastOpenedAt),
    index("resource_progress_class_idx").on(t.courseId, t.classNumber),
  ],
);

/**
 * Native practice (docs/adr/0332-practice-storage.md). An exercise set belongs to one course resource
 * (of type practice, quiz, MCQ, Fill in the Blanks, matching or worksheet) and goes with it. `items`
 * holds the author's questions with the HTML rendered from their TeX when saved.
 */
export const practiceSets = pgTable("practice_sets", {
  resourceId: text("resource_id")
    .primaryKey()
    .references(() => courseResources.id, { onDelete: "cascade" }),
  mode: text("mode").notNull(),
  mastery: jsonb("mastery").$type<Mastery>().notNull(),
  items: jsonb("items").$type<StoredItem[]>().notNull(),
  generators: jsonb("generators").$type<GeneratorSpec[]>().notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A test (docs/adr/0691): an ordered list of question slots, each a skill's set, a step and an
 * optional fixed seed. A chapter test (`kind` chapter) is drawn once per chapter of the course
 * across the chapter's skills; a teacher's own test will be another kind of the same row.
 */
export const practiceTests = pgTable(
  "practice_tests",
  {
    id: id(),
    kind: text("kind").notNull(),
    /** A chapter test's chapter (the syllabus's id, e.g. `ncert-c4-ch07`). */
    chapterId: text("chapter_id"),
    courseId: ownedBy("course_id", () => courses.id),
    classNumber: integer("class_number").notNull(),
    slots: jsonb("slots").$type<TestSlot[]>().notNull(),
    /** A teacher's test (docs/adr/0693): its school, who wrote it, its chapters, title and time limit. */
    schoolId: text("school_id").references(() => schools.id, { onDelete: "cascade" }),
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    chapterIds: jsonb("chapter_ids").$type<string[]>(),
    title: text("title"),
    timeLimitMinutes: integer("time_limit_minutes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("practice_tests_kind", sql`${t.kind} in ('chapter', 'teacher')`),
    check(
      "practice_tests_teacher_fields",
      sql`${t.kind} <> 'teacher' or (${t.schoolId} is not null and ${t.title} is not null and ${t.chapterIds} is not null)`,
    ),
    uniqueIndex("practice_tests_chapter_idx").on(t.courseId, t.chapterId).where(sql`${t.kind} = 'chapter'`),
    // A school's teachers' tests, one class at a time or the whole school, newest first.
    index("practice_tests_school_class_idx")
      .on(t.schoolId, t.courseId, t.classNumber, t.updatedAt, t.id)
      .where(sql`${t.kind} = 'teacher'`),
    index("practice_tests_school_idx").on(t.schoolId, t.updatedAt, t.id).where(sql`${t.kind} = 'teacher'`),
  ],
);

/**
 * One sitting of a student at a set (or a mixed review across sets, or a test: `resource_id` null):
 * the questions issued, each with its seed, so a quiz's answers are checked against what was asked.
 * A test's sitting names its test and, once submitted, when (it takes no answer after that).
 */
export const practiceAttempts = pgTable(
  "practice_attempts",
  {
    id: id(),
    studentId: ownedBy("student_id", () => students.id),
    resourceId: text("resource_id").references(() => courseResources.id, { onDelete: "cascade" }),
    courseId: ownedBy("course_id", () => courses.id),
    classNumber: integer("class_number").notNull(),
    kind: text("kind").notNull(),
    mode: text("mode").notNull(),
    items: jsonb("items").$type<IssuedQuestion[]>().notNull(),
    testId: text("test_id").references(() => practiceTests.id, { onDelete: "cascade" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the server opened it (the day's limit counts these; `started_at` may be the device's). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("practice_attempts_student_idx").on(t.studentId, t.resourceId, t.startedAt),
    index("practice_attempts_student_day_idx").on(t.studentId, t.receivedAt),
    // A test's sittings: its results, and whether a child sat an assigned test (docs/adr/0694).
    index("practice_attempts_test_idx").on(t.testId, t.studentId),
  ],
);

/**
 * One answer as the server graded it. `client_answer_id` is made once on the device: the same one
 * twice is one answer. `answered_at` is when the child answered (offline answers arrive later).
 */
export const practiceAnswers = pgTable(
  "practice_answers",
  {
    id: id(),
    attemptId: ownedBy("attempt_id", () => practiceAttempts.id),
    studentId: ownedBy("student_id", () => students.id),
    resourceId: ownedBy("resource_id", () => courseResources.id),
    itemId: text("item_id").notNull(),
    /** The question across its variants: the author's item id, or `g<n>` for a set's generator n. */
    questionKey: text("question_key").notNull(),
    clientAnswerId: text("client_answer_id").notNull(),
    answer: jsonb("answer").$type<AnswerValue>().notNull(),
    correct: boolean("correct").notNull(),
    firstTry: boolean("first_try").notNull(),
    misconception: text("misconception"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order the server received the answers in: a child's answers count in this order (one
     * phone sends its answers oldest first, one batch at a time), not by the device's clock.
     */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    /** When the server received it (the day's limit counts these). */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("practice_answers_client_idx").on(t.studentId, t.clientAnswerId),
    index("practice_answers_student_set_idx").on(t.studentId, t.resourceId, t.seq),
    index("practice_answers_student_day_idx").on(t.studentId, t.receivedAt),
    index("practice_answers_question_idx").on(t.resourceId, t.questionKey),
    index("practice_answers_attempt_idx").on(t.attemptId, t.itemId),
  ],
);

/** A student's standing in one set: its level and what the teacher's table shows. */
export const practiceLevels = pgTable(
  "practice_levels",
  {
    studentId: ownedBy("student_id", () => students.id),
    resourceId: ownedBy("resource_id", () => courseResources.id),
    courseId: ownedBy("course_id", () => courses.id),
    classNumber: integer("class_number").notNull(),
    level: text("level").notNull(),
    attempts: integer("attempts").notNull().default(0),
    bestScore: integer("best_score"),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }),
    wrongInARow: integer("wrong_in_a_row").notNull().default(0),
    needsHelpSince: timestamp("needs_help_since", { withTimezone: true }),
    /** The rule that raised the flag: `wrongInARow` or `lowScore`. */
    needsHelpReason: text("needs_help_reason"),
    proficientAt: timestamp("proficient_at", { withTimezone: true }),
    masteredAt: timestamp("mastered_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.resourceId] }),
    index("practice_levels_class_idx").on(t.courseId, t.classNumber, t.resourceId),
  ],
);

/**
 * What the syllabus loader wrote (docs/curriculum.md, "Loading the syllabus"): one row per item
 * (the course, a chapter's level, a title, a practice set, a lesson page), keyed by the syllabus's own
 * ids, with the id of the row it became and a hash of the content Ganit wrote there. A later load
 * updates an item whose row still hashes the same, and keeps (and reports) one an admin changed.
 */
export const syllabusItems = pgTable(
  "syllabus_items",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    refId: text("ref_id").notNull(),
    contentHash: text("content_hash").notNull(),
    loadedVersion: text("loaded_version").notNull(),
    loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index("syllabus_items_ref_idx").on(t.refId)],
);

/**
 * The classroom's assignments (docs/adr/0661): a lesson page or a practice set of a course's class,
 * given by a teacher or the school office to the class, one section of it (`section`), or chosen
 * children (`assignment_children`), from a start day to a due day (India days). `kind` says what the
 * resource was when assigned: a lesson page, a practice set, or a test-like set (quiz mode).
 */
export const assignments = pgTable(
  "assignments",
  {
    id: id(),
    schoolId: ownedBy("school_id", () => schools.id),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    classNumber: integer("class_number").notNull(),
    section: text("section"),
    /** The lesson page or set assigned; null when a teacher's test is (`test_id`). */
    resourceId: text("resource_id").references(() => courseResources.id, { onDelete: "cascade" }),
    /** A teacher's own test assigned (docs/adr/0694); a test with assignments cannot be deleted. */
    testId: text("test_id").references(() => practiceTests.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    /** Whether chosen children (rows of `assignment_children`) are the target, not the class or section. */
    chosen: boolean("chosen").notNull().default(false),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The teacher's own title (null: the resource's title), set when the assignment is edited. */
    title: text("title"),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    /** Withdrawn (docs/adr/0702): kept for the record, due to nobody. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawnByUserId: text("withdrawn_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // A class's assignments by due day (the teacher's list of one class, a child's due list, the
    // class's overdue rule), and a school's by due day (the office's list).
    index("assignments_class_due_idx").on(t.schoolId, t.courseId, t.classNumber, t.dueOn, t.id),
    index("assignments_school_due_idx").on(t.schoolId, t.dueOn, t.id),
    // The school's list in its other two orders (start day, made), read from an index, not sorted.
    index("assignments_school_starts_idx").on(t.schoolId, t.startsOn, t.id),
    index("assignments_school_created_idx").on(t.schoolId, t.createdAt, t.id),
    // A school's assignments of one resource: what a child's sitting or lesson visit is recorded
    // against (`assignment_work`, docs/adr/0723).
    index("assignments_school_resource_idx").on(t.schoolId, t.resourceId),
    check("assignments_class_range", sql`${t.classNumber} between 1 and 10`),
    check("assignments_kind", sql`${t.kind} in ('lesson', 'practice', 'test')`),
    check("assignments_days", sql`${t.startsOn} <= ${t.dueOn}`),
    check("assignments_one_target", sql`(${t.resourceId} is null) <> (${t.testId} is null)`),
    index("assignments_test_idx").on(t.testId),
  ],
);

/** The children an assignment names when they were chosen one by one. */
export const assignmentChildren = pgTable(
  "assignment_children",
  {
    assignmentId: ownedBy("assignment_id", () => assignments.id),
    studentId: ownedBy("student_id", () => students.id),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    // A child's chosen assignments (their due list).
    index("assignment_children_student_idx").on(t.studentId, t.assignmentId),
  ],
);

/**
 * How far a child has got with an assignment (docs/adr/0723): a row once they have begun it since its
 * start day (a sitting at the set, the lesson opened), `done_at` set while that work counts as done
 * (docs/adr/0662). Written by the assignments module only, in the transaction of the event that
 * changed it (the sitting, its answer, the lesson visit, the assignment's creation or new start day).
 * Kept for every child of the school who did the work, whether or not the assignment reaches them
 * today: who it reaches (section, chosen children, enrolment) is read when the state is read.
 */
export const assignmentWork = pgTable(
  "assignment_work",
  {
    assignmentId: ownedBy("assignment_id", () => assignments.id),
    studentId: ownedBy("student_id", () => students.id),
    /** When the server first recorded the child's work on it (a lesson: its visit, begun and done). */
    beganAt: timestamp("began_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the server recorded it done; null while it is only begun. */
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    // A child's rows (their erasure's cascade, their due list).
    index("assignment_work_student_idx").on(t.studentId, t.assignmentId),
    // An assignment's rows with whether each is done, read without the table (My classes counts
    // the past assignments' rows of the teacher's classes: index only).
    index("assignment_work_assignment_done_idx").on(t.assignmentId, t.studentId, t.doneAt),
  ],
);

/**
 * Where each enrolled child stands with the assignments of a course class (docs/adr/0738), for My
 * classes: the earliest due day among the class's assignments that reach them (not withdrawn; the
 * whole class, their section, or chosen with them) and that they have not done (`open_from`), and
 * among those they have not begun (`unbegun_from`); null: none. A day, not a tally, so it never
 * depends on today: overdue work is `open_from` before today, work not begun by its due day
 * `unbegun_from` before today. Written by the assignments module only, in the transaction of each
 * event that changes it: the child's work, an assignment made, edited or withdrawn, the child
 * enrolled or moved to another section. A row of a child no longer enrolled is left; the reads
 * join the enrolments.
 */
export const assignmentStanding = pgTable(
  "assignment_standing",
  {
    studentId: ownedBy("student_id", () => students.id),
    // No key to courses: a course with enrolled children cannot go (the enrolments' key), and a
    // child's row outlives only their enrolment, which the reads join.
    courseId: text("course_id").notNull(),
    classNumber: integer("class_number").notNull(),
    openFrom: date("open_from", { mode: "string" }),
    unbegunFrom: date("unbegun_from", { mode: "string" }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId, t.classNumber] })],
);

/**
 * A teacher's nudge of a child about an assignment: the in-app notice the child sees on their due
 * list (the newest per assignment). A parent's mail, where one is on record, is queued with it.
 */
export const assignmentNudges = pgTable(
  "assignment_nudges",
  {
    id: id(),
    assignmentId: ownedBy("assignment_id", () => assignments.id),
    studentId: ownedBy("student_id", () => students.id),
    nudgedByUserId: text("nudged_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("assignment_nudges_assignment_student_idx").on(t.assignmentId, t.studentId, t.createdAt)],
);

/**
 * Parents (docs/adr/0671). A parent account's own settings: the language of its weekly summary and
 * whether it is stopped. The account itself is a `users` row of role `parent`.
 */
export const parentAccounts = pgTable("parent_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  language: text("language").notNull().default("en"),
  /** When the parent stopped the weekly summary (its mail's link, or their settings); null: it comes. */
  summaryStoppedAt: timestamp("summary_stopped_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A code the school office gives a parent for one pupil: only its SHA-256 is kept; it works once,
 * for PARENT_CODE_DAYS days. A newer code for the same pupil leaves older ones working until they expire.
 */
export const parentCodes = pgTable(
  "parent_codes",
  {
    id: id(),
    studentId: ownedBy("student_id", () => students.id),
    schoolId: ownedBy("school_id", () => schools.id),
    codeHash: text("code_hash").notNull(),
    issuedByUserId: text("issued_by_user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    usedByUserId: text("used_by_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("parent_codes_hash_idx").on(t.codeHash),
    index("parent_codes_student_idx").on(t.studentId, t.createdAt),
  ],
);

/** A parent linked to a child (a pupil of a school): one parent, several children; a child, at most two parents. */
export const parentLinks = pgTable(
  "parent_links",
  {
    parentUserId: ownedBy("parent_user_id", () => users.id),
    studentId: ownedBy("student_id", () => students.id),
    /** The child's school, so the office's list and filter read the school's own rows. */
    schoolId: ownedBy("school_id", () => schools.id),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.parentUserId, t.studentId] }),
    index("parent_links_student_idx").on(t.studentId),
    index("parent_links_school_idx").on(t.schoolId, t.studentId),
  ],
);

/**
 * One weekly summary sent to one parent: the unique (parent, week) row is what makes several
 * processes send it once. `texts` holds each child's text for SMS or WhatsApp (≤ 300 characters).
 */
export const parentSummaries = pgTable(
  "parent_summaries",
  {
    parentUserId: ownedBy("parent_user_id", () => users.id),
    /** The India date of the Sunday the summary is for (YYYY-MM-DD). */
    week: date("week", { mode: "string" }).notNull(),
    language: text("language").notNull(),
    texts: jsonb("texts").$type<{ studentId: string; schoolId: string; text: string }[]>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.parentUserId, t.week] }),
    index("parent_summaries_week_idx").on(t.week),
    // A child's copy and erasure find the summaries holding the child's text (`texts @> [{studentId}]`)
    // through this index, not by reading every parent's every week.
    index("parent_summaries_texts_idx").using("gin", t.texts.op("jsonb_path_ops")),
  ],
);

/**
 * A teacher's note about a child for the child's parents (docs/adr/0731): written by a teacher of
 * the child's class, read by the school office and the child's linked parents. The child's data:
 * copied out and erased with the child. A teacher who leaves keeps no hold on it (set null).
 */
export const studentNotes = pgTable(
  "student_notes",
  {
    id: id(),
    studentId: ownedBy("student_id", () => students.id),
    teacherUserId: text("teacher_user_id").references(() => users.id, { onDelete: "set null" }),
    schoolId: ownedBy("school_id", () => schools.id),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("student_notes_student_idx").on(t.studentId, t.createdAt)],
);
