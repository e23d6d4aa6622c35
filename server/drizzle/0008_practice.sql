CREATE TABLE "practice_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"attempt_id" text NOT NULL,
	"student_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"item_id" text NOT NULL,
	"question_key" text NOT NULL,
	"client_answer_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"first_try" boolean NOT NULL,
	"misconception" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"student_id" text NOT NULL,
	"resource_id" text,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"items" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_levels" (
	"student_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"level" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_score" integer,
	"last_activity_at" timestamp with time zone,
	"wrong_in_a_row" integer DEFAULT 0 NOT NULL,
	"needs_help_since" timestamp with time zone,
	"proficient_at" timestamp with time zone,
	"mastered_at" timestamp with time zone,
	CONSTRAINT "practice_levels_student_id_resource_id_pk" PRIMARY KEY("student_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "practice_sets" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"mastery" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"generators" jsonb NOT NULL,
	"size_bytes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_levels" ADD CONSTRAINT "practice_levels_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_levels" ADD CONSTRAINT "practice_levels_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_levels" ADD CONSTRAINT "practice_levels_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sets" ADD CONSTRAINT "practice_sets_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_answers_client_idx" ON "practice_answers" USING btree ("student_id","client_answer_id");--> statement-breakpoint
CREATE INDEX "practice_answers_student_set_idx" ON "practice_answers" USING btree ("student_id","resource_id","answered_at");--> statement-breakpoint
CREATE INDEX "practice_answers_question_idx" ON "practice_answers" USING btree ("resource_id","question_key");--> statement-breakpoint
CREATE INDEX "practice_answers_attempt_idx" ON "practice_answers" USING btree ("attempt_id","item_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_student_idx" ON "practice_attempts" USING btree ("student_id","resource_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_levels_class_idx" ON "practice_levels" USING btree ("course_id","class_number","resource_id");