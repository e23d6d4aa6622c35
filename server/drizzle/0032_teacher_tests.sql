ALTER TABLE "practice_tests" DROP CONSTRAINT "practice_tests_kind";--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "resource_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "test_id" text;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD COLUMN "school_id" text;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD COLUMN "author_user_id" text;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD COLUMN "chapter_ids" jsonb;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD COLUMN "time_limit_minutes" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_test_id_practice_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."practice_tests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD CONSTRAINT "practice_tests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD CONSTRAINT "practice_tests_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_test_idx" ON "assignments" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_test_idx" ON "practice_attempts" USING btree ("test_id","student_id");--> statement-breakpoint
CREATE INDEX "practice_tests_school_class_idx" ON "practice_tests" USING btree ("school_id","course_id","class_number","updated_at","id") WHERE "practice_tests"."kind" = 'teacher';--> statement-breakpoint
CREATE INDEX "practice_tests_school_idx" ON "practice_tests" USING btree ("school_id","updated_at","id") WHERE "practice_tests"."kind" = 'teacher';--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_one_target" CHECK (("assignments"."resource_id" is null) <> ("assignments"."test_id" is null));--> statement-breakpoint
ALTER TABLE "practice_tests" ADD CONSTRAINT "practice_tests_teacher_fields" CHECK ("practice_tests"."kind" <> 'teacher' or ("practice_tests"."school_id" is not null and "practice_tests"."title" is not null and "practice_tests"."chapter_ids" is not null));--> statement-breakpoint
ALTER TABLE "practice_tests" ADD CONSTRAINT "practice_tests_kind" CHECK ("practice_tests"."kind" in ('chapter', 'teacher'));