import {
  type DirectoryStudent,
  INDIVIDUAL_LEARNERS,
  type StudentDirectoryPage,
  type StudentDirectoryQuery,
} from "@ganit/contracts";
import { findState } from "@ganit/contracts/india";
import { and, eq, exists, inArray, isNotNull, isNull, notExists, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { countAll, countOf, likePattern, pageOf } from "../../db/lists.ts";
import { enrolments, schools, students, users } from "../../db/schema.ts";
import { enrolmentsOfStudents } from "../enrolment/index.ts";
import { studentsWithAccounts } from "../students/index.ts";

/**
 * Students across schools (spec part 2 §2 Superadmin students, §3 Superadmin student row), for the
 * superadmin. Without a school filter the list holds the schools' pupils; `school=individual` lists
 * the individual learners instead (docs/adr/0281-operator-lists-across-schools.md).
 *
 * Built for 100,000 students: each filter is a condition an index answers (students' school and
 * class, the enrolments' course and student), the name order walks `users_role_name_idx` within the
 * role, and the count reads the students table alone unless a search needs the accounts.
 */
const schoolAccounts = alias(users, "school_accounts");

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  class: students.classNumber,
};

const studentColumns = {
  studentId: students.id,
  name: users.name,
  fatherName: students.fathername,
  dob: students.dob,
  email: users.email,
  phone: users.phone,
  rollNumber: students.rollNumber,
  class: students.classNumber,
  schoolId: students.schoolId,
  schoolName: schoolAccounts.name,
  schoolCity: schools.city,
  schoolState: schools.state,
  schoolPincode: schools.pincode,
  schoolEmail: schoolAccounts.email,
  schoolPhone: schoolAccounts.phone,
  createdAt: students.createdAt,
};

/** The filters that narrow the students table itself (the count needs nothing else). */
function studentConditions(
  query: Omit<StudentDirectoryQuery, "page" | "limit" | "sort" | "order" | "search">,
) {
  const learners = query.school === INDIVIDUAL_LEARNERS;
  // Registration stores the LGD spelling: "maharashtra" asks for "Maharashtra".
  const state = query.state ? (findState(query.state)?.name ?? query.state) : undefined;
  const enrolledIn = (course?: string) =>
    sql`(select 1 from ${enrolments} where ${enrolments.studentId} = ${students.id}${
      course ? sql` and ${enrolments.courseId} = ${course}` : sql``
    })`;
  return and(
    learners ? isNull(students.schoolId) : isNotNull(students.schoolId),
    query.school && !learners ? eq(students.schoolId, query.school) : undefined,
    query.class ? eq(students.classNumber, query.class) : undefined,
    state
      ? sql`${students.schoolId} in (select ${schools.id} from ${schools} where ${schools.state} = ${state})`
      : undefined,
    query.course ? exists(enrolledIn(query.course)) : undefined,
    query.enrolled === "yes" ? exists(enrolledIn()) : undefined,
    query.enrolled === "no" ? notExists(enrolledIn()) : undefined,
  );
}

/**
 * Below this many characters a search matches from the start of a name, roll number, e-mail or phone
 * instead of anywhere in it: a trigram index cannot narrow a one- or two-letter substring (it has
 * no trigram to look up), and such a substring matches most of 100,000 pupils anyway, whereas a
 * prefix still finds "Ra…" through the index (docs/adr/0356-trigram-search-across-schools.md).
 */
export const SUBSTRING_SEARCH_MIN = 3;

/** The ILIKE pattern of a search: anywhere in the text from three characters, else its start. */
export function searchPattern(search: string): string {
  const anywhere = likePattern(search);
  return search.length >= SUBSTRING_SEARCH_MIN ? anywhere : anywhere.slice(1);
}

/**
 * The students whose name, e-mail, phone or roll number matches, read from the students table alone:
 * the row's copies of its account's name and e-mail (lower-cased) and phone (docs/adr/0371) and its
 * roll number, each with a trigram index of its own (`students_*_trgm_idx`), so the planner starts
 * from a BitmapOr of the four and neither the rows nor the count read an account (the page's 25 are
 * joined after). The copies mean what the account's text meant: ILIKE compares lower-cased text, so
 * the lower-cased copies are compared with `like` and the lower-cased pattern. A NULL phone or roll
 * number simply does not match (docs/adr/0571-search-across-schools-holds-its-index-plan.md).
 */
function searchOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = searchPattern(search);
  return sql`(${students.sortName} like lower(${pattern}) or ${students.sortEmail} like lower(${pattern}) or ${students.accountPhone} ilike ${pattern} or ${students.rollNumber} ilike ${pattern})`;
}

/**
 * A searched list orders by the row's copy of the name (the same text as `lower(users.name)`, kept in
 * the same transaction), so the page's ids come from the students table without reading an account.
 */
const SEARCHED_SORT_COLUMNS = {
  name: students.sortName,
  class: students.classNumber,
};

type StudentRow = {
  studentId: string;
  name: string;
  fatherName: string;
  dob: string | null;
  email: string;
  phone: string | null;
  rollNumber: string | null;
  class: number;
  schoolId: string | null;
  schoolName: string | null;
  schoolCity: string | null;
  schoolState: string | null;
  schoolPincode: string | null;
  schoolEmail: string | null;
  schoolPhone: string | null;
  createdAt: Date;
};

async function toDirectoryStudents(db: DbOrTx, rows: StudentRow[]): Promise<DirectoryStudent[]> {
  const enrolled = await enrolmentsOfStudents(
    db,
    rows.map((row) => row.studentId),
  );
  return rows.map((row) => ({
    studentId: row.studentId,
    name: row.name,
    fatherName: row.fatherName,
    dob: row.dob,
    email: row.email,
    phone: row.phone,
    rollNumber: row.rollNumber,
    class: row.class,
    school:
      row.schoolId && row.schoolName !== null
        ? {
            _id: row.schoolId,
            name: row.schoolName,
            city: row.schoolCity ?? "",
            state: row.schoolState ?? "",
            pincode: row.schoolPincode ?? "",
            email: row.schoolEmail ?? "",
            phone: row.schoolPhone,
          }
        : null,
    coursesEnrolled: (enrolled.get(row.studentId) ?? []).map((course) => ({
      courseName: course.courseName,
      classNumber: course.enrolledClass,
      accessGranted: course.accessGranted,
    })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export function createStudentDirectoryService(ctx: AppContext) {
  const { db } = ctx.database;
  /** Students with their accounts and, for a school's pupil, the school and its account. */
  const listed = () =>
    studentsWithAccounts(db, studentColumns)
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .leftJoin(schoolAccounts, eq(schoolAccounts.id, schools.userId));
  /** The role goes with the scope; said here so the name order can walk the role's name index. */
  const roleOf = (query: { school?: string | undefined }) =>
    eq(users.role, query.school === INDIVIDUAL_LEARNERS ? "studentb2c" : "student");

  return {
    /** The spec's `{students}` (the schools' pupils, by name), or one page filtered on the server. */
    async list(
      query: StudentDirectoryQuery | null,
    ): Promise<StudentDirectoryPage | { students: DirectoryStudent[] }> {
      if (!query) {
        const all = { school: undefined };
        const rows = await listed()
          .where(and(roleOf(all), studentConditions(all)))
          .orderBy(SORT_COLUMNS.name, students.id);
        return { students: await toDirectoryStudents(db, rows) };
      }
      const narrowing = studentConditions(query);
      const search = searchOf(query.search);
      // A search reads the students table alone (its copies and their trigram indexes); without
      // one, the name order walks the role's name index in the accounts.
      const pageIds = search
        ? db.select({ id: students.id }).from(students).where(and(narrowing, search))
        : studentsWithAccounts(db, { id: students.id }).where(and(roleOf(query), narrowing));
      const page = await pageOf({
        query,
        sortColumns: search ? SEARCHED_SORT_COLUMNS : SORT_COLUMNS,
        tiebreaker: students.id,
        // The page's ids first, then their accounts and schools: joined before the limit, the
        // schools and their accounts were hashed whole for every matching pupil.
        rows: ({ orderBy, limit, offset }) =>
          listed()
            .where(
              inArray(
                students.id,
                pageIds
                  .orderBy(...orderBy)
                  .limit(limit)
                  .offset(offset),
              ),
            )
            .orderBy(...orderBy),
        // The count reads the students table (a search: the rows its trigram indexes find).
        count: () => countOf(db.select({ n: countAll }).from(students).where(and(narrowing, search))),
      });
      return { ...page, items: await toDirectoryStudents(db, page.items) };
    },
  };
}
export type StudentDirectoryService = ReturnType<typeof createStudentDirectoryService>;
