import { and, or, sql } from "drizzle-orm";
import { accessible, accessibleClass } from "../../access/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { executeNamed } from "../../db/named.ts";
import {
  courseClasses,
  courseLevels,
  courseResources,
  courseTitles,
  enrolments,
  practiceLevels,
  practiceSets,
  purchasedClasses,
  students,
} from "../../db/schema.ts";
import type { SessionUser } from "../../plugins/auth.ts";
import { indiaToday, standingOfPupilSql } from "../assignments/index.ts";

type CourseClass = { courseId: string; classNumber: number };

/**
 * The pupils of one section of a course class (section null: those without one), as My classes
 * counts them: their sets' levels and their standing with the assignments folded to counts.
 */
export type SectionCounts = {
  section: string | null;
  students: number;
  /** Every set of the class at Proficient or Mastered (none when the class has no sets). */
  proficient: number;
  /** A set flagged by the practice rules (three wrong in a row, a low best score), or assigned
   * work not begun by its due day (the needs-help rule, docs/adr/0663). */
  needHelp: number;
  /** No set begun: no attempt and no level. */
  notStarted: number;
  /** Assigned work not done and past its due day (the assignments' standing, docs/adr/0738). */
  overdue: number;
};

export type ClassLevels = CourseClass & { sets: number; sections: SectionCounts[] };

type Row = {
  course_id: string;
  class_number: number;
  sets: number | string | null;
  section: string | null;
  students: number | string | null;
  proficient: number | string;
  need_help: number | string;
  not_started: number | string;
  overdue: number | string;
};

/**
 * The levels behind My classes for several course classes in one statement: each class's number of
 * practice sets, and the enrolled pupils the caller reaches (`student.read`, within the caller's
 * school's purchased classes) counted by section with their sets' levels folded. The same rules as the class results
 * screen (`classResults`: a missing level row is Not started), but one round trip and one plan for
 * all the teacher's classes instead of four statements a class (docs/adr/0735). Each pupil's
 * standing with the class's assignments as of `today` is read with them (one key probe,
 * docs/adr/0738), so the pupils are read once for the whole screen.
 */
export async function levelsOfClasses(
  db: DbOrTx,
  caller: SessionUser,
  classes: readonly CourseClass[],
  today = indiaToday(),
): Promise<ClassLevels[]> {
  if (classes.length === 0) return [];
  const wanted = sql.join(
    classes.map((c) => sql`(${c.courseId}::text, ${c.classNumber}::integer)`),
    sql`, `,
  );
  const ofClasses = or(
    ...classes.map((c) => accessibleClass(caller, "seats.read", c.courseId, c.classNumber)),
  );
  const statement = sql`with wanted(course_id, class_number) as (values ${wanted}),
    sets as (
      select ${courseClasses.courseId} as course_id, ${courseClasses.classNumber} as class_number,
        ${practiceSets.resourceId} as resource_id
      from ${practiceSets}
      join ${courseResources} on ${courseResources.id} = ${practiceSets.resourceId}
      join ${courseTitles} on ${courseTitles.id} = ${courseResources.courseTitleId}
      join ${courseLevels} on ${courseLevels.id} = ${courseTitles.courseLevelId}
      join ${courseClasses} on ${courseClasses.id} = ${courseLevels.courseClassId}
      join wanted on wanted.course_id = ${courseClasses.courseId}
        and wanted.class_number = ${courseClasses.classNumber}
    ),
    set_counts as (select course_id, class_number, count(*) as n, array_agg(resource_id) as ids
      from sets group by 1, 2),
    pupils as (
      select ${purchasedClasses.courseId} as course_id, ${purchasedClasses.classNumber} as class_number,
        ${students.id} as student_id, ${students.section} as section
      from ${purchasedClasses}
      join ${enrolments} on ${enrolments.purchasedClassId} = ${purchasedClasses.id}
      join ${students} on ${students.id} = ${enrolments.studentId}
      where ${and(ofClasses, accessible(caller, "student.read"))}
    ),
    -- Each pupil's level rows of their class's sets: one scan of the level key per pupil (the
    -- pupil, then the class's sets as one array, made once a class), joined laterally. Not a join
    -- of pupils, sets and levels: the planner guesses one pupil (the access rule's subqueries hide
    -- how many) and would pair every pupil with every level row.
    folded as (
      select pupils.course_id, pupils.class_number, pupils.section, coalesce(set_counts.n, 0) as sets,
        mine.proficient, mine.flagged, mine.started, standing.overdue, standing.not_begun
      from pupils
      left join set_counts on set_counts.course_id = pupils.course_id
        and set_counts.class_number = pupils.class_number
      left join lateral ${standingOfPupilSql(today)} standing on true, lateral (
        select count(*) filter (where ${practiceLevels.level} in ('proficient', 'mastered')) as proficient,
          bool_or(${practiceLevels.needsHelpSince} is not null) as flagged,
          count(*) filter (where ${practiceLevels.attempts} > 0 or ${practiceLevels.level} <> 'notStarted') as started
        from ${practiceLevels}
        where ${practiceLevels.studentId} = pupils.student_id
          and ${practiceLevels.resourceId} = any(set_counts.ids)
      ) mine
    )
    -- Each class's number of sets (a class with none has no row), then its pupils counted by
    -- section: one list, not a join of the two, which read every pupil once per class. Counted
    -- here, not in the process: a teacher of whole classes has a thousand pupils, and a row each
    -- cost more to send and make into objects than to count.
    select course_id, class_number, n as sets, null as section, null as students, 0 as proficient,
      0 as need_help, 0 as not_started, 0 as overdue
    from set_counts
    union all
    select course_id, class_number, null, section, count(*),
      count(*) filter (where sets > 0 and proficient = sets),
      count(*) filter (where flagged or not_begun),
      count(*) filter (where started = 0),
      count(*) filter (where overdue)
    from folded
    group by course_id, class_number, section`;
  // Named: its access rules and joins cost as much to plan as the pupils cost to read.
  const { rows } = await executeNamed<Row>(db, statement);
  return classes.map((c) => {
    const mine = rows.filter(
      (row) => row.course_id === c.courseId && Number(row.class_number) === c.classNumber,
    );
    return {
      ...c,
      sets: Number(mine.find((row) => row.students === null)?.sets ?? 0),
      sections: mine
        .filter((row) => row.students !== null)
        .map((row) => ({
          section: row.section,
          students: Number(row.students),
          proficient: Number(row.proficient),
          needHelp: Number(row.need_help),
          notStarted: Number(row.not_started),
          overdue: Number(row.overdue),
        })),
    };
  });
}
