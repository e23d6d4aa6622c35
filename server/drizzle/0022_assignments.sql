CREATE TABLE "assignment_children" (
	"assignment_id" text NOT NULL,
	"student_id" text NOT NULL,
	CONSTRAINT "assignment_children_assignment_id_student_id_pk" PRIMARY KEY("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_nudges" (
	"id" text PRIMARY KEY NOT NULL,
	"assignment_id" text NOT NULL,
	"student_id" text NOT NULL,
	"nudged_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"section" text,
	"resource_id" text NOT NULL,
	"kind" text NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_class_range" CHECK ("assignments"."class_number" between 1 and 10),
	CONSTRAINT "assignments_kind" CHECK ("assignments"."kind" in ('lesson', 'practice', 'test')),
	CONSTRAINT "assignments_days" CHECK ("assignments"."starts_on" <= "assignments"."due_on")
);
--> statement-breakpoint
ALTER TABLE "assignment_children" ADD CONSTRAINT "assignment_children_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_children" ADD CONSTRAINT "assignment_children_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_nudges" ADD CONSTRAINT "assignment_nudges_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_nudges" ADD CONSTRAINT "assignment_nudges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_nudges" ADD CONSTRAINT "assignment_nudges_nudged_by_user_id_users_id_fk" FOREIGN KEY ("nudged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_children_student_idx" ON "assignment_children" USING btree ("student_id","assignment_id");--> statement-breakpoint
CREATE INDEX "assignment_nudges_assignment_student_idx" ON "assignment_nudges" USING btree ("assignment_id","student_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_class_due_idx" ON "assignments" USING btree ("school_id","course_id","class_number","due_on","id");--> statement-breakpoint
CREATE INDEX "assignments_school_due_idx" ON "assignments" USING btree ("school_id","due_on","id");