CREATE TABLE "practice_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"chapter_id" text,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"slots" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_tests_kind" CHECK ("practice_tests"."kind" in ('chapter'))
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "test_id" text;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_tests" ADD CONSTRAINT "practice_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_tests_chapter_idx" ON "practice_tests" USING btree ("course_id","chapter_id") WHERE "practice_tests"."kind" = 'chapter';--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_test_id_practice_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."practice_tests"("id") ON DELETE cascade ON UPDATE no action;