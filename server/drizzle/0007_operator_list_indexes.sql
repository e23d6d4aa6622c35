DROP INDEX "enrolments_course_idx";--> statement-breakpoint
CREATE INDEX "enrolments_course_student_idx" ON "enrolments" USING btree ("course_id","student_id");--> statement-breakpoint
CREATE INDEX "students_class_school_idx" ON "students" USING btree ("class_number","school_id");