import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { memberSchoolId } from "../../access/index.ts";
import type { Db } from "../../db/client.ts";
import { catalogueVersion, endedSessions, schools, students, users } from "../../db/schema.ts";

/**
 * Everything the session check needs, in one prepared statement run on every signed-in request: the
 * account, whether this token's session was ended by a logout, the caller's school with its standing
 * (hold, blocked), and a student's own `students` row (a school's pupil has one with a school, an
 * individual learner one without), so the student's screens need not read it again, and the
 * catalogue's version, so the course trees held in memory need no read of their own. Prepared once
 * per database handle: the SQL is built once, and PostgreSQL plans it once per connection.
 */
const school = alias(schools, "session_school");

// A pupil's row has a school, a learner's has none (`studentOf` in course-access reads it the same way).
const ownStudentRow = sql<string | null>`case when ${users.role} in ('student', 'studentb2c') then
  (select ${students.id} from ${students} where ${students.userId} = ${users.id}
     and (${students.schoolId} is not null) = (${users.role} = 'student'))
end`;

export function prepareSessionCheck(db: Db) {
  return db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      username: users.username,
      email: users.email,
      status: users.status,
      sessionVersion: users.sessionVersion,
      ended: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.jti} = ${sql.placeholder("jti")})`,
      schoolId: school.id,
      schoolStatus: school.status,
      studentId: ownStudentRow,
      // Free here, and saves the catalogue's cache its own read on a signed-in request (docs/adr/0381).
      catalogueVersion:
        sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .leftJoin(school, eq(school.id, memberSchoolId(users.id, users.role)))
    .where(eq(users.id, sql.placeholder("sub")))
    .limit(1)
    .prepare("session_check");
}
export type SessionCheck = ReturnType<typeof prepareSessionCheck>;
