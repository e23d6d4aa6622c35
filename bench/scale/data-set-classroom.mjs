// The classroom on top of the scale data set (generate.mjs --classroom): sections, teachers' classes,
// assignments in every state with the children's sittings, answers, levels and lesson visits, nudges,
// and parents linked to some children. Set-wise SQL like data-set.mjs (no row crosses the wire), run
// after its statements and before the upload; without --classroom the data set is as it was, so the
// earlier rows' figures stay comparable. Every value comes from a hash of ids: the same set each time.
//
// The big school (the demo's Sunrise, 2,000 pupils more) gets five bench teachers: the first teaches
// each of its classes whole (the heaviest "My classes"), the others one section each, and 40
// assignments a class; every generated school 8 a class, made by its teachers (every fifth by the office).

import { readFileSync } from "node:fs";
import path from "node:path";

/** Assignments per purchased class: the big school's and each generated school's. */
export const BIG_PER_CLASS = 40;
export const PER_CLASS = 8;
/** The first bench teacher of the big school: every class of it, whole. */
export const BIG_TEACHER = "bigteacher1@scale.bench";

const BIG = `(select s.id from schools s join users u on u.id = s.user_id where lower(u.username) = 'school@ganit.demo')`;
const HASH = "(select password_hash from users where lower(username) = 'school@ganit.demo')";
/** A big-school teacher's id: a UUID, as the office's filter by teacher takes one. */
const BIG_TEACHER_ID = (t) => `'00000000-0000-4000-8000-' || lpad(${t}::text, 12, '0')`;
/** The generated school's number in a `bench-…-<school>-<n>` id. */
const schoolNo = (column) => `split_part(${column}, '-', 3)::int`;

/** The migration's statements that fill `assignment_work` from the work already stored. */
const ASSIGNMENT_WORK_FILL = readFileSync(
  path.join(import.meta.dirname, "../../server/drizzle/0031_assignment_work_backfill.sql"),
  "utf8",
)
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

/** The migration's statement that fills `assignment_standing` from the enrolments and the stored work. */
const ASSIGNMENT_STANDING_FILL = readFileSync(
  path.join(import.meta.dirname, "../../server/drizzle/0034_assignment_standing_backfill.sql"),
  "utf8",
);

/** Three tests a teacher class, written by its teacher (the slots' shape only: the lists read it). */
export const TEACHER_TESTS = `insert into practice_tests (id, kind, course_id, class_number, slots, school_id,
     author_user_id, chapter_ids, title, time_limit_minutes, created_at, updated_at)
   select 'bench-tt-' || tc.id || '-' || n, 'teacher', tc.course_id, tc.class_number,
          (select jsonb_agg(jsonb_build_object('skillId', 'bench-skill', 'resourceId', 'bench-set', 'step', g % 3))
             from generate_series(1, 10) g),
          tc.school_id, t.user_id, '["bench-chapter"]'::jsonb, 'Weekly test ' || n, case when n = 1 then 30 end,
          now() - (abs(hashtext(tc.id || n)) % 60) * interval '1 day',
          now() - (abs(hashtext(tc.id || n)) % 60) * interval '1 day'
   from teacher_classes tc join teachers t on t.id = tc.teacher_id cross join generate_series(1, 3) n
   where tc.id like 'bench-%'`;

export function classroomStatements({ perClass = PER_CLASS, bigPerClass = BIG_PER_CLASS } = {}) {
  return [
    // Sections: the big school's new pupils in A–D as its demo pupils are; every other generated
    // school in A and B (the odd ones use none).
    `update students set section = substr('ABCD', 1 + split_part(id, '-', 3)::int % 4, 1) where id like 'bench-b-%'`,
    `update students set section = chr(65 + split_part(id, '-', 4)::int % 2)
     where id like 'bench-p-%' and ${schoolNo("id")} % 2 = 0`,
    // The big school's bench teachers.
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-btu-' || t, 'bigteacher' || t || '@scale.bench', 'bigteacher' || t || '@scale.bench',
            'Big Teacher ' || t, null, 'teacher', 'active', ${HASH}
     from generate_series(1, 5) t`,
    `insert into teachers (id, user_id, school_id, dob, sort_name, sort_email, account_phone)
     select ${BIG_TEACHER_ID("t")}, 'bench-btu-' || t, ${BIG}, date '1980-01-01' + t * 400,
            'big teacher ' || t, 'bigteacher' || t || '@scale.bench', null
     from generate_series(1, 5) t`,
    // Teachers' classes. A generated school's class r goes to teacher 1 + r % 5, whole; in a school
    // with sections, section A to that teacher and B to the next.
    `insert into teacher_classes (id, teacher_id, school_id, course_id, class_number, section)
     select 'bench-tc-' || pc.id || '-' || x.section, 'bench-t-' || ${schoolNo("pc.id")} || '-' || (1 + (split_part(pc.id, '-', 4)::int + x.shift) % 5),
            pc.school_id, pc.course_id, pc.class_number, nullif(x.section, '-')
     from purchased_classes pc
     cross join (values ('-', 0), ('A', 0), ('B', 1)) x(section, shift)
     where pc.id like 'bench-pc-%'
       and (x.section = '-') = (${schoolNo("pc.id")} % 2 = 1)`,
    `insert into teacher_classes (id, teacher_id, school_id, course_id, class_number, section)
     select 'bench-btc-' || pc.id || '-' || t, ${BIG_TEACHER_ID("t")}, pc.school_id, pc.course_id, pc.class_number,
            case when t > 1 then substr('ABCD', t - 1, 1) end
     from purchased_classes pc cross join generate_series(1, 5) t
     where pc.school_id = ${BIG} and pc.kind = 'students' and pc.status = 'active'`,
    // Teachers' own tests (docs/adr/0693): three for each of a teacher's classes, ten questions each,
    // changed over the last 60 days, the first of each class timed.
    TEACHER_TESTS,
    // Each course class's resources: its practice sets (quiz mode: a test) and its lesson pages, numbered.
    `create temp table bench_resources as
     select cc.course_id, cc.class_number, cr.id as resource_id,
            case when ps.resource_id is null then 'lesson' when ps.mode = 'quiz' then 'test' else 'practice' end as kind,
            row_number() over (partition by cc.course_id, cc.class_number, ps.resource_id is null order by cr.id) as rn,
            count(*) over (partition by cc.course_id, cc.class_number, ps.resource_id is null) as n
     from course_classes cc
     join course_levels cl on cl.course_class_id = cc.id
     join course_titles ct on ct.course_level_id = cl.id
     join course_resources cr on cr.course_title_id = ct.id
     left join practice_sets ps on ps.resource_id = cr.id`,
    // Assignments: k = 1..K a class, due days spread from 40 days ago to 14 days ahead, a week from
    // start to due (the last ones not started yet); every 4th a lesson page, every 3rd to one section,
    // every 13th to chosen children, every 11th withdrawn; every 5th made by the school office.
    `insert into assignments (id, school_id, course_id, class_number, section, resource_id, kind, chosen,
                              starts_on, due_on, created_by_user_id, created_at, withdrawn_at)
     select 'bench-a-' || pc.id || '-' || k, pc.school_id, pc.course_id, pc.class_number,
            case when k % 3 = 1 and pc.school_id = ${BIG} then substr('ABCD', 1 + k % 4, 1)
                 when k % 3 = 1 and pc.id like 'bench-pc-%' and ${schoolNo("pc.id")} % 2 = 0 then chr(65 + k % 2) end,
            r.resource_id, r.kind, k % 13 = 5, d.due - 7, d.due,
            case when k % 5 = 0 then sc.user_id when pc.school_id = ${BIG} then 'bench-btu-1'
                 else 'bench-tu-' || ${schoolNo("pc.id")} || '-' || (1 + split_part(pc.id, '-', 4)::int % 5) end,
            (d.due - 8)::timestamp + interval '15 hours',
            case when k % 11 = 0 then (d.due - 6)::timestamp + interval '9 hours' end
     from purchased_classes pc
     join schools sc on sc.id = pc.school_id
     cross join lateral generate_series(1, case when pc.school_id = ${BIG} then ${bigPerClass} else ${perClass} end) k
     cross join lateral (select current_date - 40 + (k * 54 / case when pc.school_id = ${BIG} then ${bigPerClass} else ${perClass} end) as due) d
     join bench_resources r on r.course_id = pc.course_id and r.class_number = pc.class_number
                           and (r.kind = 'lesson') = (k % 4 = 0) and r.rn = 1 + k % r.n
     where pc.kind = 'students' and pc.status = 'active' and (pc.id like 'bench-pc-%' or pc.school_id = ${BIG})`,
    `insert into assignment_children (assignment_id, student_id)
     select a.id, e.student_id
     from assignments a
     join purchased_classes pc on pc.school_id = a.school_id and pc.course_id = a.course_id
                              and pc.class_number = a.class_number and pc.kind = 'students'
     join enrolments e on e.purchased_class_id = pc.id
     where a.id like 'bench-a-%' and a.chosen and abs(hashtext(e.student_id)) % 3 = 0`,
    // Who each started assignment reaches, with a hash that says how far they got: 0–3 done,
    // 4–5 begun (a set) or opened (a lesson, 4), the rest nothing.
    `create temp table bench_pairs as
     select a.id as assignment_id, a.resource_id, a.kind, a.course_id, a.class_number, a.starts_on, a.due_on,
            st.id as student_id, abs(hashtext(a.id || st.id)) % 10 as h,
            'bench-at-' || md5(a.id || st.id) as attempt_id,
            least(now() - interval '10 minutes',
                  (a.starts_on::timestamp + interval '1 day' + (abs(hashtext(st.id)) % 12) * interval '1 hour') at time zone 'UTC') as at
     from assignments a
     join purchased_classes pc on pc.school_id = a.school_id and pc.course_id = a.course_id
                              and pc.class_number = a.class_number and pc.kind = 'students'
     join enrolments e on e.purchased_class_id = pc.id
     join students st on st.id = e.student_id and (a.section is null or st.section = a.section)
     where a.id like 'bench-a-%' and a.starts_on <= current_date
       and (not a.chosen or exists (select 1 from assignment_children ac
                                    where ac.assignment_id = a.id and ac.student_id = st.id))`,
    `insert into practice_attempts (id, student_id, resource_id, course_id, class_number, kind, mode, items, started_at, received_at)
     select attempt_id, student_id, resource_id, course_id, class_number, 'set',
            case when kind = 'test' then 'quiz' else 'practice' end,
            jsonb_build_array(
              jsonb_build_object('itemId', 'g0', 'seed', h, 'resourceId', resource_id, 'sourceId', 'g0'),
              jsonb_build_object('itemId', 'g1', 'seed', h + 1, 'resourceId', resource_id, 'sourceId', 'g1'),
              jsonb_build_object('itemId', 'g2', 'seed', h + 2, 'resourceId', resource_id, 'sourceId', 'g2')),
            at, at
     from bench_pairs where kind <> 'lesson' and h < 6`,
    `insert into practice_answers (id, attempt_id, student_id, resource_id, item_id, question_key, client_answer_id,
                                   answer, correct, first_try, answered_at, received_at)
     select attempt_id || '-' || q, attempt_id, student_id, resource_id, 'g' || q, 'g' || q, attempt_id || '-' || q,
            to_jsonb((h + q)::text), (h + q) % 4 <> 0, true, at + q * interval '1 minute', at + q * interval '1 minute'
     from bench_pairs cross join lateral generate_series(0, case when h < 4 then 2 else 0 end) q
     where kind <> 'lesson' and h < 6`,
    `insert into practice_levels (student_id, resource_id, course_id, class_number, level, attempts, best_score,
                                  last_activity_at, needs_help_since, needs_help_reason, proficient_at)
     select distinct on (student_id, resource_id) student_id, resource_id, course_id, class_number,
            case when h < 2 then 'proficient' when h < 4 then 'familiar' else 'attempted' end, 1,
            case when h < 4 then 100 - 25 * (h % 2) else 0 end, at,
            case when h = 5 then at end, case when h = 5 then 'lowScore' end, case when h < 2 then at end
     from bench_pairs where kind <> 'lesson' and h < 6
     order by student_id, resource_id, at desc
     on conflict do nothing`,
    `insert into resource_progress (student_id, resource_id, course_id, class_number, first_opened_at, last_opened_at, completed_at)
     select distinct on (student_id, resource_id) student_id, resource_id, course_id, class_number, at, at,
            case when h < 4 then at end
     from bench_pairs where kind = 'lesson' and h < 5
     order by student_id, resource_id, at desc
     on conflict do nothing`,
    // Nudges: some children with overdue work.
    `insert into assignment_nudges (id, assignment_id, student_id, nudged_by_user_id, created_at)
     select 'bench-n-' || md5(assignment_id || student_id), assignment_id, student_id, null,
            (due_on + 1)::timestamp + interval '10 hours'
     from bench_pairs where due_on < current_date and h = 9`,
    // Parents: three children in ten (of the generated pupils) have one linked.
    `insert into users (id, username, email, name, phone, role, status, password_hash)
     select 'bench-paru-' || st.id, 'parent.' || st.id || '@scale.bench', 'parent.' || st.id || '@scale.bench',
            st.fathername, null, 'parent', 'active', ${HASH}
     from students st where st.id like 'bench-%' and st.school_id is not null and abs(hashtext(st.id)) % 10 < 3`,
    `insert into parent_accounts (user_id, language)
     select id, case when abs(hashtext(id)) % 3 = 0 then 'hi' else 'en' end from users where id like 'bench-paru-%'`,
    `insert into parent_links (parent_user_id, student_id, school_id, linked_at)
     select 'bench-paru-' || st.id, st.id, st.school_id, now() - (abs(hashtext(st.id)) % 60) * interval '1 day'
     from students st where st.id like 'bench-%' and st.school_id is not null and abs(hashtext(st.id)) % 10 < 3`,
    // The children's stored state in the assignments (docs/adr/0723), as the migration that brought
    // it in fills it for existing assignments: the same statements, read from that migration. The
    // demo's own assignments already have theirs (its loader writes them): filled afresh with the rest.
    "delete from assignment_work",
    ...ASSIGNMENT_WORK_FILL,
    // Each enrolled child's standing from that work (docs/adr/0738), as its migration fills it.
    "delete from assignment_standing",
    ASSIGNMENT_STANDING_FILL,
    "drop table bench_pairs",
    "drop table bench_resources",
    "vacuum analyze",
  ];
}

/** What the classroom statements made, for the generator's line. */
export const classroomCounts = `select
  (select count(*) from teacher_classes)::int as teacher_classes,
  (select count(*) from practice_tests where kind = 'teacher')::int as teacher_tests, (select count(*) from assignments)::int as assignments,
  (select count(*) from assignment_children)::int as assignment_children,
  (select count(*) from practice_attempts)::int as practice_attempts, (select count(*) from practice_answers)::int as practice_answers,
  (select count(*) from practice_levels)::int as practice_levels, (select count(*) from resource_progress)::int as resource_progress,
  (select count(*) from assignment_nudges)::int as assignment_nudges, (select count(*) from parent_links)::int as parent_links,
  (select count(*) from assignment_work)::int as assignment_work,
  (select count(*) from assignment_standing)::int as assignment_standing`;
