CREATE TABLE "assignment_standing" (
	"student_id" text NOT NULL,
	"course_id" text NOT NULL,
	"class_number" integer NOT NULL,
	"open_from" date,
	"unbegun_from" date,
	CONSTRAINT "assignment_standing_student_id_course_id_class_number_pk" PRIMARY KEY("student_id","course_id","class_number")
);
--> statement-breakpoint
ALTER TABLE "assignment_standing" ADD CONSTRAINT "assignment_standing_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;