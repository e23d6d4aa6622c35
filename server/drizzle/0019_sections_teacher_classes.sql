ALTER TABLE "students" ADD COLUMN "section" text;--> statement-breakpoint
CREATE INDEX "students_school_class_section_name_idx" ON "students" USING btree ("school_id","class_number","section","sort_name","id");--> statement-breakpoint
CREATE TABLE "teacher_classes" (
	"id" text PRIMARY KEY NOT NULL,
	"teacher_id" text NOT NULL,
	"school_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"section" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_classes_unique" UNIQUE NULLS NOT DISTINCT("teacher_id","course_id","class_number","section"),
	CONSTRAINT "teacher_classes_class_range" CHECK ("teacher_classes"."class_number" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "teacher_classes" ADD CONSTRAINT "teacher_classes_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_classes" ADD CONSTRAINT "teacher_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_classes" ADD CONSTRAINT "teacher_classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_classes_school_class_idx" ON "teacher_classes" USING btree ("school_id","course_id","class_number","section");
