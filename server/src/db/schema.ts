import { ROLES, USER_STATUSES } from "@ganit/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
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
  (t) => [index("login_failures_lookup_idx").on(t.username, t.ip, t.failedAt)],
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

/** Mail kept when no SMTP_URL is set, so an operator on the embedded default can still act on it. */
export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  link: text("link"),
  delivered: boolean("delivered").notNull().default(false),
  createdAt: createdAt(),
});
