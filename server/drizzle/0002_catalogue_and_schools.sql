ALTER TYPE "public"."token_purpose" ADD VALUE 'first_signin';--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" text PRIMARY KEY NOT NULL,
	"coursename" text NOT NULL,
	"classnumber" integer NOT NULL,
	"topicname" text NOT NULL,
	"subtopicname" text NOT NULL,
	"contentname" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_class_range" CHECK ("content_items"."classnumber" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "course_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"price_per_student_paise" integer NOT NULL,
	"price_per_school_paise" integer NOT NULL,
	CONSTRAINT "course_classes_class_range" CHECK ("course_classes"."class_number" between 1 and 10),
	CONSTRAINT "course_classes_prices" CHECK ("course_classes"."price_per_student_paise" >= 0 and "course_classes"."price_per_school_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"course_class_id" text NOT NULL,
	"level_number" integer NOT NULL,
	"level_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_resources" (
	"id" text PRIMARY KEY NOT NULL,
	"course_title_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"course_level_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "next_roll_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_name" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "guardian_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_classes" ADD CONSTRAINT "course_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_levels" ADD CONSTRAINT "course_levels_course_class_id_course_classes_id_fk" FOREIGN KEY ("course_class_id") REFERENCES "public"."course_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_resources" ADD CONSTRAINT "course_resources_course_title_id_course_titles_id_fk" FOREIGN KEY ("course_title_id") REFERENCES "public"."course_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_titles" ADD CONSTRAINT "course_titles_course_level_id_course_levels_id_fk" FOREIGN KEY ("course_level_id") REFERENCES "public"."course_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_filters_idx" ON "content_items" USING btree ("coursename","classnumber","topicname","subtopicname");--> statement-breakpoint
CREATE UNIQUE INDEX "course_classes_course_class_idx" ON "course_classes" USING btree ("course_id","class_number");--> statement-breakpoint
CREATE UNIQUE INDEX "course_levels_class_number_idx" ON "course_levels" USING btree ("course_class_id","level_number");--> statement-breakpoint
CREATE INDEX "course_resources_title_idx" ON "course_resources" USING btree ("course_title_id","position");--> statement-breakpoint
CREATE INDEX "course_titles_level_idx" ON "course_titles" USING btree ("course_level_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_name_lower_live_idx" ON "courses" USING btree (lower("name")) WHERE "courses"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "students_school_dob_idx" ON "students" USING btree ("school_id","dob");