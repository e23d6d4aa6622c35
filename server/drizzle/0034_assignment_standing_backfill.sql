-- Every enrolled child's standing (docs/adr/0738) from the stored work, by the same rule as the
-- assignments module's writer: the earliest due day of the class's assignments that reach the child
-- (not withdrawn; the whole class, their section, or chosen with them) not done, and not begun.
INSERT INTO "assignment_standing" ("student_id", "course_id", "class_number", "open_from", "unbegun_from")
SELECT e."student_id", e."course_id", e."class_number",
  min(a."due_on") FILTER (WHERE w."done_at" IS NULL),
  min(a."due_on") FILTER (WHERE w."student_id" IS NULL)
FROM "enrolments" e
JOIN "purchased_classes" pc ON pc."id" = e."purchased_class_id"
JOIN "students" s ON s."id" = e."student_id" AND s."school_id" = pc."school_id"
LEFT JOIN "assignments" a ON a."school_id" = pc."school_id" AND a."course_id" = pc."course_id"
  AND a."class_number" = pc."class_number" AND a."withdrawn_at" IS NULL
  AND (a."section" IS NULL OR a."section" = s."section")
  AND (NOT a."chosen" OR EXISTS (SELECT 1 FROM "assignment_children" ac
    WHERE ac."assignment_id" = a."id" AND ac."student_id" = s."id"))
LEFT JOIN "assignment_work" w ON w."assignment_id" = a."id" AND w."student_id" = s."id"
GROUP BY e."student_id", e."course_id", e."class_number";
