import type { Role } from "@ganit/contracts";
import { TEACHER_ONLY_RESOURCE_TYPES } from "@ganit/contracts";
import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  assignments,
  courseClasses,
  courseLevels,
  courseResources,
  courseTitles,
  enrolments,
  parentLinks,
  practiceAttempts,
  practiceTests,
  purchasedClasses,
  purchases,
  studentNotes,
  students,
  teacherClasses,
  teachers,
} from "../db/schema.ts";
import type { SessionUser } from "../plugins/auth.ts";
import { ownStudentRow } from "./caller.ts";

/**
 * Access in one place, keyed by action (Immich's `requireAccess({ auth, permission, ids })` habit).
 * Each kind of row a request can name has one rule saying which of its rows a caller's role reaches;
 * each action names its kind and the roles that may take it. A school is a tenant: its account, its
 * teachers and its pupils carry its id in their session (resolved on the server from the database,
 * never from the request). Another school's row, a row of a kind the role may not touch, an id that
 * does not exist: all the same 404, so ids cannot be probed.
 */

/** What of a kind a caller reaches: a condition, `undefined` for all (platform staff), null for nothing. */
type Scope = (caller: SessionUser) => SQL | undefined | null;

type Kind = {
  table: PgTable;
  /** The column a request's ids name. */
  id: AnyPgColumn;
  /** The rows a caller of one of the action's roles reaches. */
  of: Scope;
};

/** Platform staff are not scoped: their routes name the school they act on. */
const PLATFORM_ROLES: readonly Role[] = ["superadmin", "admin"];

/** The caller's school's rows, through `column`, narrowed by `also`. */
const ofSchool =
  (column: AnyPgColumn, also?: SQL): Scope =>
  (caller) =>
    caller.schoolId ? (and(eq(column, caller.schoolId), also) ?? null) : null;

/** The caller's own students row (a pupil's or a learner's) in `column`. */
const ofOwnStudent =
  (column: AnyPgColumn): Scope =>
  (caller) => {
    const own = ownStudentRow(caller);
    return own ? sql`${column} = ${own}` : null;
  };

/** What a buyer has: an individual learner's own (through `learner`), else the school's (through `school`). */
const ofBuyer =
  (learner: AnyPgColumn, school: AnyPgColumn): Scope =>
  (caller) =>
    caller.role === "studentb2c" ? ofOwnStudent(learner)(caller) : ofSchool(school)(caller);

/**
 * A teacher reaches only the classes the school office gave them (docs/adr/0532): a course's class
 * when one of their rows names it, a pupil when one names the pupil's class and section (or the
 * whole class). A teacher with none reaches nothing. Other roles keep the school-wide scope.
 */
const teachersRows = (caller: SessionUser, match: SQL) =>
  sql`exists (select 1 from ${teacherClasses} where ${teacherClasses.teacherId} =
    (select ${teachers.id} from ${teachers} where ${teachers.userId} = ${caller.id}) and ${match})`;

/**
 * The caller's school's rows through `column` (narrowed by `also`); a teacher's, only those `match`
 * ties to one of their `teacher_classes` rows.
 */
const ofSchoolTaught =
  (column: AnyPgColumn, match: SQL, also?: SQL): Scope =>
  (caller) => {
    const school = ofSchool(column, also)(caller);
    if (!school || caller.role !== "teacher") return school;
    return and(school, teachersRows(caller, match));
  };

/** A school's pupils; a teacher's, only those of their classes and sections. */
const ofSchoolPupils: Scope = ofSchoolTaught(
  students.schoolId,
  sql`${teacherClasses.classNumber} = ${students.classNumber}
    and (${teacherClasses.section} is null or ${teacherClasses.section} = ${students.section})`,
);

/** A school's classes (narrowed by `also`); a teacher's, only the course classes they teach. */
const ofSchoolClasses = (also?: SQL): Scope =>
  ofSchoolTaught(
    purchasedClasses.schoolId,
    sql`${teacherClasses.courseId} = ${purchasedClasses.courseId}
      and ${teacherClasses.classNumber} = ${purchasedClasses.classNumber}`,
    also,
  );

/** A school's assignments; a teacher's, those of a course class they teach where `sections` holds. */
const assignmentsOfTeacherClasses = (sections: SQL): Scope =>
  ofSchoolTaught(
    assignments.schoolId,
    sql`${teacherClasses.courseId} = ${assignments.courseId}
      and ${teacherClasses.classNumber} = ${assignments.classNumber}
      and ${sections}`,
  );

/**
 * A school's assignments; a teacher's, those of a course class they teach, given to the whole class
 * or to a section they teach (or teach the whole class of). Inside one, a teacher still reads only
 * the pupils `student.read` gives them (docs/adr/0661).
 */
const ofSchoolAssignments: Scope = assignmentsOfTeacherClasses(
  sql`(${teacherClasses.section} is null or ${assignments.section} is null
    or ${teacherClasses.section} = ${assignments.section})`,
);

/**
 * The assignments a caller may change (edit, withdraw: docs/adr/0701): the school's; a teacher's,
 * only where they could have made it — a section they teach, or the whole class when they teach it
 * whole. A teacher of 6 B reads the whole class's work but cannot change what 6 A was given.
 */
const ofChangeableAssignments: Scope = assignmentsOfTeacherClasses(
  sql`(${teacherClasses.section} is null or ${teacherClasses.section} = ${assignments.section})`,
);

/**
 * A school's teachers' tests (docs/adr/0693); a teacher's, those of a course class they teach (any
 * section of it): the test is the class's, not its author's, so a class's teachers share its tests.
 */
const ofSchoolTests: Scope = ofSchoolTaught(
  practiceTests.schoolId,
  sql`${teacherClasses.courseId} = ${practiceTests.courseId}
    and ${teacherClasses.classNumber} = ${practiceTests.classNumber}`,
  eq(practiceTests.kind, "teacher"),
);

/**
 * The tests a caller may change or delete: the school office, any of its teachers' tests; a
 * teacher, their own, of a class they still teach. A co-teacher of the class reads it, and may copy
 * it into a test of their own, but does not change another teacher's test under them.
 */
const ofChangeableTests: Scope = (caller) => {
  const readable = ofSchoolTests(caller);
  if (!readable || caller.role !== "teacher") return readable;
  return and(readable, eq(practiceTests.authorUserId, caller.id));
};

/**
 * A resource a student may open: of a type students see, in a class of a course that is granted to
 * them — a learner's own active class, or a pupil's enrolment in an active class of their school.
 * One condition, so checking one resource and listing the openable ones are the same rule.
 */
const openableResource: Scope = (caller) => {
  const own = ownStudentRow(caller);
  if (!own) return null;
  const granted =
    caller.role === "studentb2c"
      ? sql`${purchasedClasses.studentId} = ${own}`
      : caller.schoolId
        ? sql`${purchasedClasses.schoolId} = ${caller.schoolId} and exists (select 1 from ${enrolments}
            where ${enrolments.purchasedClassId} = ${purchasedClasses.id} and ${enrolments.studentId} = ${own})`
        : null;
  if (!granted) return null;
  return and(
    notInArray(courseResources.type, [...TEACHER_ONLY_RESOURCE_TYPES]),
    sql`exists (select 1 from ${courseTitles}
      inner join ${courseLevels} on ${courseLevels.id} = ${courseTitles.courseLevelId}
      inner join ${courseClasses} on ${courseClasses.id} = ${courseLevels.courseClassId}
      inner join ${purchasedClasses} on ${purchasedClasses.courseId} = ${courseClasses.courseId}
        and ${purchasedClasses.classNumber} = ${courseClasses.classNumber}
        and ${purchasedClasses.status} = 'active'
      where ${courseTitles.id} = ${courseResources.courseTitleId} and ${granted})`,
  );
};

/**
 * A course resource in an active class the caller's school has; a teacher's, only in the course
 * classes they teach (what staff print for their classes).
 */
const classResource: Scope = (caller) => {
  const classes = ofSchoolClasses(eq(purchasedClasses.status, "active"))(caller);
  if (!classes) return null;
  return sql`exists (select 1 from ${courseTitles}
      inner join ${courseLevels} on ${courseLevels.id} = ${courseTitles.courseLevelId}
      inner join ${courseClasses} on ${courseClasses.id} = ${courseLevels.courseClassId}
      inner join ${purchasedClasses} on ${purchasedClasses.courseId} = ${courseClasses.courseId}
        and ${purchasedClasses.classNumber} = ${courseClasses.classNumber}
      where ${courseTitles.id} = ${courseResources.courseTitleId} and ${classes})`;
};

/**
 * A test (docs/adr/0691) of a course class the caller's school has active; a teacher's, only of a
 * course class they teach (docs/adr/0704: staff print its paper). A test names its course class, so
 * the scope is the school's purchased class of it (`purchased_classes_school_idx`).
 */
const classTest: Scope = (caller) => {
  const classes = ofSchoolClasses(eq(purchasedClasses.status, "active"))(caller);
  if (!classes) return null;
  // A teacher's own test is its school's alone (another school with the same course class: 404).
  return and(
    sql`(${practiceTests.schoolId} is null or ${practiceTests.schoolId} = ${caller.schoolId ?? null})`,
    sql`exists (select 1 from ${purchasedClasses}
      where ${purchasedClasses.courseId} = ${practiceTests.courseId}
        and ${purchasedClasses.classNumber} = ${practiceTests.classNumber} and ${classes})`,
  );
};

/**
 * A parent's children: the pupils linked to their account (docs/adr/0671). Another child, of the
 * same school or not, is not theirs: 404. A parent has no school; the link is their whole scope.
 */
const ofLinkedChildren: Scope = (caller) =>
  caller.role === "parent"
    ? sql`exists (select 1 from ${parentLinks} where ${parentLinks.parentUserId} = ${caller.id}
        and ${parentLinks.studentId} = ${students.id})`
    : null;

/**
 * A teacher's own notes (docs/adr/0731), in their school, about a child they still teach: only the
 * note's writer edits or deletes it; another teacher, even of the same child, gets 404, and so does
 * the writer once the office has moved them off the child's class or section (what the parents read
 * is then the office's to change).
 */
const ofOwnNotes: Scope = (caller) => {
  const pupils = ofSchoolPupils(caller);
  if (caller.role !== "teacher" || !caller.schoolId || !pupils) return null;
  return and(
    eq(studentNotes.teacherUserId, caller.id),
    eq(studentNotes.schoolId, caller.schoolId),
    sql`exists (select 1 from ${students} where ${students.id} = ${studentNotes.studentId} and ${pupils})`,
  );
};

/**
 * A note that may be taken down: a teacher's own (as above); for the school office, any of its
 * school's, so a wrong or hurtful note does not stay on the parents' page after its writer has left
 * the child's class or the school.
 */
const ofRemovableNotes: Scope = (caller) =>
  caller.role === "school" && caller.schoolId
    ? eq(studentNotes.schoolId, caller.schoolId)
    : ofOwnNotes(caller);

/** Every kind of row a request can name, and which of them a caller reaches. */
const KINDS = {
  /**
   * A school's pupils, by students id. Only a pupil's row has a school (an individual learner's has
   * none), so a list's condition and its count read the school's rows alone (docs/adr/0371).
   */
  student: { table: students, id: students.id, of: ofSchoolPupils },
  /** A parent's linked children, by students id. */
  child: { table: students, id: students.id, of: ofLinkedChildren },
  /** A school's teachers, by their account's id (only a teacher account has a teachers row). */
  teacher: { table: teachers, id: teachers.userId, of: ofSchool(teachers.schoolId) },
  /** The classes a school has for its students (seats), by course id. */
  seats: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: ofSchoolClasses(eq(purchasedClasses.kind, "students")),
  },
  /** The classes a school has of either kind, by course id. */
  schoolClass: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: ofSchoolClasses(),
  },
  /** The classes a buyer has (a school's of either kind, or the learner's own), by course id. */
  ownedClass: {
    table: purchasedClasses,
    id: purchasedClasses.courseId,
    of: ofBuyer(purchasedClasses.studentId, purchasedClasses.schoolId),
  },
  /** A purchase, by id: its buyer's (a school, or the learner who bought it). */
  purchase: {
    table: purchases,
    id: purchases.id,
    of: ofBuyer(purchases.buyerStudentId, purchases.buyerSchoolId),
  },
  /** A course resource a student may open, by id. */
  resource: { table: courseResources, id: courseResources.id, of: openableResource },
  /** A course resource of the caller's classes, by id (staff: the school's, a teacher's own). */
  classResource: { table: courseResources, id: courseResources.id, of: classResource },
  /** A test of the caller's classes, by id (staff: the school's, a teacher's own classes). */
  classTest: { table: practiceTests, id: practiceTests.id, of: classTest },
  /** A classroom assignment, by id. */
  assignment: { table: assignments, id: assignments.id, of: ofSchoolAssignments },
  /** A classroom assignment the caller may change, by id. */
  changeableAssignment: { table: assignments, id: assignments.id, of: ofChangeableAssignments },
  /** A teacher's own test, by id. */
  teacherTest: { table: practiceTests, id: practiceTests.id, of: ofSchoolTests },
  /** A teacher's own test the caller may change, by id. */
  changeableTest: { table: practiceTests, id: practiceTests.id, of: ofChangeableTests },
  /** A teacher's note about a child, by id: the writer's own, about a child they teach. */
  ownNote: { table: studentNotes, id: studentNotes.id, of: ofOwnNotes },
  /** A note the caller may take down, by id: the writer's own; the school office's, any of its school. */
  removableNote: { table: studentNotes, id: studentNotes.id, of: ofRemovableNotes },
  /** A practice attempt, by id: the student's own. */
  attempt: { table: practiceAttempts, id: practiceAttempts.id, of: ofOwnStudent(practiceAttempts.studentId) },
} satisfies Record<string, Kind>;

/**
 * Each action: the kind of row it names and the roles that may take it (on their school's rows, or
 * their own); platform staff reach every row of the kind. A teacher's scope is the classes and
 * sections the school office gave them (the kinds' scopes above); a parent's, their linked children.
 */
const ACTIONS = {
  "student.read": { kind: "student", roles: ["school", "teacher"] },
  "student.update": { kind: "student", roles: ["school"] },
  /** A copy of everything held about a pupil, and confirming its erasure (DPDP Act 2023, ss. 11-12). */
  "student.export": { kind: "student", roles: ["school"] },
  "student.erase": { kind: "student", roles: ["school"] },
  /** A parent's view of one of their linked children (their week, levels, what needs practice). */
  "child.read": { kind: "child", roles: ["parent"], ownOnly: true },
  /** A parent's copy of a linked child's data, and their erasure of it (DPDP Act 2023, ss. 11-12). */
  "child.export": { kind: "child", roles: ["parent"], ownOnly: true },
  "child.erase": { kind: "child", roles: ["parent"], ownOnly: true },
  /** A note to the parents about a pupil of the teacher's classes; editing or deleting one's own. */
  "note.write": { kind: "student", roles: ["teacher"], ownOnly: true },
  "note.update": { kind: "ownNote", roles: ["teacher"], ownOnly: true },
  /** Deleting a note: its writer, or the school office (which never edits one). */
  "note.remove": { kind: "removableNote", roles: ["teacher", "school"], ownOnly: true },
  "teacher.read": { kind: "teacher", roles: ["school"] },
  "teacher.update": { kind: "teacher", roles: ["school"] },
  /** The school's seat classes: reading who is enrolled, and enrolling or renewing. */
  "seats.read": { kind: "seats", roles: ["school", "teacher"] },
  "seats.update": { kind: "seats", roles: ["school"] },
  /** The school's classes of either kind: their content and lists. */
  "class.read": { kind: "schoolClass", roles: ["school", "teacher"] },
  /** A class's results and progress. */
  "results.read": { kind: "schoolClass", roles: ["school", "teacher"] },
  /** A class's assignments: reading their tables and exports; nudging their children. */
  "assignment.read": { kind: "assignment", roles: ["school", "teacher"] },
  "assignment.nudge": { kind: "assignment", roles: ["school", "teacher"] },
  /** Editing or withdrawing one: where the caller could have made it (docs/adr/0701). */
  "assignment.update": { kind: "changeableAssignment", roles: ["school", "teacher"] },
  /** A teacher's own test of a class: reading it and its results; changing or deleting it (its author, the office). */
  "test.read": { kind: "teacherTest", roles: ["school", "teacher"], ownOnly: true },
  "test.update": { kind: "changeableTest", roles: ["school", "teacher"], ownOnly: true },
  "ownedClass.read": { kind: "ownedClass", roles: ["school", "studentb2c"] },
  "purchase.read": { kind: "purchase", roles: ["school", "studentb2c"] },
  /** A student's own: platform staff have no students row, so they open and answer nothing. */
  "resource.open": { kind: "resource", roles: ["student", "studentb2c"], ownOnly: true },
  "attempt.answer": { kind: "attempt", roles: ["student", "studentb2c"], ownOnly: true },
  /** Paper for a class: a worksheet of one of its practice sets. */
  "resource.print": { kind: "classResource", roles: ["school", "teacher"] },
  /** Paper for a class: a test paper of one of its tests (any kind). */
  "test.print": { kind: "classTest", roles: ["school", "teacher"] },
} as const satisfies Record<string, { kind: keyof typeof KINDS; roles: readonly Role[]; ownOnly?: boolean }>;

export type Permission = keyof typeof ACTIONS;
export const PERMISSIONS = Object.keys(ACTIONS) as Permission[];

/** The table, id column and scope of an action for this caller (the scope null: nothing). */
export function ruleOf(caller: SessionUser, permission: Permission) {
  const action = ACTIONS[permission];
  const kind: Kind = KINDS[action.kind];
  const roles: readonly Role[] = action.roles;
  const ownOnly = "ownOnly" in action && action.ownOnly;
  const scope = roles.includes(caller.role)
    ? kind.of(caller)
    : PLATFORM_ROLES.includes(caller.role) && !ownOnly
      ? undefined
      : null;
  return { table: kind.table, id: kind.id, scope };
}

/** The roles that may take an action (platform staff besides), for the tests that walk them. */
export const rolesOf = (permission: Permission): readonly Role[] => ACTIONS[permission].roles;
