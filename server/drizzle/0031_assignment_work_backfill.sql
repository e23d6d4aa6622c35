-- The stored state of every existing assignment (docs/adr/0723), by the rule of docs/adr/0662 that
-- reads derived until now: a row for each child of the assignment's school who began it since its
-- start day (a sitting at the set; a lesson page opened), done_at set when it is done (a sitting
-- whose first answers cover every question issued; the lesson opened). Driven by the work (each
-- sitting matched to its school's assignments of that set), not by every child of every class.
INSERT INTO "assignment_work" ("assignment_id", "student_id", "done_at")
SELECT a."id", st."id",
  CASE WHEN bool_or((SELECT count(*) FROM "practice_answers" ans
    WHERE ans."attempt_id" = pa."id" AND ans."first_try") >= jsonb_array_length(pa."items")) THEN now() END
FROM "practice_attempts" pa
JOIN "students" st ON st."id" = pa."student_id"
JOIN "assignments" a ON a."school_id" = st."school_id" AND a."resource_id" = pa."resource_id"
  AND a."kind" <> 'lesson'
WHERE pa."started_at" >= ((a."starts_on"::timestamp - interval '330 minutes') at time zone 'UTC')
GROUP BY a."id", st."id";
--> statement-breakpoint
INSERT INTO "assignment_work" ("assignment_id", "student_id", "done_at")
SELECT a."id", st."id", now()
FROM "resource_progress" rp
JOIN "students" st ON st."id" = rp."student_id"
JOIN "assignments" a ON a."school_id" = st."school_id" AND a."resource_id" = rp."resource_id"
  AND a."kind" = 'lesson'
WHERE rp."last_opened_at" >= ((a."starts_on"::timestamp - interval '330 minutes') at time zone 'UTC');
