import { ROLES, USER_STATUSES } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The tables of the foundation. docs/data-model.md describes the whole model, including the
 * tables later issues add (courses, purchases, enrolments, content).
 *
 * Ids are opaque text (random UUIDs made by the server); the API returns them as `_id`.
 * Identity and contact (name, e-mail, phone) live once, on `users`; the role tables hold what only
 * that role has, keyed by the user they belong to.
 */
const id = () => text("id").primaryKey();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

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
  ],
);

export const schools = pgTable(
  "schools",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    udiscCode: text("udisc_code").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    district: text("district").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    status: schoolStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("schools_user_idx").on(t.userId),
    uniqueIndex("schools_udisc_idx").on(t.udiscCode),
    index("schools_status_idx").on(t.status),
  ],
);

/** A school's pupil (role student, schoolId set) or an individual learner (role studentb2c, no school). */
export const students = pgTable(
  "students",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolId: text("school_id").references(() => schools.id, { onDelete: "restrict" }),
    rollNumber: text("roll_number"),
    classNumber: integer("class_number").notNull(),
    fathername: text("fathername").notNull(),
    dob: date("dob", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("students_user_idx").on(t.userId),
    index("students_school_class_idx").on(t.schoolId, t.classNumber),
    uniqueIndex("students_school_roll_idx").on(t.schoolId, t.rollNumber),
    check("students_class_range", sql`${t.classNumber} between 1 and 10`),
  ],
);

export const teachers = pgTable(
  "teachers",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    schoolId: text("school_id")
      .notNull()
      .references(() => schools.id, { onDelete: "restrict" }),
    dob: date("dob", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("teachers_user_idx").on(t.userId), index("teachers_school_idx").on(t.schoolId)],
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

export const tokenPurposeEnum = pgEnum("token_purpose", ["reset", "welcome"]);

/** Password reset and welcome links. Only the SHA-256 of the token is stored. */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
