CREATE TABLE "resource_progress" (
	"student_id" text NOT NULL,
	"resource_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"first_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "resource_progress_student_id_resource_id_pk" PRIMARY KEY("student_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "resource_progress" ADD CONSTRAINT "resource_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_progress" ADD CONSTRAINT "resource_progress_resource_id_course_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."course_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_progress" ADD CONSTRAINT "resource_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_progress_resume_idx" ON "resource_progress" USING btree ("student_id","last_opened_at");--> statement-breakpoint
CREATE INDEX "resource_progress_class_idx" ON "resource_progress" USING btree ("course_id","class_number");